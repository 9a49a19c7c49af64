// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { routes } from '../src/app/routes';
import { paths } from '../src/config/paths';
import { pageFileFor, rewriteSourceFor, routeScreens } from './route-pages';

const root = resolve(import.meta.dirname, '..');

describe('the route table as the build reads it', () => {
  const screens = routeScreens(routes, root);
  const screenOf = (pattern: string) =>
    screens.find((route) => route.pattern === pattern)?.screenFile;

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
    const patterns = screens.map((route) => route.pattern);
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
    const expected = routeScreens(routes, root).flatMap(({ pattern }) => {
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

describe('a route naming a screen that does not exist', () => {
  it('fails the build, naming the route, rather than leave it without its page', () => {
    expect(() =>
      routeScreens([{ path: '/cart', screen: 'features/cart/no-such-screen' }], root),
    ).toThrow(/the route \/cart names features\/cart\/no-such-screen/);
  });
});
