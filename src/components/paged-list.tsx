import type { ReactNode } from 'react';
import type { ListView } from '../data/query-client';
import { ListFooter } from './list-footer';

/**
 * A paged list as every list screen draws it: its items (a list, so a
 * screen reader counts them), what to say once it is known to be empty,
 * then loading, a failure with a retry, or "more".
 */
export function PagedList<T extends { id: string }>({
  list,
  item,
  empty,
  moreLabel,
  look = 'card-list',
  ordered = false,
  label,
}: {
  list: ListView<T>;
  item: (item: T) => ReactNode;
  /** Shown when the whole list has come and holds nothing. */
  empty?: ReactNode;
  moreLabel?: string;
  /** The list's class: cards one under another, or a feed's posts. */
  look?: string;
  /** Numbered for a screen reader: newest first, as a feed is. */
  ordered?: boolean;
  label?: string;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <>
      {list.items.length > 0 && (
        <List className={`${look} list-unstyled mb-0`} aria-label={label}>
          {list.items.map((entry) => (
            <li key={entry.id}>{item(entry)}</li>
          ))}
        </List>
      )}
      {list.status === 'ready' && list.items.length === 0 && empty}
      <ListFooter list={list} moreLabel={moreLabel} />
    </>
  );
}
