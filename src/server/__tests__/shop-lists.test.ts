// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  ALERTS_PER_PHONE_PER_SHOP_PER_HOUR,
  LIST_PHOTO_BYTES_MAX,
  LIST_VOICE_BYTES_MAX,
  ORDERS_PER_DEVICE_PER_DAY,
  ORDERS_PER_PHONE_PER_DAY,
} from '../../lib/limits';
import { listMediaModel, parseData } from '../../lib/model-schemas';
import { collections } from '../../lib/models';
import { refusal, refusalCode } from '../../testing/refusal';
import { deviceIdOf } from '../push-devices';
import { listOf, listRequest, photoOf, quote, sendList, voiceOf } from './list-fixtures';
import { type Person, townForEachTest } from './server-fixtures';

/**
 * Lists sent to shops and their quotes (issue 37), through the real
 * handlers on the Demo backend: a customer sends a photo, a voice note or
 * typed lines; the shop prices it or refuses it; the customer confirms the
 * quote into a normal order, or declines it.
 */
const town = townForEachTest();

const call = () => town.handle.backend.call;
const media = async (id: string) =>
  (await town.handle.internals.serverStore.get(collections.listMedia, id))?.data ?? null;

describe('a list sent to a shop', () => {
  it('is stored with its number, code, media apart and the shop told; the same request id is the same list', async () => {
    const request = listRequest({ photo: photoOf(40_000), voice: voiceOf(60_000, 23) });
    const sent = await call()('sendList', request);
    expect(sent).toEqual({
      kind: 'sent',
      listId: expect.stringMatching(/^[0-9a-f]{32}$/),
      number: expect.stringMatching(/^LS-\d{6}$/),
      code: expect.stringMatching(/^[A-Z2-9]{6}$/),
    });
    if (sent.kind !== 'sent') return;
    expect(await call()('sendList', request)).toEqual(sent);
    const list = await listOf(town, sent.listId);
    expect(list).toMatchObject({
      number: sent.number,
      code: sent.code,
      shopId: 'shop-1',
      shopName: 'Ma Tara Bhandar',
      status: 'sent',
      text: '2 kg rice, 1 dal',
      photo: true,
      voice: { seconds: 23 },
      quote: null,
      orderId: null,
      language: 'bn',
    });
    // Its media are kept apart, for 30 days, and the list carries none of their bytes.
    expect(JSON.stringify(list)).not.toContain('base64');
    const photo = parseData(listMediaModel, await media(`${sent.listId}-photo`));
    expect(photo).toMatchObject({ kind: 'photo', mime: 'image/jpeg', bytes: 40_000 });
    expect(photo?.deleteAt.getTime()).toBe(
      list!.history[0]!.at.getTime() + 30 * 24 * 60 * 60 * 1000,
    );
    expect(list?.deleteAt).toEqual(photo?.deleteAt);
    expect(parseData(listMediaModel, await media(`${sent.listId}-voice`))).toMatchObject({
      kind: 'voice',
      mime: 'audio/webm',
      bytes: 60_000,
    });
    // The shop's chat (here the admin's) hears of it once, with the server's words.
    const alerts = (await town.alerts()).filter(
      (alert) => alert['subject'] === `shopLists/${sent.listId}`,
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.['text']).toContain(`New list ${sent.number} — Ma Tara Bhandar`);
    expect(alerts[0]?.['text']).toContain('With a photo and a voice note of 23 s');
  });

  it('is quoted by the shop from its catalogue, and confirmed into a normal order with the stock taken', async () => {
    const sent = await sendList(town, { photo: photoOf() });
    const quoted = await quote(town, sent.listId, [
      { kind: 'product', productId: 'rice', quantity: 2 },
      { kind: 'free', name: 'Paracetamol 500', unit: 'strip of 10', price: 32_50, quantity: 1 },
    ]);
    // 2 × ₹60 + ₹32.50 = ₹152.50, under ₹499: the town's ₹30 fee.
    expect(quoted).toEqual({
      kind: 'quoted',
      subtotal: 152_50,
      deliveryFee: 30_00,
      total: 182_50,
      expiresAt: expect.any(Number),
    });
    const list = await listOf(town, sent.listId);
    expect(list?.status).toBe('quoted');
    expect(list?.quote?.lines[0]).toMatchObject({ kind: 'product', name: 'Rice', price: 60_00 });
    expect(await town.stockOf('rice')).toBe(5); // a quote takes nothing

    const placed = await call()('answerQuote', { listId: sent.listId, action: 'confirm' });
    expect(placed).toMatchObject({ kind: 'placed', total: 182_50 });
    if (placed.kind !== 'placed') return;
    const order = await town.order(placed.orderId);
    expect(order).toMatchObject({
      status: 'placed',
      fromList: sent.listId,
      subtotal: 152_50,
      deliveryFee: 30_00,
      total: 182_50,
      quantities: { rice: 2 },
      customerName: 'Rina Das',
      language: 'bn',
    });
    expect(order?.lines).toEqual([
      expect.objectContaining({ productId: 'rice', quantity: 2, price: 60_00 }),
      expect.objectContaining({
        productId: 'free-line-1',
        name: 'Paracetamol 500',
        unit: 'strip of 10',
        price: 32_50,
        free: true,
      }),
    ]);
    expect(await town.stockOf('rice')).toBe(3);
    expect(await listOf(town, sent.listId)).toMatchObject({
      status: 'confirmed',
      orderId: placed.orderId,
    });
    // A retried confirm finds the order it made.
    expect(await call()('answerQuote', { listId: sent.listId, action: 'confirm' })).toEqual(placed);
    expect(await town.stockOf('rice')).toBe(3);
  });
});

