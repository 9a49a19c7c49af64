import { act, screen, within } from '@testing-library/react';
import { getBackend } from '../../../backend';
import { demoAccounts } from '../../../backend/demo/seed-town';
import { locale } from '../../../lib/i18n';
import { collections } from '../../../lib/models';
import { firstRead } from '../../../testing/forms';
import { renderRoutes } from '../../../testing/render';
import { postedWhen, safeLink } from '../api/feeds';
import FeedsScreen from '../feeds-screen';

function renderFeed(type: string) {
  return renderRoutes({ '/feeds/:type': <FeedsScreen /> }, `/feeds/${type}`);
}

describe('/feeds/{type}', { timeout: 20_000 }, () => {
  it('shows news newest first, 20 at a time, with “Load more”', async () => {
    const { user } = renderFeed('news');
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await screen.findByRole(
      'heading',
      { name: 'New footbridge at Nabagram station opens' },
      firstRead,
    );
    const posts = () => document.querySelectorAll('.feed-post');
    expect(posts()).toHaveLength(20);
    expect(posts()[0]).toHaveTextContent('New footbridge at Nabagram station opens');
    expect(posts()[1]).toHaveTextContent('Weekly haat moves to Rathtala ground');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('heading', { name: 'Mobile network tower upgrade' });
    expect(posts()).toHaveLength(27);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('switches type with tabs', async () => {
    renderFeed('jobs');
    expect(
      await screen.findByRole('heading', { name: 'Delivery riders wanted' }, firstRead),
    ).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: 'Kinds of post' });
    expect(within(tabs).getByRole('link', { name: 'Jobs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Offers' })).toHaveAttribute(
      'href',
      '/feeds/offers',
    );
  });

  it('gives an unknown type a friendly empty state with the known types', () => {
    renderFeed('gossip');
    expect(screen.getByRole('heading', { level: 1, name: 'Feeds' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'There is no feed by that name' })).toBeVisible();
    for (const name of ['News', 'Jobs', 'Events', 'Offers', 'Notices']) {
      expect(screen.getByRole('link', { name })).toBeVisible();
    }
  });

  it('says when a post went up, and links only to web pages', () => {
    const now = new Date(2026, 10, 24, 18, 0);
    expect(postedWhen(new Date(2026, 10, 24, 8, 0), now)).toBe('Today');
    expect(postedWhen(new Date(2026, 10, 23, 23, 0), now)).toBe('Yesterday');
    expect(postedWhen(new Date(2026, 10, 20, 9, 0), now)).toBe('4 days ago');
    expect(postedWhen(new Date(2026, 9, 2, 9, 0), now)).toBe('2 Oct 2026');
    expect(postedWhen(new Date(2026, 11, 31, 9, 0), now)).toBe('31 Dec 2026');
    expect(safeLink('https://example.org/a')).toBe('https://example.org/a');
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('not a link')).toBeNull();
  });

  it('dates an older post in Bengali and Hindi as those readers write a date', async () => {
    const now = new Date(2026, 10, 24, 18, 0);
    try {
      locale.set('bn');
      // The words arrive a moment after the language is chosen.
      await vi.waitFor(() =>
        expect(postedWhen(new Date(2026, 9, 2, 9, 0), now)).toBe('২ অক্টোঃ, ২০২৬'),
      );
      expect(postedWhen(new Date(2026, 0, 15, 9, 0), now)).toBe('১৫ জানু, ২০২৬');
      locale.set('hi');
      await vi.waitFor(() =>
        expect(postedWhen(new Date(2026, 9, 2, 9, 0), now)).toBe('2 अक्टू॰ 2026'),
      );
      expect(postedWhen(new Date(2025, 11, 31, 9, 0), now)).toBe('31 दिस॰ 2025');
    } finally {
      act(() => locale.set('en'));
    }
  });

  it('keeps a scheduled post back until its date, and keeps the author’s line breaks', async () => {
    const backend = await getBackend();
    const auth = await backend.auth();
    await auth.signInWithEmail(demoAccounts.admin.email, demoAccounts.admin.password);
    await backend.store.set(collections.feeds, 'offers-puja-sale', {
      type: 'offers',
      title: 'Puja sale at Sen Brothers',
      body: 'Starts on Mahalaya.',
      publishedAt: new Date(2030, 0, 15, 9, 0),
    });
    await backend.store.set(collections.feeds, 'offers-winter-blankets', {
      type: 'offers',
      title: 'Winter blankets at Sen Brothers',
      body: 'Blankets from ₹450.\nQuilts from ₹900.\n\nOpen till 9 pm.',
      publishedAt: new Date(Date.now() - 60_000),
    });
    await auth.signOut();

    renderFeed('offers');
    const heading = await screen.findByRole(
      'heading',
      { name: 'Winter blankets at Sen Brothers' },
      firstRead,
    );
    const post = heading.closest('article');
    if (!post) throw new Error('no post');
    expect(document.querySelector('.feed-post')).toBe(post);
    expect(
      screen.queryByRole('heading', { name: 'Puja sale at Sen Brothers' }),
    ).not.toBeInTheDocument();

    expect(within(post).getByText('Open till 9 pm.').tagName).toBe('P');
    expect(within(post).getByText(/^Blankets from ₹450\./)).toContainHTML(
      'Blankets from ₹450.<br>Quilts from ₹900.',
    );
    expect(postedWhen(new Date(2030, 0, 15, 9, 0), new Date(2026, 10, 24))).toMatch(/15 Jan 2030/);
  });
});
