/**
 * A short two-tone chime made with Web Audio (no audio file to download),
 * for staff screens when new work arrives. Browsers only let a page make
 * sound after the person has interacted with it, so screens call
 * `primeAlertSound` on their first tap; until then the chime stays silent and
 * the badge in the tab title does the telling.
 */
type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

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
  return context;
}

/** Unlocks sound for this page; call from a tap or key press. */
export function primeAlertSound(): void {
  const ready = audio();
  if (ready?.state === 'suspended') void ready.resume().catch(() => undefined);
}

export function playAlertSound(): void {
  const ready = audio();
  if (!ready || ready.state !== 'running') return;
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
    // No sound this time: the list and the title badge still show the news.
  }
}
