import { useQuery } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from '../navigation/router';
import { Spinner } from '../ui/spinner';
import { AdminsOnly } from './admins-only';
import { StaffLayout } from './staff-layout';
import { mayOpen, staffPageOf, type StaffPage } from './staff-pages';
import { staffSessionQueryOptions, type StaffMember } from './staff-queries';
import { useSignOutWhenUnauthorized } from './use-sign-out-when-unauthorized';
import './staff.css';

/**
 * The admissions office's pages (issue 17), every path under /staff: loaded as one chunk of its
 * own when such a path is first opened (app/routes.tsx), so that an applicant's visit carries
 * nothing of them, and each page's screen when it is first opened (staff-pages.tsx, the table of
 * them). Setup and sign-in are open; the rest need a whole staff session, and an admin's page shows
 * a reader only that it is for administrators. A path no page has goes to the list.
 */
export function StaffArea() {
  const path = useLocation().pathname.replace(/(.)\/$/, '$1');
  const found = staffPageOf(path);
  if (!found) return <Navigate replace to="/staff" />;
  const { page, params } = found;
  if (page.access === 'open')
    return (
      <StaffLayout>
        <Loading>
          <page.Screen />
        </Loading>
      </StaffLayout>
    );
  return (
    <SignedIn>
      {(member) => (
        <Loading>
          <SignedInPage page={page} member={member} params={params} />
        </Loading>
      )}
    </SignedIn>
  );
}

function SignedInPage({
  page,
  member,
  params,
}: {
  page: Extract<StaffPage, { access: 'reader' | 'admin' }>;
  member: StaffMember;
  params: Readonly<Record<string, string>>;
}) {
  if (!mayOpen(page, member)) return <AdminsOnly header={page.title} />;
  return <page.Screen member={member} params={params} />;
}

/** The spinner while a page's screen is fetched, inside the area's frame. */
function Loading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="staff-loading">
          <Spinner />
        </div>
      }
    >
      {children}
    </Suspense>
  );
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
