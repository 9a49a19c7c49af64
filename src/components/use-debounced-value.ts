import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: a filter typed into
 * waits for a pause in typing, so each keystroke does not cost a database
 * read or a new history entry.
 */
export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
