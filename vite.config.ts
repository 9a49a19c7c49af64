/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { defineConfig, loadEnv, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { parseSettings } from './src/config/env.ts';
import { paths } from './src/config/paths.ts';
import { routePages } from './scripts/route-pages.ts';

// Scripts and styles are emitted under /static/js and /static/css, the paths
// the original app served its chunks from (seed §7).
export default defineConfig(({ command, mode }) => {
  // Fail closed: a production build with a setting that is present but wrong
  // stops here, naming it, instead of shipping an app that quietly runs on
  // the Demo backend (the SettingsError's message names the setting).
  if (command === 'build') parseSettings(loadEnv(mode, import.meta.dirname, 'VITE_'));
  return config;
});

const config: UserConfig = {
  plugins: [react(), routePages({ router: 'src/app/router.tsx', paths })],
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
    assetsDir: 'static',
    cssCodeSplit: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: 'static/js/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'static/css/[name]-[hash][extname]'
            : 'static/media/[name]-[hash][extname]',
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'functions/src/**/*.test.ts', 'scripts/**/*.test.ts'],
    restoreMocks: true,
    // Left to itself Vitest 4 ran one test file at a time on these 2-core
    // machines; every core halves the unit step.
    maxWorkers: availableParallelism(),
  },
};
