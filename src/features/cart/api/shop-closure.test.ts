// @vitest-environment node
import { BackendError } from '../../../port/types';
import { opennessAt } from '../../../lib/shop-hours';
import { hoursWithBreak, townMoment } from '../../../testing/shop-hours';
import { closureOfRefusal, shopAfterClosure } from './checkout';

const refusal = (key: string, params: Record<string, string>) =>
  new BackendError('failed-precondition', 'This shop is closed now.', {
    reason: { key: key as 'shopClosedNow', params },
  });

describe('a shop the server says has just closed', () => {
  const shop = { name: 'Maa Tara Bhandar', open: true, openingHours: hoursWithBreak };

  it('is closed until the opening the refusal names, though the phone’s clock says open', () => {
    // The phone's clock is a minute behind: by it, the shop closes at 9 pm in a minute.
    const phoneNow = townMoment('2026-11-26T20:59');
    expect(opennessAt(shop, phoneNow).state).toBe('open');
    const closure = closureOfRefusal(
      refusal('shopClosedOpensTomorrow', { time: '07:00' }),
      phoneNow,
    );
    expect(closure?.opens).toEqual(townMoment('2026-11-27T07:00'));
    // Read again since: the shop's document still says open by the phone's clock.
    const shown = shopAfterClosure(shop, closure, Date.now() + 1);
    expect(opennessAt(shown, phoneNow)).toEqual({
      state: 'closed',
      opens: townMoment('2026-11-27T07:00'),
    });
    // And open again from the opening on.
    expect(opennessAt(shown, townMoment('2026-11-27T07:00')).state).toBe('open');
  });

  it('reads today’s and a named day’s opening, and midnight as the end of the day', () => {
    const now = townMoment('2026-11-26T14:00');
    expect(
      closureOfRefusal(refusal('shopClosedOpensToday', { time: '17:00' }), now)?.opens,
    ).toEqual(townMoment('2026-11-26T17:00'));
    expect(
      closureOfRefusal(refusal('shopClosedOpensToday', { time: '24:00' }), now)?.opens,
    ).toEqual(townMoment('2026-11-27T00:00'));
    expect(
      closureOfRefusal(refusal('shopClosedOpensOn', { day: '2026-11-30', time: '07:00' }), now)
        ?.opens,
    ).toEqual(townMoment('2026-11-30T07:00'));
    expect(closureOfRefusal(refusal('shopGone', {}), now)).toBeNull();
    expect(closureOfRefusal(new Error('offline'), now)).toBeNull();
  });

  it('with no opening known, is closed until the shop is read again', () => {
    const closure = closureOfRefusal(refusal('shopClosedNow', {}), new Date(1_000));
    expect(shopAfterClosure(shop, closure, 500).open).toBe(false);
    expect(shopAfterClosure(shop, closure, 2_000).open).toBe(true);
  });
});
