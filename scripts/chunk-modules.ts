import { posix, relative, sep } from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** Where the build writes what is inside each chunk, beside Vite's own manifest. */
export const CHUNK_MODULES_FILE = '.vite/chunks.json';

/** One chunk as the bundler made it: what it imports, and its modules with their rendered length. */
export interface RecordedChunk {
  imports: string[];
  dynamicImports: string[];
  modules: { id: string; length: number }[];
}

/**
 * Records what the bundler put into each chunk, for `npm run bench` (and
 * `npm test`, which checks the size budgets on the build it has just made):
 * module ids with their rendered length tell our code from vendor SDKs,
 * which a chunk's name cannot, as a shared chunk is named after whichever
 * module the bundler picked. The Demo's worker is bundled on its own,
 * outside Vite's manifest, so its chunks' imports are recorded too: `worker`
 * goes into the worker's plugins, `page` into the page's, which writes
 * everything to dist/.vite/chunks.json (never deployed: Firebase Hosting
 * ignores dotfiles).
 */
export function chunkModules(root: string): { page: Plugin; worker: () => Plugin } {
  const chunks: Record<string, RecordedChunk> = {};
  const record = (bundle: Rollup.OutputBundle) => {
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      chunks[output.fileName] = {
        imports: output.imports,
        dynamicImports: output.dynamicImports,
        modules: Object.entries(output.modules).map(([id, info]) => ({
          id: relative(root, id.replace(/^\0/, '')).split(sep).join(posix.sep),
          length: info.renderedLength,
        })),
      };
    }
  };
  return {
    worker: () => ({
      name: 'chunk-modules:worker',
      apply: 'build',
      generateBundle(_options, bundle) {
        record(bundle);
      },
    }),
    page: {
      name: 'chunk-modules',
      apply: 'build',
      // After Vite has emitted index.html.
      enforce: 'post',
      generateBundle(_options, bundle) {
        // The page's build is the one with index.html (the service worker is built apart).
        if (!bundle['index.html']) return;
        record(bundle);
        this.emitFile({
          type: 'asset',
          fileName: CHUNK_MODULES_FILE,
          source: `${JSON.stringify(chunks)}\n`,
        });
      },
    },
  };
}
