import { STAFF_MESSAGES } from '@portico/application';
import { describe, expect, test } from 'vitest';
import { mayOpen, STAFF_PAGES, staffNavigation, staffPageOf } from './staff-pages';

const ADMIN = { email: 'ada@harborvalley.example.edu', role: 'admin' } as const;
const READER = { email: 'rui@harborvalley.example.edu', role: 'reader' } as const;
const DECIDER = { email: 'dee@harborvalley.example.edu', role: 'decider' } as const;

describe('the staff pages’ table', () => {
  test('finds the page of a path, with its segments’ values; none for a path no page has', () => {
    expect(staffPageOf('/staff')?.page.title).toBe(STAFF_MESSAGES.applicationsHeader);
    const application = staffPageOf('/staff/applications/11111111-1111-4111-8111-111111111111');
    expect(application?.page.path).toBe('/staff/applications/:id');
    expect(application?.params).toEqual({ id: '11111111-1111-4111-8111-111111111111' });
    expect(staffPageOf('/staff/applications')).toBeUndefined();
    expect(staffPageOf('/staff/applications/x/y')).toBeUndefined();
    expect(staffPageOf('/staff/nowhere')).toBeUndefined();
  });

  test('gives each path one page, and draws the navigation from the pages each member may see', () => {
    expect(new Set(STAFF_PAGES.map((page) => page.path)).size).toBe(STAFF_PAGES.length);
    expect(staffNavigation(ADMIN).map((entry) => entry.label)).toEqual([
      STAFF_MESSAGES.navApplications,
      STAFF_MESSAGES.navStuck,
      STAFF_MESSAGES.navReleases,
      STAFF_MESSAGES.navAudit,
      STAFF_MESSAGES.navMembers,
      STAFF_MESSAGES.navInvite,
    ]);
    expect(staffNavigation(READER).map((entry) => entry.path)).toEqual(['/staff', '/staff/stuck']);
    // A decider records decisions on the application's page; releasing them is an admin's.
    expect(staffNavigation(DECIDER).map((entry) => entry.path)).toEqual(['/staff', '/staff/stuck']);
    const audit = staffPageOf('/staff/audit')!.page;
    expect([mayOpen(audit, ADMIN), mayOpen(audit, READER)]).toEqual([true, false]);
  });
});
