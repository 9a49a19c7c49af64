import { useEffect, useState } from 'react';
import type { PasswordPolicy } from '../../backend/types';
import { staffAuth } from '../../components/staff-session';
import { defaultPasswordPolicy } from './validation';

/**
 * The server's password policy (Firebase Auth's `validatePassword`), read
 * once when a sign-in form opens. Until it arrives, or if it cannot be read,
 * the 6-character minimum holds.
 */
export function usePasswordPolicy(): PasswordPolicy {
  const [policy, setPolicy] = useState<PasswordPolicy>(defaultPasswordPolicy);
  useEffect(() => {
    let current = true;
    staffAuth()
      .then((auth) => auth.passwordPolicy())
      .then(
        (loaded) => current && setPolicy(loaded),
        () => undefined, // keep the default; the sign-in itself will report a real problem
      );
    return () => {
      current = false;
    };
  }, []);
  return policy;
}
