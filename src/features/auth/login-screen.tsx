import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { messageOf } from '../../backend/errors';
import { TextField } from '../../components/form-field';
import { staffAuth, usePasswordPolicy, useStaffSession } from '../../components/staff-session';
import { SignOutButton } from '../../components/staff-views';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { demoSignIns, showDemoHints } from './demo-hints';
import { authMessages } from './messages';
import { validateEmailSignIn, type SignInErrors } from './validation';

/**
 * /login: admins sign in with email and password. The admin screens show
 * this same form in place (`embedded`) while nobody is signed in, and move
 * on by themselves once the sign-in lands; on /login itself a successful
 * sign-in goes to /admin.
 */
export default function LoginScreen({ embedded = false }: { embedded?: boolean }) {
  const t = useMessages(authMessages);
  useDocumentTitle(t.staffSignIn);
  const navigate = useNavigate();
  const policy = usePasswordPolicy();
  const session = useStaffSession();
  const [form, setForm] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<SignInErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: 'email' | 'password') => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateEmailSignIn(form, policy);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      const auth = await staffAuth();
      await auth.signInWithEmail(form.email.trim(), form.password);
      if (!embedded) void navigate(paths.admin.href());
      else setBusy(false);
    } catch (error) {
      setFailure(messageOf(error));
      setForm((current) => ({ ...current, password: '' }));
      setBusy(false);
    }
  };

  const signedIn = !embedded && session.status === 'ready' ? session.user : null;

  return (
    <div className="container-lg page">
      <div className="auth-card">
        <h1 className="page-title">{t.staffSignIn}</h1>
        <p className="page-lead">
          {t.adminLead} <Link to={paths.vendorLogin.href()}>{t.vendorSignInLink}</Link> ·{' '}
          <Link to={paths.deliveryLogin.href()}>{t.deliverySignInLink}</Link>
          {t.sentenceEnd}
        </p>
        {signedIn && (
          <div className="alert alert-info d-flex flex-wrap align-items-center gap-2">
            <span className="flex-grow-1">
              {signedIn.email ? t.signedInAs({ name: signedIn.email }) : t.signedIn}
            </span>
            <Link to={paths.admin.href()} className="btn btn-primary btn-sm">
              {t.openAdmin}
            </Link>
            <SignOutButton className="btn btn-outline-secondary btn-sm" />
          </div>
        )}
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
            value={form.email}
            onChange={(event) => change('email')(event.target.value)}
            error={errors.email}
          />
          <TextField
            label={t.password}
            type="password"
            name="password"
            autoComplete="current-password"
            value={form.password}
            onChange={(event) => change('password')(event.target.value)}
            error={errors.password}
          />
          <button type="submit" className="btn btn-primary btn-lg w-100" disabled={busy}>
            {busy ? t.signingIn : t.signIn}
          </button>
          <p className="mt-3 mb-0 text-center">
            <Link to={paths.forgetPassword.href()}>{t.forgotPassword}</Link>
          </p>
        </form>
        {showDemoHints && (
          <p className="small text-body-secondary mt-3">
            {t.demoAdminBefore} <strong>{demoSignIns.admin.email}</strong> {t.demoAdminMiddle}{' '}
            <strong>{demoSignIns.admin.password}</strong>
            {t.sentenceEnd}
          </p>
        )}
      </div>
    </div>
  );
}
