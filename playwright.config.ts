import { defineConfig } from '@playwright/test';
import { INSTALL_HINT, chromiumFlags, locateChromium } from './scripts/chromium.mjs';

// End-to-end tests run on the production build (dist/, served by
// scripts/serve.mjs as Firebase Hosting would) in the system Chromium —
// Playwright never downloads a browser here. `npm run test:e2e` builds first;
// `npm test` builds in its own step.
// E2E_PORT: for a second checkout on the same machine (4173 is taken by the first).
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
const ci = Boolean(process.env.CI);

// Never let Playwright fall back to looking for a browser of its own (its
// error says to download one): no system Chromium is a clear error here.
const chromium = locateChromium(process.env, { forTests: true });
if (chromium.path === null) throw new Error(`${chromium.problem}\n${INSTALL_HINT}`);
const executablePath = chromium.path;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath, args: chromiumFlags({ forPlaywright: true }) },
    // Recording a trace for every test costs time; CI keeps one for a retry.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The service worker is proven by e2e/offline.spec.ts, which allows it;
    // elsewhere it would answer requests the tests intercept.
    serviceWorkers: 'block',
  },
  // Built by hand rather than from Playwright's device list, whose entries
  // name a browser channel and user agent we do not use.
  // What does not depend on the screen runs on the desktop only: a test tagged
  // '@desktop' (or '@phone') runs in that project alone, and whole files that
  // are the same on every screen are left out of the phone's. Leaving them out
  // here, instead of skipping them in the test, spares each a browser context.
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
      grepInvert: /@phone\b/,
    },
    {
      name: 'phone',
      grepInvert: /@desktop\b/,
      testIgnore: [
        // A keyboard belongs to the desktop.
        'keyboard.spec.ts',
        // How chunks load and recover does not depend on the screen.
        'lazy-screens.spec.ts',
        // The service worker and the network do not depend on the screen.
        'offline.spec.ts',
        // The journey's logic does not depend on the screen; the staff screens
        // on a phone are walked by access-in-every-language.spec.ts.
        'staff-journey.spec.ts',
      ],
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 3,
      },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --quick --port ${port} --host 127.0.0.1 --dir dist`,
    url: `${baseURL}/`,
    reuseExistingServer: !ci,
    timeout: 20_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
