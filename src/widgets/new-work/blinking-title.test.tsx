import { act, renderHook } from '@testing-library/react';
import { useBlinkingTitle } from './new-work';

const steady = '(1) New orders · Town Services';
const blinked = '🔔 New order TS-482913 · Town Services';

/** The person looks at the page again: its window gets the focus. */
function lookAtPage() {
  vi.spyOn(document, 'hasFocus').mockReturnValue(true);
  act(() => void window.dispatchEvent(new Event('focus')));
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the tab title', () => {
  it('blinks with new work while the page is out of sight, and stops once it is seen', () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    renderHook(() => useBlinkingTitle('(1) New orders', 'New order TS-482913'));
    expect(document.title).toBe(steady);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(document.title).toBe(blinked);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(document.title).toBe(steady);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(document.title).toBe(blinked);

    lookAtPage();
    expect(document.title).toBe(steady);
    act(() => void vi.advanceTimersByTime(5_000));
    expect(document.title).toBe(steady);
  });

  it('stops blinking when the work is opened, and does not blink for what is seen as it arrives', () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const { rerender } = renderHook(({ alert }) => useBlinkingTitle('(1) New orders', alert), {
      initialProps: { alert: 'New order TS-482913' as string | null },
    });
    act(() => void vi.advanceTimersByTime(1_000));
    expect(document.title).toBe(blinked);
    rerender({ alert: null });
    expect(document.title).toBe(steady);
    act(() => void vi.advanceTimersByTime(3_000));
    expect(document.title).toBe(steady);

    lookAtPage();
    rerender({ alert: 'New order TS-100200' });
    act(() => void vi.advanceTimersByTime(3_000));
    expect(document.title).toBe(steady);
  });
});
