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
  signedIn: 'You are signed in.',
  signedOut: 'You have signed out.',
  cursorInvalid: 'That page of applications does not exist. Start again from the first page.',
  applicationNotFound: 'There is no application with that id.',
} as const;
