import { useEffect, useRef } from 'react';
import { locale, localDigits, useMessages } from '../lib/i18n';
import { commonMessages } from './messages';

/** − count + with the count announced; + is disabled at the stock limit. */
export function QuantityStepper({
  name,
  quantity,
  max,
  onDecrease,
  onIncrease,
  focusOnMount = false,
}: {
  name: string;
  quantity: number;
  max: number;
  onDecrease: () => void;
  onIncrease: () => void;
  /** Takes the focus when it appears (it replaced the button that had it). */
  focusOnMount?: boolean;
}) {
  const t = useMessages(commonMessages);
  const group = useRef<HTMLDivElement>(null);
  // Read once: only the stepper's first appearance takes the focus.
  const focusFirst = useRef(focusOnMount);
  useEffect(() => {
    if (!focusFirst.current) return;
    const [less, more] = group.current?.querySelectorAll('button') ?? [];
    (more && !more.disabled ? more : less)?.focus();
  }, []);
  const code = useMessages(locale);
  return (
    <div ref={group} className="stepper" role="group" aria-label={t.quantityOf({ name })}>
      <button
        type="button"
        className="btn btn-outline-primary"
        onClick={onDecrease}
        aria-label={t.oneLess({ name })}
      >
        −
      </button>
      <output aria-live="polite" aria-label={t.inCart(quantity)}>
        {localDigits(String(quantity), code)}
      </output>
      <button
        type="button"
        className="btn btn-outline-primary"
        onClick={onIncrease}
        disabled={quantity >= max}
        aria-label={t.oneMore({ name })}
      >
        +
      </button>
    </div>
  );
}
