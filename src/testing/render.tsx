import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders `ui` inside a router at `path`, with a user-event instance. */
export function renderAt(ui: ReactElement, path = '/') {
  const user = userEvent.setup({ delay: null });
  return { user, ...render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>) };
}
