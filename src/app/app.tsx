import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './router';
import { BottomBar } from './shell/bottom-bar';
import { DemoBanner } from './shell/demo-banner';
import { Footer } from './shell/footer';
import { RouteEffects } from './shell/route-effects';
import { TopBar } from './shell/top-bar';

/** Everything inside the router: tests mount this under a MemoryRouter. */
export function AppShell() {
  return (
    <>
      <RouteEffects />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar />
      <DemoBanner />
      <main id="main" tabIndex={-1}>
        <AppRoutes />
      </main>
      <Footer />
      <BottomBar />
    </>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppShell />
    </BrowserRouter>
  );
}
