// @vitest-environment node
import { canMove, isFinal, nextStatuses } from './order-status';

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
