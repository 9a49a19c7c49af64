import { useEffect, useRef, useState } from 'react';

/**
 * The voice note of a list: recorded in the browser with `MediaRecorder`, in
 * the type the browser writes (WebM/Opus on Chrome and Android, MP4/AAC on
 * an iPhone's Safari), stopping by itself at the longest a note may be, or
 * before its bytes could pass the bound the server keeps. Only the screen
 * that records loads this.
 */

/** A type to ask `MediaRecorder` for, and the plain type the server is sent. */
export interface VoiceType {
  type: string;
  mime: 'audio/webm' | 'audio/mp4' | 'audio/ogg';
}

/** Most wanted first: WebM/Opus, MP4/AAC (an iPhone), Ogg/Opus, any WebM. */
const voiceTypes: readonly VoiceType[] = [
  { type: 'audio/webm;codecs=opus', mime: 'audio/webm' },
  { type: 'audio/mp4;codecs=mp4a.40.2', mime: 'audio/mp4' },
  { type: 'audio/mp4', mime: 'audio/mp4' },
  { type: 'audio/ogg;codecs=opus', mime: 'audio/ogg' },
  { type: 'audio/webm', mime: 'audio/webm' },
];

/** The first type the browser records, or null when it records none of them. */
export function voiceTypeOf(isSupported: (type: string) => boolean): VoiceType | null {
  return voiceTypes.find((candidate) => isSupported(candidate.type)) ?? null;
}

/** Speech at this rate is clear, and a minute of it about 180 kB (where the browser honours it). */
export const VOICE_BITS_PER_SECOND = 24_000;

/** How often the recorder hands over what it has: the bytes are counted as it goes. */
const SLICE_MS = 1_000;

/** A note recorded: its sound, its plain type, its length in whole seconds, how it ended. */
export interface VoiceNote {
  blob: Blob;
  mime: VoiceType['mime'];
  seconds: number;
  /** Stopped by itself: at the longest a note may be, or as full as its bytes may be. */
  stoppedBy: 'person' | 'time' | 'size';
}

export type RecorderState =
  | { kind: 'idle' }
  | { kind: 'asking' }
  | { kind: 'recording'; seconds: number }
  | { kind: 'recorded'; note: VoiceNote; url: string }
  | { kind: 'unsupported' }
  | { kind: 'denied' }
  | { kind: 'no-microphone' }
  | { kind: 'failed' };

/** Whether this browser can record at all (a microphone and a type it writes). */
export function canRecord(): boolean {
  return (
    typeof MediaRecorder !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    voiceTypeOf((type) => MediaRecorder.isTypeSupported(type)) !== null
  );
}

/** What a refused microphone is, from the browser's error's name. */
function refusalOf(error: unknown): RecorderState {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return { kind: 'denied' };
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return { kind: 'no-microphone' };
  return { kind: 'failed' };
}

/** What one recording holds while it runs. */
interface Take {
  recorder: MediaRecorder;
  stream: MediaStream;
  type: VoiceType;
  chunks: Blob[];
  bytes: number;
  largestChunk: number;
  startedAt: number;
  stoppedBy: VoiceNote['stoppedBy'];
  timers: ReturnType<typeof setInterval>[];
}

/**
 * Records one voice note of at most `maxSeconds` and under `maxBytes`, with
 * the seconds counted while it runs. `onNote` hears each note kept (null
 * when it is thrown away to record again or removed).
 */
