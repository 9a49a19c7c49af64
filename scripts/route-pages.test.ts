// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { paths } from '../src/config/paths';
import { pageFileFor, readRouteScreens, rewriteSourceFor } from './route-pages';

const root = resolve(import.meta.dirname, '..');
const router = join(root, 'src/app/router.tsx');

describe('the route table as the build reads it', () => {
  const routes = readRouteScreens(router, paths);
  const screenOf = (pattern: string) =>
    routes.find((route) => route.pattern === pattern)?.screenFile;

  it('names the screen module of every route', () => {
    expect(screenOf('/')).toBe(join(root, 'src/features/home/home-screen.tsx'));
    expect(screenOf('/catalog')).toBe(join(root, 'src/features/catalog/catalog-screen.tsx'));
    expect(screenOf('/cart')).toBe(join(root, 'src/features/cart/cart-screen.tsx'));
    // One screen serving several routes with different props.
    expect(screenOf('/bazaar')).toBe(join(root, 'src/features/catalog/shop-list-screen.tsx'));
    expect(screenOf('/grocery/fordo')).toBe(screenOf('/bazaar'));
    expect(screenOf('/admin')).toBe(join(root, 'src/app/staff/admin-gate.tsx'));
  });

  it('covers every path of config/paths once', () => {
    const patterns = routes.map((route) => route.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(patterns.sort()).toEqual(
      Object.values(paths)
        .map((path) => path.pattern)
        .sort(),
    );
  });
});

describe('the page file of a route', () => {
  it('is the path plus .html, for fixed paths other than /', () => {
    expect(pageFileFor('/catalog')).toBe('catalog.html');
    expect(pageFileFor('/grocery/fordo')).toBe('grocery/fordo.html');
    expect(pageFileFor('/')).toBeNull();
  });

  it('lives under _routes, with each parameter named, for paths with parameters', () => {
    expect(pageFileFor('/buy/:product')).toBe('_routes/buy/_product.html');
    expect(pageFileFor('/medical/common/:type')).toBe('_routes/medical/common/_type.html');
    expect(rewriteSourceFor('/medical/common/:type')).toBe('/medical/common/*');
    expect(rewriteSourceFor('/catalog')).toBeNull();
  });
});

describe('firebase.json', () => {
  const hosting = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')).hosting;

  it('serves fixed paths from their pages (cleanUrls)', () => {
    expect(hosting.cleanUrls).toBe(true);
    // One address per page: `/grocery/` would otherwise look for a directory index.
    expect(hosting.trailingSlash).toBe(false);
  });

  it('rewrites every route with parameters to its page, and anything else to the app', () => {
    const expected = readRouteScreens(router, paths).flatMap(({ pattern }) => {
      const source = rewriteSourceFor(pattern);
      return source ? [{ source, destination: `/${pageFileFor(pattern)}` }] : [];
    });
    expect(expected.length).toBeGreaterThan(5);
    const rewrites = [...hosting.rewrites];
    // The catch-all must come last: Firebase applies the first rule that matches.
    expect(rewrites.pop()).toEqual({ source: '**', destination: '/index.html' });
    expect(rewrites).toHaveLength(expected.length);
    expect(rewrites).toEqual(expect.arrayContaining(expected));
  });
});

describe('a route table the reader does not understand', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'route-pages-'));
    mkdirSync(join(dir, 'screens'));
    writeFileSync(join(dir, 'screens/a.tsx'), 'export default function A() { return null; }\n');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const tableWith = (rows: string) => {
    const file = join(dir, 'router.tsx');
    writeFileSync(
      file,
      `const A = lazyScreen(() => import('./screens/a'));\nconst Plain = () => null;\n` +
        `const routeTable = [\n${rows}\n];\n`,
    );
    return file;
  };

  it('reads a well-formed row', () => {
    const file = tableWith('[paths.cart.pattern, <A />],');
    expect(readRouteScreens(file, paths)).toEqual([
      { pattern: '/cart', screenFile: join(dir, 'screens/a.tsx') },
    ]);
  });

  it('fails the build, naming the row, rather than leave a route without its page', () => {
    expect(() => readRouteScreens(tableWith("['/cart', <A />],"), paths)).toThrow(
      /router\.tsx:4: the path is not paths\.<name>\.pattern/,
    );
    expect(() => readRouteScreens(tableWith('[paths.cart.pattern, <Plain />],'), paths)).toThrow(
      /not a screen declared with lazyScreen/,
    );
    expect(() => readRouteScreens(tableWith('[paths.nowhere.pattern, <A />],'), paths)).toThrow(
      /router\.tsx:4/,
    );
  });
});
