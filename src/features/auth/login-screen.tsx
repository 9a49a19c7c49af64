import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { messageOf } from '../../backend/errors';
import { TextField } from '../../components/form-field';
import { staffAuth, useStaffSession } from '../../components/staff-session';
import { SignOutButton } from '../../components/staff-views';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { demoSignIns, showDemoHints } from './demo-hints';
import { usePasswordPolicy } from './use-password-policy';
import { validateEmailSignIn, type SignInErrors } from './validation';

/**
 * /login: admins sign in with email and password. The admin screens show
 * this same form in place (`embedded`) while nobody is signed in, and move
 * on by themselves once the sign-in lands; on /login itself a successful
 * sign-in goes to /admin.
 */
export default function LoginScreen({ embedded = false }: { embedded?: boolean }) {
  useDocumentTitle('Staff sign in');
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
        <h1 className="page-title">Staff sign in</h1>
        <p className="page-lead">
          For the town’s admins. Vendors and delivery persons sign in with their phone:{' '}
          <Link to={paths.vendorLogin.href()}>vendor sign-in</Link> ·{' '}
          <Link to={paths.deliveryLogin.href()}>delivery sign-in</Link>.
        </p>
        {signedIn && (
          <div className="alert alert-info d-flex flex-wrap align-items-center gap-2">
            <span className="flex-grow-1">
              You are signed in{signedIn.email ? ` as ${signedIn.email}` : ''}.
            </span>
            <Link to={paths.admin.href()} className="btn btn-primary btn-sm">
              Open admin
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
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            value={form.email}
            onChange={(event) => change('email')(event.target.value)}
            error={errors.email}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={form.password}
            onChange={(event) => change('password')(event.target.value)}
            error={errors.password}
          />
          <button type="submit" className="btn btn-primary btn-lg w-100" disabled={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
          <p className="mt-3 mb-0 text-center">
            <Link to={paths.forgetPassword.href()}>Forgot your password?</Link>
          </p>
        </form>
        {showDemoHints && (
          <p className="small text-body-secondary mt-3">
            Demo mode: sign in as <strong>{demoSignIns.admin.email}</strong> with the password{' '}
            <strong>{demoSignIns.admin.password}</strong>.
          </p>
        )}
      </div>
    </div>
  );
}
