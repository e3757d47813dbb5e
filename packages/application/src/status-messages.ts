import type { CatalogueOf } from './catalogue-of';

/**
 * The words of the applicant's status page after submitting (issue 28; not in the spec): the
 * checklist, what to do about a missing item, contact details and a released decision. Apart from
 * MESSAGES, so that the applicant's first visit does not carry them: only the status page's chunk
 * and the server import this module.
 */
export const STATUS_MESSAGES = {
  checklistTitle: 'Your checklist',
  checklistIntro: 'We read your application once every required item below has arrived.',
  checklistEmpty: 'There is nothing more for you to send.',
  itemReceived: 'Received',
  itemMissing: 'Missing',
  itemOptional: '(optional)',
  missingUpload: 'Upload it here. It is added to your application, and we are told.',
  missingByPost: 'We mark it received when it arrives. Ask whoever sends it to post it to:',
  contactTitle: 'Your contact details',
  contactIntro: 'If your phone number changes, update it here so that we can reach you.',
  contactSave: 'Save contact details',
  phoneFormat: 'A U.S. number such as (404) 555-0100.',
  contactSaved: 'Your contact details were updated.',
  contactUnchanged: 'Your contact details are as they were: nothing was changed.',
  decisionTitle: 'Your decision',
  decisionLetter: 'Your letter',
  decisionLetterPdf: 'Download your letter (PDF)',
  decisionNone:
    'We have not made a decision on your application yet. We will e-mail you when there is an update.',
  statusLoadError: 'We could not load the status of your application. Please try again later.',
  // The server's answers.
  contactKeyRefused: 'Only your contact details can be changed after you submit:',
  contactInvalid: 'Please correct your contact details.',
  contactRemoved: '(removed)',
  tooManyContactChanges:
    'You have changed your contact details many times in a few minutes. Please wait and try again.',
  notSubmitted: 'Your application has not been submitted yet.',
  noReleasedDecision: 'There is no decision on your application yet.',
  tooManyLetters: 'You have asked for your letter many times in a few minutes. Please wait and try again.',
  letterUnavailable: 'We could not make a PDF of your letter just now. Please try again in a few minutes.',
  documentNotMissing:
    'Your application has been submitted: you can now upload only a document that its checklist is missing.',
} as const;

/** The status page's parametrised words. */
export const formatStatus = {
  receivedOn: (day: string) => `Received ${day}`,
  decisionReleased: (when: string) => `Released ${when}`,
  letterTitle: (institution: string) => `${institution}: your admission decision`,
  letterReference: (reference: string) => `Reference number: ${reference}`,
} as const;

/** The status page's words in any language: the shape of the English ones. */
export type StatusMessages = CatalogueOf<typeof STATUS_MESSAGES>;
/** The status page's parametrised words in any language. */
export type StatusFormats = CatalogueOf<typeof formatStatus>;
