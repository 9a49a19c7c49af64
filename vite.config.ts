/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Most visits start at `/`, whose screen is a lazy chunk like every other.
 * Announcing it (and what it imports) with <link rel="modulepreload"> lets the
 * browser fetch it alongside the entry script instead of after it, which is
 * most of the home page's LCP on a slow phone. It stays a separate chunk.
 */
function preloadScreen(sourceSuffix: string): Plugin {
  return {
    name: 'preload-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const screen = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(sourceSuffix));
        if (!screen) throw new Error(`preload-screen: no chunk built from ${sourceSuffix}`);
        const entry = chunks.find((chunk) => chunk.isEntry);
        const alreadyLoaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const files = [screen.fileName, ...screen.imports].filter(
          (file) => !alreadyLoaded.has(file),
        );
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}

// Scripts and styles are emitted under /static/js and /static/css, the paths
// the original app served its chunks from (seed §7).
export default defineConfig({
  plugins: [react(), preloadScreen('src/features/home/home-screen.tsx')],
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
    include: ['src/**/*.test.{ts,tsx}', 'functions/src/**/*.test.ts'],
    restoreMocks: true,
  },
});
