import type { Cursor } from '../../../port/types';
import { readPage, type ListPage } from '../../../data/lists';
import { locale, localDigits, textOf } from '../../../lib/i18n';
import { collections, feedTypes, type FeedPost, type FeedType } from '../../../lib/models';
import { feedMessages } from '../messages';
import { pagedQuery } from '../../../data/query-client';
import { listKey } from '../../../data/entity-keys';

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
  return readPage(
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

/**
 * "Today", "Yesterday", "3 days ago", then the date ("2 Oct 2026") — in the
 * reader's language. The date is put together from the catalogue's words
 * rather than by `Intl.DateTimeFormat`, whose first use on a page loads the
 * calendar data: a task of 30–70 ms here, four times that on a cheap phone,
 * for one date under a post.
 */
export function postedWhen(publishedAt: Date, now: Date = new Date()): string {
  const t = textOf(feedMessages);
  const startOf = (date: Date) =>
    new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  const days = Math.round((startOf(now) - startOf(publishedAt)) / 86_400_000);
  // A later day is never "Today": the date says when it is.
  if (days === 0) return t.today;
  if (days === 1) return t.yesterday;
  if (days > 1 && days < 7) return t.daysAgo(days);
  const code = locale.get();
  return t.postedOn({
    day: localDigits(String(publishedAt.getDate()), code),
    month: t.months.split(' ')[publishedAt.getMonth()] ?? '',
    year: localDigits(String(publishedAt.getFullYear()), code),
  });
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

/**
 * The feed as it stood at `now`, to the minute. The moment is part of the
 * key, so a post whose time comes while reading shows on a later visit;
 * whole minutes let the screen and the read started before its first
 * render (a moment apart) share one list.
 */
export const feedQuery = (type: FeedType, now: Date) => {
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  return pagedQuery(listKey(collections.feeds, { type, minute: minute.getTime() }), (after) =>
    listFeed(type, after, minute),
  );
};
