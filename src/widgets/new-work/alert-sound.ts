import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { readStored, storageKeys, writeStored } from '../../lib/storage';

/**
 * A short two-tone chime made with Web Audio (no audio file to download),
 * for staff screens when new work arrives.
 *
 * Browsers keep a page silent until the person has tapped it. So the screens
 * ask for one tap to turn the sound on (`turnSoundOn`), and this browser
 * remembers the choice. On a later visit most browsers want a tap again
 * before they play anything: the screen says so, and its first tap anywhere
 * (`primeAlertSound`) wakes the sound without asking again.
 */
export type SoundState =
  /** This browser has no Web Audio: nothing can chime. */
  | 'unavailable'
  /** Not turned on here (or turned off). */
  | 'off'
  /** Turned on, but the browser wants a tap on this visit before it plays. */
  | 'asleep'
  /** New work chimes. */
  | 'on';

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  const withPrefix = window as Window & { webkitAudioContext?: AudioContextClass };
  return window.AudioContext ?? withPrefix.webkitAudioContext ?? null;
}

function audio(): AudioContext | null {
  if (context) return context;
  const Context = audioContextClass();
  if (!Context) return null;
  try {
    context = new Context();
  } catch {
    return null; // too many contexts, or audio disabled
  }
  // Suspended and resumed by the browser, not only by us: the screen shows what is true.
  context.addEventListener('statechange', notify);
  return context;
}

/** Whether the person turned the sound on in this browser (read each time: storage is the record). */
const soundWanted = (): boolean => readStored(storageKeys.alertSound, v.boolean()) === true;

export function soundState(): SoundState {
  if (!audioContextClass()) return 'unavailable';
  if (!soundWanted()) return 'off';
  return context?.state === 'running' ? 'on' : 'asleep';
}

function subscribeSound(listener: () => void): () => void {
  listeners.add(listener);
  // Turned on before: make the context now, so a browser that allows sound at once is seen to.
  if (soundWanted() && !context && audio()) queueMicrotask(notify);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether new work will chime, as it changes. */
export function useSoundState(): SoundState {
  return useSyncExternalStore(subscribeSound, soundState, soundState);
}

/**
 * Turns the sound on and remembers it; call from a tap. Plays the chime once,
 * so the person knows what to listen for.
 */
export function turnSoundOn(): void {
  writeStored(storageKeys.alertSound, true);
  const ready = audio();
  notify();
  if (!ready) return;
  void ready.resume().then(playAlertSound, () => undefined);
}

/** Turns the sound off here, and remembers that. */
export function turnSoundOff(): void {
  writeStored(storageKeys.alertSound, false);
  notify();
}

/** Wakes a sound turned on before, on this visit's first tap or key press anywhere. */
export function primeAlertSound(): void {
  if (!soundWanted()) return;
  const ready = audio();
  if (ready?.state === 'suspended') void ready.resume().catch(() => undefined);
}

/** Plays the chime if the sound is on; silent otherwise. */
export function playAlertSound(): void {
  if (soundState() !== 'on' || !context) return;
  const ready = context;
  try {
    const start = ready.currentTime;
    [
      [0, 880],
      [0.18, 1320],
    ].forEach(([offset = 0, frequency = 880]) => {
      const tone = ready.createOscillator();
      const volume = ready.createGain();
      tone.type = 'sine';
      tone.frequency.value = frequency;
      volume.gain.setValueAtTime(0.0001, start + offset);
      volume.gain.exponentialRampToValueAtTime(0.25, start + offset + 0.02);
      volume.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.16);
      tone.connect(volume).connect(ready.destination);
      tone.start(start + offset);
      tone.stop(start + offset + 0.17);
    });
  } catch {
    // No sound this time: the banner, the buzz and the title still tell.
  }
}
