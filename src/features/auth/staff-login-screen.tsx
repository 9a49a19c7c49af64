import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { messageOf } from '../../backend/errors';
import type { StaffKind, StaffRecord } from '../../backend/types';
import { TextField } from '../../components/form-field';
import { staffAuth, useStaffAccess } from '../../components/staff-session';
import { SignOutButton } from '../../components/staff-views';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { useStaffStore } from '../../stores/staff-store';
import { demoSignIns, showDemoHints } from './demo-hints';
import { usePasswordPolicy } from './use-password-policy';
import { validatePhoneSignIn, type SignInErrors } from './validation';

const wording: Record<StaffKind, { title: string; who: string; lead: string }> = {
  vendor: {
    title: 'Vendor sign in',
    who: 'vendor',
    lead: 'Shop owners: sign in with the mobile number and password the admin gave you to see your orders live.',
  },
  delivery: {
    title: 'Delivery sign in',
    who: 'delivery',
    lead: 'Delivery persons: sign in with the mobile number and password the admin gave you.',
  },
};

/** Where each kind of staff works once signed in. */
export function staffHome(record: StaffRecord): string {
  return record.kind === 'vendor'
    ? paths.vendor.href(record.category ?? 'shop')
    : paths.deliveryScreen.href();
}

/**
 * /vendorLogin and /deliveryLogin: phone + password. A match yields the
 * person's record, kept in the staff store and under the seed's storage key;
 * an unknown phone, a wrong password and a deactivated account all get the
 * same sentence, so the screen never tells which phones have accounts.
 */
export default function StaffLoginScreen({ kind }: { kind: StaffKind }) {
  const words = wording[kind];
  useDocumentTitle(words.title);
  const navigate = useNavigate();
  const policy = usePasswordPolicy();
  const access = useStaffAccess(kind);
  const [form, setForm] = useState({ phone: '', password: '' });
  const [errors, setErrors] = useState<SignInErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: 'phone' | 'password') => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validatePhoneSignIn(form, policy);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      const auth = await staffAuth();
      const record = await auth.signInStaffByPhone(kind, form.phone, form.password);
      if (!record) {
        setFailure(
          `That mobile number and password do not match an active ${words.who} account. Check both and try again, or ask the admin.`,
        );
        setForm((current) => ({ ...current, password: '' }));
        setBusy(false);
        return;
      }
      useStaffStore.getState().saveRecord(record);
      void navigate(staffHome(record));
    } catch (error) {
      setFailure(messageOf(error));
      setBusy(false);
    }
  };

  const demo = demoSignIns[kind];

  return (
    <div className="container-lg page">
      <div className="auth-card">
        <h1 className="page-title">{words.title}</h1>
        <p className="page-lead">{words.lead}</p>
        {access.status === 'ready' && !busy && (
          <div className="alert alert-info d-flex flex-wrap align-items-center gap-2">
            <span className="flex-grow-1">You are signed in as {access.record.name}.</span>
            <Link to={staffHome(access.record)} className="btn btn-primary">
              Continue
            </Link>
            <SignOutButton />
          </div>
        )}
        <form className="form-card" onSubmit={(event) => void submit(event)} noValidate>
          {failure && (
            <div className="alert alert-danger" role="alert">
              {failure}
            </div>
          )}
          <TextField
            label="Mobile number"
            type="tel"
            name="phone"
            autoComplete="username"
            inputMode="tel"
            placeholder="98765 43210"
            value={form.phone}
            onChange={(event) => change('phone')(event.target.value)}
            error={errors.phone}
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
        </form>
        {showDemoHints && (
          <p className="small text-body-secondary mt-3">
            Demo mode: sign in with <strong>{demo.phone}</strong> and the password{' '}
            <strong>{demo.password}</strong>.
          </p>
        )}
        <p className="small mt-2">
          Admin? <Link to={paths.login.href()}>Sign in with email</Link>.
        </p>
      </div>
    </div>
  );
}
