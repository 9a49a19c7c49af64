import { afterEach, describe, expect, it, vi } from 'vitest';
import { withExclusiveLock } from './tx-lock';

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('withExclusiveLock', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('runs holders of one name one at a time, in order, even when one fails', async () => {
    const events: string[] = [];
    const holder = (name: string, fail = false) =>
      withExclusiveLock('test-lock', async () => {
        events.push(`${name} start`);
        await pause();
        events.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      });

    const results = await Promise.allSettled([holder('a'), holder('b', true), holder('c')]);
    expect(events).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('lets different names run side by side', async () => {
    const events: string[] = [];
    await Promise.all(
      ['x', 'y'].map((name) =>
        withExclusiveLock(`lock-${name}`, async () => {
          events.push(`${name} start`);
          await pause();
          events.push(`${name} end`);
        }),
      ),
    );
    expect(events.slice(0, 2).sort()).toEqual(['x start', 'y start']);
  });

  it('uses the Web Locks API when the browser has it', async () => {
    const request = vi.fn((_name: string, _options: LockOptions, work: () => Promise<unknown>) =>
      work(),
    );
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });

    await expect(withExclusiveLock('town-demo-tx:x', async () => 42)).resolves.toBe(42);
    expect(request).toHaveBeenCalledWith(
      'town-demo-tx:x',
      { mode: 'exclusive' },
      expect.any(Function),
    );
  });
});