describe('the media a list may carry', () => {
  it('refuses a list with nothing in it, and a pharmacy’s without a photo', async () => {
    expect((await refusal(call()('sendList', listRequest({ text: '  ' })))).message).toBe(
      'Add a photo, a voice note or a few lines, then send your list.',
    );
    await town.handle.internals.writeDoc(collections.shops, 'pharmacy', {
      ...(await town.handle.internals.serverStore.get(collections.shops, 'shop-1'))?.data,
      name: 'Janata Medical',
      type: 'pharmacy',
    });
    const toPharmacy = listRequest({ shopId: 'pharmacy', text: 'Crocin' });
    const refused = await refusal(call()('sendList', toPharmacy));
    expect([refused.code, refused.message]).toEqual([
      'invalid-argument',
      'Janata Medical needs a photo of your prescription or list. Add one, then send your list.',
    ]);
    expect((await call()('sendList', { ...toPharmacy, photo: photoOf() })).kind).toBe('sent');
  });

  it('checks each item’s type and decoded size on the server', async () => {
    const sendWith = (extra: object) => refusal(call()('sendList', listRequest(extra)));
    expect((await sendWith({ photo: photoOf(LIST_PHOTO_BYTES_MAX + 1) })).message).toBe(
      'The photo is too large to send. Take it again with the camera button, then send your list.',
    );
    expect((await sendWith({ photo: photoOf(1_000, 'image/png') })).message).toContain(
      'JPEG or WebP',
    );
    // A header that says one thing and a type that says another.
    expect(
      (await sendWith({ photo: { mime: 'image/jpeg', data: photoOf(1_000, 'image/gif').data } }))
        .message,
    ).toContain('JPEG or WebP');
    expect(
      (await sendWith({ photo: { mime: 'image/jpeg', data: 'data:image/jpeg;base64,@@@@' } }))
        .message,
    ).toContain('JPEG or WebP');
    expect((await sendWith({ voice: voiceOf(LIST_VOICE_BYTES_MAX + 1) })).message).toContain(
      'too large',
    );
    expect((await sendWith({ voice: voiceOf(1_000, 20, 'audio/wav') })).message).toContain(
      'cannot keep',
    );
    expect((await sendWith({ voice: voiceOf(1_000, 61) })).message).toBe(
      'A voice note may be at most 60 seconds long. Record a shorter one, then send your list.',
    );
    // At the bounds, each is taken: Safari's MP4 and Ogg too.
    for (const extra of [
      { photo: photoOf(LIST_PHOTO_BYTES_MAX, 'image/webp') },
      { voice: voiceOf(LIST_VOICE_BYTES_MAX, 60) },
      { voice: voiceOf(1_000, 5, 'audio/mp4') },
      { voice: voiceOf(1_000, 5, 'audio/ogg') },
    ]) {
      expect((await call()('sendList', listRequest(extra))).kind).toBe('sent');
    }
  });
});

