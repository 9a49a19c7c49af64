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
  const { adminConfigFor } = await import('../../features/admin/sections');
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

/**
 * The other bounds once written as literals beside their users: each moved
 * in lib/limits alone, and each user follows. Every module is loaded afresh
 * with the moved bound.
 */
async function withLimits(moved: { [Name in keyof typeof limitsModule]?: unknown }) {
  vi.resetModules();
  vi.doMock('../../lib/limits', async (importOriginal) => ({
    ...(await importOriginal<typeof limitsModule>()),
    ...moved,
  }));
  return {
    v: await import('valibot'),
    calls: await import('../../lib/requests/call-schemas'),
    models: await import('../../lib/model-schemas'),
    records: await import('../../lib/record-schemas'),
    docIds: await import('../../lib/doc-id'),
    sheet: await import('../../features/admin/csv/spreadsheet'),
    admin: await import('../../features/admin/sections'),
  };
}

describe('the other bounds, each in lib/limits alone', () => {
  it('a document id: the requests, the models, the spreadsheet’s id column and ?order= follow', async () => {
    const { v, calls, models, docIds, sheet, admin } = await withLimits({ DOC_ID_MAX: 12 });
    const [twelve, thirteen] = ['a'.repeat(12), 'a'.repeat(13)];
    const neighbourhoods = admin.adminConfigFor('neighbourhoods');
    if (!neighbourhoods) throw new Error('no neighbourhoods section');
    const idProblems = async (id: string) => {
      const table = await sheet.parseCsv(`id,name,deliveryFee\n${id},Station Para,20`);
      return (sheet.checkRows(neighbourhoods, table, []).problems ?? []).filter(
        (problem) => problem.column === 'id',
      );
    };
    for (const [id, fits] of [
      [twelve, true],
      [thirteen, false],
    ] as const) {
      expect(v.is(calls.placeOrderRequest.entries.shopId, id)).toBe(fits);
      expect(v.is(models.productModel.entries.shopId, id)).toBe(fits);
      expect(docIds.DOC_ID_PATTERN.test(id)).toBe(fits);
      expect(await idProblems(id)).toHaveLength(fits ? 0 : 1);
    }
  });

  it('a reference: an order’s number and a booking’s reference follow', async () => {
    const { v, models, records } = await withLimits({ referenceBounds: { min: 4, max: 8 } });
    expect(v.is(models.orderModel.entries.number, 'TS-4829')).toBe(true);
    expect(v.is(models.orderModel.entries.number, 'TS-482913')).toBe(false);
    expect(v.is(records.appointmentModel.entries.reference, 'BK-4829')).toBe(true);
    expect(v.is(records.appointmentModel.entries.reference, 'BK-482913')).toBe(false);
  });

  it('a phone and a code as typed: the staff account’s and Find Order’s requests follow', async () => {
    const { v, calls } = await withLimits({ typedBounds: { phone: 12, code: 5 } });
    expect(v.is(calls.createStaffAccountRequest.entries.phone, '98765 43210')).toBe(true);
    expect(v.is(calls.createStaffAccountRequest.entries.phone, '+91 98765 43210')).toBe(false);
    expect(v.is(calls.findByCodeRequest.entries.code, 'K7P3M')).toBe(true);
    expect(v.is(calls.findByCodeRequest.entries.code, 'K7PX3M')).toBe(false);
  });
});
