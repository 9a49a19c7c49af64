import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';

// `npm run build:functions`: one ES module, functions/lib/index.js, holding
// the functions and the shared code they run (src/server, src/port, src/lib
// and the Firebase adapter's value converter). Only the Firebase SDKs stay
// outside, installed from functions/package.json when Firebase deploys.
export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  build: {
    ssr: 'src/index.ts',
    outDir: 'lib',
    emptyOutDir: true,
    target: 'node22',
    sourcemap: true,
    minify: false,
    rolldownOptions: {
      external: [
        /^firebase-admin(\/.*)?$/,
        /^firebase-functions(\/.*)?$/,
        ...builtinModules,
        ...builtinModules.map((name) => `node:${name}`),
      ],
      output: { entryFileNames: 'index.js', format: 'es' },
    },
  },
  ssr: { noExternal: true },
});
