import type { Plugin } from 'vite';

/**
 * A library shipped only as one UMD file (papaparse), read as an ES module
 * whose default export is what the file puts in `module.exports`.
 *
 * Imported lazily as CommonJS, such a file needs the bundler's interop
 * helpers in its chunk; Rolldown then moves its runtime out of the chunk the
 * first paint already loads into a chunk of its own, which `/` must load too
 * (0.3 kB over a budget with none to spare). As an ES module it needs no
 * helper, so the admin's import screen loads it without touching `/`.
 */
export function umdAsModule(file: RegExp): Plugin {
  return {
    name: 'umd-as-module',
    transform: {
      filter: { id: file },
      handler: (code) => ({
        code: `var module = { exports: {} }, exports = module.exports;\n${code}\nexport default module.exports;\n`,
        map: null,
      }),
    },
  };
}
