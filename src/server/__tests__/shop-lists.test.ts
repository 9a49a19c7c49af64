// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIST_PHOTO_BYTES_MAX, LIST_VOICE_BYTES_MAX } from '../../lib/limits';
import { listMediaModel, parseData } from '../../lib/model-schemas';
import { collections } from '../../lib/models';
import { refusal } from '../../testing/refusal';
import { listOf, listRequest, photoOf, quote, sendList, voiceOf } from './list-fixtures';
import { openTown, openTownAtTen, type Town } from './server-fixtures';

/**
 * Lists sent to shops and their quotes (issue 37), through the real
 * handlers on the Demo backend: a customer sends a photo, a voice note or
 * typed lines; the shop prices it or refuses it; the customer confirms the
 * quote into a normal order, or declines it.
 */
let town: Town;
beforeEach(async () => {
  town = await openTown();
});
afterEach(() => {
  town.handle.internals.close();
  vi.useRealTimers();
});

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

describe('a list nobody answers', () => {
  it('uses the fake clock', async () => {
    town.handle.internals.close();
    town = await openTownAtTen();
    expect((await sendList(town)).kind).toBe('sent');
  });
});
