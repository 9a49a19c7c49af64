import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { backendKind } from '../../backend';
import { messageOf } from '../../backend/errors';
import { TextField } from '../../components/form-field';
import { staffAuth } from '../../components/staff-session';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { checkEmail } from './validation';

/**
 * /forgetPassword: sends the reset email. The answer is the same whether or
 * not the address has an account, so nobody can use it to learn who is staff.
 */
export default function ForgetPasswordScreen() {
  useDocumentTitle('Reset your password');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = checkEmail(email);
    setError(problem);
    setFailure(null);
    if (problem) {
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      const auth = await staffAuth();
      await auth.sendPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (caught) {
      setFailure(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container-lg page">
      <div className="auth-card">
        <h1 className="page-title">Reset your password</h1>
        {sentTo ? (
          <div className="form-card" role="status">
            <h2 className="h5 fw-bold">Check your email</h2>
            <p>
              If <strong>{sentTo}</strong> belongs to a staff account, a link to choose a new
              password is on its way. It can take a few minutes; look in the spam folder too.
            </p>
            {backendKind === 'demo' && (
              <p className="small text-body-secondary">
                Demo mode sends no real email: the reset is only recorded in this browser.
              </p>
            )}
            <Link to={paths.login.href()} className="btn btn-primary btn-lg w-100">
              Back to sign in
            </Link>
          </div>
        ) : (
          <>
            <p className="page-lead">
              Type the email you sign in with and we will send a link to choose a new password.
              Vendors and delivery persons: please ask the town admin for help.
            </p>
            <form className="form-card" onSubmit={(event) => void submit(event)} noValidate>
              {failure && (
                <div className="alert alert-danger" role="alert">
                  {failure}
                </div>
              )}
              <TextField
                label="Email"
                type="email"
                name="email"
                autoComplete="username"
                inputMode="email"
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setError(undefined);
                }}
                error={error}
              />
              <button type="submit" className="btn btn-primary btn-lg w-100" disabled={busy}>
                {busy ? 'Sending…' : 'Send the reset link'}
              </button>
              <p className="mt-3 mb-0 text-center">
                <Link to={paths.login.href()}>Back to sign in</Link>
              </p>
            </form>
          </>
        )}
      </div>
    </div>
  );
}
