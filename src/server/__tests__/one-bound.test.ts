// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as limitsModule from '../../lib/limits';

/**
 * A bound lives in one place, lib/limits `textBounds`: the cart's delivery
 * form, the server's placeOrder and the admin's staff form all hold a
 * person's name to it, so changing the number there changes all three. Each
 * run loads the app's modules afresh with the bound at `max`.
 */
async function withPersonNameMax(max: number) {
  vi.resetModules();
  vi.doMock('../../lib/limits', async (importOriginal) => {
    const limits = await importOriginal<typeof limitsModule>();
    const personName = { ...limits.textBounds.personName, max };
    return { ...limits, textBounds: { ...limits.textBounds, personName } };
  });
  const { validateCheckout } = await import('../../features/cart/api/checkout');
  const { adminConfigFor } = await import('../../features/admin/config/collections');
  const { initialValues } = await import('../../features/admin/config/form-values');
  const { checkRecord } = await import('../../features/admin/config/record-check');
  const { openTown } = await import('./server-fixtures');
  const { refusal } = await import('../../testing/refusal');
  const town = await openTown();
  const vendors = adminConfigFor('vendors');
  if (!vendors) throw new Error('no vendors section');

  return {
    town,
    /** What the cart's delivery form says under the name. */
    form: (name: string) =>
      validateCheckout({
        name,
        phone: '9876543210',
        address: '12 School Para Road',
        landmark: '',
        note: '',
        neighbourhood: '',
      }).name,
    /** What the server answers an order for that name: placed, or its refusal. */
    server: async (name: string) => {
      const request = await town.checkout([{ productId: 'rice', quantity: 1 }], {
        customerName: name,
      });
      const placed = town.handle.backend.call('placeOrder', request);
      return placed.then(
        (result): string => result.kind,
        async () => (await refusal(placed)).message,
      );
    },
    /** What the admin's new-vendor form says under the name. */
    admin: (name: string) => {
      const values = {
        ...initialValues(vendors, null),
        name,
        phone: '9000000009',
        password: 'first-pass-1',
        shopId: 'shop-1',
      };
      return checkRecord(vendors, values, 'create', { policy: { minLength: 6 }, whole: false })
        .errors['name'];
    },
  };
}

afterEach(() => {
  vi.doUnmock('../../lib/limits');
  vi.resetModules();
});

describe('a person’s name, bounded in lib/limits alone', () => {
  const thirteen = 'Rina Das Pal.';

  it('is held to the bound the form, the server and the admin read from there', async () => {
    const { town, form, server, admin } = await withPersonNameMax(12);
    try {
      expect(form(thirteen)).toBe('Please keep the name under 12 characters.');
      expect(await server(thirteen)).toMatch(/^The request is not valid \(customerName: /);
      expect(admin(thirteen)).toBe('Please keep the name under 12 characters.');

      const twelve = thirteen.slice(0, 12);
      expect(form(twelve)).toBeUndefined();
      expect(await server(twelve)).toBe('placed');
      expect(admin(twelve)).toBeUndefined();
    } finally {
      town.handle.internals.close();
    }
  });

  it('moves with it: the same name passes all three at the real bound', async () => {
    const { textBounds } = await import('../../lib/limits');
    expect(textBounds.personName.max).toBeGreaterThan(thirteen.length);
    const { town, form, server, admin } = await withPersonNameMax(textBounds.personName.max);
    try {
      expect(form(thirteen)).toBeUndefined();
      expect(await server(thirteen)).toBe('placed');
      expect(admin(thirteen)).toBeUndefined();
    } finally {
      town.handle.internals.close();
    }
  });
});
