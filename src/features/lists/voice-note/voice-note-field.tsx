import type { ReactNode } from 'react';
import { locale, useMessages } from '../../../lib/i18n';
import { clockOf } from '../../../widgets/shop-list/clock';
import { Icon } from '../../../components/icons';
import { useVoiceRecorder, type VoiceNote } from './use-voice-recorder';
import { voiceNoteMessages } from './messages';
import { TitledSection } from '../../../components/titled-section';

// Drawn here, not in icons.tsx (part of the first paint): only /sendList records.
const MicIcon = () => (
  <Icon>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21" />
  </Icon>
);

/**
 * A list's voice note: one tap to record, a running clock, one to stop (it
 * stops by itself at `maxSeconds`), then the note to play back, to record
 * again or to remove. Where the browser cannot record, or the microphone is
 * refused, it says so and what to do instead.
 */
export function VoiceNoteField({
  maxSeconds,
  maxBytes,
  onNote,
  initial = null,
  disabled = false,
}: {
  maxSeconds: number;
  maxBytes: number;
  onNote: (note: VoiceNote | null) => void;
  /** A note kept from a list sent before, sent again. */
  initial?: VoiceNote | null;
  disabled?: boolean;
}) {
  const t = useMessages(voiceNoteMessages);
  const code = useMessages(locale);
  const recorder = useVoiceRecorder({ maxSeconds, maxBytes, onNote, initial });
  const { state } = recorder;
  const most = clockOf(maxSeconds, code);

  /** A button that starts recording: the first time, again, or after a failure. */
  const start = (label: ReactNode, look = '') => (
    <button
      type="button"
      className={`btn btn-outline-primary ${look}`.trim()}
      onClick={recorder.start}
      disabled={disabled}
    >
      {label}
    </button>
  );

  /** Why it cannot record; said aloud when it follows a tap, not when the screen opens with it. */
  const problem = (text: string, again: boolean, told = true) => (
    <div className="voice-note-problem">
      <p className="mb-2" role={told ? 'alert' : undefined}>
        {text}
      </p>
      {again && start(t.tryAgain)}
    </div>
  );

  return (
    <TitledSection look="part" className="voice-note" title={t.title}>
      <p className="small text-body-secondary mb-2">{t.lead}</p>
      {state.kind === 'idle' &&
        start(
          <>
            <MicIcon /> {t.record}
          </>,
          'voice-note-record',
        )}
      {state.kind === 'asking' && (
        <p className="mb-0" role="status">
          {t.asking}
        </p>
      )}
      {state.kind === 'recording' && (
        <div className="voice-note-recording">
          <span className="voice-note-dot" aria-hidden="true" />
          <span className="fw-semibold">{t.recording}</span>
          <span role="timer" className="voice-note-clock" translate="no">
            {t.timer({ elapsed: clockOf(state.seconds, code), most })}
          </span>
          <button type="button" className="btn btn-danger" onClick={recorder.stop}>
            {t.stop}
          </button>
        </div>
      )}
      {state.kind === 'recorded' && (
        <div className="voice-note-recorded">
          <p className="mb-2" role="status">
            {t.recorded({ length: clockOf(state.note.seconds, code) })}
            {state.note.stoppedBy === 'time' && <> {t.stoppedAtTime({ most })}</>}
            {state.note.stoppedBy === 'size' && <> {t.stoppedAtSize}</>}
          </p>
          <audio controls src={state.url} aria-label={t.player} className="voice-note-player" />
          <div className="d-flex flex-wrap gap-2 mt-2">
            {start(
              <>
                <MicIcon /> {t.again}
              </>,
            )}
            <button
              type="button"
              className="btn btn-outline-danger"
              onClick={recorder.remove}
              disabled={disabled}
            >
              {t.remove}
            </button>
          </div>
        </div>
      )}
      {state.kind === 'unsupported' && problem(t.unsupported, false, false)}
      {state.kind === 'denied' && problem(t.denied, true)}
      {state.kind === 'no-microphone' && problem(t.noMicrophone, false)}
      {state.kind === 'failed' && problem(t.failed, true)}
    </TitledSection>
  );
}
