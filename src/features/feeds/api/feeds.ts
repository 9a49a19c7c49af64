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

/**
 * Posts of one kind published by `now`, newest first, a page at a time. A
 * post dated later is scheduled: it shows from its date on. Every page of one
 * list is read with the same `now`, so the cursor walks one unchanging list.
 */
export function listFeed(
  type: FeedType,
  after: Cursor | null,
  now: Date = new Date(),
): Promise<ListPage<FeedPost>> {
  return readPage<FeedPost>(
    {
      collection: collections.feeds,
      where: [
        { field: 'type', op: '==', value: type },
        { field: 'publishedAt', op: '<=', value: now },
      ],
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
  // A later day is never "Today": the date says when it is.
  if (days < 0) return postedFormat.format(publishedAt);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  return postedFormat.format(publishedAt);
}

/** Only https:// links leave the app, as the admin form asks; anything else is not made a link. */
export function safeLink(link: string | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The body as the author wrote it: paragraphs at blank lines, each made of its lines. */
export function paragraphsOf(body: string): string[][] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
}
