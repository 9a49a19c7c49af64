import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useStaffSession } from '../../../components/staff-session';
import { SignOutButton } from '../../../components/staff-views';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n';
import { useAdminCollections } from '../config/collections';
import { adminMessages } from '../messages';

/** The admin screens' header: who is signed in, sign-out, and every section one tap away. */
export function AdminFrame({ children }: { children: ReactNode }) {
  const t = useMessages(adminMessages);
  const sections = useAdminCollections();
  const session = useStaffSession();
  const email = session.status === 'ready' ? session.user?.email : null;
  const nav = useRef<HTMLElement>(null);

  // On a narrow screen the sections scroll sideways: bring the current one into view.
  useEffect(() => {
    const bar = nav.current;
    const current = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!bar || !current) return;
    bar.scrollLeft = current.offsetLeft - (bar.clientWidth - current.offsetWidth) / 2;
  });

  return (
    <div className="container-xl page admin">
      <div className="admin-head">
        <span className="admin-kicker">{t.townAdmin}</span>
        <div className="admin-who">
          {email && <span className="text-body-secondary small">{email}</span>}
          <SignOutButton className="btn btn-outline-secondary btn-sm" />
        </div>
      </div>
      <nav ref={nav} className="admin-nav" aria-label={t.adminSections}>
        <NavLink to={paths.admin.href()} end>
          {t.dashboard}
        </NavLink>
        {sections.map((config) => (
          <NavLink key={config.type} to={paths.adminCollection.href(config.type)}>
            {config.title}
          </NavLink>
        ))}
      </nav>
      {children}
    </div>
  );
}
