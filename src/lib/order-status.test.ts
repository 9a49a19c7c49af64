// @vitest-environment node
import { canMove, isFinal, isUnanswered, nextStatuses } from './order-status';

describe('order status transitions', () => {
  it('lets a customer cancel only a placed order', () => {
    expect(canMove('placed', 'cancelled', 'customer')).toBe(true);
    expect(canMove('accepted', 'cancelled', 'customer')).toBe(false);
    expect(canMove('placed', 'accepted', 'customer')).toBe(false);
  });

  it('walks the happy path with the right people', () => {
    expect(canMove('placed', 'accepted', 'vendor')).toBe(true);
    expect(canMove('accepted', 'ready', 'vendor')).toBe(true);
    expect(canMove('ready', 'outForDelivery', 'delivery')).toBe(true);
    expect(canMove('outForDelivery', 'delivered', 'delivery')).toBe(true);
  });

  it('refuses jumps and moves by the wrong person', () => {
    expect(canMove('placed', 'delivered', 'admin')).toBe(false);
    expect(canMove('placed', 'ready', 'vendor')).toBe(false);
    expect(canMove('ready', 'outForDelivery', 'vendor')).toBe(false);
    expect(canMove('accepted', 'ready', 'delivery')).toBe(false);
  });

  it('ends at delivered, rejected and cancelled', () => {
    expect(isFinal('delivered')).toBe(true);
    expect(isFinal('rejected')).toBe(true);
    expect(isFinal('cancelled')).toBe(true);
    expect(nextStatuses('delivered', 'admin')).toEqual([]);
  });

  it('lists what a vendor may do next', () => {
    expect(nextStatuses('placed', 'vendor')).toEqual(['accepted', 'rejected']);
  });
});

describe('isUnanswered', () => {
  const reminded = { status: 'placed' as const, remindedAt: new Date(), changes: [] };

  it('is an order still placed after the shop was reminded of it', () => {
    expect(isUnanswered(reminded)).toBe(true);
    expect(isUnanswered({ ...reminded, remindedAt: undefined })).toBe(false);
    expect(isUnanswered({ ...reminded, status: 'accepted' })).toBe(false);
  });

  it('is never an order the shop touched: lines changed, or marked paid by the shop', () => {
    const change = { productId: 'rice', name: 'Rice', from: 2, to: 1, price: 5000, at: new Date() };
    expect(isUnanswered({ ...reminded, changes: [change] })).toBe(false);
    expect(isUnanswered({ ...reminded, paidByUpi: { by: 'vendor' } })).toBe(false);
    // Marked paid by someone else, the shop has still not answered it.
    expect(isUnanswered({ ...reminded, paidByUpi: { by: 'admin' } })).toBe(true);
  });
});