describe('who may answer a list', () => {
  it('is the shop’s own vendor or an admin; nobody else, signed in or not', async () => {
    const sent = await sendList(town);
    const lines = [{ kind: 'product' as const, productId: 'rice', quantity: 1 }];
    await town.signInAs(null);
    expect(
      await refusalCode(
        call()('quoteList', { listId: sent.listId, action: 'quote', lines, note: '' }),
      ),
    ).toBe('unauthenticated');
    for (const who of ['otherVendor', 'delivery', 'user'] as const) {
      await town.signInAs(who);
      const refused = await refusal(
        call()('quoteList', { listId: sent.listId, action: 'quote', lines, note: '' }),
      );
      expect([refused.code, refused.message], who).toEqual([
        'permission-denied',
        'This list was sent to another shop.',
      ]);
    }
    expect((await listOf(town, sent.listId))?.status).toBe('sent');
    expect(await quote(town, sent.listId, lines, 'admin')).toMatchObject({ kind: 'quoted' });
    // Answered once: a second answer is refused, whoever sends it.
    expect((await refusal(quote(town, sent.listId, lines))).message).toBe(
      'This list has already been answered.',
    );
  });

  it('refuses with a reason a shop rejects an order with; the customer reads it', async () => {
    const sent = await sendList(town);
    await town.signInAs('vendor');
    const refuse = (reasonCode: string, reason: string) =>
      call()('quoteList', { listId: sent.listId, action: 'refuse', reasonCode, reason } as never);
    expect(await refusalCode(refuse('customerNotHome', ''))).toBe('invalid-argument');
    expect(await refusalCode(refuse('other', ''))).toBe('invalid-argument');
    expect(await refuse('outOfStock', 'No Crocin till Monday')).toEqual({ kind: 'refused' });
    await town.signInAs(null);
    expect(await listOf(town, sent.listId)).toMatchObject({
      status: 'refused',
      reasonCode: 'outOfStock',
      reason: 'No Crocin till Monday',
      nextStepAt: null,
    });
  });

  it('prices only the shop’s own products, in stock, and names each from the catalogue', async () => {
    const sent = await sendList(town);
    const refused = await refusal(
      quote(town, sent.listId, [{ kind: 'product', productId: 'fish', quantity: 1 }]),
    );
    expect(refused.message).toBe(
      'A product in the quote is not one of your shop’s. Choose it again from your list.',
    );
    expect(
      (
        await refusal(
          quote(town, sent.listId, [{ kind: 'product', productId: 'dal', quantity: 2 }]),
        )
      ).message,
    ).toBe('Dal: your list has only 1 in stock. Lower the quantity, or set the stock first.');
    // Free lines are bounded in number, name and price.
    const free = (name: string, price: number) => ({
      kind: 'free' as const,
      name,
      price,
      quantity: 1,
    });
    for (const lines of [
      Array.from({ length: 21 }, (_, n) => free(`Medicine ${n}`, 10_00)),
      [free('x', 10_00)],
      [free('A'.repeat(81), 10_00)],
      [free('Syrup', 100_000_01)],
      [],
    ]) {
      expect(await refusalCode(quote(town, sent.listId, lines)), JSON.stringify(lines[0])).toBe(
        'invalid-argument',
      );
    }
    expect((await listOf(town, sent.listId))?.status).toBe('sent');
    // A price sent with a catalogue line is not the shop's to set: the catalogue's stands.
    expect(
      await quote(town, sent.listId, [
        { kind: 'product', productId: 'rice', quantity: 1, price: 1 } as never,
      ]),
    ).toMatchObject({ kind: 'quoted', subtotal: 60_00 });
  });

  it('is declined or withdrawn by whoever holds its id, once', async () => {
    const quoted = await sendList(town);
    await quote(town, quoted.listId, [{ kind: 'product', productId: 'rice', quantity: 1 }]);
    // Withdrawing is for a list not quoted yet.
    expect(
      (await refusal(call()('answerQuote', { listId: quoted.listId, action: 'withdraw' }))).message,
    ).toBe('This list has already been answered.');
    expect(await call()('answerQuote', { listId: quoted.listId, action: 'decline' })).toEqual({
      kind: 'done',
    });
    expect(await call()('answerQuote', { listId: quoted.listId, action: 'decline' })).toEqual({
      kind: 'done',
    });
    expect(
      (await refusal(call()('answerQuote', { listId: quoted.listId, action: 'confirm' }))).message,
    ).toBe('There is no quote waiting on this list.');
    expect(await listOf(town, quoted.listId)).toMatchObject({
      status: 'declined',
      nextStepAt: null,
    });

    const unquoted = await sendList(town);
    expect(await call()('answerQuote', { listId: unquoted.listId, action: 'withdraw' })).toEqual({
      kind: 'done',
    });
    expect((await listOf(town, unquoted.listId))?.status).toBe('withdrawn');
    expect(
      (
        await refusal(
          quote(town, unquoted.listId, [{ kind: 'product', productId: 'rice', quantity: 1 }]),
        )
      ).message,
    ).toBe('This list has already been answered.');
    // An id nobody was given opens nothing.
    expect(
      await refusalCode(call()('answerQuote', { listId: 'f'.repeat(32), action: 'confirm' })),
    ).toBe('not-found');
  });
});

