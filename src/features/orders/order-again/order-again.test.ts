import type { OrderLine, Product, WithId } from '../../../lib/models';
import { CART_LINES_MAX } from '../../../lib/limits';
import { toCartLine, type CartLine } from '../../../stores/cart-store';
import { orderAgain } from './order-again';

const product = (id: string, name: string, fields: Partial<Product> = {}): WithId<Product> => ({
  id,
  shopId: 'annapurna',
  shopName: 'Annapurna Grocery',
  name,
  category: 'Rice & grains',
  price: 60_00,
  unit: '1 kg',
  stock: 10,
  image: '/img/town.svg#rice',
  description: '',
  keywords: [],
  ...fields,
});

const lineOf = (item: WithId<Product>, quantity: number, price = item.price): OrderLine => ({
  productId: item.id,
  name: item.name,
  unit: item.unit,
  price,
  quantity,
});

const rice = product('rice', 'Rice', { nameBn: 'চাল' });
const dal = product('dal', 'Masoor Dal', { price: 120_00 });
const sugar = product('sugar', 'Sugar', { price: 45_00 });
const order = (...lines: OrderLine[]) => ({ shopId: 'annapurna', lines });

describe('orderAgain: an order brought to today', () => {
  it('puts every line in an empty cart at the same quantity when nothing changed', () => {
    const again = orderAgain(order(lineOf(rice, 2), lineOf(dal, 1)), [rice, dal], []);
    expect(again.cart).toEqual([toCartLine(rice, 2), toCartLine(dal, 1)]);
    expect(again.taken).toBe(2);
    expect(again.changes).toEqual({ gone: [], soldOut: [], short: [], repriced: [], noRoom: [] });
  });

  it('charges today’s price and says what it was', () => {
    const dearer = { ...rice, price: 62_00 };
    const again = orderAgain(order(lineOf(rice, 1, 58_00)), [dearer], []);
    expect(again.cart[0]?.price).toBe(62_00);
    expect(again.changes.repriced).toEqual([{ product: dearer, price: 62_00, was: 58_00 }]);
  });

  it('leaves out a product that is gone, or now sold by another shop', () => {
    const moved = { ...sugar, shopId: 'other-shop' };
    const again = orderAgain(
      order(lineOf(rice, 1), lineOf(dal, 1), lineOf(sugar, 1)),
      [rice, null, moved],
      [],
    );
    expect(again.cart.map((line) => line.id)).toEqual(['rice']);
    expect(again.changes.gone.map((line) => line.name)).toEqual(['Masoor Dal', 'Sugar']);
  });

  it('leaves out a product with no stock, and lowers a quantity to the stock left', () => {
    const again = orderAgain(
      order(lineOf(rice, 5), lineOf(dal, 1)),
      [
        { ...rice, stock: 3 },
        { ...dal, stock: 0 },
      ],
      [],
    );
    expect(again.cart).toEqual([toCartLine({ ...rice, stock: 3 }, 3)]);
    expect(again.changes.soldOut.map((line) => line.name)).toEqual(['Masoor Dal']);
    expect(again.changes.short).toEqual([{ product: { ...rice, stock: 3 }, left: 3 }]);
    expect(again.taken).toBe(1);
  });

  it('keeps the same shop’s cart, taking the larger quantity of a product it holds', () => {
    const held: CartLine[] = [toCartLine(sugar, 2), toCartLine(rice, 4)];
    const again = orderAgain(order(lineOf(rice, 2), lineOf(dal, 3)), [rice, dal], held);
    expect(again.cart).toEqual([toCartLine(sugar, 2), toCartLine(rice, 4), toCartLine(dal, 3)]);
    // Twice in a row is the same cart, not double.
    expect(
      orderAgain(order(lineOf(rice, 2), lineOf(dal, 3)), [rice, dal], again.cart).cart,
    ).toEqual(again.cart);
  });

  it('says which lines found no room in a full cart', () => {
    const full = Array.from({ length: CART_LINES_MAX }, (_, index) =>
      toCartLine(product(`p${index}`, `Item ${index}`), 1),
    );
    const again = orderAgain(order(lineOf(rice, 1)), [rice], full);
    expect(again.cart).toEqual(full);
    expect(again.changes.noRoom).toEqual([rice]);
    expect(again.taken).toBe(0);
  });
});
