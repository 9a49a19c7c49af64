import { useRef, useState } from 'react';

/**
 * A step that waits for a yes before a form sends: `ask(question)` opens the
 * question (drawn by the caller from `asking`) and settles with the answer.
 */
export function useAskFirst<Question>() {
  const [asking, setAsking] = useState<Question | null>(null);
  const answer = useRef<((yes: boolean) => void) | null>(null);
  const settle = (yes: boolean) => {
    answer.current?.(yes);
    answer.current = null;
    setAsking(null);
  };
  return {
    asking,
    ask: (question: Question) =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setAsking(question);
      }),
    yes: () => settle(true),
    no: () => settle(false),
  };
}
