/**
 * The staff area's words (issue 17; not in the spec). Apart from MESSAGES so that nothing of them
 * reaches an applicant's browser: only the server and the staff pages import this module.
 */
export const STAFF_MESSAGES = {
  invitationInvalid:
    'This invitation link is not valid: it has been used or it has expired. Ask an administrator to invite you again.',
  invited: 'The invitation has been sent.',
  alreadySetUp: 'This address already has a staff account that is set up.',
  setupDone:
    'Your account is ready. Keep these recovery codes somewhere safe: each can be used once instead of a code.',
  loginFailed: 'Enter a correct e-mail address and password.',
  codeInvalid:
    'That code is not right or has been used. Enter the code your authenticator app shows now, or a recovery code.',
  codeFormat: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  sessionInvalid: 'Your staff session has ended. Please sign in again.',
  adminsOnly: 'Only administrators can do this.',
  decidersOnly: 'Only administrators and deciders can record decisions.',
  signedIn: 'You are signed in.',
  signedOut: 'You have signed out.',
  cursorInvalid: 'That page of applications does not exist. Start again from the first page.',
  sortInvalid:
    'Sort the applications by name, submitted, last activity, status, reader or decision, ascending or descending.',
  applicationNotFound: 'There is no application with that id.',

  // The staff pages.
  areaTitle: 'Admissions office',
  navigationLabel: 'Staff area',
  navApplications: 'Applications',
  navAudit: 'Audit',
  navInvite: 'Invite staff',
  navMembers: 'Staff',
  navStuck: 'Where applicants get stuck',
  inviteHeader: 'Invite a staff member',
  inviteIntro:
    'They get an e-mail with a link to set a password and an authenticator app. The link works once, for 24 hours.',
  inviteRole: 'Role',
  roleReader: 'Reader: sees and exports applications',
  roleDecider: 'Decider: also records decisions',
  roleAdmin: 'Administrator: also releases decisions, invites staff and sees the audit',
  inviteSubmit: 'Send invitation',
  signedInAs: 'Signed in as',
  logOut: 'Log out',

  setupHeader: 'Set up your staff account',
  setupFor: 'Choose a password for',
  authenticatorHeader: 'Set up your authenticator app',
  authenticatorIntro:
    'Scan this QR code with your authenticator app, or type the key below into it. Then enter the 6-digit code the app shows.',
  qrCodeAlt: 'QR code to scan with your authenticator app',
  secretLabel: 'Key for manual entry',
  setupCodeLabel: 'Code from your authenticator app',
  setupCodeHint: 'The 6 digits the app shows now.',
  recoveryCodesHeader: 'Your recovery codes',
  recoveryCodesNote: 'They are shown only this once.',
  goToSignIn: 'Go to sign in',

  loginHeader: 'Staff sign in',
  secondFactorHeader: 'Enter your code',
  codeLabel: 'Code',
  codeHint: 'The 6 digits your authenticator app shows now, or one of your recovery codes.',

  // Single sign-on by the institution's OpenID Connect provider (OIDC_ISSUER).
  ssoSignIn: (institution: string) => `Sign in with your ${institution} account`,
  ssoOr: 'Or sign in with your staff e-mail address, password and code:',
  ssoRefused:
    'Your institution signed you in, but that account has no place in the staff area. Ask an administrator to invite the e-mail address your institution gives you, or sign in with your password and code.',
  ssoLapsed:
    'Your institution signed you in, but your invitation to the staff area expired before it was used. Ask an administrator to invite you again.',
  ssoDisabled:
    'Your access to the staff area has been turned off. Ask an administrator if you need it again.',
  ssoNotConfigured: 'Single sign-on is not set up on this site.',
  ssoFailed:
    'Single sign-on did not complete. Try again, or sign in with your e-mail address, password and code.',

  // The staff members page and its commands (issue 27).
  membersHeader: 'Staff members',
  membersIntro:
    'Everyone invited to the staff area. Turning access off ends their sessions at once and refuses their password and single sign-on until it is turned on again.',
  columnRole: 'Role',
  columnLastSignIn: 'Last sign-in',
  columnMemberActions: 'Actions',
  neverSignedIn: 'Never',
  memberStatuses: {
    active: 'Active',
    invited: 'Invited',
    lapsed: 'Invitation expired',
    disabled: 'Access off',
  },
  roleNames: { reader: 'Reader', decider: 'Decider', admin: 'Administrator' },
  roleOf: (email: string) => `Role of ${email}`,
  disableMember: 'Turn off access',
  enableMember: 'Turn on access',
  resetAuthenticator: 'Reset authenticator',
  makeRole: (role: 'reader' | 'decider' | 'admin') =>
    ({ reader: 'Make reader', decider: 'Make decider', admin: 'Make administrator' })[role],
  /** Said after an action's name to screen readers, which read the buttons of many rows alike. */
  forMember: (email: string) => `for ${email}`,
  inviteAgain: 'Invite again',
  disableConfirmTitle: (email: string) => `Turn off access for ${email}?`,
  disableConfirmText:
    'Their sessions end at once, and they cannot sign in with a password or single sign-on until an administrator turns access on again.',
  cancel: 'Cancel',
  memberDisabled: (email: string) => `Access for ${email} is off. Their sessions have ended.`,
  memberEnabled: (email: string) => `Access for ${email} is on again.`,
  roleChanged: (email: string, role: string) => `${email} is now: ${role}.`,
  setupLinkSent: (email: string) =>
    `A new setup link has been e-mailed to ${email}. It works once, for 24 hours. You can also give them this link:`,
  memberNotFound: 'There is no staff member with that id.',
  cannotDisableSelf: 'You cannot turn off your own access. Ask another administrator.',
  lastAdmin:
    'This is the last administrator who can sign in. Make someone else an administrator first, so that the office is not locked out.',
  memberIsDisabled: 'This staff member’s access is off. Turn it on again first.',
  alreadyActive:
    'This staff member has already accepted their invitation. Reset their authenticator instead.',

  applicationsHeader: 'Applications',
  searchLabel: 'Search',
  searchHint: 'Name, e-mail address or reference number.',
  statusFilter: 'Status',
  allStatuses: 'All statuses',
  termFilter: 'Entry term',
  allTerms: 'All entry terms',
  majorFilter: 'Major',
  allMajors: 'All majors',
  applyFilters: 'Apply',
  exportCsv: 'Export CSV',
  exportJson: 'Export JSON',
  previousPage: 'Previous',
  nextPage: 'Next',
  pagesLabel: 'Pages',
  noApplications: 'No applications match.',
  columnName: 'Name',
  columnEmail: 'E-mail',
  columnStatus: 'Status',
  columnLastPage: 'Last page',
  columnLastActivity: 'Last activity',
  columnSubmittedAt: 'Submitted at',
  columnReference: 'Reference',
  unnamed: '(no name yet)',
  statuses: { started: 'Started', validating: 'Validating', submitted: 'Submitted' },
  /** Where a file stands for the office (issue 28): the list's and the application's status. */
  staffStatuses: {
    in_progress: 'In progress',
    submitted_incomplete: 'Submitted – incomplete',
    ready_for_review: 'Ready for review',
    in_review: 'In review',
    decision_recorded: 'Decision recorded',
    decision_released: 'Decision released',
  },

  applicationHeader: 'Application',
  backToApplications: 'All applications',
  applicationSummary: 'Summary',
  ssnLabel: 'Social Security number',
  showSsn: 'Show SSN',
  noSsn: 'None given',
  downloadPdf: 'Download the application PDF',
  tooManyPdfs:
    'You have downloaded a lot of application PDFs in a few minutes. Please wait a few minutes and try again.',
  assignNone: 'Select at least one application.',
  assignTooMany: (most: number) => `Assign at most ${most.toLocaleString('en-US')} applications at once.`,
  assignUnknownApplication: 'One of the selected applications no longer exists. Nothing was assigned.',
  assignUnknownReader: 'That staff member does not exist or their access is off. Nothing was assigned.',
  assigned: (count: number, email: string) =>
    count === 1
      ? `1 application assigned to ${email}.`
      : `${count.toLocaleString('en-US')} applications assigned to ${email}.`,
  unassigned: (count: number) =>
    count === 1
      ? 'The assignment of 1 application was removed.'
      : `The assignments of ${count.toLocaleString('en-US')} applications were removed.`,
  columnReader: 'Reader',
  columnSelect: 'Select',
  selectApplication: (name: string) => `Select ${name}`,
  selectPage: 'Select every application on this page',
  readerFilter: 'Reader',
  allReaders: 'Everyone',
  assignedToMe: 'Assigned to me',
  noReader: 'Unassigned',
  assignTo: 'Assign to',
  assignToNoOne: 'No one (remove the assignment)',
  assignmentCounts: (unassigned: number) =>
    `Submitted and unassigned: ${unassigned.toLocaleString('en-US')}.`,
  readerCount: (email: string, count: number) => `${email}: ${count.toLocaleString('en-US')}`,
  assignmentCountsHeading: 'Assignments',

  // The list's sort, count, saved views and bulk selection (issue 28).
  columnDecision: 'Decision',
  matches: (count: number) =>
    count === 1 ? '1 application' : `${count.toLocaleString('en-US')} applications`,
  noMatches: 'No applications match these filters.',
  clearFilters: 'Clear filters',
  viewsHeading: 'Saved views',
  viewPicker: 'Saved view',
  viewPickerNone: 'Choose a saved view',
  openView: 'Open',
  deleteView: 'Delete',
  viewName: 'Name of this view',
  saveView: 'Save this view',
  viewNameRequired: 'Enter a name for this view.',
  viewNameTooLong: (most: number) => `A view’s name can be at most ${most} characters.`,
  viewNameTaken: 'You already have a view of that name. Choose another name.',
  viewNotFound: 'There is no such saved view.',
  viewSaved: (name: string) => `View “${name}” saved.`,
  viewDeleted: (name: string) => `View “${name}” deleted.`,
  selectAllMatching: (count: number) =>
    count === 1
      ? 'Select the 1 matching application'
      : `Select all ${count.toLocaleString('en-US')} matching`,
  selectAllCapped: (most: number) =>
    `Only the first ${most.toLocaleString('en-US')} can be selected at once; narrow the filters for the rest.`,
  selectedCount: (count: number) =>
    count === 1 ? '1 application selected' : `${count.toLocaleString('en-US')} applications selected`,
  clearSelection: 'Clear selection',
  bulkActions: 'With the selected applications',
  assignAction: 'Assign',
  bulkAudited: 'Each application changed is recorded in the audit.',
  // Deciding and releasing the selected applications at once (issue 28).
  decideAs: 'Decision',
  decideChoose: 'Choose a decision',
  decideAction: 'Record decision',
  confirmDecide: (count: number, decision: string) =>
    count === 1
      ? `Record ${decision} for 1 application?`
      : `Record ${decision} for ${count.toLocaleString('en-US')} applications?`,
  releaseAs: 'Decision to release',
  releaseAction: 'Release',
  confirmRelease: (count: number, decision: string) =>
    count === 1
      ? `Release the ${decision} decision of 1 application now?`
      : `Release the ${decision} decisions of ${count.toLocaleString('en-US')} applications now?`,
  confirmAssign: (count: number, email: string) =>
    count === 1
      ? `Assign 1 application to ${email}?`
      : `Assign ${count.toLocaleString('en-US')} applications to ${email}?`,
  confirmUnassign: (count: number) =>
    count === 1
      ? 'Remove the assignment of 1 application?'
      : `Remove the assignments of ${count.toLocaleString('en-US')} applications?`,
  checklistHeading: 'Checklist of materials',
  checklistComplete: 'Complete: every required item has been received.',
  checklistIncomplete: (missing: number) =>
    missing === 1
      ? 'Incomplete: 1 required item is missing.'
      : `Incomplete: ${missing} required items are missing.`,
  checklistNone: 'The site configuration lists no materials to collect.',
  checklistItem: 'Item',
  checklistRequirement: 'Needed',
  checklistRequired: 'Required',
  checklistOptional: 'Optional',
  checklistState: 'Received',
  checklistAction: 'Change',
  checklistMissing: 'Not yet received',
  checklistUploaded: (day: string) => `Uploaded by the applicant, ${day}`,
  checklistMarked: (day: string, by: string | null) => (by ? `${day}, marked by ${by}` : day),
  receivedOnLabel: (label: string) => `Date ${label} was received`,
  markReceived: 'Mark received',
  undoReceived: 'Undo mark',
  /** Said after an item's button to screen readers, which list the buttons of many rows alike. */
  forItem: (label: string) => `for ${label}`,
  checklistMarkedDone: (label: string) => `${label}: marked received.`,
  checklistUndoneDone: (label: string) => `${label}: the mark is undone.`,
  // Reading (issue 28): the application beside the review form, its notes, and the queue.
  readAndReview: 'Read and review',
  readingHeading: (name: string) => `Reading: ${name}`,
  applicationDetails: 'Application details',
  backToList: 'Back to the list',
  readingDocumentsHeading: 'Documents',
  readingNoDocuments: 'The applicant has uploaded no documents.',
  documentFrameTitle: (label: string, fileName: string) => `${label}: ${fileName}`,
  documentDownload: (label: string) => `Download ${label} (PDF)`,
  reviewHeading: 'Your review',
  reviewIntro: 'Rate the application on each point, then give your recommendation.',
  reviewSave: 'Save review',
  reviewLastSaved: (time: string) => `Last saved ${time}.`,
  reviewReadOnly:
    'You can read this application and add notes, but only the reader assigned to it, or an administrator, can review it.',
  otherReviewsHeading: 'Other reviews',
  otherReviewBy: (email: string, time: string) => `${email}, saved ${time}`,
  noOtherReviews: 'No one else has reviewed this application yet.',
  notesHeading: 'Notes',
  noNotes: 'No notes yet.',
  noteLabel: 'Add a note',
  noteHint: 'Staff who open this application can read it. A note cannot be changed or deleted once added.',
  addNote: 'Add note',
  noteBy: (email: string, time: string) => `${email}, ${time}`,
  queueLabel: 'The list you came from',
  queuePosition: (at: number, count: number) =>
    `Application ${at.toLocaleString('en-US')} of ${count.toLocaleString('en-US')} in the list.`,
  notInQueue: 'This application is not in the list you came from.',
  leaveUnsavedTitle: 'Leave without saving your review?',
  leaveUnsavedBody:
    'Your ratings on this application are not saved. Stay to save them, or leave and lose them.',
  leaveUnsaved: 'Leave without saving',
  stayOnReview: 'Stay on this application',
  previousApplication: 'Previous application',
  nextApplication: 'Next application',
  queueShortcuts:
    'Keyboard: Alt+Shift+P opens the previous application and Alt+Shift+N the next, except while typing in a field.',
  reviewNotAssigned:
    'Only the reader assigned to this application, or an administrator, can review it. Ask an administrator to assign it to you.',
  reviewInvalid: 'The review is not complete: see the message at each question.',
  reviewSaved: 'Your review has been saved.',
  noteEmpty: 'Write the note before adding it.',
  noteTooLong: (most: number) => `A note has at most ${most.toLocaleString('en-US')} characters.`,
  noteAdded: 'The note has been added.',
  reviewUnknownKey: 'is not a question of the review form',
  reviewWrongType: 'has a value of the wrong type',
  reviewTooLong: 'is longer than this question allows',
  reviewNotAChoice: 'Choose one of the choices given.',
  checklistItemNotFound: 'The site configuration lists no such checklist item.',
  checklistNotMarked: 'That item has not been marked received, so there is nothing to undo.',
  receivedOnInvalid: 'Enter the date it was received, such as 2027-01-15, no later than today.',
  // Decisions and their release (issue 28).
  navReleases: 'Releases',
  decisionHeading: 'Decision',
  decisionLegend: 'Decision',
  reasonsLegend: (decision: string) => `Reasons for ${decision}`,
  reasonsNone: 'This decision has no reasons to choose from.',
  recordDecision: 'Record decision',
  decisionNone: 'No decision recorded yet.',
  decisionRecordedBy: (decision: string, when: string, by: string | null) =>
    by ? `${decision}, recorded ${when} by ${by}.` : `${decision}, recorded ${when}.`,
  decisionReasons: (reasons: string) => `Reasons: ${reasons}.`,
  decisionNotReleased: 'Not released: the applicant cannot see it.',
  decisionReleasedOn: (when: string) => `Released ${when}: the applicant can see it.`,
  decisionReleasedFixed: 'A released decision cannot be changed.',
  decisionChoose: 'Choose a decision.',
  decisionUnknown: 'The site configuration lists no such decision. Nothing was recorded.',
  reasonUnknown: (decision: string) =>
    `One of the reasons is not a reason for ${decision} in the site configuration. Nothing was recorded.`,
  decisionNotSubmitted: 'A decision can be recorded only for a submitted application.',
  decisionAlreadyReleased: 'This decision has been released to the applicant and can no longer be changed.',
  decisionsAlreadyReleased: (count: number) =>
    count === 1
      ? '1 of the selected applications has a released decision, which can no longer be changed. Nothing was recorded.'
      : `${count.toLocaleString('en-US')} of the selected applications have a released decision, which can no longer be changed. Nothing was recorded.`,
  decisionsNotSubmitted: (count: number) =>
    count === 1
      ? '1 of the selected applications is not submitted. Nothing was recorded.'
      : `${count.toLocaleString('en-US')} of the selected applications are not submitted. Nothing was recorded.`,
  decideUnknownApplication: 'One of the selected applications no longer exists. Nothing was recorded.',
  decideNone: 'Select at least one application.',
  decideTooMany: (most: number) => `Record at most ${most.toLocaleString('en-US')} decisions at once.`,
  decisionRecorded: (decision: string) =>
    `Decision recorded: ${decision}. The applicant cannot see it until it is released.`,
  decisionsRecorded: (count: number, decision: string) =>
    count === 1
      ? `${decision} recorded for 1 application.`
      : `${decision} recorded for ${count.toLocaleString('en-US')} applications.`,

  releasesHeader: 'Release decisions',
  releasesIntro:
    'A release publishes the recorded decisions you choose: each applicant can then see theirs when they sign in, and gets an e-mail that there is an update on their application (the e-mail does not say the decision). Once released, a decision cannot be changed.',
  releaseDecision: 'Decision to release',
  releaseTerm: 'Entry term',
  releaseAllTerms: 'Every entry term',
  releaseWhen: 'When',
  releaseNow: 'Now',
  releaseLater: 'At a set time',
  releaseAtLabel: (timeZone: string) => `Date and time (${timeZone} time)`,
  releaseAtHint: 'For example 2027-03-15 at 09:00.',
  releaseAtInvalid: 'Enter a date and time in the future.',
  releaseCount: (count: number, decision: string) =>
    count === 1
      ? `1 recorded ${decision} decision is not yet released.`
      : `${count.toLocaleString('en-US')} recorded ${decision} decisions are not yet released.`,
  releaseSubmit: 'Release…',
  releaseConfirmTitle: (count: number, decision: string) =>
    count === 1
      ? `Release 1 ${decision} decision?`
      : `Release ${count.toLocaleString('en-US')} ${decision} decisions?`,
  releaseConfirmNow:
    'Each applicant will see their decision when they sign in and get an e-mail now. This cannot be undone.',
  releaseConfirmLater: (when: string) =>
    `Each applicant will see their decision and get an e-mail from ${when}. You can cancel the release until then.`,
  releaseConfirm: 'Release',
  releaseNothing: 'There are no recorded, unreleased decisions in this selection.',
  releaseCreated: (count: number, decision: string) =>
    count === 1
      ? `The release of 1 ${decision} decision has started.`
      : `The release of ${count.toLocaleString('en-US')} ${decision} decisions has started.`,
  releaseScheduled: (count: number, decision: string, when: string) =>
    count === 1
      ? `1 ${decision} decision will be released ${when}.`
      : `${count.toLocaleString('en-US')} ${decision} decisions will be released ${when}.`,
  releaseNotFound: 'There is no release with that id.',
  releaseAlreadyStarted: 'This release has started, or has been cancelled, and can no longer be cancelled.',
  releaseCancelled: 'The release has been cancelled. Its decisions stay recorded, unreleased.',
  cancelRelease: 'Cancel release',
  releasesListHeader: 'Releases',
  releasesListCaption: 'Releases of decisions, newest first',
  noReleases: 'No decisions have been released yet.',
  columnReleaseSelection: 'Decisions',
  columnReleaseAt: 'Release time',
  columnReleaseBy: 'By',
  columnReleaseProgress: 'Progress',
  releaseSelection: (decision: string, term: string | null, ids: number | null) =>
    [decision, term, ids === null ? null : `${ids.toLocaleString('en-US')} selected`]
      .filter(Boolean)
      .join(', '),
  releaseStates: {
    scheduled: 'Scheduled',
    running: 'Releasing',
    finished: 'Released',
    cancelled: 'Cancelled',
  },
  releaseProgress: (released: number, sent: number, failed: number) =>
    `${released.toLocaleString('en-US')} released, ${sent.toLocaleString('en-US')} e-mails sent` +
    (failed > 0 ? `, ${failed.toLocaleString('en-US')} could not be sent` : ''),
  forRelease: (selection: string) => `for ${selection}`,

  statusHistory: 'Status history',
  noStatusHistory: 'No status recorded yet.',
  // What the applicant changed after submitting (issue 28).
  applicantUpdates: 'Updates from the applicant',
  noApplicantUpdates: 'The applicant has changed nothing since submitting.',
  applicantUpdateKinds: { document: 'Uploaded a document', contact: 'Changed contact details' },
  applicantUpdate: (time: string, kind: string, detail: string) => `${time}: ${kind}: ${detail}`,

  auditHeader: 'Audit',
  auditStaffFilter: 'Staff member',
  auditApplicantFilter: 'Applicant',
  auditFilterHint: 'Part of an e-mail address or name.',
  noAuditEvents: 'No events match.',
  columnAt: 'When',
  columnAction: 'Action',
  columnStaff: 'Staff member',
  columnApplicant: 'Applicant',
  columnFrom: 'From',
  actions: {
    'staff.invited': 'Invitation',
    'staff.setup': 'Account set up',
    'staff.sign-in': 'Sign-in',
    'staff.sign-in-failed': 'Sign-in failed',
    'staff.second-factor-failed': 'Wrong code',
    'staff.sign-out': 'Sign-out',
    'staff.disabled': 'Access turned off',
    'staff.enabled': 'Access turned on again',
    'staff.made-admin': 'Made an administrator',
    'staff.made-reader': 'Made a reader',
    'staff.made-decider': 'Made a decider',
    'staff.authenticator-reset': 'Authenticator reset',
    'application.view': 'Application viewed',
    'application.pdf-download': 'PDF downloaded',
    'document.download': 'Document downloaded',
    'ssn.reveal': 'SSN shown',
    'applications.export': 'CSV export',
    'applications.export-json': 'JSON export',
    'service.link-made': 'Print link made',
    'service.print-view': 'Print link opened (SSN shown)',
    'checklist.received': 'Checklist item marked received',
    'checklist.undone': 'Checklist item mark undone',
    'application.assigned': 'Assigned to a reader',
    'application.unassigned': 'Assignment removed',
    'decision.recorded': 'Decision recorded',
    'decisions.released': 'Decision released',
    'release.created': 'Release of decisions created',
    'release.cancelled': 'Release of decisions cancelled',
    'document.view': 'Document viewed',
    'review.saved': 'Review saved',
    'note.added': 'Note added',
    'system-credential.created': 'System credential created',
    'system-credential.revoked': 'System credential revoked',
    'system-api.read': 'Applications read by a system',
  },

  // Where applicants get stuck.
  stuckHeader: 'Where applicants get stuck',
  stuckIntro:
    "The applications worked on in a period of days: each is counted once, on the day of its last activity (in the institution's time zone), at the furthest status it has reached.",
  periodLabel: 'Period',
  periodFrom: 'From',
  periodTo: 'To',
  periodHint: 'Both days are included. The last 30 days unless you choose.',
  periodDayInvalid: 'Enter a real date as year, month and day, for example 2027-03-31.',
  periodOrder: 'The period must end on or after the day it starts.',
  periodShown: (from: string, to: string) => `From ${from} to ${to}.`,
  stuckStatusesHeader: 'Applications in the period',
  stuckStatusesCaption: 'Applications last active in the period, by the furthest status reached',
  stuckStopsHeader: 'Where they stop',
  stuckStopsCaption: 'Applications not submitted, by the page they were last on',
  stuckStopsNote:
    'Validating: the applicant pressed Submit at least once and was shown what is missing; started: not yet.',
  stuckMessagesHeader: 'What stops them',
  stuckMessagesCaption: 'The ten messages that applications not submitted meet most',
  stuckMessagesNote:
    "What each application's browser found the last time it checked the answers: a message counts once per application, and one the applicant has since put right no longer counts.",
  noStuckApplications: 'No applications were worked on in this period.',
  noStuckMessages:
    'No application that was worked on in this period and not submitted has been shown a message.',
  noPageRecorded: 'No page recorded yet',
  columnApplications: 'Applications',
  columnShare: 'Share',
  columnPage: 'Page',
  columnQuestion: 'Question',
  columnMessage: 'Message',
  columnNotSubmitted: 'Not submitted',
  totalRow: 'All',
  /** A sign-in's action with how it was tried: 'Sign-in (single sign-on)'. */
  actionBy: (action: string, method: string) => `${action} (${method})`,
  signInMethods: { password: 'password and code', oidc: 'single sign-on' },

  // The student record system's API (issue 28): what a system calling it is told.
  systemCredentialInvalid:
    'This system credential is not valid: it is unknown or has been revoked. Ask the admissions office for a new one.',
  changedSinceInvalid:
    'changed_since must be a date and time in ISO 8601 with its offset, such as 2027-01-15T14:03:00Z.',
  systemApiTooMany: 'Too many requests with this credential. Wait a minute and try again.',
  systemApiReadOnly: 'The student record system’s API is read-only: a credential can only read applications.',

  // The exports' columns before the questions' (issue 28): a time's header names its zone.
  exportColumns: {
    reference: 'Reference',
    status: 'Status',
    progress: 'Applicant progress',
    submitted: (zone: string) => `Submitted (${zone})`,
    lastActivity: (zone: string) => `Last activity (${zone})`,
    email: 'E-mail',
    reader: 'Reader',
    decision: 'Decision',
    decisionReasons: 'Decision reasons',
    decisionReleased: (zone: string) => `Decision released (${zone})`,
    /** The language the application was filled in (issue 32), by its English name. */
    language: 'Language',
  },
  /** The languages by their English names, as staff read them (issue 32). */
  languages: { en: 'English', es: 'Spanish' },
} as const;
