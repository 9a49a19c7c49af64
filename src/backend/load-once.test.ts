// @vitest-environment node
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads on first use and shares that load with every later use', async () => {
    const load = vi.fn(() => Promise.resolve({ part: 1 }));
    const part = loadOnce(load);
    expect(part.asked).toBe(false);
    const [first, second] = await Promise.all([part.get(), part.get()]);
    expect(first).toBe(second);
    expect(await part.get()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(part.asked).toBe(true);
  });

  it('tries again after a failed load, and reports the failure to those who waited for it', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk did not arrive'))
      .mockResolvedValueOnce('loaded');
    const part = loadOnce(load);
    await expect(part.get()).rejects.toThrow('chunk did not arrive');
    expect(part.asked).toBe(false);
    await expect(part.get()).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