describe('confirming a quote', () => {
  it('racing the last item, one of the two gets it; the other is told what changed, nothing written', async () => {
    const sent = await sendList(town);
    await quote(town, sent.listId, [{ kind: 'product', productId: 'dal', quantity: 1 }]);
    // Someone else buys the last dal at the same moment.
    const checkout = await town.checkout([{ productId: 'dal', quantity: 1 }], {
      phone: '9123456780',
    });
    const [confirmed, bought] = await Promise.all([
      call()('answerQuote', { listId: sent.listId, action: 'confirm' }),
      call()('placeOrder', checkout),
    ]);
    expect([confirmed.kind, bought.kind].sort()).toEqual(['changed', 'placed']);
    expect(await town.stockOf('dal')).toBe(0);
    const list = await listOf(town, sent.listId);
    if (confirmed.kind === 'changed') {
      expect(confirmed.lines).toEqual([
        { productId: 'dal', name: 'Dal', now: { stock: 0, price: 120_00 } },
      ]);
      // The quote still stands: the customer may ask the shop again.
      expect(list).toMatchObject({ status: 'quoted', orderId: null });
    } else {
      expect(list?.status).toBe('confirmed');
    }
  });

  it('is refused when a product’s price changed since the quote, and goes on once it is back', async () => {
    const sent = await sendList(town);
    await quote(town, sent.listId, [{ kind: 'product', productId: 'rice', quantity: 2 }]);
    const setPrice = async (price: number) => {
      await town.signInAs('vendor');
      await call()('vendorShopAction', {
        action: 'setStockAndPrice',
        productId: 'rice',
        stock: 5,
        price,
      });
      await town.signInAs(null);
    };
    await setPrice(65_00);
    expect(await call()('answerQuote', { listId: sent.listId, action: 'confirm' })).toEqual({
      kind: 'changed',
      lines: [{ productId: 'rice', name: 'Rice', now: { stock: 5, price: 65_00 } }],
    });
    expect(await town.stockOf('rice')).toBe(5);
    await setPrice(60_00);
    expect(await call()('answerQuote', { listId: sent.listId, action: 'confirm' })).toMatchObject({
      kind: 'placed',
      total: 2 * 60_00 + 30_00,
    });
  });

  it('makes an order whose free lines take no stock and put none back, and are the shop’s to lower', async () => {
    const sent = await sendList(town);
    await quote(town, sent.listId, [
      { kind: 'free', name: 'Cough syrup', price: 85_00, quantity: 2 },
      { kind: 'product', productId: 'rice', quantity: 1 },
    ]);
    const placed = await call()('answerQuote', { listId: sent.listId, action: 'confirm' });
    if (placed.kind !== 'placed') throw new Error(placed.kind);
    expect(await town.stockOf('rice')).toBe(4);
    // The shop lowers the free line: nothing goes to any shelf.
    await town.signInAs('vendor');
    expect(
      await call()('changeOrderLine', {
        orderId: placed.orderId,
        productId: 'free-line-1',
        quantity: 1,
      }),
    ).toEqual({ subtotal: 85_00 + 60_00, deliveryFee: 30_00, total: 175_00 });
    await town.signInAs(null);
    await call()('cancelOrder', { orderId: placed.orderId });
    expect(await town.stockOf('rice')).toBe(5);
    expect(
      await town.handle.internals.serverStore.get(collections.products, 'free-line-1'),
    ).toBeNull();
  });

  it('counts neither against the phone’s day nor its open orders twice: the list did', async () => {
    const sent = await sendList(town, { deviceId: 'RinasPhone0000000001' });
    await quote(town, sent.listId, [{ kind: 'product', productId: 'rice', quantity: 1 }]);
    const before = await town.phoneMemory('9876543210');
    expect(before?.orderTimes).toHaveLength(1);
    await call()('answerQuote', {
      listId: sent.listId,
      action: 'confirm',
      deviceId: 'RinasPhone0000000001',
    });
    const after = await town.phoneMemory('9876543210');
    expect(after?.orderTimes).toHaveLength(1);
    expect(await town.openStatuses('9876543210')).toEqual(['placed']);
  });
});

