import type { HttpMethod } from './routes';

/**
 * The staff area's routes (issue 17): a table of their own, in a module of its own, so that nothing
 * of them reaches an applicant's first visit (a bundler places a module whole, in the chunk of
 * every page that uses any of it); the staff pages load it with their own code.
 */
export const STAFF_ROUTES = {
  staffInvitation: { method: 'GET', path: '/staff-api/setup' },
  staffSetPassword: { method: 'POST', path: '/staff-api/setup/password' },
  staffConfirmTotp: { method: 'POST', path: '/staff-api/setup/totp' },
  staffLogIn: { method: 'POST', path: '/staff-api/login' },
  staffSecondFactor: { method: 'POST', path: '/staff-api/login/code' },
  staffSignInOptions: { method: 'GET', path: '/staff-api/sign-in-options' },
  // Single sign-on: navigations of the browser (redirects), not calls of the staff pages' client.
  staffOidcStart: { method: 'GET', path: '/staff-api/oidc/start' },
  staffOidcCallback: { method: 'GET', path: '/staff-api/oidc/callback' },
  staffSession: { method: 'GET', path: '/staff-api/session' },
  staffLogOut: { method: 'POST', path: '/staff-api/logout' },
  staffInvite: { method: 'POST', path: '/staff-api/staff' },
  // Taking access away and giving it back (issue 27), admins only.
  staffMembers: { method: 'GET', path: '/staff-api/staff' },
  staffDisable: { method: 'POST', path: '/staff-api/staff/:id/disable' },
  staffEnable: { method: 'POST', path: '/staff-api/staff/:id/enable' },
  staffSetRole: { method: 'PUT', path: '/staff-api/staff/:id/role' },
  staffResetAuthenticator: { method: 'POST', path: '/staff-api/staff/:id/authenticator-reset' },
  staffInviteAgain: { method: 'POST', path: '/staff-api/staff/:id/invitation' },
  staffApplications: { method: 'GET', path: '/staff-api/applications' },
  // What the list's filter selects (issue 28): its count, and its ids for a bulk action.
  staffApplicationCount: { method: 'GET', path: '/staff-api/applications/count' },
  staffApplicationIds: { method: 'GET', path: '/staff-api/applications/ids' },
  staffExportCsv: { method: 'GET', path: '/staff-api/applications.csv' },
  staffExportJson: { method: 'GET', path: '/staff-api/applications.json' },
  staffApplication: { method: 'GET', path: '/staff-api/applications/:id' },
  staffRevealSsn: { method: 'POST', path: '/staff-api/applications/:id/ssn' },
  staffApplicationPdf: { method: 'GET', path: '/staff-api/applications/:id/pdf' },
  staffDocumentPdf: { method: 'GET', path: '/staff-api/applications/:id/documents/:key' },
  // The checklist of materials (issue 28): a staff member marks an item received, or undoes it.
  staffChecklistMark: { method: 'PUT', path: '/staff-api/applications/:id/checklist/:item' },
  staffChecklistUndo: { method: 'DELETE', path: '/staff-api/applications/:id/checklist/:item' },
  // Reading (issue 28): the signed-in member's review of an application, and its notes.
  staffReview: { method: 'GET', path: '/staff-api/applications/:id/review' },
  staffSaveReview: { method: 'PUT', path: '/staff-api/applications/:id/review' },
  staffNotes: { method: 'GET', path: '/staff-api/applications/:id/notes' },
  staffAddNote: { method: 'POST', path: '/staff-api/applications/:id/notes' },
  // Assignment (issue 28): admins assign; every staff member sees the counts.
  staffAssign: { method: 'POST', path: '/staff-api/assignments' },
  staffAssignmentCounts: { method: 'GET', path: '/staff-api/assignments' },
  // Decisions (issue 28): admins and deciders record; admins release.
  staffDecision: { method: 'GET', path: '/staff-api/applications/:id/decision' },
  staffRecordDecision: { method: 'PUT', path: '/staff-api/applications/:id/decision' },
  staffRecordDecisions: { method: 'POST', path: '/staff-api/decisions' },
  staffReleasePreview: { method: 'GET', path: '/staff-api/releases/preview' },
  staffReleases: { method: 'GET', path: '/staff-api/releases' },
  staffCreateRelease: { method: 'POST', path: '/staff-api/releases' },
  staffCancelRelease: { method: 'POST', path: '/staff-api/releases/:id/cancel' },
  // Saved views (issue 28): each staff member's own.
  staffViews: { method: 'GET', path: '/staff-api/views' },
  staffSaveView: { method: 'POST', path: '/staff-api/views' },
  staffDeleteView: { method: 'DELETE', path: '/staff-api/views/:id' },
  staffAudit: { method: 'GET', path: '/staff-api/audit' },
  staffStuck: { method: 'GET', path: '/staff-api/stuck' },
} as const satisfies Record<string, { method: HttpMethod; path: string }>;

export type StaffRouteName = keyof typeof STAFF_ROUTES;
