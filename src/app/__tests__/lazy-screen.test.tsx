import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChunkLoadError, lazyScreen, loadWithTimeout } from '../lazy-screen';

const Ready = () => <h1>Ready screen</h1>;

describe('lazily loaded screens', () => {
  it('shows a loading indicator, then the screen', async () => {
    let arrive: (module: { default: typeof Ready }) => void = () => undefined;
    const Screen = lazyScreen(
      () => new Promise<{ default: typeof Ready }>((resolve) => (arrive = resolve)),
    );
    render(<Screen />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    arrive({ default: Ready });
    expect(await screen.findByRole('heading', { name: 'Ready screen' })).toBeInTheDocument();
  });

  it('renders a preloaded screen at once, with no loading view', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Ready }));
    const Screen = lazyScreen(load);
    await Screen.preload();
    render(<Screen />);
    expect(screen.getByRole('heading', { name: 'Ready screen' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a retry screen when the chunk fails offline, and loads it again on "Try again"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React logs the caught error
    // Offline a failure is the network's, not a new deployment's: no reload.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi
      .fn<() => Promise<{ default: typeof Ready }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Ready });
    const Screen = lazyScreen(load);
    render(<Screen />);

    expect(
      await screen.findByRole('heading', { name: "This page couldn't load" }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Ready screen' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reloads once when a chunk fails online (a new deployment), then shows the retry screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the test DOM cannot navigate
    sessionStorage.clear();
    const failing = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const First = lazyScreen(failing);
    render(<First />);
    await vi.waitFor(() => expect(sessionStorage.getItem('chunkReloadAt')).not.toBeNull());
    // The page is reloading: no retry screen flashes meanwhile.
    expect(
      screen.queryByRole('heading', { name: "This page couldn't load" }),
    ).not.toBeInTheDocument();

    // Failing again within the minute: the retry screen, not a reload loop.
    const Again = lazyScreen(failing);
    render(<Again />);
    expect(
      await screen.findByRole('heading', { name: "This page couldn't load" }),
    ).toBeInTheDocument();
    sessionStorage.clear();
  });

  it('counts a chunk that has not arrived in 120 s as a failed load', async () => {
    vi.useFakeTimers();
    try {
      const pending = loadWithTimeout(() => new Promise(() => undefined));
      let failed: unknown = null;
      const outcome = pending.catch((error: unknown) => (failed = error));
      // Still waited for a moment before two minutes, as a slow phone on a poor network needs.
      await vi.advanceTimersByTimeAsync(119_999);
      expect(failed).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toBeInstanceOf(ChunkLoadError);
    } finally {
      vi.useRealTimers();
    }
  });
});
