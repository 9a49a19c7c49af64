import { collections, feedTypes } from '../../../lib/models';
import { keywordsFor, titlesOf } from '../../../lib/search-words';
import { readableId } from '../api/admin-data';
import { fromLocalDateTime, storedText, toLocalDateTime } from '../config/form-values';
import { keywordSearch } from '../config/search';
import * as field from './fields';
import { heading, joined, managed, scheduledNote, section, when, type Section } from './kit';
import { nameKeys, within } from '../csv/row-keys';

/** News, jobs, events, offers and notices, each shown from its date on. */
export const feeds: Section = ({ t }) => {
  const typeOptions = field.options(feedTypes, (type) => t[type]);
  return section({
    ...heading(t, collections.feeds, 'townAndInfo', ['feeds', 'post']),
    fields: [
      {
        name: 'type',
        label: t.feed,
        noun: t.feedNoun,
        kind: 'select',
        options: typeOptions,
        inSummary: true,
      },
      ...field.translated(t, { name: 'title', label: t.title, kind: 'text' }),
      ...field.translated(t, { name: 'body', label: t.text, kind: 'textarea' }),
      {
        name: 'publishedAt',
        label: t.publishOn,
        noun: t.publishOnNoun,
        kind: 'datetime',
        initial: () => toLocalDateTime(new Date()),
        hint: t.publishOnHint,
        note: (value) =>
          scheduledNote(t, fromLocalDateTime(typeof value === 'string' ? value : '')),
        inSummary: true,
      },
      { name: 'link', label: t.link, kind: 'url', hint: t.linkHint },
    ],
    orderBy: [{ field: 'publishedAt', direction: 'desc' }],
    titleOf: (post) => post.title ?? '',
    summaryOf: (post) =>
      joined(
        field.labelIn(typeOptions, post.type),
        (post.publishedAt instanceof Date && scheduledNote(t, post.publishedAt)) ||
          when(post.publishedAt),
      ),
    search: keywordSearch(t.postsLower, ['title', 'titleBn', 'titleHi'], {
      placeholder: t.wordOfTitle,
      orderBy: [{ field: 'publishedAt', direction: 'desc' }],
    }),
    filter: { field: 'type', label: t.feed, options: typeOptions },
    ...managed,
    newId: (data) => `${storedText(data, 'type')}-${readableId(storedText(data, 'title'))}`,
    importKeys: (data) => within(storedText(data, 'type'), nameKeys(data, 'title')),
    derive: (data) => ({ keywords: keywordsFor(...titlesOf(data)) }),
  });
};
