import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { RouteEntry } from '../src/app/routes';

/**
 * One HTML page per route, each announcing its own screen chunk. (Our own
 * plugin: it needs the bundle's chunk graph and the app's route table.)
 *
 * Every screen is a lazy chunk. With one index.html for every path, the
 * browser learns of a screen's chunk only after the entry script has arrived
 * and run: one more round trip before anything useful paints, which on a
 * phone over mobile data is most of the time to first paint. So the build
 * writes `catalog.html`, `grocery/fordo.html`… — the same page as index.html
 * plus `<link rel="modulepreload">` for that route's screen and the shared
 * chunks it imports — and Firebase Hosting's `cleanUrls` serves `/catalog`
 * from `catalog.html`. `/` (index.html) preloads the home screen. A route
 * with parameters, such as a shop's `/gallery/:id` (the link people share),
 * gets `_routes/gallery/_id.html`, which a firebase.json rewrite serves for
 * `/gallery/*`; a test keeps those rewrites in step with the route table.
 *
 * Which screen a path opens comes from the route table itself
 * (src/app/routes.ts, plain data), so the table stays the only place that
 * says so.
 */

interface RouteScreen {
  /** The route pattern, such as `/grocery/fordo`. */
  pattern: string;
  /** Absolute path of the route's screen module. */
  screenFile: string;
}

/** Each route's pattern and screen file; fails, naming the route, when a screen module is missing. */
export function routeScreens(routes: readonly RouteEntry[], root: string): RouteScreen[] {
  return routes.map(({ path, screen }) => {
    const screenFile = resolve(root, 'src', `${screen}.tsx`);
    if (!existsSync(screenFile)) {
      throw new Error(`route-pages: the route ${path} names ${screen}, which does not exist`);
    }
    return { pattern: path, screenFile };
  });
}

const segmentsOf = (pattern: string) => pattern.split('/').filter(Boolean);
const isParameter = (segment: string) => segment.startsWith(':');

/**
 * The page a route is served from: `/grocery/fordo` → `grocery/fordo.html`
 * (found by cleanUrls); a pattern with parameters, `/gallery/:id` →
 * `_routes/gallery/_id.html` (reached through a firebase.json rewrite, see
 * rewriteSourceFor). Null for `/`, which is index.html itself.
 */
export function pageFileFor(pattern: string): string | null {
  if (pattern === '/' || /[*?]/.test(pattern)) return null;
  const segments = segmentsOf(pattern);
  if (!segments.some(isParameter)) return `${segments.join('/')}.html`;
  const named = segments.map((segment) =>
    isParameter(segment) ? `_${segment.slice(1)}` : segment,
  );
  return `_routes/${named.join('/')}.html`;
}

/**
 * The firebase.json rewrite `source` glob that sends a pattern with
 * parameters to its page: `/gallery/:id` → `/gallery/*`. Null for fixed paths.
 */
export function rewriteSourceFor(pattern: string): string | null {
  const segments = segmentsOf(pattern);
  if (!segments.some(isParameter)) return null;
  return `/${segments.map((segment) => (isParameter(segment) ? '*' : segment)).join('/')}`;
}

export function routePages(options: {
  routes: readonly RouteEntry[];
  root: string;
  /**
   * The module of the route table (src/app/router.tsx), a chunk of its own:
   * `/` paints without it, every other route's page announces it beside
   * its screen.
   */
  table: string;
}): Plugin {
  return {
    name: 'route-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_outputOptions, bundle) {
        const index = bundle['index.html'];
        if (!index || index.type !== 'asset' || typeof index.source !== 'string') {
          this.error('route-pages: the build emitted no index.html');
        }
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) this.error('route-pages: the build has no entry chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        /** A chunk and every chunk it imports statically, directly or not. */
        const withImports = (fileName: string, found = new Set<string>()) => {
          if (found.has(fileName)) return found;
          found.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) withImports(imported, found);
          return found;
        };
        const alreadyLoaded = withImports(entry.fileName);
        const html = index.source;
        if (!html.includes('\n  </head>')) this.error('route-pages: index.html has no </head>');
        const chunkOf = (moduleFile: string) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === moduleFile);
          if (!chunk) this.error(`route-pages: no chunk was built from ${moduleFile}`);
          return chunk.fileName;
        };
        const table = chunkOf(resolve(options.root, options.table));
        const pageWithPreloads = (screenFile: string, withTable: boolean) => {
          const screen = chunkOf(screenFile);
          const wanted = withImports(screen);
          if (withTable) withImports(table, wanted);
          const links = [...wanted]
            .filter((file) => !alreadyLoaded.has(file))
            .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
            .join('');
          return html.replace('\n  </head>', `\n${links}  </head>`);
        };

        for (const { pattern, screenFile } of routeScreens(options.routes, options.root)) {
          if (pattern === '/') {
            index.source = pageWithPreloads(screenFile, false);
            continue;
          }
          const fileName = pageFileFor(pattern);
          if (!fileName) continue;
          this.emitFile({ type: 'asset', fileName, source: pageWithPreloads(screenFile, true) });
        }
      },
    },
  };
}
