import { BrowserRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { BottomBar } from './shell/bottom-bar';
import { DemoBanner } from './shell/demo-banner';
import { Footer } from './shell/footer';
import { RouteEffects } from './shell/route-effects';
import { TopBar } from './shell/top-bar';
import { UpdatePrompt } from './shell/update-prompt';
import { isStaffPath } from '../config/paths';
import { useMessages } from '../lib/i18n';
import { shellMessages } from './messages';

/** Everything inside the router: tests mount this under a MemoryRouter. */
export function AppShell() {
  const t = useMessages(shellMessages);
  // Staff work on their own screens: the customer's quick links and footer only get in the way.
  const customer = !isStaffPath(useLocation().pathname);
  return (
    <>
      <RouteEffects />
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <TopBar staff={!customer} />
      <DemoBanner />
      <main id="main" tabIndex={-1}>
        <AppRoutes />
      </main>
      {customer && <Footer />}
      {customer && <BottomBar />}
      <UpdatePrompt />
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