describe('the limits a list counts against', () => {
  it('holds a confirm to the phone’s open orders, as checkout', async () => {
    const sent = await sendList(town);
    await quote(town, sent.listId, [{ kind: 'product', productId: 'rice', quantity: 1 }]);
    await town.placeOrder(1);
    await town.placeOrder(1);
    await town.placeOrder(1);
    expect(await call()('answerQuote', { listId: sent.listId, action: 'confirm' })).toEqual({
      kind: 'open-order-limit',
      limit: 3,
    });
    expect((await listOf(town, sent.listId))?.status).toBe('quoted');
  });

  it('shares the phone’s day with its orders', async () => {
    for (let n = 0; n < ORDERS_PER_PHONE_PER_DAY; n += 1) await sendList(town);
    expect(await call()('sendList', listRequest())).toEqual({
      kind: 'daily-limit',
      limit: ORDERS_PER_PHONE_PER_DAY,
    });
    const checkout = await town.checkout([{ productId: 'rice', quantity: 1 }]);
    expect(await call()('placeOrder', checkout)).toEqual({
      kind: 'daily-order-limit',
      limit: ORDERS_PER_PHONE_PER_DAY,
    });
  });

  it('and the device’s, whatever phones it sends for', async () => {
    const deviceId = 'StrangersLaptop00001';
    for (let n = 0; n < ORDERS_PER_DEVICE_PER_DAY; n += 1) {
      await sendList(town, { deviceId, phone: `98765432${String(n).padStart(2, '0')}` });
    }
    const refused = await refusal(
      call()('sendList', listRequest({ deviceId, phone: '9000000099' })),
    );
    expect(refused.code).toBe('resource-exhausted');
  });

  it('and the shop’s alert budget: past a phone’s share, lists go into the digest, never lost', async () => {
    for (let n = 0; n <= ALERTS_PER_PHONE_PER_SHOP_PER_HOUR; n += 1) await sendList(town);
    const chats = (await town.alerts()).filter(
      (alert) => alert['channel'] !== 'push' && String(alert['subject']).startsWith('shopLists/'),
    );
    expect(chats).toHaveLength(ALERTS_PER_PHONE_PER_SHOP_PER_HOUR);
    const budget = await town.handle.internals.serverStore.get(collections.shopActivity, 'shop-1');
    expect(budget?.data['digest']).toMatchObject({ orders: 1 });
  });
});

