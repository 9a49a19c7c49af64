import { useLocation } from 'react-router-dom';
import { cataloguePartOf, paths } from '../config/paths';
import { lazyScreen, type ScreenArrival } from './lazy-screen';
import { WordsFirst } from './words-first';

/**
 * The routes as the first paint of `/` needs them: the home screen alone.
 *
 * The route table (router.tsx: every screen as a lazy chunk, and the map of
 * which chunks each one imports, which the bundler writes beside the code
 * that loads them and which grows with every screen) is a chunk of its own.
 * `/` paints without it, and fetches it once the page is idle (preloadRoutes),
 * so a tap on a link does not wait for it; every other route's page
 * announces it beside its screen (scripts/route-pages.ts), so a first visit
 * there fetches both at once.
 */
const Home = lazyScreen(() => import('../features/home/home-screen'));
const loadRouter = () => import('./router');
const AllRoutes = lazyScreen(() => loadRouter().then(({ AppRoutes }) => ({ default: AppRoutes })));

const homePart = cataloguePartOf(paths.home.pattern);
const homeRoute = (
  <WordsFirst part={homePart}>
    <Home />
  </WordsFirst>
);

export function AppRoutes() {
  const { pathname } = useLocation();
  return pathname === paths.home.pattern ? homeRoute : <AllRoutes />;
}

/**
 * Starts what the screen at `location` needs for its first paint (see
 * openScreenAt in router.tsx): for `/`, the home screen's chunk; elsewhere
 * the route table, then that screen's chunk and the data it opens with.
 */
export function openScreenAt(location: { pathname: string; search: string }): ScreenArrival {
  if (location.pathname === paths.home.pattern) {
    return { chunk: Home.preload().then(() => undefined), data: Promise.resolve() };
  }
  const opening = loadRouter().then((router) => router.openFirstScreen(location));
  return {
    chunk: opening.then((arrival) => arrival.chunk),
    data: opening.then((arrival) => arrival.data).catch(() => undefined),
  };
}

/** Fetches the route table ahead of the first tap on a link (after the first paint of `/`). */
export function preloadRoutes(): void {
  // Through the plain import first: a table that cannot be fetched now is
  // fetched again at the first tap, where a failure shows "Try again".
  loadRouter()
    .then(() => AllRoutes.preload())
    .catch(() => undefined);
}
