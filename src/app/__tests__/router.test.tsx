import { act, screen } from '@testing-library/react';
import { locale } from '../../lib/i18n';
import type * as CatalogueLoader from '../../locales/load';
import { renderAt } from '../../testing/render';
import { queryClient } from '../../data/query-client';
import { staffTestBackend } from '../../testing/staff-fixtures';
import { AppRoutes, openScreenAt, readsOnOpen } from '../router';

vi.mock('../../backend', async (importOriginal) =>
  (await import('../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);
staffTestBackend();

/** Starts the opening of `path` as main.tsx does on a first visit. */
const openAt = (path: string) => {
  const url = new URL(path, 'http://town.test');
  return openScreenAt({ pathname: url.pathname, search: url.search });
};

/** Holds every Bengali and Hindi catalogue back until a test lets the words arrive. */
const words = vi.hoisted(() => {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive() };
});
vi.mock('../../locales/load', async (importOriginal) => {
  const real = await importOriginal<typeof CatalogueLoader>();
  return {
    ...real,
    loadCatalogue: async (...args: Parameters<typeof real.loadCatalogue>) => {
      await words.arrived;
      return real.loadCatalogue(...args);
    },
  };
});

describe('preloading the opening screen', () => {
  it('fetches the screen of the path, which then renders with no loading view', async () => {
    await openAt('/aboutUs').chunk;
    renderAt(<AppRoutes />, '/aboutUs');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('resolves for a path with parameters and for an unknown path', async () => {
    await expect(openAt('/emergency/police').chunk).resolves.toBeUndefined();
    await expect(openAt('/no/such/page').chunk).resolves.toBeUndefined();
    await expect(openAt('/no/such/page').data).resolves.toBeUndefined();
  });
});

describe('the data a screen opens with', () => {
  afterEach(() => queryClient.clear());

  // The first render must find every read the screen makes already in the
  // cache: a prefetch under another key would be read twice, and the first
  // paint would still be a loading view.
  it.each([
    ['/buy/annapurna-grocery--masoor-dal', 'heading', 'Masoor Dal'],
    ['/gallery/annapurna-grocery', 'heading', 'Masoor Dal'],
    ['/catalog?category=Dairy', 'heading', 'Toned Milk'],
    // The shops whose names match are a read of their own.
    ['/catalog?q=annapurna', 'heading', 'Shops'],
    ['/grocery/fordo', 'link', /^Annapurna Grocery/],
    ['/medical/doctorDetails?id=dr-subrata-mondal', 'heading', 'Dr. Subrata Mondal'],
  ] as const)('is there at the first render of %s', async (path, role, name) => {
    await openAt(path).data;
    renderAt(<AppRoutes />, path);
    expect(screen.getByRole(role, { name })).toBeInTheDocument();
    expect(queryClient.isFetching()).toBe(0);
  });

  it.each([
    '/emergency/police',
    '/findOrder/9876543210',
    '/medical/common/hospital',
    '/medical/doctor',
    '/medical/doctor/doctorDetails/General Medicine',
    '/medical/labTest',
    '/service/electrician',
    '/feeds/news',
    '/education/teacher',
  ])('reads nothing more at the first render of %s', async (path) => {
    await openAt(path).data;
    expect(queryClient.getQueryCache().getAll()).not.toHaveLength(0);
    renderAt(<AppRoutes />, path);
    expect(queryClient.isFetching()).toBe(0);
  });

  it('is left to the screen when it cannot be read: the screen shows its own miss', async () => {
    await openAt('/buy/no-such-product').data;
    renderAt(<AppRoutes />, '/buy/no-such-product');
    expect(screen.getByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
  });
});

describe('starting the backend early', () => {
  it('is asked for by the screens that read as they open, and by no other', () => {
    for (const path of ['/catalog', '/gallery/some-shop', '/feeds/news', '/findOrder/9876543210']) {
      expect(readsOnOpen(path), path).toBe(true);
    }
    for (const path of ['/', '/contact', '/findOrder', '/medical', '/nowhere']) {
      expect(readsOnOpen(path), path).toBe(false);
    }
  });
});

describe('a screen in Bengali or Hindi', () => {
  afterEach(() => act(() => locale.set('en')));

  it('shows only once its words have arrived, never in English first', async () => {
    locale.set('bn');
    // The chunk is here already: only the words (the directory part) can hold the screen back.
    await openAt('/contact').chunk;
    renderAt(<AppRoutes />, '/contact');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    words.arrive();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'যোগাযোগ করুন' }),
    ).toBeInTheDocument();
  });
});