describe('Find Order and the notices of a list', () => {
  it('opens a list with the phone and its code', async () => {
    const sent = await sendList(town);
    expect(await call()('findByCode', { phone: '9876543210', code: sent.code })).toEqual({
      kind: 'found',
      collection: 'shopLists',
      id: sent.listId,
      number: sent.number,
    });
  });

  it('tells the shop’s vendors of a new list and the customer who asked of the quote, each in their language, the list in view', async () => {
    const token = (name: string) => `demo-${name.padEnd(20, 'x')}`;
    const asking = async (who: Person | null, request: object) => {
      await town.signInAs(who);
      await call()('notifyMe', request as never);
      await town.signInAs(null);
    };
    await asking('vendor', { action: 'staff', token: token('vendor'), language: 'hi' });
    const sent = await sendList(town);
    await asking(null, {
      action: 'order',
      token: token('customer'),
      language: 'bn',
      orderId: sent.listId,
    });
    await quote(town, sent.listId, [{ kind: 'product', productId: 'rice', quantity: 1 }]);
    const pushes = (
      await town.handle.internals.serverStore.query({ collection: collections.notifications })
    ).docs
      .map((doc) => doc.data)
      .filter((entry) => entry['channel'] === 'push');
    expect(pushes.find((push) => push['token'] === token('vendor'))).toMatchObject({
      title: `नई लिस्ट ${sent.number}`,
      link: `/vendor/grocery?list=${sent.listId}`,
      tag: `list-${sent.listId}`,
    });
    expect(pushes.find((push) => push['token'] === token('customer'))).toMatchObject({
      title: 'Ma Tara Bhandar আপনার ফর্দের দাম জানিয়েছে',
      body: `ফর্দ ${sent.number}: ডেলিভারি সমেত ₹৯০.০০। অর্ডার করতে ২৪ ঘণ্টার মধ্যে নিশ্চিত করুন।`,
      link: `/findOrder/9876543210?list=${sent.listId}`,
    });
    expect(await deviceIdOf(token('customer'))).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('what a browser may read of lists', () => {
  it('a list and its media by id only: no stranger lists them; the shop’s vendor lists its own', async () => {
    const sent = await sendList(town, { photo: photoOf() });
    const { store } = town.handle.backend;
    const byShop = (collection: string, shopId: string) =>
      store.query({
        collection,
        where: [{ field: 'shopId', op: '==', value: shopId }],
        limit: 20,
      });
    for (const who of [null, 'user', 'delivery', 'otherVendor'] as const) {
      await town.signInAs(who);
      for (const collection of [collections.shopLists, collections.listMedia]) {
        expect(await refusalCode(byShop(collection, 'shop-1')), `${who} ${collection}`).toBe(
          'permission-denied',
        );
        expect(await refusalCode(store.query({ collection, limit: 20 }))).toBe('permission-denied');
      }
      // By id, as the customer's own screen reads it.
      expect((await store.get(collections.listMedia, `${sent.listId}-photo`))?.data).toMatchObject({
        kind: 'photo',
      });
    }
    await town.signInAs('vendor');
    expect((await byShop(collections.listMedia, 'shop-1')).docs).toHaveLength(1);
    expect((await byShop(collections.shopLists, 'shop-1')).docs).toHaveLength(1);
    expect(await refusalCode(store.delete(collections.listMedia, `${sent.listId}-photo`))).toBe(
      'permission-denied',
    );
    await town.signInAs('admin');
    expect((await byShop(collections.shopLists, 'shop-1')).docs).toHaveLength(1);
  });
});
