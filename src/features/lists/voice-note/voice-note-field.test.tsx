import { act, fireEvent, render, screen } from '@testing-library/react';
import { fakeMicrophone } from '../../../testing/fake-media-recorder';
import { clockOf } from '../../../widgets/shop-list/clock';
import { VoiceNoteField } from './voice-note-field';
import { VOICE_BITS_PER_SECOND, voiceTypeOf, type VoiceNote } from './use-voice-recorder';

const microphone = fakeMicrophone();

const MAX_BYTES = 200_000;

function renderField() {
  const notes: (VoiceNote | null)[] = [];
  const view = render(
    <VoiceNoteField maxSeconds={60} maxBytes={MAX_BYTES} onNote={(note) => notes.push(note)} />,
  );
  return { ...view, notes, lastNote: () => notes.at(-1) };
}

/** The fake clock moves on, and React draws what the timers did. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const tap = async (name: string | RegExp) => {
  fireEvent.click(screen.getByRole('button', { name }));
  await wait(0);
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the voice note of a list', () => {
  it('records in WebM/Opus at a voice’s rate, shows the clock, and keeps the note to play back', async () => {
    const { lastNote } = renderField();
    await tap('Record a voice note');
    expect(microphone.recorders).toHaveLength(1);
    expect(microphone.recorders[0]?.options).toEqual({
      mimeType: 'audio/webm;codecs=opus',
      audioBitsPerSecond: VOICE_BITS_PER_SECOND,
    });
    await wait(5_200);
    expect(screen.getByRole('timer')).toHaveTextContent('0:05 of 1:00');

    await tap('Stop recording');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your voice note, 0:05. Play it to check it before you send.',
    );
    expect(screen.getByLabelText('Your voice note')).toHaveAttribute('src', 'blob:voice-1');
    const note = lastNote();
    expect(note).toMatchObject({ mime: 'audio/webm', seconds: 5, stoppedBy: 'person' });
    // Five seconds' slices and the last bytes.
    expect(note?.blob.size).toBe(6 * 3_000);
    expect(note?.blob.type).toBe('audio/webm');
    // The microphone is let go as soon as it stops.
    expect(microphone.tracks.map((track) => track.stopped)).toEqual([true]);
  });

  it('stops by itself at one minute, and says so', async () => {
    const { lastNote } = renderField();
    await tap('Record a voice note');
    await wait(59_000);
    expect(screen.getByRole('timer')).toHaveTextContent('0:59 of 1:00');
    await wait(2_000);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your voice note, 1:00. Play it to check it before you send. It stopped by itself at 1:00, the longest a note can be.',
    );
    expect(lastNote()).toMatchObject({ seconds: 60, stoppedBy: 'time' });
    expect(microphone.recorders[0]?.state).toBe('inactive');
  });

  it('records MP4/AAC where that is all the browser writes (an iPhone), and stops before the bytes pass the bound', async () => {
    // Safari on an iPhone ignores the rate asked for: its AAC runs at 128 kbps.
    microphone.supported = ['audio/mp4'];
    microphone.bytesPerSecond = 16_000;
    const { lastNote } = renderField();
    await tap('Record a voice note');
    expect(microphone.recorders[0]?.mimeType).toBe('audio/mp4');
    await wait(30_000);
    const note = lastNote();
    expect(note).toMatchObject({ mime: 'audio/mp4', stoppedBy: 'size' });
    expect(note?.seconds).toBeLessThan(15);
    expect(note?.blob.size).toBeLessThanOrEqual(MAX_BYTES);
    expect(screen.getByRole('status')).toHaveTextContent(
      'It stopped by itself: a note cannot be any longer.',
    );
  });

  it('records again in place of the note, or removes it', async () => {
    const { notes, lastNote } = renderField();
    await tap('Record a voice note');
    await wait(3_000);
    await tap('Stop recording');
    expect(lastNote()?.seconds).toBe(3);

    await tap('Record again');
    // The first note is thrown away as the second starts.
    expect(lastNote()).toBeNull();
    await wait(8_000);
    await tap('Stop recording');
    expect(lastNote()?.seconds).toBe(8);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:voice-1');

    await tap('Remove the voice note');
    expect(lastNote()).toBeNull();
    expect(screen.getByRole('button', { name: 'Record a voice note' })).toBeInTheDocument();
    expect(notes.filter(Boolean)).toHaveLength(2);
  });

  it('says plainly when the microphone is refused or missing, and what to do instead', async () => {
    microphone.answer = 'NotAllowedError';
    renderField();
    await tap('Record a voice note');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The microphone is blocked for this site. Allow it in the browser’s site settings and try again, or type your list instead.',
    );
    microphone.answer = 'NotFoundError';
    await tap('Try again');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No microphone was found on this phone. Type your list or add a photo instead.',
    );
    microphone.answer = 'allow';
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers no recording where the browser cannot record', () => {
    microphone.remove();
    renderField();
    expect(screen.queryByRole('button', { name: 'Record a voice note' })).toBeNull();
    expect(
      screen.getByText(
        'This browser cannot record a voice note. Type your list or add a photo of it instead.',
      ),
    ).toBeInTheDocument();
  });

  it('lets go of the microphone when the screen is left mid-recording', async () => {
    const { unmount, notes } = renderField();
    await tap('Record a voice note');
    await wait(2_000);
    unmount();
    await wait(1_000);
    expect(microphone.tracks.map((track) => track.stopped)).toEqual([true]);
    expect(microphone.recorders[0]?.state).toBe('inactive');
    expect(notes.filter(Boolean)).toEqual([]);
  });
});

describe('the recorder’s choices', () => {
  it('asks for WebM/Opus first, then MP4/AAC, then Ogg', () => {
    expect(voiceTypeOf(() => true)).toEqual({ type: 'audio/webm;codecs=opus', mime: 'audio/webm' });
    expect(voiceTypeOf((type) => type.startsWith('audio/mp4'))).toEqual({
      type: 'audio/mp4;codecs=mp4a.40.2',
      mime: 'audio/mp4',
    });
    expect(voiceTypeOf((type) => type === 'audio/ogg;codecs=opus')?.mime).toBe('audio/ogg');
    expect(voiceTypeOf(() => false)).toBeNull();
  });

  it('writes a length as a clock does, in the reader’s digits (Hindi’s are 0–9, as the app writes them)', () => {
    expect(clockOf(7, 'en')).toBe('0:07');
    expect(clockOf(60, 'en')).toBe('1:00');
    expect(clockOf(45, 'bn')).toBe('০:৪৫');
    expect(clockOf(45, 'hi')).toBe('0:45');
  });
});
