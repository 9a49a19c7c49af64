import { act, renderHook } from '@testing-library/react';
import { fakeAlerts } from '../../../testing/fake-alerts';
import { RING_AGAIN_MS, unansweredFirst, useUnansweredAlarm } from './unanswered-orders';

const alerts = fakeAlerts();

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('an unanswered order on the vendor’s screen', () => {
  it('buzzes at once and every half-minute, again when another joins, and stops once none is left', () => {
    const start = alerts.buzzes;
    const { rerender, unmount } = renderHook(({ numbers }) => useUnansweredAlarm(numbers), {
      initialProps: { numbers: [] as string[] },
    });
    act(() => void vi.advanceTimersByTime(RING_AGAIN_MS * 2));
    expect(alerts.buzzes).toBe(start);

    rerender({ numbers: ['TS-1'] });
    expect(alerts.buzzes).toBe(start + 1);
    act(() => void vi.advanceTimersByTime(RING_AGAIN_MS - 1));
    expect(alerts.buzzes).toBe(start + 1);
    act(() => void vi.advanceTimersByTime(1));
    expect(alerts.buzzes).toBe(start + 2);
    act(() => void vi.advanceTimersByTime(RING_AGAIN_MS));
    expect(alerts.buzzes).toBe(start + 3);

    rerender({ numbers: ['TS-1', 'TS-2'] });
    expect(alerts.buzzes).toBe(start + 4);

    rerender({ numbers: [] });
    act(() => void vi.advanceTimersByTime(RING_AGAIN_MS * 3));
    expect(alerts.buzzes).toBe(start + 4);
    unmount();
  });

  it('comes before the new orders not yet reminded, the oldest first', () => {
    const at = (minute: number) => new Date(2026, 10, 24, 10, minute);
    const orders = [
      { number: 'new', status: 'placed' as const, createdAt: at(9) },
      { number: 'later', status: 'placed' as const, createdAt: at(6), remindedAt: at(11) },
      { number: 'first', status: 'placed' as const, createdAt: at(1), remindedAt: at(6) },
      { number: 'fresh', status: 'placed' as const, createdAt: at(8) },
    ];
    expect(unansweredFirst(orders).map((order) => order.number)).toEqual([
      'first',
      'later',
      'new',
      'fresh',
    ]);
  });
});
