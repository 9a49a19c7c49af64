import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts with the first value', () => {
    const { result } = renderHook(() => useDebouncedValue('rice'));
    expect(result.current).toBe('rice');
  });

  it('gives the last value only after a pause as long as the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: '' },
    });
    rerender({ value: 'd' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'da' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'dal' });
    act(() => vi.advanceTimersByTime(299));
    // Each keystroke started the wait again: 600 ms after the first, nothing has settled.
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('dal');
  });

  it('forgets a value changed back before the pause ended', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'rice' },
    });
    rerender({ value: 'ric' });
    act(() => vi.advanceTimersByTime(100));
    rerender({ value: 'rice' });
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe('rice');
  });
});
