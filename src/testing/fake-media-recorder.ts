import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The browser's microphone and `MediaRecorder`, for the test DOM (which has
 * neither; headless Chromium cannot record either). Only the boundary is
 * fake: the types a browser writes, the person's answer to "allow the
 * microphone?", and the bytes the recorder hands over each second of the
 * (fake) clock. What the app does with them runs for real.
 */
export interface FakeMicrophone {
  /** The types `MediaRecorder.isTypeSupported` says yes to ([]: a browser that records nothing). */
  supported: string[];
  /** What the person answers: a microphone, or the name of the error `getUserMedia` throws. */
  answer: 'allow' | 'NotAllowedError' | 'NotFoundError';
  /** The bytes each one-second slice holds. */
  bytesPerSecond: number;
  /** Every recorder made, newest last. */
  recorders: FakeRecorder[];
  /** The tracks of every stream given, to see they were let go. */
  tracks: { stopped: boolean }[];
  /** Takes the recorder away altogether (an old browser). */
  remove(): void;
}

export interface FakeRecorder {
  mimeType: string;
  options?: MediaRecorderOptions | undefined;
  state: RecordingState;
}

export function fakeMicrophone(): FakeMicrophone {
  const fake: FakeMicrophone = {
    supported: ['audio/webm;codecs=opus', 'audio/webm'],
    answer: 'allow',
    bytesPerSecond: 3_000,
    recorders: [],
    tracks: [],
    remove() {
      vi.stubGlobal('MediaRecorder', undefined);
    },
  };

  class Recorder {
    static isTypeSupported(type: string) {
      return fake.supported.includes(type);
    }
    state: RecordingState = 'inactive';
    readonly mimeType: string;
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private slices: ReturnType<typeof setInterval> | null = null;
    constructor(
      readonly stream: MediaStream,
      readonly options?: MediaRecorderOptions,
    ) {
      this.mimeType = options?.mimeType ?? '';
      fake.recorders.push(this);
    }
    private hand() {
      this.ondataavailable?.({
        data: new Blob([new Uint8Array(fake.bytesPerSecond)], { type: this.mimeType }),
      });
    }
    start(timeslice?: number) {
      this.state = 'recording';
      this.slices = setInterval(() => this.hand(), timeslice ?? 1_000);
    }
    stop() {
      if (this.state === 'inactive') return;
      this.state = 'inactive';
      if (this.slices) clearInterval(this.slices);
      // As a browser does: the last bytes, then the stop, each a task later.
      setTimeout(() => {
        this.hand();
        this.onstop?.();
      }, 0);
    }
  }

  beforeEach(() => {
    fake.supported = ['audio/webm;codecs=opus', 'audio/webm'];
    fake.answer = 'allow';
    fake.bytesPerSecond = 3_000;
    fake.recorders = [];
    fake.tracks = [];
    vi.stubGlobal('MediaRecorder', Recorder);
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: {
        getUserMedia: () => {
          if (fake.answer !== 'allow') {
            return Promise.reject(new DOMException('The microphone was refused.', fake.answer));
          }
          const track = {
            stopped: false,
            stop() {
              this.stopped = true;
            },
          };
          fake.tracks.push(track);
          return Promise.resolve({ getTracks: () => [track] } as unknown as MediaStream);
        },
      },
    });
    // happy-dom makes no object addresses for a Blob.
    vi.spyOn(URL, 'createObjectURL').mockImplementation(
      () => `blob:voice-${fake.recorders.length}`,
    );
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });
  return fake;
}
