import { createElement, type ComponentProps } from 'react';
import { Navigate, Route, Routes, matchRoutes } from 'react-router-dom';
import { getBackend } from '../backend';
import { cataloguePartOf, paths } from '../config/paths';
import { lazyScreen, type LazyScreen, type ScreenArrival, type ScreenModule } from './lazy-screen';
import { WordsFirst } from './words-first';
import {
  routes,
  type AdminScreen,
  type RideKindProp,
  type ShopListType,
  type StaffLoginKind,
} from './routes';
import type AdminGate from './staff/admin-gate';
import type ShopList from '../features/catalog/shop-list-screen';
import type StaffLogin from '../features/auth/staff-login-screen';
import type RideBooking from '../features/transport/ride-booking-screen';

/**
 * Every screen module the route table may name, each a lazy chunk of its
 * own. (A pattern, because the bundler must see every possible import; the
 * table in routes.ts picks from these.)
 */
const screenModules = import.meta.glob<ScreenModule>([
  '/src/features/*/*-screen.tsx',
  '/src/app/staff/admin-gate.tsx',
  // The admin screens are the admin gate's to load, once it has checked who is signed in.
  '!/src/features/admin/*',
]);

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
// The props routes.ts spells out are exactly the ones the screens take.
export const routePropsMatchTheScreens: readonly true[] = [
  true satisfies Same<ShopListType, ComponentProps<typeof ShopList>['type']>,
  true satisfies Same<AdminScreen, ComponentProps<typeof AdminGate>['screen']>,
  true satisfies Same<StaffLoginKind, ComponentProps<typeof StaffLogin>['kind']>,
  true satisfies Same<RideKindProp, ComponentProps<typeof RideBooking>['kind']>,
];

/** What routes.ts passes a screen: a few words such as a shop type. */
type ScreenProps = Partial<Record<string, string>>;

const lazyScreens = new Map<string, LazyScreen<ScreenProps>>();

/** One lazy screen per module, shared by the routes that show it. */
function screenFor(module: string): LazyScreen<ScreenProps> {
  let screen = lazyScreens.get(module);
  if (!screen) {
    const load = screenModules[`/src/${module}.tsx`];
    if (!load) throw new Error(`The route table names ${module}, which is not a screen module.`);
    screen = lazyScreen(load);
    lazyScreens.set(module, screen);
  }
  return screen;
}

const routeTable = routes.map((route) => {
  const Screen = screenFor(route.screen);
  const part = cataloguePartOf(route.path);
  const screen = createElement(Screen, { key: route.key, ...route.props });
  // Keyed by part: moving between two screens of one part waits for nothing.
  return {
    path: route.path,
    Screen,
    props: route.props ?? {},
    readsOnOpen: route.readsOnOpen === true,
    element: (
      <WordsFirst key={part} part={part}>
        {screen}
      </WordsFirst>
    ),
  };
});

/**
 * Starts what the screen at `location` needs for its first paint: its chunk
 * and then the data it opens with (the module's `openingData`). Called
 * before the first render, so that render is the screen itself — with its
 * data, when that comes soon enough — rather than a loading view followed by
 * a second render. Nothing is started for an unknown path.
 */
export function openScreenAt(location: { pathname: string; search: string }): ScreenArrival {
  const match = matchRoutes(routeTable, location.pathname)?.at(-1);
  if (!match) return { chunk: Promise.resolve(), data: Promise.resolve() };
  const { route, params } = match;
  const screen = route.Screen.preload();
  return {
    chunk: screen.then(() => undefined),
    // A failed read is the screen's to show (it reads again as it mounts).
    data: screen
      .then((module) =>
        module.openingData?.({
          params,
          search: new URLSearchParams(location.search),
          props: route.props,
        }),
      )
      .catch(() => undefined),
  };
}

/** Whether the screen at `pathname` reads from the backend as it opens (routes.ts). */
export function readsOnOpen(pathname: string): boolean {
  return matchRoutes(routeTable, pathname)?.at(-1)?.route.readsOnOpen === true;
}

/**
 * A first visit's opening (main.tsx, through app-routes.tsx): a screen that
 * reads as it opens gets its backend started now, beside its chunk, rather
 * than after its first render: the data arrives sooner, and the backend's
 * set-up is not left to run while the reader is already tapping. Not
 * awaited: a backend that fails to load is shown by the screen itself.
 */
export function openFirstScreen(location: { pathname: string; search: string }): ScreenArrival {
  if (readsOnOpen(location.pathname)) getBackend().catch(() => undefined);
  return openScreenAt(location);
}

export function AppRoutes() {
  return (
    <Routes>
      {routeTable.map(({ path, element }) => (
        <Route key={path} path={path} element={element} />
      ))}
      <Route path="*" element={<Navigate to={paths.home.href()} replace />} />
    </Routes>
  );
}