export function useVoiceRecorder({
  maxSeconds,
  maxBytes,
  onNote,
  initial = null,
}: {
  maxSeconds: number;
  maxBytes: number;
  onNote: (note: VoiceNote | null) => void;
  /** A note kept from before (a list sent again), to play, record again or remove. */
  initial?: VoiceNote | null;
}) {
  const [state, setState] = useState<RecorderState>(() => {
    if (initial) return { kind: 'recorded', note: initial, url: URL.createObjectURL(initial.blob) };
    return canRecord() ? { kind: 'idle' } : { kind: 'unsupported' };
  });
  const take = useRef<Take | null>(null);
  const latestOnNote = useRef(onNote);
  /** The state as last drawn, for the handlers: the note's address to let go of. */
  const shown = useRef(state);
  useEffect(() => {
    latestOnNote.current = onNote;
    shown.current = state;
  });

  /** Lets go of the address the note played from (once: it is no longer shown after). */
  const forgetUrl = () => {
    const was = shown.current;
    if (was.kind === 'recorded') URL.revokeObjectURL(was.url);
    shown.current = { kind: 'idle' };
  };

  const endTake = (current: Take) => {
    for (const timer of current.timers) clearInterval(timer);
    for (const track of current.stream.getTracks()) track.stop();
  };

  /** Stops the recording; what was recorded is kept when the recorder hands over its last bytes. */
  const stop = (by: VoiceNote['stoppedBy'] = 'person') => {
    const current = take.current;
    if (!current || current.recorder.state === 'inactive') return;
    current.stoppedBy = by;
    current.recorder.stop();
  };

  const start = async () => {
    if (take.current) return;
    const type = canRecord()
      ? voiceTypeOf((candidate) => MediaRecorder.isTypeSupported(candidate))
      : null;
    if (!type) {
      setState({ kind: 'unsupported' });
      return;
    }
    forgetUrl();
    latestOnNote.current(null);
    setState({ kind: 'asking' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      setState(refusalOf(error));
      return;
    }
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, {
        mimeType: type.type,
        audioBitsPerSecond: VOICE_BITS_PER_SECOND,
      });
    } catch {
      for (const track of stream.getTracks()) track.stop();
      setState({ kind: 'failed' });
      return;
    }
    const current: Take = {
      recorder,
      stream,
      type,
      chunks: [],
      bytes: 0,
      largestChunk: 0,
      startedAt: Date.now(),
      stoppedBy: 'person',
      timers: [],
    };
    take.current = current;
    recorder.ondataavailable = (event) => {
      if (event.data.size === 0) return;
      current.chunks.push(event.data);
      current.bytes += event.data.size;
      current.largestChunk = Math.max(current.largestChunk, event.data.size);
      // Room for two more slices, or it stops now: the note never outgrows the bound.
      if (current.bytes + 2 * current.largestChunk > maxBytes) stop('size');
    };
    recorder.onstop = () => {
      endTake(current);
      take.current = null;
      const elapsed = (Date.now() - current.startedAt) / 1_000;
      const seconds = Math.min(maxSeconds, Math.max(1, Math.round(elapsed)));
      const blob = new Blob(current.chunks, { type: current.type.mime });
      if (blob.size === 0 || blob.size > maxBytes) {
        setState({ kind: 'failed' });
        return;
      }
      const note: VoiceNote = {
        blob,
        mime: current.type.mime,
        seconds,
        stoppedBy: current.stoppedBy,
      };
      setState({ kind: 'recorded', note, url: URL.createObjectURL(blob) });
      latestOnNote.current(note);
    };
    recorder.onerror = () => {
      endTake(current);
      take.current = null;
      setState({ kind: 'failed' });
    };
    recorder.start(SLICE_MS);
    setState({ kind: 'recording', seconds: 0 });
    current.timers.push(
      setInterval(() => {
        const seconds = Math.floor((Date.now() - current.startedAt) / 1_000);
        if (seconds >= maxSeconds) stop('time');
        else setState((was) => (was.kind === 'recording' ? { kind: 'recording', seconds } : was));
      }, 250),
    );
  };

  /** Throws the note away, to record another or to send the list without one. */
  const remove = () => {
    forgetUrl();
    setState(canRecord() ? { kind: 'idle' } : { kind: 'unsupported' });
    latestOnNote.current(null);
  };

  // Leaving the screen mid-recording lets go of the microphone.
  useEffect(
    () => () => {
      const current = take.current;
      if (current) {
        current.recorder.ondataavailable = null;
        current.recorder.onstop = null;
        if (current.recorder.state !== 'inactive') current.recorder.stop();
        endTake(current);
        take.current = null;
      }
      forgetUrl();
    },
    [],
  );

  return { state, start: () => void start(), stop: () => stop('person'), remove };
}
