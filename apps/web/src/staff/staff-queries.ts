import type { RequestOf, ResponseOf } from '@portico/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callStaffApi } from '../api/staff-client';

export type StaffMember = ResponseOf<'staffSession'>;
export type ApplicationsQuery = NonNullable<RequestOf<'staffApplications'>['query']>;
export type AuditQuery = NonNullable<RequestOf<'staffAudit'>['query']>;
export type StuckQuery = NonNullable<RequestOf<'staffStuck'>['query']>;
export type StuckReport = ResponseOf<'staffStuck'>;

/**
 * Every staff query lives under this key and handles its own 401: a staff session that ended sends
 * the staff member to /staff/login (staff-area.tsx), never to the applicant's /login, and clearing
 * these keys leaves the applicant's cache alone.
 */
export const STAFF = 'staff';
export const staffMeta = { handlesUnauthorized: true } as const;

export const staffSessionQueryOptions = queryOptions({
  queryKey: [STAFF, 'session'],
  queryFn: () => callStaffApi('staffSession'),
  meta: staffMeta,
});

/** Whether the login page offers single sign-on: set once when the server starts. */
export const signInOptionsQueryOptions = queryOptions({
  queryKey: [STAFF, 'sign-in-options'],
  queryFn: () => callStaffApi('staffSignInOptions'),
  meta: staffMeta,
  staleTime: Infinity,
});

export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: [STAFF, 'invitation', token],
    queryFn: () => callStaffApi('staffInvitation', { query: { token } }),
    meta: staffMeta,
  });
}

export function applicationsQueryOptions(query: ApplicationsQuery) {
  return queryOptions({
    queryKey: [STAFF, 'applications', query],
    queryFn: () => callStaffApi('staffApplications', { query }),
    meta: staffMeta,
    // The list changes as applicants work: each visit asks again.
    staleTime: 0,
  });
}

export type ApplicationsFilter = NonNullable<RequestOf<'staffApplicationCount'>['query']>;

/** How many applications the list's filters select (issue 28), asked beside its pages. */
export function applicationCountQueryOptions(filter: ApplicationsFilter) {
  return queryOptions({
    queryKey: [STAFF, 'applications', 'count', filter],
    queryFn: () => callStaffApi('staffApplicationCount', { query: filter }),
    meta: staffMeta,
    staleTime: 0,
  });
}

/** 'Select all': the applications the list's filters select, at most as many as one action takes. */
export function applicationIdsQueryOptions(filter: ApplicationsFilter) {
  return queryOptions({
    queryKey: [STAFF, 'applications', 'ids', filter],
    queryFn: () => callStaffApi('staffApplicationIds', { query: filter }),
    meta: staffMeta,
    staleTime: 0,
  });
}

/** The signed-in staff member's saved views of the list (issue 28). */
export const savedViewsQueryOptions = queryOptions({
  queryKey: [STAFF, 'views'],
  queryFn: () => callStaffApi('staffViews'),
  meta: staffMeta,
});

/** Saves a view, or deletes one; the views are asked again once it is answered. */
export function useSaveView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<'staffSaveView'>['body']) => callStaffApi('staffSaveView', { body }),
    meta: staffMeta,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedViewsQueryOptions.queryKey }),
  });
}

export function useDeleteView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callStaffApi('staffDeleteView', { params: { id } }),
    meta: staffMeta,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedViewsQueryOptions.queryKey }),
  });
}

export function applicationQueryOptions(id: string) {
  return queryOptions({
    queryKey: [STAFF, 'application', id],
    queryFn: () => callStaffApi('staffApplication', { params: { id } }),
    meta: staffMeta,
    // Each opening is a view the audit table records, and shows the answers as they are now.
    staleTime: 0,
    gcTime: 0,
  });
}

export function auditQueryOptions(query: AuditQuery) {
  return queryOptions({
    queryKey: [STAFF, 'audit', query],
    queryFn: () => callStaffApi('staffAudit', { query }),
    meta: staffMeta,
    staleTime: 0,
  });
}

export function stuckQueryOptions(query: StuckQuery) {
  return queryOptions({
    queryKey: [STAFF, 'stuck', query],
    queryFn: () => callStaffApi('staffStuck', { query }),
    meta: staffMeta,
    // Applicants work while the office reads: each visit asks again.
    staleTime: 0,
  });
}

