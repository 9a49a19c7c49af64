import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import { locale, preloadCatalogue } from '../../../lib/i18n';
import type { Product, WithId } from '../../../lib/models';
import { toCartLine, useCartStore } from '../../../stores/cart-store';
import { renderAt } from '../../../testing/render';
import { ProductCard, ProductGrid } from './product-card';
import { showsInBengaliAndHindi } from '../../../testing/languages';

/** What a product card says once + can add no more. */
const paneer: WithId<Product> = {
  id: 'annapurna-grocery--paneer',
  shopId: 'annapurna-grocery',
  shopName: 'Annapurna Grocery',
  name: 'Paneer',
  nameBn: 'পনির',
  nameHi: 'पनीर',
  category: 'Dairy',
  price: 90,
  unit: '200 g',
  stock: 50,
  image: '/img/town.svg#product-dairy',
  description: 'Fresh paneer block.',
  keywords: [],
};

function showCard(product: WithId<Product>, inCart: number) {
  useCartStore.getState().replaceCart([toCartLine(product, inCart)]);
  return renderAt(
    <ProductCard
      product={product}
      shopState="open"
      onAdd={() => useCartStore.getState().updateCart(toCartLine(product), 1)}
    />,
  );
}

afterEach(() => {
  useCartStore.getState().clearCart();
  locale.set('en');
});

describe('a product card whose + stops', () => {
  it('says why at the most one order takes, in each language', async () => {
    const { user } = showCard(paneer, 19);
    expect(screen.getByText('In stock')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'One more Paneer' }));
    expect(screen.getByRole('button', { name: 'One more Paneer' })).toBeDisabled();
    expect(screen.getByText('At most 20 of one item in an order.')).toBeInTheDocument();

    await showsInBengaliAndHindi({
      bn: 'একটা অর্ডারে একই জিনিস সর্বোচ্চ ২০টি নেওয়া যায়।',
      hi: 'एक ऑर्डर में एक चीज़ ज़्यादा से ज़्यादा 20 ली जा सकती है।',
    });
  });

  it('names the product and its unit in the reader’s language and digits', async () => {
    showCard(paneer, 0);
    expect(screen.getByText('200 g')).toBeInTheDocument();
    for (const [code, name, unit] of [
      ['bn', 'পনির', '২০০ গ্রাম'],
      ['hi', 'पनीर', '200 ग्राम'],
    ] as const) {
      act(() => locale.set(code));
      await preloadCatalogue('town');
      expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
      expect(screen.getByText(unit)).toBeInTheDocument();
    }
  });

  it('says the shop has no more once the cart holds all of it', () => {
    showCard({ ...paneer, stock: 12 }, 12);
    expect(screen.getByRole('button', { name: 'One more Paneer' })).toBeDisabled();
    expect(screen.getByText('Only 12 left')).toBeInTheDocument();
  });
});

describe('a grid that "More" grows', () => {
  /** A product that counts how often a card reads its name, that is, how often it is drawn. */
  const counted = (index: number, reads: Map<string, number>): WithId<Product> => {
    const id = `shop--item-${index}`;
    return Object.defineProperty({ ...paneer, id, nameBn: undefined, nameHi: undefined }, 'name', {
      enumerable: true,
      get: () => {
        reads.set(id, (reads.get(id) ?? 0) + 1);
        return `Item ${index}`;
      },
    });
  };
  const onAdd = () => undefined;

  it('draws only the new cards, however many are shown', () => {
    const reads = new Map<string, number>();
    const products = Array.from({ length: 200 }, (_, index) => counted(index, reads));
    let showMore: (list: WithId<Product>[]) => void = () => undefined;
    function Screen() {
      const [shown, setShown] = useState(products);
      showMore = setShown;
      // A new shopStateOf on each render, as a screen makes it.
      return <ProductGrid products={shown} shopStateOf={() => 'open'} onAdd={onAdd} />;
    }
    renderAt(<Screen />);
    expect(screen.getAllByRole('article')).toHaveLength(200);
    const before = new Map(reads);
    const more = [...products, ...Array.from({ length: 20 }, (_, i) => counted(200 + i, reads))];
    act(() => showMore(more));
    expect(screen.getAllByRole('article')).toHaveLength(220);
    const drawnAgain = products.filter(({ id }) => reads.get(id) !== before.get(id));
    expect(drawnAgain).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Item 219' })).toBeInTheDocument();
  });
});
