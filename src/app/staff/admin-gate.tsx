import { LoadingView, ProblemView } from '../../components/screen-status';
import { retrySessionWatch, useAdminRole, useStaffSession } from '../../data/staff-session';
import { StaffNotAllowed } from '../../widgets/staff-views';
import { useDocumentTitle } from '../../components/use-document-title';
import { useMessages } from '../../lib/i18n';
import { lazyScreen } from '../lazy-screen';
import { gateMessages } from './messages';

/*
 * The role guard of /admin and /admin/{type}. Nobody signed in: the sign-in
 * form, in place. Signed in with the admin role (admins/{uid}.role equal to
 * the build setting): the admin screen. Signed in without it (a vendor, a
 * delivery person, anyone else): "not allowed", and no admin screen code or
 * data is loaded. The backend's rules refuse the data regardless.
 */
const Login = lazyScreen(() => import('../../features/auth/login-screen'));
const Dashboard = lazyScreen(() => import('../../features/admin/dashboard-screen'));
const Collection = lazyScreen(() => import('../../features/admin/collection-screen'));

function Retry({ error, onRetry }: { error: string; onRetry: () => void }) {
  const t = useMessages(gateMessages);
  return (
    <ProblemView
      title={t.couldNotCheck}
      action={
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t.tryAgain}
        </button>
      }
    >
      <p className="mb-0">{error}</p>
    </ProblemView>
  );
}

function NotAllowed() {
  const t = useMessages(gateMessages);
  useDocumentTitle(t.notAllowed);
  return (
    <StaffNotAllowed title={t.forAdmins}>
      <p className="mb-0">{t.noAdminRole}</p>
    </StaffNotAllowed>
  );
}

export default function AdminGate({ screen }: { screen: 'dashboard' | 'collection' }) {
  const t = useMessages(gateMessages);
  const session = useStaffSession();
  const user = session.status === 'ready' ? session.user : null;
  const role = useAdminRole(user?.uid ?? null);

  if (session.status === 'loading') return <LoadingView />;
  if (session.status === 'failed')
    return <Retry error={session.error} onRetry={retrySessionWatch} />;
  if (!user) return <Login embedded />;
  if (role.status === 'loading') return <LoadingView label={t.checkingAccess} />;
  if (role.status === 'failed') return <Retry error={role.error} onRetry={role.retry} />;
  if (!role.value) return <NotAllowed />;
  return screen === 'dashboard' ? <Dashboard /> : <Collection />;
}