/** Forgets everything of the staff session (after a sign-out, or when it ended). */
export function useForgetStaffSession() {
  const queryClient = useQueryClient();
  return () => queryClient.removeQueries({ queryKey: [STAFF] });
}

export function useStaffLogIn() {
  return useMutation({
    mutationFn: (body: RequestOf<'staffLogIn'>['body']) => callStaffApi('staffLogIn', { body }),
    meta: staffMeta,
  });
}

export function useStaffSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<'staffSecondFactor'>['body']) => callStaffApi('staffSecondFactor', { body }),
    meta: staffMeta,
    onSuccess: (member) => queryClient.setQueryData(staffSessionQueryOptions.queryKey, member),
  });
}

export function useStaffLogOut() {
  const forget = useForgetStaffSession();
  return useMutation({ mutationFn: () => callStaffApi('staffLogOut'), meta: staffMeta, onSettled: forget });
}

export function useSetStaffPassword() {
  return useMutation({
    mutationFn: (body: RequestOf<'staffSetPassword'>['body']) => callStaffApi('staffSetPassword', { body }),
    meta: staffMeta,
  });
}

export function useConfirmStaffTotp() {
  return useMutation({
    mutationFn: (body: RequestOf<'staffConfirmTotp'>['body']) => callStaffApi('staffConfirmTotp', { body }),
    meta: staffMeta,
  });
}

export function useRevealSsn(id: string) {
  return useMutation({
    mutationFn: () => callStaffApi('staffRevealSsn', { params: { id } }),
    meta: staffMeta,
  });
}

/**
 * Marks a checklist item received on a day, or undoes the mark (issue 28): the server answers the
 * whole checklist and where the file now stands, which replace what the application screen shows.
 */
export function useChecklistChange(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, undo, received_on }: { item: string; undo: boolean; received_on?: string }) =>
      undo
        ? callStaffApi('staffChecklistUndo', { params: { id, item } })
        : callStaffApi('staffChecklistMark', {
            params: { id, item },
            body: received_on ? { received_on } : {},
          }),
    meta: staffMeta,
    onSuccess: ({ checklist, staff_status }) =>
      queryClient.setQueryData(applicationQueryOptions(id).queryKey, (application) =>
        application ? { ...application, checklist, row: { ...application.row, staff_status } } : application,
      ),
  });
}

/**
 * The staff members an admin assigns to, under a key of its own: the members page, opened later,
 * asks for its own list rather than showing this one (queries are not asked again on mount).
 */
export const assignableMembersQueryOptions = queryOptions({
  queryKey: [STAFF, 'members', 'assignable'],
  queryFn: () => callStaffApi('staffMembers'),
  meta: staffMeta,
  staleTime: 0,
});

/** Submitted applications no one is assigned, and each staff member's count (admins). */
export const assignmentCountsQueryOptions = queryOptions({
  queryKey: [STAFF, 'assignment-counts'],
  queryFn: () => callStaffApi('staffAssignmentCounts'),
  meta: staffMeta,
  staleTime: 0,
});

/** Assigns the selected applications to a staff member (admins); the list and the counts are asked again. */
export function useAssignApplications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<'staffAssign'>['body']) => callStaffApi('staffAssign', { body }),
    meta: staffMeta,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [STAFF, 'applications'] }),
        queryClient.invalidateQueries({ queryKey: assignmentCountsQueryOptions.queryKey }),
      ]);
    },
  });
}

export function useStaffInvite() {
  return useMutation({
    mutationFn: (body: RequestOf<'staffInvite'>['body']) => callStaffApi('staffInvite', { body }),
    meta: staffMeta,
  });
}

export type StaffMembersList = ResponseOf<'staffMembers'>;

export const staffMembersQueryOptions = queryOptions({
  queryKey: [STAFF, 'members'],
  queryFn: () => callStaffApi('staffMembers'),
  meta: staffMeta,
  staleTime: 0,
});

/** A change of one member's access (issue 27): the list is asked again once it is answered. */
export type MemberChange =
  | { name: 'staffDisable' | 'staffEnable' | 'staffResetAuthenticator' | 'staffInviteAgain'; id: string }
  | { name: 'staffSetRole'; id: string; role: StaffMember['role'] };

