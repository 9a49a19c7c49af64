/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig, loadEnv, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { parseBuildSettings } from './src/config/env.ts';
import { routes } from './src/app/routes.ts';
import { chunkModules } from './scripts/chunk-modules.ts';
import { routePages } from './scripts/route-pages.ts';
import { umdAsModule } from './scripts/umd-as-module.ts';

// Scripts and styles are emitted under /static/js and /static/css, the paths
// the original app served its chunks from.
export default defineConfig(({ command, mode }) => {
  // Fail closed: a production build with a setting that is unknown, present
  // but wrong, or no backend chosen by name stops here, saying which, instead
  // of shipping an app that quietly runs on the Demo backend.
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  if (command === 'build') parseBuildSettings(env);
  return { ...config, plugins: [...plugins, serviceWorker(Boolean(env.VITE_FIREBASE_PROJECT_ID))] };
});

/** What is inside each chunk, for the size budgets (npm run bench, npm test). */
const chunkRecorder = chunkModules(import.meta.dirname);

const plugins = [
  react(),
  chunkRecorder.page,
  routePages({ routes, root: import.meta.dirname, table: 'src/app/router.tsx' }),
  umdAsModule(/\/node_modules\/papaparse\/papaparse(\.min)?\.js$/),
];

/**
 * The service worker, src/sw.ts: after one visit the app opens with no
 * network, and notices from the server show on the phone (issue 34). It
 * precaches the shell, every screen's chunk and style, the language
 * catalogues and the icons; any navigation offline gets index.html and the
 * router decides. A new deployment waits until the reader taps "Reload"
 * (registerType 'prompt'), so a tab never mixes two versions. Built by
 * injectManifest, so one worker holds both the precache and the push
 * listener (two workers on one scope would replace each other).
 *
 * Not precached: the chunks of the backend a build does not use (the
 * Firebase SDK in a Demo build, the Demo backend in a Firebase one), the
 * staff-only ones (sign-in, live listeners) and Cloud Messaging (turning
 * notifications on), which are useless offline, and the Demo worker's
 * copies of the language catalogues, which it never loads (it speaks
 * English, as the server does). Their names come from the modules that
 * start them.
 */
function serviceWorker(firebaseConfigured: boolean) {
  const staffOnly = ['static/js/firestore-full-*.js', 'static/js/auth-*.js'];
  // Firebase Cloud Messaging, loaded by whoever turns notifications on, which needs the network.
  const notificationsOnly = ['static/js/messaging-*.js'];
  const unusedInWorker = ['static/js/worker-{town,directory,staff}-*.js'];
  const demoOnly = [
    'static/js/start-demo-*.js',
    'static/js/backend-worker-*.js',
    'static/js/worker-*.js',
    'static/js/demo-{backend,auth,server}-*.js',
    'static/js/{seed,upgrade}-town-*.js',
  ];
  const firebaseOnly = [
    'static/js/firebase-backend-*.js',
    'static/js/firestore-lite-*.js',
    'static/js/bloom_blob_es2018-*.js',
    'static/js/errors-*.js',
    'static/js/app-check-*.js',
    'static/js/functions-client-*.js',
    'static/js/index.esm-*.js',
  ];
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false, // registered from src/app/pwa.ts after the first paint
    manifest: false, // public/manifest.webmanifest
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectManifest: {
      // One classic script, as the generated worker was: every browser registers it.
      rollupFormat: 'iife',
      globPatterns: [
        'index.html',
        'static/**/*.{js,css,svg,png,woff2}',
        'logo.svg',
        'img/*.svg',
        'icons/*.png',
        'manifest.webmanifest',
      ],
      globIgnores: [
        ...staffOnly,
        ...notificationsOnly,
        ...unusedInWorker,
        ...(firebaseConfigured ? demoOnly : firebaseOnly),
      ],
    },
  });
}

const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'functions/src/**/*.test.ts', 'scripts/**/*.test.ts'];

/**
 * The test files that need no DOM: those that ask for Node in a comment
 * (`// @vitest-environment node`), found as Vitest itself finds it.
 */
const testFilesInNode = ['src', 'functions/src', 'scripts'].flatMap((folder) =>
  readdirSync(join(import.meta.dirname, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${folder}/${file}`)
    .filter((file) => {
      const code = readFileSync(join(import.meta.dirname, file), 'utf8');
      return code.match(/@(?:vitest|jest)-environment\s+([\w-]+)\b/)?.[1] === 'node';
    }),
);

const config: UserConfig = {
  resolve: {
    // Dexie's package entry wraps its ES5 build; the modern one is the same
    // library in today's JavaScript, and smaller on the phone.
    alias: [
      { find: /^dexie$/, replacement: 'dexie/dist/modern/dexie.mjs' },
      // The full Firestore SDK imports RE2 only to run a pipeline's regular
      // expressions in the browser, which the app never asks for: JavaScript's
      // own RegExp stands in, 45 kB lighter (src/backend/firebase/regex.ts).
      { find: /^re2js$/, replacement: join(import.meta.dirname, 'src/backend/firebase/regex.ts') },
    ],
  },
  worker: {
    format: 'es',
    plugins: () => [chunkRecorder.worker()],
    // A worker is bundled on its own; its chunks are named apart from the page's.
    rolldownOptions: {
      output: {
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: 'static/js/worker-[name]-[hash].js',
      },
    },
  },
  css: {
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  build: {
    target: 'es2022',
    // dist/.vite/manifest.json, the chunk graph `npm run bench` measures
    // (never deployed: Firebase Hosting ignores dotfiles).
    manifest: true,
    assetsDir: 'static',
    cssCodeSplit: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: 'static/js/[name]-[hash].js',
        // What the entry imports statically loads on every page, before
        // anything paints: as one file rather than a dozen small ones split
        // out because lazy screens import them too (each file one more
        // request and its own compression).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'static/css/[name]-[hash][extname]'
            : 'static/media/[name]-[hash][extname]',
      },
    },
  },
  test: {
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    // After each test, hooks run in the order they were registered, so the
    // setup file's clean-up closes the test's screens before a test file's own
    // afterEach puts things back (the cart, the language, the session): put
    // back under an open screen, they would change it after its test, where
    // nothing waits for it (React's "not wrapped in act" warning).
    sequence: { hooks: 'list' },
    // Left to itself Vitest 4 ran one test file at a time on these 2-core
    // machines; every core halves the unit step.
    maxWorkers: availableParallelism(),
    // Worker threads start a test file faster than child processes: the
    // unit step took 83 s instead of 122 s here.
    pool: 'threads',
    // Test files share their worker instead of each starting a fresh one, which
    // loaded the test DOM and every library again per file: the unit step took
    // half the time. src/testing/setup.ts gives each file fresh app modules and
    // an empty IndexedDB, so files stay as independent as before.
    isolate: false,
    // A worker passes on to the next file only within one project and
    // environment, so the files in the DOM run first and those in Node after
    // (groupOrder): mixed, a fresh clone's unit step took 73 s against 47 s.
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: TEST_FILES,
          exclude: ['**/node_modules/**', ...testFilesInNode],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: testFilesInNode,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
};
