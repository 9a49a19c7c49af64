import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { backendKind } from '../../backend';
import { messageOf } from '../../backend/errors';
import { TextField } from '../../components/form-field';
import { staffAuth } from '../../components/staff-session';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { authMessages } from './messages';
import { checkEmail } from './validation';

/**
 * /forgetPassword: sends the reset email. The answer is the same whether or
 * not the address has an account, so nobody can use it to learn who is staff.
 */
export default function ForgetPasswordScreen() {
  const t = useMessages(authMessages);
  useDocumentTitle(t.resetTitle);
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
        <h1 className="page-title">{t.resetTitle}</h1>
        {sentTo ? (
          <div className="form-card" role="status">
            <h2 className="h5 fw-bold">{t.checkEmail}</h2>
            <p>
              {t.resetSentBefore} <strong>{sentTo}</strong> {t.resetSentAfter}
            </p>
            {backendKind === 'demo' && <p className="small text-body-secondary">{t.demoNoEmail}</p>}
            <Link to={paths.login.href()} className="btn btn-primary btn-lg w-100">
              {t.backToSignIn}
            </Link>
          </div>
        ) : (
          <>
            <p className="page-lead">{t.resetLead}</p>
            <form className="form-card" onSubmit={(event) => void submit(event)} noValidate>
              {failure && (
                <div className="alert alert-danger" role="alert">
                  {failure}
                </div>
              )}
              <TextField
                label={t.email}
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
                {busy ? t.sending : t.sendResetLink}
              </button>
              <p className="mt-3 mb-0 text-center">
                <Link to={paths.login.href()}>{t.backToSignIn}</Link>
              </p>
            </form>
          </>
        )}
      </div>
    </div>
  );
}
