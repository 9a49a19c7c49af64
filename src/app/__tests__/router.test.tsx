import { screen } from '@testing-library/react';
import { locale } from '../../lib/i18n';
import type * as CatalogueLoader from '../../locales/load';
import { renderAt } from '../../testing/render';
import { AppRoutes, preloadScreenFor, readsOnOpen } from '../router';

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
    await preloadScreenFor('/aboutUs');
    renderAt(<AppRoutes />, '/aboutUs');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('resolves for a path with parameters and for an unknown path', async () => {
    await expect(preloadScreenFor('/emergency/police')).resolves.toBeUndefined();
    await expect(preloadScreenFor('/no/such/page')).resolves.toBeUndefined();
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
  afterEach(() => locale.set('en'));

  it('shows only once its words have arrived, never in English first', async () => {
    locale.set('bn');
    // The chunk is here already: only the words (the directory part) can hold the screen back.
    await preloadScreenFor('/contact');
    renderAt(<AppRoutes />, '/contact');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    words.arrive();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'যোগাযোগ করুন' }),
    ).toBeInTheDocument();
  });
});
