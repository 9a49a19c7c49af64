import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/**
 * For a wait on the Demo backend in a component test: a busy machine can
 * miss Testing Library's 1 s default.
 */
export const slow = { timeout: 5_000 };

/** Renders `ui` inside a router at `path`, with a user-event instance. */
export function renderAt(ui: ReactElement, path = '/') {
  const user = userEvent.setup({ delay: null });
  return { user, ...render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>) };
}

/** Shows the path the router is at, so a test can read where a screen sent the person. */
export function CurrentPath() {
  return <output aria-label="current path">{useLocation().pathname}</output>;
}

/**
 * Renders each screen at its route, starting at `path`; any other route shows
 * the current path, so a test sees where a screen sent the person.
 */
export function renderRoutes(screens: Record<string, ReactElement>, path: string) {
  return renderAt(
    <Routes>
      {Object.entries(screens).map(([route, screen]) => (
        <Route key={route} path={route} element={screen} />
      ))}
      <Route path="*" element={<CurrentPath />} />
    </Routes>,
    path,
  );
}
