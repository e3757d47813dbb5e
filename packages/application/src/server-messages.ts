import type { CatalogueOf } from './catalogue-of';

/**
 * What only the server says: the messages of its answers (a 2xx's message, a 4xx's error), which
 * the browser shows as it receives them. Apart from `MESSAGES`, so that the applicant's first visit
 * does not carry them (about 1.3 KB gzipped); a second language translates them too (catalogue.ts).
 */
export const SERVER_MESSAGES = {
  // Accounts (their wording is not shown in the spec; docs/decisions.md)
  accountNotConfirmed:
    "Your account has not been confirmed yet. Enter the code we e-mailed you, or choose 'Resend confirmation code?' to get a new one.",
  signupCodeSent: 'Your account has been created. We e-mailed you a 6-digit confirmation code.',
  confirmSuccess: 'Your account has been confirmed. You can now log in.',
  /** The address was signed up more than once and the code typed in a browser that made none of them. */
  confirmChoosePassword:
    'Your account has been confirmed. To finish, choose its password with the link we have just e-mailed you.',
  codeInvalid: "That confirmation code is not valid. Check the code, or choose 'Resend confirmation code?'.",
  codeExpired: "That confirmation code has expired. Choose 'Resend confirmation code?' to get a new one.",
  codeTooManyTries:
    "That confirmation code was entered wrongly too many times. Choose 'Resend confirmation code?' to get a new one.",
  resendSent: 'If that account is waiting for confirmation, we e-mailed it a new confirmation code.',
  forgotSent: 'If an account exists for that e-mail address, we e-mailed it a link to reset your password.',
  resetSuccess: 'Your password has been reset. You can now log in.',
  loginSuccess: 'You are logged in.',

  // Refusals of any request: throttles, another site, text no answer can hold (not in the spec)
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  tooManyUploads: 'You have sent a lot of files in a few minutes. Please wait a few minutes and try again.',
  tooManyPdfRequests:
    'You have asked for a lot of PDF copies in a few minutes. Please wait a few minutes and try again.',
  crossSiteRequest: 'This request did not come from this site.',
  unstorableText: 'Some text contains characters that cannot be saved. Remove them and try again.',
  nestedTooDeeply: 'This request could not be read: its data is nested too deeply.',
  /** Before the list of what a request's body got wrong (a schema's check, not the validator's). */
  requestNotValid: 'The request is not valid.',
  nothingHere: 'There is nothing at this address.',
  // Fastify's own refusals of a body, by their codes (apps/server/src/platform/errors.ts)
  bodyTooLarge: 'This request is too large to be read.',
  bodyNotJson: 'This request could not be read: it is not valid JSON.',
  bodyEmpty: 'This request could not be read: it has no content.',
  bodyTypeRefused: 'This request could not be read: it is not sent in a form this address takes.',
  /**
   * What a field of a request got wrong, by the kind of check, where the schema gives no message of
   * its own (zod's issue codes: apps/server/src/platform/request-validation.ts).
   */
  fieldRequired: 'is required',
  fieldNotText: 'must be text',
  fieldNotNumber: 'must be a number',
  fieldNotWholeNumber: 'must be a whole number',
  fieldNotTrueOrFalse: 'must be true or false',
  fieldNotList: 'must be a list',
  fieldNotObject: 'must be a set of named values',
  fieldTooLong: (most: number) => `must be at most ${most} characters`,
  fieldTooShort: (least: number) =>
    least === 1 ? 'must not be empty' : `must be at least ${least} characters`,
  fieldTooLarge: (most: number) => `must be at most ${most}`,
  fieldTooSmall: (least: number) => `must be at least ${least}`,
  fieldTooManyItems: (most: number) => `must have at most ${most} items`,
  fieldTooFewItems: (least: number) => `must have at least ${least} items`,
  fieldNotEmail: 'must be an e-mail address',
  fieldWrongFormat: 'is not written in the expected form',
  fieldNotOneOf: (values: string) => `must be one of: ${values}`,
  fieldsUnknown: (fields: string) => `has fields this request does not take: ${fields}`,
  fieldNotValid: 'is not valid',

  // The applicant's language (issue 32): PUT /api/account/language
  languageSaved: 'Your language has been saved.',
  languageNotOffered: "That language is not offered. Choose 'en' (English) or 'es' (Spanish).",

  // Answers (wording not shown in the spec; docs/decisions.md)
  answersSaved: 'Your answers have been saved.',
  answersRefused: 'Some answers could not be saved:',
  tooManyAnswers: 'there are more answers than this application has questions.',
  tooManySaves:
    'Your answers have been saved very often in the last few minutes. Please wait a few minutes and try again.',
  lastPageSaved: 'Your place has been saved.',
  webStatusSaved: 'Your application status has been saved.',
  submitThroughSubmit: 'An application is submitted only by submitting it.',
  addAnotherSaved: 'Your choice has been saved.',
  tabsSaved: 'Your choice has been saved.',
  unknownAddAnother: 'There is no such Add Another button.',
  unknownTab: 'There is no such tab or tab choice.',
  answerUnknownKey: 'is not a question of this application',
  answerReadOnly: 'cannot be changed by the applicant',
  answerWrongType: 'has a value of the wrong type',
  answerTooLong: 'is longer than this question allows',
  applicationSubmitted: 'Your application has been submitted, so its answers can no longer be changed.',
  applicationIncomplete: 'Your application is missing some information. Please complete it and submit again.',
  validationsSaved: 'Your answers have been checked.',
  prefillInvalid: 'This link has expired or is not valid. You can still start your application.',
  prefillNoSsn: 'A prefill never holds a Social Security number.',

  // Documents (issue 6): uploads, and why one could not be turned into a PDF (apps/server/src/documents/convert-to-pdf.ts)
  notAFileUpload: 'This question does not take a file.',
  documentDeleted: 'Your file was deleted.',
  uploadPolicyInvalid: 'The upload was refused: its form is not valid or has expired. Please try again.',
  uploadFormUsed: 'This upload has already been received. Please choose the file again to upload it again.',
  conversionFailed:
    'This file could not be converted to PDF. Please check that it opens and upload it again.',
  conversionTimedOut: 'This file took too long to convert to PDF. Please upload a smaller or simpler file.',
  pdfPasswordProtected: 'This PDF is password-protected. Please upload a copy without a password.',
  pdfTooManyPages: 'This PDF has more than 100 pages. Please upload a shorter document.',
  imageTooLarge:
    'This image is too large. Please upload an image of at most 40 megapixels and at most 20,000 pixels on each side.',
  docxUnreadable: 'This Word document could not be read. Please save it again as .docx and upload it.',
  docxTooLarge:
    'This Word document is too large to convert. Please make it smaller, for example with smaller pictures, and upload it again.',
  uploadNotFound: 'We could not find your uploaded file. Please upload it again.',
  conversionDeleted: 'The file conversion was cancelled.',
  conversionStalled: 'Your file could not be converted in time. Please upload it again.',
  applicationPdfFailed: 'We could not make a PDF copy of your application. Please try again later.',
  applicationPdfMissing: 'There is no PDF copy of your application yet.',
  documentPdfMissing: 'There is no converted file for this question.',
  /** The application PDF's own furniture (issue 16): an attachment's caption page, the running footer. */
  pdfAttachment: 'Attachment',
  pdfReference: (reference: string) => `Reference ${reference}`,
  pdfPage: (page: number, pages: number) => `Page ${page} of ${pages}`,

  // Lookups: what /lookup/find says (docs/lookups.md)
  lookupNotFound: 'That entry is no longer listed. Please type it in yourself.',
  lookupTooManyRequests: 'Too many searches. Please wait a moment and try again.',
} as const;

/** The server's messages in any language: the shape of the English ones. */
export type ServerMessages = CatalogueOf<typeof SERVER_MESSAGES>;
