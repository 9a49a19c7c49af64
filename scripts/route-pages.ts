import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * One HTML page per route, each announcing its own screen chunk.
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
 * Which screen a path opens is read from the route table itself
 * (src/app/router.tsx), so the table stays the only place that says so. The
 * build fails, naming the row, if the table takes a shape this reader does
 * not understand — never a silently missing page.
 */

interface RouteScreen {
  /** The route pattern, such as `/grocery/fordo`. */
  pattern: string;
  /** Absolute path of the screen module that the route's lazy screen imports. */
  screenFile: string;
}

type PathTable = Record<string, { pattern: string }>;

function fail(file: string, node: ts.Node, problem: string): never {
  const source = node.getSourceFile();
  const { line } = source.getLineAndCharacterOfPosition(node.getStart());
  throw new Error(
    `route-pages: ${file}:${line + 1}: ${problem}\n  ${node.getText().slice(0, 160)}`,
  );
}

function resolveModule(fromFile: string, specifier: string): string {
  const base = resolve(dirname(fromFile), specifier);
  const found = ['.tsx', '.ts', '/index.tsx', '/index.ts']
    .map((suffix) => base + suffix)
    .find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`route-pages: cannot resolve ${specifier} from ${fromFile}`);
  return found;
}

/** `lazyScreen(() => import('…'))` → the imported module's path, or null for anything else. */
function lazyScreenImport(node: ts.Expression): string | null {
  if (!ts.isCallExpression(node) || node.expression.getText() !== 'lazyScreen') return null;
  const [loader] = node.arguments;
  if (!loader || !ts.isArrowFunction(loader) || !ts.isCallExpression(loader.body)) return null;
  const call = loader.body;
  if (call.expression.kind !== ts.SyntaxKind.ImportKeyword) return null;
  const [specifier] = call.arguments;
  return specifier && ts.isStringLiteral(specifier) ? specifier.text : null;
}

/** Reads `[paths.X.pattern, <Screen …/>]` rows of `routeTable` and the lazy screens they name. */
export function readRouteScreens(routerFile: string, paths: PathTable): RouteScreen[] {
  const source = ts.createSourceFile(
    routerFile,
    readFileSync(routerFile, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const screens = new Map<string, string>();
  let table: ts.ArrayLiteralExpression | undefined;
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
      const name = declaration.name.text;
      const specifier = lazyScreenImport(declaration.initializer);
      if (specifier) screens.set(name, resolveModule(routerFile, specifier));
      if (name === 'routeTable') {
        if (!ts.isArrayLiteralExpression(declaration.initializer)) {
          fail(routerFile, declaration, 'routeTable is not an array literal');
        }
        table = declaration.initializer;
      }
    }
  }
  if (!table) throw new Error(`route-pages: no \`const routeTable = [...]\` in ${routerFile}`);

  return table.elements.map((row) => {
    if (!ts.isArrayLiteralExpression(row) || row.elements.length !== 2) {
      fail(routerFile, row, 'a route row is not [paths.<name>.pattern, <Screen />]');
    }
    const [pathNode, elementNode] = row.elements;
    const pathMatch = /^paths\.(\w+)\.pattern$/.exec(pathNode.getText());
    const route = pathMatch && paths[pathMatch[1]];
    if (!route) fail(routerFile, pathNode, 'the path is not paths.<name>.pattern of config/paths');
    const tag = ts.isJsxSelfClosingElement(elementNode)
      ? elementNode.tagName
      : ts.isJsxElement(elementNode)
        ? elementNode.openingElement.tagName
        : undefined;
    const screenFile = tag && screens.get(tag.getText());
    if (!screenFile) {
      fail(routerFile, elementNode, 'the element is not a screen declared with lazyScreen()');
    }
    return { pattern: route.pattern, screenFile };
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

export function routePages(options: { router: string; paths: PathTable }): Plugin {
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
        const pageWithPreloads = (screenFile: string) => {
          const screen = chunks.find((chunk) => chunk.facadeModuleId === screenFile);
          if (!screen) this.error(`route-pages: no chunk was built from ${screenFile}`);
          const links = [...withImports(screen.fileName)]
            .filter((file) => !alreadyLoaded.has(file))
            .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
            .join('');
          return html.replace('\n  </head>', `\n${links}  </head>`);
        };

        for (const { pattern, screenFile } of readRouteScreens(options.router, options.paths)) {
          if (pattern === '/') {
            index.source = pageWithPreloads(screenFile);
            continue;
          }
          const fileName = pageFileFor(pattern);
          if (!fileName) continue;
          this.emitFile({ type: 'asset', fileName, source: pageWithPreloads(screenFile) });
        }
      },
    },
  };
}