export function useChangeStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: MemberChange): Promise<{ message: string; link?: string }> => {
      const params = { id: change.id };
      switch (change.name) {
        case 'staffSetRole':
          return callStaffApi('staffSetRole', { params, body: { role: change.role } });
        case 'staffDisable':
        case 'staffEnable':
          return callStaffApi(change.name, { params });
        case 'staffResetAuthenticator':
        case 'staffInviteAgain':
          return callStaffApi(change.name, { params });
        default: {
          const unknown: never = change;
          throw new Error(`unknown change ${String(unknown)}`);
        }
      }
    },
    meta: staffMeta,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffMembersQueryOptions.queryKey }),
  });
}

export type StaffDecision = ResponseOf<'staffDecision'>['decision'];
export type ReleasePreviewQuery = NonNullable<RequestOf<'staffReleasePreview'>['query']>;
export type Release = ResponseOf<'staffReleases'>['releases'][number];

/** An application's recorded decision (issue 28), shown to every staff member. */
export function decisionQueryOptions(id: string) {
  return queryOptions({
    queryKey: [STAFF, 'decision', id],
    queryFn: () => callStaffApi('staffDecision', { params: { id } }),
    meta: staffMeta,
    staleTime: 0,
  });
}

/**
 * Records the application's decision (admins and deciders): the answer replaces the decision shown,
 * and the application is asked again for where it now stands.
 */
export function useRecordDecision(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<'staffRecordDecision'>['body']) =>
      callStaffApi('staffRecordDecision', { params: { id }, body }),
    meta: staffMeta,
    onSuccess: ({ decision }) => {
      queryClient.setQueryData(decisionQueryOptions(id).queryKey, { decision });
      queryClient.setQueryData(applicationQueryOptions(id).queryKey, (application) =>
        application
          ? { ...application, row: { ...application.row, staff_status: 'decision_recorded' as const } }
          : application,
      );
    },
  });
}

/** How many decisions a release of the selection would hold now (admins). */
export function releasePreviewQueryOptions(query: ReleasePreviewQuery) {
  return queryOptions({
    queryKey: [STAFF, 'release-preview', query],
    queryFn: () => callStaffApi('staffReleasePreview', { query }),
    meta: staffMeta,
    staleTime: 0,
  });
}

/** Whether a release is under way: due or publishing, or its e-mails still going out. */
function underWay(release: Release, now: number): boolean {
  if (release.state === 'scheduled') return Date.parse(release.release_at) <= now;
  if (release.state === 'running') return true;
  return release.state === 'finished' && release.mails_sent + release.mails_failed < release.released;
}

/** The releases with their progress (admins), asked again every two seconds while one is under way. */
export const releasesQueryOptions = queryOptions({
  queryKey: [STAFF, 'releases'],
  queryFn: () => callStaffApi('staffReleases'),
  meta: staffMeta,
  staleTime: 0,
  refetchInterval: (query) =>
    query.state.data?.releases.some((release) => underWay(release, Date.now())) ? 2000 : false,
});

/** Records one decision for many applications (admins and deciders); the list is asked again. */
export function useRecordDecisions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<'staffRecordDecisions'>['body']) =>
      callStaffApi('staffRecordDecisions', { body }),
    meta: staffMeta,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [STAFF, 'applications'] }),
        queryClient.invalidateQueries({ queryKey: [STAFF, 'decision'] }),
      ]),
  });
}

/** Makes a release, or cancels one; the list and the counts are asked again. */
export function useReleaseChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        | { name: 'staffCreateRelease'; body: RequestOf<'staffCreateRelease'>['body'] }
        | { name: 'staffCancelRelease'; id: string },
    ) =>
      change.name === 'staffCreateRelease'
        ? callStaffApi('staffCreateRelease', { body: change.body })
        : callStaffApi('staffCancelRelease', { params: { id: change.id } }),
    meta: staffMeta,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: releasesQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: [STAFF, 'release-preview'] }),
        queryClient.invalidateQueries({ queryKey: [STAFF, 'applications'] }),
      ]),
  });
}
