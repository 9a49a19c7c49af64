import { useId, useRef, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useStaffSession } from '../../../data/staff-session';
import { SignOutButton } from '../../../widgets/staff-views';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n';
import { sectionGroups, useAdminCollections } from '../sections';
import { collectionMessages } from '../config/messages';
import { townBackupMessages } from '../backup/messages';
import { townBackupType } from '../backup/section';
import { adminListMessages } from '../lists/messages';
import { listsType } from '../lists/section';
import { adminMessages } from '../messages';

/**
 * Every section, by group: beside the page on a wide screen, all of it in
 * sight; behind one button on a phone, which names the section open now.
 */
function AdminNav() {
  const t = useMessages(adminMessages);
  const groupNames = useMessages(collectionMessages);
  const backup = useMessages(townBackupMessages);
  const lists = useMessages(adminListMessages);
  const sections = useAdminCollections();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const listsId = useId();
  const current =
    sections.find((config) => pathname === paths.adminCollection.href(config.type))?.title ??
    (pathname === paths.adminCollection.href(townBackupType)
      ? backup.title
      : pathname === paths.adminCollection.href(listsType)
        ? lists.title
        : t.dashboard);

  return (
    <nav
      className={`admin-nav${open ? ' open' : ''}`}
      aria-label={t.adminSections}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        // The list hides: the focus goes back to the button that opened it.
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="admin-nav-toggle"
        aria-expanded={open}
        aria-controls={listsId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <span className="admin-nav-toggle-label">{t.sections}</span>
        <strong>{current}</strong>
      </button>
      {/* A section chosen on a phone closes the list behind it. */}
      <div
        id={listsId}
        className="admin-nav-lists"
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
        }}
      >
        <NavLink to={paths.admin.href()} end className="admin-nav-home">
          {t.dashboard}
        </NavLink>
        {sectionGroups(sections).map(([group, configs]) => (
          <div key={group} className="admin-nav-group">
            <p id={`${listsId}-${group}`} className="admin-nav-group-name">
              {groupNames[group]}
            </p>
            <ul className="list-unstyled" aria-labelledby={`${listsId}-${group}`}>
              {configs.map((config) => (
                <li key={config.type}>
                  <NavLink to={paths.adminCollection.href(config.type)}>{config.title}</NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <NavLink to={paths.adminCollection.href(listsType)} className="admin-nav-home">
          {lists.title}
        </NavLink>
        <NavLink to={paths.adminCollection.href(townBackupType)} className="admin-nav-home">
          {backup.title}
        </NavLink>
      </div>
    </nav>
  );
}

/** The admin screens' frame: who is signed in, sign-out, and every section one tap away. */
export function AdminFrame({ children }: { children: ReactNode }) {
  const t = useMessages(adminMessages);
  const session = useStaffSession();
  const email = session.status === 'ready' ? session.user?.email : null;

  return (
    <div className="container-xl page admin">
      <div className="admin-head">
        <span className="admin-kicker">{t.townAdmin}</span>
        <div className="admin-who">
          {email && <span className="text-body-secondary small">{email}</span>}
          <SignOutButton className="btn btn-outline-secondary btn-sm" />
        </div>
      </div>
      <div className="admin-body">
        <AdminNav />
        <div className="admin-main">{children}</div>
      </div>
    </div>
  );
}
