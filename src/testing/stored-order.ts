import type { Order } from '../lib/models';

/**
 * A placed order as the server stores it, placed at `placedAt`: one rice at
 * ₹60 and the town's ₹30 delivery, cash on delivery. A test overrides what it
 * is about (its lines and amounts, its status, its times).
 */
export const storedOrder = (placedAt: Date, overrides: Partial<Order> = {}): Order => ({
  number: 'TS-482913',
  code: 'K7PX3M',
  shopId: 'shop-1',
  shopName: 'Ma Tara Bhandar',
  lines: [{ productId: 'rice', name: 'Rice', unit: '1 kg', price: 60_00, quantity: 1 }],
  quantities: { rice: 1 },
  subtotal: 60_00,
  deliveryFee: 30_00,
  total: 90_00,
  customerName: 'Rina Das',
  phone: '9876543210',
  address: '12 School Para Road',
  landmark: '',
  note: '',
  payment: 'cod',
  status: 'placed',
  deliveryUid: null,
  reasonCode: null,
  reason: null,
  createdAt: placedAt,
  updatedAt: placedAt,
  history: [{ status: 'placed', at: placedAt }],
  changes: [],
  ...overrides,
});
