import type { CatalogueOf } from './catalogue-of';

/**
 * The words of a signed-in applicant's session dialogs (not in the spec, or ours beside the spec's
 * title): the inactivity warning's body and whether the answers are saved (issue 31), and a Log Out
 * whose last changes could not be saved (issue 27). Apart from MESSAGES, so that a first visit does
 * not carry them: only the dialogs' chunks, which load on demand, import this module.
 */
export const SESSION_MESSAGES = {
  stillWorkingBody:
    'You have not used the application for a while. For your security, you will be logged out unless you choose Continue.',
  // Issue 31: the warning says what becomes of the answers.
  stillWorkingSaved: 'Your answers are saved.',
  stillWorkingUnsaved: 'Your latest changes are not saved yet: we are still trying.',
  logOutUnsavedTitle: 'Your last changes are not saved',
  logOutUnsavedBody:
    'The changes you made last could not be saved. Stay to keep them on this page while we try again, or log out and lose them.',
  logOutUnsavedStay: 'Stay',
  logOutUnsavedConfirm: 'Log out and lose them',
} as const;

/** The session dialogs' words in any language: the shape of the English ones. */
export type SessionMessages = CatalogueOf<typeof SESSION_MESSAGES>;
