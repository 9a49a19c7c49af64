import { fakeAlerts } from '../../testing/fake-alerts';

const alerts = fakeAlerts();

/** The module as a page load finds it: a reload keeps only what the browser stored. */
async function loadPage() {
  vi.resetModules();
  return import('./alert-sound');
}

/** Lets the browser's promises (a resume) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  alerts.allowWithoutTap = false;
});

describe('the new-work chime', () => {
  it('stays silent until a tap turns it on, then chimes (once at the tap, so one knows it)', async () => {
    const sound = await loadPage();
    expect(sound.soundState()).toBe('off');
    sound.playAlertSound();
    sound.primeAlertSound(); // a tap anywhere does not turn on what was never asked for
    await settle();
    expect(sound.soundState()).toBe('off');
    expect(alerts.tones).toBe(0);

    sound.turnSoundOn();
    await settle();
    expect(sound.soundState()).toBe('on');
    expect(alerts.tones).toBe(2);
    sound.playAlertSound();
    expect(alerts.tones).toBe(4);
  });

  it('is remembered across a reload, and the first tap wakes it when the browser wants one', async () => {
    (await loadPage()).turnSoundOn();
    await settle();

    const sound = await loadPage();
    expect(sound.soundState()).toBe('asleep');
    const before = alerts.tones;
    sound.playAlertSound();
    expect(alerts.tones).toBe(before);

    sound.primeAlertSound();
    await settle();
    expect(sound.soundState()).toBe('on');
    sound.playAlertSound();
    expect(alerts.tones).toBe(before + 2);
  });

  it('is on at once in a browser that plays sound without a tap', async () => {
    (await loadPage()).turnSoundOn();
    await settle();
    alerts.allowWithoutTap = true;

    const sound = await loadPage();
    const { renderHook, waitFor } = await import('@testing-library/react');
    // The screen's own copy of React and Testing Library: the reload made a new React.
    const { result, unmount } = renderHook(() => sound.useSoundState());
    await waitFor(() => expect(result.current).toBe('on'));
    unmount();
  });

  it('stays off when turned off, and when what is stored is not a yes or a no', async () => {
    const sound = await loadPage();
    sound.turnSoundOn();
    await settle();
    sound.turnSoundOff();
    expect((await loadPage()).soundState()).toBe('off');

    localStorage.setItem('alertSound', '"loud"');
    expect((await loadPage()).soundState()).toBe('off');
    expect(localStorage.getItem('alertSound')).toBeNull();
  });
});
