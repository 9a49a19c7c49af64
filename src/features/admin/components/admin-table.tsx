import type { ReactNode } from 'react';

/** A column of an admin table: its heading, and whether it reads from the right (a count). */
export interface Column {
  label: ReactNode;
  /** Its cells (and heading) read from the right: a count. */
  end?: boolean;
  /** Its heading starts with a capital (a record's name, "shop", as a heading). */
  capitalize?: boolean;
}

/**
 * A small table of the admin's screens (a file's counts, an import's rows or
 * its problems): its headings, then a row of cells for each item.
 */
export function AdminTable<Item>({
  caption,
  columns,
  items,
  keyOf,
  cellsOf,
  className = 'table table-sm admin-import-table',
}: {
  /** Said before the table, or (`hidden`) only to a screen reader. */
  caption?: { text: ReactNode; hidden?: boolean };
  columns: readonly Column[];
  items: readonly Item[];
  keyOf: (item: Item, index: number) => string;
  cellsOf: (item: Item, index: number) => readonly ReactNode[];
  className?: string;
}) {
  return (
    <table className={className}>
      {caption && (
        <caption
          className={caption.hidden ? 'visually-hidden' : 'caption-top fw-semibold text-body'}
        >
          {caption.text}
        </caption>
      )}
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th
              key={index}
              scope="col"
              className={
                [column.end && 'text-end', column.capitalize && 'text-capitalize']
                  .filter(Boolean)
                  .join(' ') || undefined
              }
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={keyOf(item, index)}>
            {cellsOf(item, index).map((cell, column) => (
              <td key={column} className={columns[column]?.end ? 'text-end' : undefined}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
