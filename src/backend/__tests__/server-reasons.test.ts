// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { locale, preloadCatalogue } from '../../lib/i18n';
import { randomId } from '../../lib/ids';
import { openDemoBackend, type DemoBackendHandle } from '../demo/demo-backend';
import { backendError, messageOf } from '../../port/errors';
import { toBackendErrorFromFunctions } from '../firebase/errors';
import '../messages';
import { refusal } from '../../testing/refusal';

/**
 * A server's refusal carries its reason (which sentence, with its values)
 * across the wire beside the English sentence, and the app says it in the
 * reader's language.
 */
let handle: DemoBackendHandle;
beforeEach(async () => {
  handle = await openDemoBackend({ databaseName: `reasons-${randomId(8)}`, seed: false });
});
afterEach(() => {
  handle.internals.close();
  locale.set('en');
});

async function inBengali(): Promise<void> {
  locale.set('bn');
  await preloadCatalogue('town');
}

describe('a server refusal', () => {
  it('keeps its reason across the Demo wire and reads in Bengali', async () => {
    const refused = await refusal(handle.backend.call('cancelOrder', { orderId: 'a'.repeat(32) }));
    expect(refused).toMatchObject({
      code: 'not-found',
      message: 'That order no longer exists.',
      reason: { key: 'orderGone', params: {} },
    });
    expect(messageOf(refused)).toBe('That order no longer exists.');
    await inBengali();
    expect(messageOf(refused)).toBe('এই অর্ডারটা আর নেই।');
  });

  it('brings its values, written in the reader’s digits', async () => {
    const refused = await refusal(
      handle.backend.call('submitRequest', {
        kind: 'appointment',
        id: randomId(),
        fields: {
          patientName: 'Rahim Sk',
          phone: '9830011223',
          doctorId: 'dr-rina',
          date: '2099-11-25',
          note: '',
        },
      }),
    );
    expect(refused.message).toBe('Bookings can be made up to 60 days ahead.');
    await inBengali();
    expect(messageOf(refused)).toBe('বুকিং বড়জোর ৬০ দিন আগে পর্যন্ত করা যায়।');
  });

  it('joins a name’s Bengali case ending by the language’s rule, not with a hyphen', async () => {
    const refused = backendError('failed-precondition', {
      message: 'Rathtala Fish & Meat Corner does not deliver to Rail Colony.',
      reason: {
        key: 'shopNotDeliveringThere',
        params: { shop: 'রথতলা মাছ-মাংসের দোকান', neighbourhood: 'রেল কলোনি' },
      },
    });
    await inBengali();
    expect(messageOf(refused)).toMatch(/^রথতলা মাছ-মাংসের দোকান রেল কলোনিতে মাল পৌঁছে দেয় না।/);
  });

  it('keeps its reason from a Cloud Function’s details, and drops one it does not know', async () => {
    const fromFunction = (details: unknown) =>
      toBackendErrorFromFunctions(
        Object.assign(new Error('That order no longer exists.'), {
          code: 'functions/not-found',
          details,
        }),
      );
    const known = fromFunction({ reason: { key: 'orderGone', params: {} } });
    const forged = fromFunction({ reason: { key: 'toString', params: {} } });
    expect(known.reason).toEqual({ key: 'orderGone', params: {} });
    expect(forged.reason).toBeUndefined();
    await inBengali();
    expect(messageOf(known)).toBe('এই অর্ডারটা আর নেই।');
    expect(messageOf(forged)).toBe('That order no longer exists.');
  });
});

describe('a request the server cannot read', () => {
  it('is refused with the schema’s words, which a person never reads: they read the plain sentence', async () => {
    const refused = await refusal(handle.backend.call('cancelOrder', { orderId: 'not-an-id' }));
    expect(refused).toMatchObject({
      code: 'invalid-argument',
      reason: { key: 'requestFieldInvalid', params: { field: 'orderId' } },
    });
    expect(refused.message).toMatch(/^The request is not valid \(orderId: /);
    expect(messageOf(refused)).toBe(
      'Some of the details are not valid. Please check them and try again.',
    );
    await inBengali();
    expect(messageOf(refused)).toBe('কিছু তথ্য ঠিক নেই। দেখে নিয়ে আবার চেষ্টা করুন।');
  });
});

describe('a failure without a reason', () => {
  it('reads the plain sentence for its code in Bengali, and any other sentence as written', async () => {
    await inBengali();
    expect(messageOf(backendError('timeout'))).toBe(
      'নেট এখন ধীর, সার্ভার সময়মতো সাড়া দেয়নি। আবার চেষ্টা করুন।',
    );
    expect(messageOf(new Error('boom'))).toBe('কিছু একটা গোলমাল হয়েছে। আবার চেষ্টা করুন।');
    expect(messageOf(backendError('unknown', 'Our own words.'))).toBe('Our own words.');
  });
});
