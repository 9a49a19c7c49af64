import { useEffect, useState } from 'react';
import { messageOf } from '../backend/errors';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; error: string }
  | { status: 'ready'; value: T };

/** One document read for a screen, with its loading, missing and failed states. */
export function useLoaded<T>(key: string, read: () => Promise<T | null>) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    read().then(
      (value) => current && setState(value ? { status: 'ready', value } : { status: 'missing' }),
      (error: unknown) => current && setState({ status: 'failed', error: messageOf(error) }),
    );
    return () => {
      current = false;
    };
    // `read` is rebuilt every render; `key` says when it reads something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  return { state, retry: () => setAttempt((count) => count + 1) };
}
