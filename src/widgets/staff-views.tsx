import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { messageOf } from '../port/errors';
import { paths } from '../config/paths';
import { useMessages } from '../lib/i18n';
import { staffCommonMessages } from '../components/messages';
import { ProblemView } from '../components/screen-status';
import { useSignOut } from '../data/staff-session';

/** Signs the person out; the screen they are on notices and moves on by itself. */
export function SignOutButton({
  className = 'btn btn-outline-secondary',
  onSignedOut,
}: {
  className?: string;
  onSignedOut?: () => void;
}) {
  const t = useMessages(staffCommonMessages);
  const signingOut = useSignOut();
  // Signed out, the button stays busy until the screen it is on moves on.
  const busy = signingOut.isPending || signingOut.isSuccess;
  const signOut = async () => {
    try {
      await signingOut.mutateAsync();
    } catch {
      return; // said below, from the mutation
    }
    onSignedOut?.();
  };
  return (
    <>
      <button type="button" className={className} onClick={() => void signOut()} disabled={busy}>
        {busy ? t.signingOut : t.signOut}
      </button>
      {signingOut.isError && (
        <span className="d-block text-danger small mt-1" role="alert">
          {messageOf(signingOut.error)}
        </span>
      )}
    </>
  );
}

/** "You are signed in, but this screen is not for you": no data, a way out. */
export function StaffNotAllowed({ title, children }: { title: string; children: ReactNode }) {
  const t = useMessages(staffCommonMessages);
  return (
    <ProblemView
      title={title}
      action={
        <div className="d-flex flex-wrap gap-2 justify-content-center">
          <SignOutButton className="btn btn-primary btn-lg" />
          <Link to={paths.home.href()} className="btn btn-outline-secondary btn-lg">
            {t.goHome}
          </Link>
        </div>
      }
    >
      {children}
    </ProblemView>
  );
}
