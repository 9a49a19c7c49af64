import { useId, useState } from 'react';
import { useMessages } from '../../lib/i18n';
import { reasonChoiceMessages, reasonMessages } from './messages';
import {
  REASON_WORDS_MAX,
  reasonsFor,
  type ReasonCode,
  type StopReason,
  type StopWithReason,
} from '../../lib/order-reasons';
import { TextAreaField } from '../../components/form-field';

/**
 * Why an order stops (rejected, cancelled, not delivered): one reason from
 * the list, which the customer reads in their own language, and the staff's
 * own words, which they read as written. `check` says what is missing under
 * the choice and gives the reason once it is whole.
 */
export function useReasonChoice(stop: StopWithReason) {
  const [code, setCode] = useState<ReasonCode | null>(null);
  const [words, setWords] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const t = useMessages(reasonChoiceMessages);

  const check = (): StopReason | null => {
    const reason = words.trim();
    const problem = !code
      ? t.chooseOne
      : code === 'other' && reason.length < 3
        ? t.sayTheOther
        : reason.length > REASON_WORDS_MAX
          ? t.tooLong({ max: REASON_WORDS_MAX })
          : undefined;
    setError(problem);
    return code && !problem ? { reasonCode: code, reason } : null;
  };
  const reset = () => {
    setCode(null);
    setWords('');
    setError(undefined);
  };
  const fields = (
    <ReasonFields
      stop={stop}
      code={code}
      words={words}
      error={error}
      onCode={(next) => {
        setCode(next);
        setError(undefined);
      }}
      onWords={(next) => {
        setWords(next);
        setError(undefined);
      }}
    />
  );
  return { fields, check, reset };
}

function ReasonFields({
  stop,
  code,
  words,
  error,
  onCode,
  onWords,
}: {
  stop: StopWithReason;
  code: ReasonCode | null;
  words: string;
  error: string | undefined;
  onCode: (code: ReasonCode) => void;
  onWords: (words: string) => void;
}) {
  const t = useMessages(reasonChoiceMessages);
  const labels = useMessages(reasonMessages);
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <>
      <fieldset className="mb-2" aria-describedby={error ? errorId : undefined}>
        <legend className="form-label fs-6">{t.why}</legend>
        {reasonsFor[stop].map((reasonCode) => (
          <div key={reasonCode} className="form-check">
            <input
              className="form-check-input"
              type="radio"
              name={name}
              id={`${name}-${reasonCode}`}
              checked={code === reasonCode}
              onChange={() => onCode(reasonCode)}
            />
            <label className="form-check-label" htmlFor={`${name}-${reasonCode}`}>
              {labels[reasonCode]}
            </label>
          </div>
        ))}
      </fieldset>
      <TextAreaField
        label={code === 'other' ? t.wordsForOther : t.words}
        value={words}
        rows={2}
        maxLength={REASON_WORDS_MAX + 20}
        onChange={(event) => onWords(event.target.value)}
        className="mb-2"
      />
      {error && (
        <p id={errorId} className="text-danger small mb-2" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
