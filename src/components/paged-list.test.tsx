import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListView } from '../data/query-client';
import { PagedList } from './paged-list';

const shops = [
  { id: 'a', name: 'Maa Tara Stores' },
  { id: 'b', name: 'Sen Bakery' },
];

const viewOf = (over: Partial<ListView<(typeof shops)[number]>>) => ({
  items: [],
  status: 'ready' as const,
  error: null,
  hasMore: false,
  loadMore: vi.fn(),
  retry: vi.fn(),
  ...over,
});

const drawList = (list: ListView<(typeof shops)[number]>, ordered = false) =>
  render(
    <PagedList
      list={list}
      item={(shop) => shop.name}
      label="Shops"
      ordered={ordered}
      moreLabel="More shops"
      empty={<p>No shops yet.</p>}
    />,
  );

describe('PagedList', () => {
  it('lists the items, and offers more while there are more', async () => {
    const list = viewOf({ items: shops, hasMore: true });
    drawList(list);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Maa Tara Stores', 'Sen Bakery']);
    expect(screen.getByRole('list', { name: 'Shops' }).tagName).toBe('UL');
    expect(screen.queryByText('No shops yet.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'More shops' }));
    expect(list.loadMore).toHaveBeenCalledOnce();
  });

  it('numbers an ordered list', () => {
    drawList(viewOf({ items: shops }), true);
    expect(screen.getByRole('list', { name: 'Shops' }).tagName).toBe('OL');
  });

  it('says it is empty only once the list has come, not while it loads or failed', () => {
    const { rerender } = drawList(viewOf({ status: 'loading' }));
    expect(screen.queryByText('No shops yet.')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    rerender(
      <PagedList
        list={viewOf({ status: 'failed', error: 'No network.' })}
        item={(shop) => shop.name}
        empty={<p>No shops yet.</p>}
      />,
    );
    expect(screen.queryByText('No shops yet.')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No network.');

    rerender(
      <PagedList list={viewOf({})} item={(shop) => shop.name} empty={<p>No shops yet.</p>} />,
    );
    expect(screen.getByText('No shops yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
