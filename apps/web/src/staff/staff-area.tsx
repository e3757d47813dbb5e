import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '../navigation/router';
import { Spinner } from '../ui/spinner';
import { StaffApplicationScreen } from './staff-application-screen';
import { StaffApplicationsScreen } from './staff-applications-screen';
import { StaffAuditScreen } from './staff-audit-screen';
import { StaffInviteScreen } from './staff-invite-screen';
import { StaffLayout } from './staff-layout';
import { StaffLoginScreen } from './staff-login-screen';
import { StaffMembersScreen } from './staff-members-screen';
import { StaffReadingScreen } from './staff-reading-screen';
import { staffSessionQueryOptions, type StaffMember } from './staff-queries';
import { StaffSetupScreen } from './staff-setup-screen';
import { StaffStuckScreen } from './staff-stuck-screen';
import { STAFF_LOGIN_PATH, useSignOutWhenUnauthorized } from './use-sign-out-when-unauthorized';
import './staff.css';

const APPLICATION_PATH = /^\/staff\/applications\/([0-9a-f-]{36})$/;
const READING_PATH = /^\/staff\/applications\/([0-9a-f-]{36})\/read$/;

/**
 * The admissions office's pages (issue 17), every path under /staff: loaded as one chunk of its
 * own when such a path is first opened (app/routes.tsx), so that an applicant's visit carries
 * nothing of them. Setup and sign-in are open; the rest need a whole staff session.
 */
export function StaffArea() {
  const path = useLocation().pathname.replace(/(.)\/$/, '$1');
  if (path === '/staff/setup')
    return (
      <StaffLayout>
        <StaffSetupScreen />
      </StaffLayout>
    );
  if (path === STAFF_LOGIN_PATH)
    return (
      <StaffLayout>
        <StaffLoginScreen />
      </StaffLayout>
    );
  if (path === '/staff')
    return <SignedIn>{(member) => <StaffApplicationsScreen member={member} />}</SignedIn>;
  if (path === '/staff/stuck') return <SignedIn>{() => <StaffStuckScreen />}</SignedIn>;
  if (path === '/staff/audit') return <SignedIn>{(member) => <StaffAuditScreen member={member} />}</SignedIn>;
  if (path === '/staff/members')
    return <SignedIn>{(member) => <StaffMembersScreen member={member} />}</SignedIn>;
  if (path === '/staff/invite')
    return <SignedIn>{(member) => <StaffInviteScreen member={member} />}</SignedIn>;
  const reading = READING_PATH.exec(path);
  if (reading?.[1]) {
    const id = reading[1];
    return <SignedIn>{(member) => <StaffReadingScreen key={id} id={id} member={member} />}</SignedIn>;
  }
  const application = APPLICATION_PATH.exec(path);
  if (application?.[1]) {
    const id = application[1];
    return <SignedIn>{() => <StaffApplicationScreen key={id} id={id} />}</SignedIn>;
  }
  return <Navigate replace to="/staff" />;
}

/** A screen for a signed-in staff member; anyone else is sent to sign in. */
function SignedIn({ children }: { children: (member: StaffMember) => ReactNode }) {
  const session = useQuery(staffSessionQueryOptions);
  useSignOutWhenUnauthorized(session.error);
  if (!session.data)
    return (
      <StaffLayout>
        <div className="staff-loading">
          <Spinner />
        </div>
      </StaffLayout>
    );
  return <StaffLayout member={session.data}>{children(session.data)}</StaffLayout>;
}
