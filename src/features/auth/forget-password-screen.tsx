import { useState } from 'react';
import { Link } from 'react-router-dom';
import { backendKind } from '../../backend';
import { useForm } from '../../components/form';
import { usePasswordReset } from '../../data/staff-session';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { authMessages } from './messages';
import { validateResetRequest } from './validation';
import { AuthField, AuthForm } from './auth-form';

/**
 * /forgetPassword: sends the reset email. The answer is the same whether or
 * not the address has an account, so nobody can use it to learn who is staff.
 */
export default function ForgetPasswordScreen() {
  const t = useMessages(authMessages);
  useDocumentTitle(t.resetTitle);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const reset = usePasswordReset();
  const form = useForm({
    initial: { email: '' },
    validate: validateResetRequest,
    mutation: reset,
    send: async ({ email }) => {
      await reset.mutateAsync(email.trim());
      setSentTo(email.trim());
    },
  });

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
            <AuthForm
              form={form}
              submitLabel={t.sendResetLink}
              busyLabel={t.sending}
              footer={<Link to={paths.login.href()}>{t.backToSignIn}</Link>}
            >
              <AuthField kind="email" {...form.text('email')} />
            </AuthForm>
          </>
        )}
      </div>
    </div>
  );
}
