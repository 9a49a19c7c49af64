/**
 * The browser's side of a staff screen's alerts, for the test DOM (which has
 * neither): Web Audio that, like a real browser, stays suspended until a
 * page is tapped, and a phone's vibration. What the app does with them runs
 * for real; what reaches the "speaker" and the "motor" is counted.
 */
export interface FakeAlerts {
  /** Tones started (a chime is two). */
  tones: number;
  /** Calls of navigator.vibrate. */
  buzzes: number;
  /** What a browser does on a new visit: every sound sleeps until the next tap. */
  sleep(): void;
  /** A browser that plays sound at once, without a tap. */
  allowWithoutTap: boolean;
}

/** Installs the fake audio and vibration for the test file; they are taken away after it. */
export function fakeAlerts(): FakeAlerts {
  const alerts: FakeAlerts = {
    tones: 0,
    buzzes: 0,
    allowWithoutTap: false,
    sleep() {
      for (const context of contexts) context.setState('suspended');
    },
  };
  const contexts: FakeAudioContext[] = [];

  const audioParam = () => ({
    value: 0,
    setValueAtTime: () => undefined,
    exponentialRampToValueAtTime: () => undefined,
  });
  const node = () => ({ connect: <T>(next: T) => next });

  class FakeAudioContext extends EventTarget {
    state: AudioContextState = alerts.allowWithoutTap ? 'running' : 'suspended';
    currentTime = 0;
    destination = node();
    constructor() {
      super();
      contexts.push(this);
    }
    setState(state: AudioContextState) {
      if (this.state === state) return;
      this.state = state;
      this.dispatchEvent(new Event('statechange'));
    }
    resume() {
      this.setState('running');
      return Promise.resolve();
    }
    createOscillator() {
      return {
        ...node(),
        type: 'sine',
        frequency: audioParam(),
        start: () => void (alerts.tones += 1),
        stop: () => undefined,
      };
    }
    createGain() {
      return { ...node(), gain: audioParam() };
    }
  }

  beforeAll(() => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    Object.defineProperty(navigator, 'vibrate', {
      configurable: true,
      value: () => {
        alerts.buzzes += 1;
        return true;
      },
    });
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'vibrate');
  });
  return alerts;
}
