import type { Cursor } from '../../../backend/types';
import { readPage, type ListPage } from '../../../domain/lists';
import { collections, feedTypes, type FeedPost, type FeedType } from '../../../lib/models';

export const feedTitles: Record<FeedType, { title: string; lead: string }> = {
  news: { title: 'News', lead: 'What is happening in and around Nabagram.' },
  jobs: { title: 'Jobs', lead: 'Work wanted and work on offer in town.' },
  events: { title: 'Events', lead: 'Fairs, camps, pujas and programmes coming up.' },
  offers: { title: 'Offers', lead: 'Discounts and deals from the town’s shops.' },
  notices: { title: 'Notices', lead: 'From the municipality, the block office and the schools.' },
};

export function feedTypeOf(type: string | undefined): FeedType | null {
  return feedTypes.find((known) => known === type) ?? null;
}

/** Posts of one kind, newest first, a page at a time. */
export function listFeed(type: FeedType, after: Cursor | null): Promise<ListPage<FeedPost>> {
  return readPage<FeedPost>(
    {
      collection: collections.feeds,
      where: [{ field: 'type', op: '==', value: type }],
      orderBy: [{ field: 'publishedAt', direction: 'desc' }],
    },
    after,
  );
}

const postedFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "Today", "Yesterday", "3 days ago", then the date. */
export function postedWhen(publishedAt: Date, now: Date = new Date()): string {
  const startOf = (date: Date) =>
    new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  const days = Math.round((startOf(now) - startOf(publishedAt)) / 86_400_000);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  return postedFormat.format(publishedAt);
}

/** Only web links leave the app; anything else an admin typed is not made a link. */
export function safeLink(link: string | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
