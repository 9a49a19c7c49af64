import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { messageOf } from '../backend/errors';
import { paths } from '../config/paths';
import { ProblemView } from './screen-status';
import { signOutStaff } from './staff-session';

/** Signs the person out; the screen they are on notices and moves on by itself. */
export function SignOutButton({
  className = 'btn btn-outline-secondary',
  onSignedOut,
}: {
  className?: string;
  onSignedOut?: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signOut = async () => {
    setBusy(true);
    setError(null);
    try {
      await signOutStaff();
      onSignedOut?.();
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={className} onClick={() => void signOut()} disabled={busy}>
        {busy ? 'Signing out…' : 'Sign out'}
      </button>
      {error && (
        <span className="d-block text-danger small mt-1" role="alert">
          {error}
        </span>
      )}
    </>
  );
}

/** "You are signed in, but this screen is not for you": no data, a way out. */
export function StaffNotAllowed({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ProblemView
      title={title}
      action={
        <div className="d-flex flex-wrap gap-2 justify-content-center">
          <SignOutButton className="btn btn-primary btn-lg" />
          <Link to={paths.home.href()} className="btn btn-outline-secondary btn-lg">
            Go to the home page
          </Link>
        </div>
      }
    >
      {children}
    </ProblemView>
  );
}
