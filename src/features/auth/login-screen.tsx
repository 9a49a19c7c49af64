import { Link, useNavigate } from 'react-router-dom';
import { useForm } from '../../components/form';
import { useEmailSignIn, usePasswordPolicy, useStaffSession } from '../../data/staff-session';
import { SignOutButton } from '../../widgets/staff-views';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { demoSignIns, showDemoHints } from './demo-hints';
import { authMessages } from './messages';
import { validateEmailSignIn } from './validation';
import { AuthField, AuthForm } from './auth-form';

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
  const signIn = useEmailSignIn();
  const form = useForm({
    initial: { email: '', password: '' },
    validate: (values) => validateEmailSignIn(values, policy),
    mutation: signIn,
    send: async ({ email, password }) => {
      try {
        await signIn.mutateAsync({ email: email.trim(), password });
      } catch (error) {
        form.setField('password', '');
        throw error;
      }
      if (!embedded) void navigate(paths.admin.href());
    },
  });

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
        <AuthForm
          form={form}
          submitLabel={t.signIn}
          busyLabel={t.signingIn}
          footer={<Link to={paths.forgetPassword.href()}>{t.forgotPassword}</Link>}
        >
          <AuthField kind="email" {...form.text('email')} />
          <AuthField kind="password" {...form.text('password')} />
        </AuthForm>
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
