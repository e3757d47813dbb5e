import { STAFF_MESSAGES } from '@portico/application';
import type { ReactNode } from 'react';
import { useSiteConfig } from '../config/site-config-context';
import type { NavigationState } from '../navigation/navigation-state';
import { NavLink, useNavigate } from '../navigation/router';
import { useNavigationStateToast } from '../navigation/use-navigation-state-toast';
import { Button } from '../ui/button';
import '../ui/site-header.css';
import { MAIN_CONTENT_ID, SkipLink } from '../ui/skip-link';
import { staffNavigation } from './staff-pages';
import type { StaffMember } from './staff-queries';
import { useStaffLogOut } from './staff-queries';

/**
 * The frame of every staff page: a skip link, the institution's banner naming the admissions office,
 * and for a signed-in staff member the area's navigation (the pages of staff-pages.tsx they may see), who is signed in and 'Log out'.
 */
export function StaffLayout({ member, children }: { member?: StaffMember; children: ReactNode }) {
  const { institution } = useSiteConfig();
  useNavigationStateToast();
  return (
    <div className="staff">
      <SkipLink />
      <header className="site-header">
        <div className="site-header__inner">
          <div className="site-header__names">
            <p className="site-header__institution">{institution.name}</p>
            <p className="site-header__title">{STAFF_MESSAGES.areaTitle}</p>
          </div>
          {member && <SignedInAs member={member} />}
        </div>
        {member && (
          <nav className="staff-nav" aria-label={STAFF_MESSAGES.navigationLabel}>
            <ul className="staff-nav__list">
              {staffNavigation(member).map((entry) => (
                <li key={entry.path}>
                  <NavLink to={entry.path}>{entry.label}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <main
        id={MAIN_CONTENT_ID}
        className={member ? 'staff__main' : 'staff__main staff__main--cards'}
        tabIndex={-1}
      >
        {children}
      </main>
    </div>
  );
}

function SignedInAs({ member }: { member: StaffMember }) {
  const logOut = useStaffLogOut();
  const navigate = useNavigate();
  const onLogOut = () => {
    if (logOut.isPending) return;
    logOut.mutate(undefined, {
      // Signed out either way: the server's session is gone or the page forgets it.
      onSettled: () => {
        const state: NavigationState = { successMessage: STAFF_MESSAGES.signedOut };
        navigate('/staff/login', { state });
      },
    });
  };
  return (
    <div className="staff-header__member">
      <p className="staff-header__email">
        {STAFF_MESSAGES.signedInAs} <strong>{member.email}</strong>
      </p>
      <Button variant="secondary" onClick={onLogOut} aria-busy={logOut.isPending || undefined}>
        {STAFF_MESSAGES.logOut}
      </Button>
    </div>
  );
}
