import { STAFF_MESSAGES } from '@portico/application';
import { type ComponentType, type LazyExoticComponent } from 'react';
import type { StaffMember } from './staff-queries';
import { lazy } from '../ui/lazy';

/** What a signed-in staff page is given: who is signed in, and the values of its path's `:name` segments. */
export type StaffScreenProps = { member: StaffMember; params: Readonly<Record<string, string>> };

type Screen<Props> = LazyExoticComponent<ComponentType<Props>>;

/**
 * A page of the staff area: its path (`:name` segments take one segment of the address each), its
 * title (the page's heading, and what a reader is shown with 'Only administrators…' on an admin's
 * page), its screen, fetched when the page is first opened, and who may see it: `open` before
 * signing in (the setup and sign-in cards), `reader` every staff member, `admin` administrators
 * alone (the server refuses the others in any case, 403). A page with `nav` is in the area's
 * navigation, for those who may see it, in the table's order.
 */
export type StaffPage =
  | { path: string; title: string; access: 'open'; Screen: Screen<object> }
  | {
      path: string;
      title: string;
      access: 'reader' | 'admin';
      nav?: string;
      Screen: Screen<StaffScreenProps>;
    };

/** A signed-in page's screen, fetched when the page is first opened. */
function screen(load: () => Promise<ComponentType<StaffScreenProps>>): Screen<StaffScreenProps> {
  return lazy(async () => ({ default: await load() }));
}

/** An open page's screen (setup, sign-in), fetched when the page is first opened. */
function openScreen(load: () => Promise<ComponentType>): Screen<object> {
  return lazy(async () => ({ default: await load() }));
}

/**
 * The staff area's pages (issue 28: a new report is one entry here and one screen). staff-area.tsx
 * chooses the page of the address from this table and staff-layout.tsx draws the navigation from
 * it; nothing else lists them.
 */
export const STAFF_PAGES: readonly StaffPage[] = [
  {
    path: '/staff',
    title: STAFF_MESSAGES.applicationsHeader,
    access: 'reader',
    nav: STAFF_MESSAGES.navApplications,
    Screen: screen(async () => (await import('./staff-applications-screen')).StaffApplicationsScreen),
  },
  {
    path: '/staff/stuck',
    title: STAFF_MESSAGES.stuckHeader,
    access: 'reader',
    nav: STAFF_MESSAGES.navStuck,
    Screen: screen(async () => (await import('./staff-stuck-screen')).StaffStuckScreen),
  },
  {
    path: '/staff/releases',
    title: STAFF_MESSAGES.releasesHeader,
    access: 'admin',
    nav: STAFF_MESSAGES.navReleases,
    Screen: screen(async () => (await import('./staff-releases-screen')).StaffReleasesScreen),
  },
  {
    path: '/staff/audit',
    title: STAFF_MESSAGES.auditHeader,
    access: 'admin',
    nav: STAFF_MESSAGES.navAudit,
    Screen: screen(async () => (await import('./staff-audit-screen')).StaffAuditScreen),
  },
  {
    path: '/staff/members',
    title: STAFF_MESSAGES.membersHeader,
    access: 'admin',
    nav: STAFF_MESSAGES.navMembers,
    Screen: screen(async () => (await import('./staff-members-screen')).StaffMembersScreen),
  },
  {
    path: '/staff/invite',
    title: STAFF_MESSAGES.inviteHeader,
    access: 'admin',
    nav: STAFF_MESSAGES.navInvite,
    Screen: screen(async () => (await import('./staff-invite-screen')).StaffInviteScreen),
  },
  {
    path: '/staff/applications/:id',
    title: STAFF_MESSAGES.applicationHeader,
    access: 'reader',
    Screen: screen(async () => (await import('./staff-application-screen')).StaffApplicationRoute),
  },
  {
    path: '/staff/applications/:id/read',
    title: STAFF_MESSAGES.readAndReview,
    access: 'reader',
    Screen: screen(async () => (await import('./staff-reading-screen')).StaffReadingRoute),
  },
  {
    path: '/staff/setup',
    title: STAFF_MESSAGES.setupHeader,
    access: 'open',
    Screen: openScreen(async () => (await import('./staff-setup-screen')).StaffSetupScreen),
  },
  {
    path: '/staff/login',
    title: STAFF_MESSAGES.loginHeader,
    access: 'open',
    Screen: openScreen(async () => (await import('./staff-login-screen')).StaffLoginScreen),
  },
];

/** The page of a path, and its `:name` segments' values; none when no page has that path. */
export function staffPageOf(
  path: string,
): { page: StaffPage; params: Readonly<Record<string, string>> } | undefined {
  const segments = path.split('/');
  for (const page of STAFF_PAGES) {
    const pattern = page.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, at) => {
      const segment = segments[at] ?? '';
      if (!part.startsWith(':')) return part === segment;
      params[part.slice(1)] = decodeURIComponent(segment);
      return segment !== '';
    });
    if (matches) return { page, params };
  }
  return undefined;
}

/** Whether a staff member may see a page: admins every page, readers those not only for admins. */
export function mayOpen(page: StaffPage, member: StaffMember): boolean {
  return page.access !== 'admin' || member.role === 'admin';
}

/** The area's navigation for a staff member: the pages with a `nav` label they may see, in order. */
export function staffNavigation(member: StaffMember): { path: string; label: string }[] {
  return STAFF_PAGES.flatMap((page) =>
    page.access !== 'open' && page.nav && mayOpen(page, member) ? [{ path: page.path, label: page.nav }] : [],
  );
}
