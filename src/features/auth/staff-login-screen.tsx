import { Link, useNavigate } from 'react-router-dom';
import type { StaffKind, StaffRecord } from '../../port/types';
import { useForm } from '../../components/form';
import { TextField } from '../../components/form-field';
import { usePasswordPolicy, usePhoneSignIn, useStaffAccess } from '../../data/staff-session';
import { SignOutButton } from '../../widgets/staff-views';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { demoSignIns, showDemoHints } from './demo-hints';
import { authMessages } from './messages';
import { validatePhoneSignIn } from './validation';
import { AuthField, AuthForm } from './auth-form';

/** Where each kind of staff works once signed in. */
export function staffHome(record: StaffRecord): string {
  return record.kind === 'vendor'
    ? paths.vendor.href(record.category ?? 'shop')
    : paths.deliveryScreen.href();
}

/**
 * /vendorLogin and /deliveryLogin: phone + password. A match yields the
 * person's record, kept in the staff store and under its storage key
 * (`usePhoneSignIn`);
 * an unknown phone, a wrong password and a deactivated account all get the
 * same sentence, so the screen never tells which phones have accounts.
 */
export default function StaffLoginScreen({ kind }: { kind: StaffKind }) {
  const t = useMessages(authMessages);
  const words =
    kind === 'vendor'
      ? { title: t.vendorSignIn, lead: t.vendorLead, noMatch: t.vendorNoMatch }
      : { title: t.deliverySignIn, lead: t.deliveryLead, noMatch: t.deliveryNoMatch };
  useDocumentTitle(words.title);
  const navigate = useNavigate();
  const policy = usePasswordPolicy();
  const access = useStaffAccess(kind);
  const signIn = usePhoneSignIn(kind);
  const form = useForm({
    initial: { phone: '', password: '' },
    validate: (values) => validatePhoneSignIn(values, policy),
    mutation: signIn,
    send: async ({ phone, password }) => {
      const record = await signIn.mutateAsync({ phone, password });
      if (!record) {
        form.setField('password', '');
        return words.noMatch;
      }
      void navigate(staffHome(record));
    },
  });

  const demo = demoSignIns[kind];

  return (
    <div className="container-lg page">
      <div className="auth-card">
        <h1 className="page-title">{words.title}</h1>
        <p className="page-lead">{words.lead}</p>
        {access.status === 'ready' && !form.sending && (
          <div className="alert alert-info d-flex flex-wrap align-items-center gap-2">
            <span className="flex-grow-1">{t.signedInAs({ name: access.record.name })}</span>
            <Link to={staffHome(access.record)} className="btn btn-primary">
              {t.continue}
            </Link>
            <SignOutButton />
          </div>
        )}
        <AuthForm form={form} submitLabel={t.signIn} busyLabel={t.signingIn}>
          <TextField
            label={t.mobileNumber}
            type="tel"
            autoComplete="username"
            inputMode="tel"
            placeholder="98765 43210"
            {...form.text('phone')}
          />
          <AuthField kind="password" {...form.text('password')} />
        </AuthForm>
        {showDemoHints && (
          <p className="small text-body-secondary mt-3">
            {t.demoStaffBefore} <strong>{demo.phone}</strong> {t.demoStaffMiddle}{' '}
            <strong>{demo.password}</strong>
            {t.sentenceEnd}
          </p>
        )}
        <p className="small mt-2">
          {t.adminQuestion} <Link to={paths.login.href()}>{t.signInWithEmail}</Link>
          {t.sentenceEnd}
        </p>
      </div>
    </div>
  );
}
