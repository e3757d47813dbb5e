import type { CatalogueOf } from './catalogue-of';

/**
 * Every product string of the specification, keyed by name: the English messages of the catalogue
 * (catalogue.ts). Components and the server read them from here and never retype them, so a second
 * language can follow without touching a component.
 */
export const MESSAGES = {
  // Shell
  unexpectedError: "We've encountered an unexpected error at this time. Please try again later.",
  sessionInvalid: 'Your session is invalid. Please clear your cookies and login again.',
  inactivityLogout: 'You have been automatically logged out due to inactivity.',
  errorScreenTitle: 'Something went wrong.',
  errorScreenBody: 'The issue has been logged and will be fixed as soon as possible. Please try again later.',
  unexpectedErrorDialogTitle: 'Unexpected Error',
  defaultDialogHeader: 'Error',
  errorToastTitle: 'Error',
  successToastTitle: 'Success',
  invalidLocation: 'That page does not exist, so you have been taken to the start of the application.',
  submitSuccess: 'Your application was successfully submitted.',
  validationSummaryTitle: "We're missing some information!",
  validationSummaryIntro:
    'The links below show what still needs to be completed. Missing items are highlighted on each page. Please fix them and submit your application again.',
  errorTitlePrefix: 'Error: ',
  completionReference: 'Your reference number',
  completionSubmittedAt: 'Submitted',
  // Not in the spec (issue 16): the receipt's next steps, on the completion page and in its e-mail.
  completionNextSteps: 'What happens next',
  // Not in the spec (issue 16): the 'Check your answers' page (GOV.UK's pattern and words).
  checkAnswersTitle: 'Check your answers before submitting your application',
  checkAnswersLink: 'Check your answers',
  checkAnswersIntro: 'Make sure every answer is right. You can change an answer before you submit.',
  checkAnswersChange: 'Change',
  checkAnswersReturn: 'Return to check your answers',
  bannerFirstTime: 'First time here?',
  bannerWelcome: 'Welcome!',
  bannerWelcomeBack: 'Welcome Back!',
  stillWorking: 'Still working?',
  fileUploadInProgressTitle: 'File Upload in Progress',
  fileUploadInProgressBody: 'Please wait until the file upload has completed.',
  deleteFileConfirm: 'Are you sure you want to delete your file?',
  anonymousUpload: 'This question can be finished once you have created an account.',
  pdfDownloadError: 'Error downloading PDF copy of your application.',
  selectNoOptions: 'No options',
  selectLoading: 'Loading...',
  selectPlaceholder: 'Select...',
  resendErrorTitle: 'Resend Confirmation Code Error',

  // Shell chrome: words of the web app's frame that the spec leaves to the product (web app)
  skipToContent: 'Skip to main content',
  stepNavLabel: 'Application steps',
  loading: 'Loading...',
  close: 'Close',
  opensInNewTab: '(opens in a new tab)',
  toastViewportLabel: 'Notifications ({hotkey})',
  helpButton: 'Help',
  helpDialogTitle: 'Help',
  helpDialogDescription: 'Where to get help with your application.',
  helpTechnicalHeading: 'Technical help',
  helpTechnicalBody: 'For technical help with this application, e-mail:',
  helpPdfReaderBody: 'Application documents are PDF files. If you cannot open them:',
  helpContactHeading: 'Contact the admissions office',
  helpContactEmail: 'E-mail',
  helpContactPhone: 'Phone',
  helpContactHours: 'Hours',
  helpContactAddress: 'Address',
  privacyButton: 'Privacy',
  privacyDialogTitle: 'Privacy',
  privacyDialogDescription: 'How we use your information and the cookies this site sets.',
  privacyPolicyHeading: 'Privacy policy',
  cookieNoticeHeading: 'Cookies',
  completionTitle: 'Application Complete',

  // Authentication cards
  loginCardHeader: 'Log In',
  loginCardAltHeader: 'Sign In',
  signupCardHeader: 'Sign Up',
  signupCardAltHeader: 'Create Account',
  confirmCardHeader: 'Confirm Your Account',
  forgotCardHeader: 'Forgot Password',
  resetCardHeader: 'Reset Password',

  // Authentication
  emailInvalid: 'Your email address must be valid.',
  loginEmailInvalid: 'Please provide a valid email address.',
  loginPasswordRequired: 'Password is required.',
  confirmationCodeInvalid: 'The confirmation code must be exactly 6 numbers.',
  resendEmailInvalid: 'You must provide a valid email address to resend a confirmation code.',
  passwordMinLength: 'is at least 12 characters',
  passwordUppercase: 'contains at least one uppercase letter',
  passwordLowercase: 'contains at least one lowercase letter',
  passwordNumber: 'contains at least one number',
  passwordSpecial: 'contains at least one special character',
  passwordWhitespace: 'contains no leading or trailing whitespace',
  passwordsMustMatch: 'passwords must match',

  // Account screens: words the spec leaves to the product (web app; docs/decisions.md)
  emailLabel: 'E-mail',
  passwordLabel: 'Password',
  newPasswordLabel: 'New password',
  confirmPasswordLabel: 'Confirm password',
  confirmationCodeLabel: 'Confirmation code',
  confirmationCodeHint: 'The 6-digit code from the e-mail we sent you.',
  submit: 'Submit',
  resendCodeButton: 'Resend confirmation code?',
  forgotPasswordLink: 'Forgot password?',
  showPassword: 'Show password',
  passwordRequirementsTitle: 'Your password must meet these requirements:',
  passwordCheckMet: 'met',
  passwordCheckNotMet: 'not met',
  passwordRequirementsUnmet: 'Your password does not meet all of the requirements.',
  loginFooterPrompt: "Don't have an account?",
  signupFooterPrompt: 'Already have an account?',
  confirmFooterPrompt: 'Already confirmed your account?',
  forgotFooterPrompt: 'Remembered your password?',
  accountLabel: 'Account',
  logOut: 'Log Out',
  signedInAs: 'Signed in as',
  bannerFirstTimeNote: 'Create an account to save your answers and finish your application later.',
  bannerWelcomeBackNote: 'Finish your application today to get a quick admission decision.',
  stillWorkingBody:
    'You have not used the application for a while. For your security, you will be logged out unless you choose Continue.',
  continue: 'Continue',

  // Account answers of the server (their wording is not shown in the spec; docs/decisions.md)
  invalidCredentials: 'The email address or password is incorrect.',
  accountNotConfirmed:
    "Your account has not been confirmed yet. Enter the code we e-mailed you, or choose 'Resend confirmation code?' to get a new one.",
  signupCodeSent: 'Your account has been created. We e-mailed you a 6-digit confirmation code.',
  confirmSuccess: 'Your account has been confirmed. You can now log in.',
  codeInvalid: "That confirmation code is not valid. Check the code, or choose 'Resend confirmation code?'.",
  codeExpired: "That confirmation code has expired. Choose 'Resend confirmation code?' to get a new one.",
  codeTooManyTries:
    "That confirmation code was entered wrongly too many times. Choose 'Resend confirmation code?' to get a new one.",
  resendSent: 'If that account is waiting for confirmation, we e-mailed it a new confirmation code.',
  forgotSent: 'If an account exists for that email address, we e-mailed it a link to reset your password.',
  resetSuccess: 'Your password has been reset. You can now log in.',
  resetLinkInvalid:
    "This password reset link is not valid or has expired. Choose 'Forgot password?' to get a new one.",
  loginSuccess: 'You are logged in.',
  logoutSuccess: 'You have been logged out.',
  commonPassword: 'This password is too common. Please choose a password that is harder to guess.',
  guessablePassword:
    'This password would be easy to guess. Add a few words that are not about you or this site.',
  passwordContainsEmail: 'Your password must not contain your email address.',
  passwordOfSiteWords:
    'Words of this site or your email address with numbers and symbols around them are easy to guess.',
  passwordRepetitive: 'Repeated characters and sequences such as "aaa" or "abcd" are easy to guess.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  /** Not in the spec: an applicant who sends files or asks for PDFs far faster than anyone types. */
  tooManyUploads: 'You have sent a lot of files in a few minutes. Please wait a few minutes and try again.',
  tooManyPdfRequests:
    'You have asked for a lot of PDF copies in a few minutes. Please wait a few minutes and try again.',
  crossSiteRequest: 'This request did not come from this site.',
  /** Not in the spec: a NUL or half of a character pair, which no answer can hold. */
  unstorableText: 'Some text contains characters that cannot be saved. Remove them and try again.',

  // Answers: what the server says (wording not shown in the spec; docs/decisions.md)
  answersSaved: 'Your answers have been saved.',
  answersRefused: 'Some answers could not be saved:',
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

  // Application widgets
  addressLine2Label: 'Apt. #',
  schoolSearchLabel: 'Search for Your School',
  schoolSearchOwnEntryHint: 'Enter your school information below.',
  addAnother: 'Add Another',

  // Application form: words the spec leaves to the product (web app; issue 4)
  saveStatusSaving: 'Saving…',
  saveStatusSaved: 'All changes saved',
  saveStatusRetrying: 'Not saved: retrying',
  saveButton: 'Save',
  saveAndContinue: 'Save and Continue',
  dateDay: 'Day',
  dateMonth: 'Month',
  dateYear: 'Year',
  dateOfBirthHint: 'For example, 3 27 2007',
  // File upload widget and PDF download (issue 6): words the spec leaves to the product
  fileUploadRules:
    'Accepted file types: .png, .jpeg, .jpg, .pdf, .docx. One file of at most 1 MB, its name at most 32 characters.',
  fileConverting: 'Converting…',
  deleteFile: 'Delete',
  cancel: 'Cancel',
  removeButton: 'Remove',
  // Not in the spec (issue 14): answers typed on a shared computer.
  offeredAnswersTitle: 'Answers typed on this computer',
  offeredAnswersBody:
    'These answers were typed on this computer before you logged in, and differ from your saved application. Your saved answers have not changed.',
  offeredAnswersAdd: 'Add these to my application',
  offeredAnswersDiscard: 'Discard',
  offeredAnswersAdded: 'The answers typed on this computer have been added to your application.',
  offeredAnswersDiscarded: 'The answers typed on this computer have been discarded.',
  clearAnswersHere: 'Not you? Clear the answers on this computer',
  clearAnswersHereNote: 'Answers typed before you create an account are kept on this computer for 2 hours.',
  answersClearedHere: 'The answers on this computer have been cleared.',
  tabSwitchConfirmTitle: 'Switch and delete your file?',
  tabSwitchConfirm: 'Switch and delete',
  pdfDownload: 'Download a PDF copy of your application',
  pdfPreparing: 'Preparing a PDF copy of your application…',
  // Documents (issue 6): the server's answers about uploads
  notAFileUpload: 'This question does not take a file.',
  documentDeleted: 'Your file was deleted.',
  uploadPolicyInvalid: 'The upload was refused: its form is not valid or has expired. Please try again.',
  // Documents: why an upload could not be turned into a PDF (apps/server/src/documents/convert-to-pdf.ts)
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
  fileNameTooLong:
    'Your file name is too long. Please use a name of at most 32 characters, including the extension.',
  conversionStalled: 'Your file could not be converted in time. Please upload it again.',
  applicationPdfFailed: 'We could not make a PDF copy of your application. Please try again later.',
  applicationPdfMissing: 'There is no PDF copy of your application yet.',
  documentPdfMissing: 'There is no converted file for this question.',
  downloadDocumentPdf: 'Download PDF',
  serviceTokenInvalid: 'This print link has expired or is not valid.',
  tabsSwitchHint: 'Choosing the other tab clears what you entered in this one.',
  formActionsLabel: 'Save your application',

  // Application validation
  legalFirstName: 'Legal First Name',
  legalLastName: 'Legal Last Name',
  legalSex: 'Legal Sex',
  birthDateInvalid: 'A valid date of birth is required.',
  birthDateUnsupported: 'This date is not supported. Please contact help support for assistance.',
  birthDateTooYoung: 'You must be 13 years or older to apply.',
  zipMinLength: 'ZIP/Postal Code must be at least 5 characters.',
  phoneHomeInvalid: 'Please enter a valid home phone number.',
  phoneMobileInvalid: 'Please enter a valid cell phone number.',
  phoneOneRequired: 'Please enter either a home phone or cell phone number.',
  phoneOptIn: 'A cell phone number is required to receive text message updates.',
  parent1EmailInvalid: 'Parent 1/Guardian 1: Please enter a valid email address.',
  parent1PhoneInvalid: 'Parent 1/Guardian 1: Please enter a valid phone number.',
  parent2EmailInvalid: 'Parent 2/Guardian 2: Please enter a valid email address.',
  parent2PhoneInvalid: 'Parent 2/Guardian 2: Please enter a valid phone number.',
  // Not in the spec: what an empty field says when both parents are to be contacted.
  parent2EmailMissing:
    'Parent 2/Guardian 2: Please enter an email address, so that we can contact both parents.',
  parent2PhoneMissing:
    'Parent 2/Guardian 2: Please enter a phone number, so that we can contact both parents.',
  counselorEmailInvalid: 'The counselor email address you entered is invalid.',
  citizenType: 'Citizen Type',
  citizenshipCountry: 'What is your country of citizenship?',
  ssnRequired: 'What is your Social Security number?',
  ssnInvalid: 'Please enter a valid Social Security number.',
  internationalApplication: 'You must use the institution International Application to apply.',
  immigrantCategory: 'Eligible Immigrant Category',
  entryTerm: 'When do you plan to enroll?',
  appliedMajor: 'What are you interested in studying?',
  gedRequired:
    'You must have either graduated from a high school or obtained a GED to complete this application.',
  satInvalid: 'Please provide a valid SAT Total Score. The score must be between 400 and 1600.',
  actInvalid: 'Please provide a valid ACT Composite Score. The score must be between 1 and 36.',

  // Application validation the spec leaves open (docs/decisions.md): the international phone tab
  phoneInternationalRequired: 'Please enter your international phone number.',
  phoneInternationalInvalid: 'Please enter a valid international phone number.',

  // Not in the spec (issue 16): answers plainly wrong that the spec's rules let through.
  gpaInvalid: 'Enter your GPA as a number, like 3.45',
  collegeNameMissing: 'Enter the name of the college or university, or leave this college out',
  collegeStartMissing: 'Select the month and year you started there',
  collegeEndMissing: 'Select the month and year you finished there, or will finish',
  collegeDatesOrder: 'The month you finished must be the same as or after the month you started',

  // Files
  fileTooLarge: 'Your file is too large. The maximum file size is 1 MB.',
  fileWrongType: 'You can only enter the following file types: .png, .jpeg, .jpg, .pdf, .docx',
  fileEmpty: 'Your file is empty. Please upload a non-empty file.',

  // Lookups: what /lookup/find says (wording not shown in the spec; docs/lookups.md)
  lookupCategoryInvalid: 'category must be one of hs_ceeb, college_ceeb, address.',
  lookupTextTooLong: 'text must be at most 100 characters.',
  lookupMaxResultsInvalid: 'max_results must be a whole number of at least 1.',
  lookupTextOrId: 'Give either text (to search) or id (for one record), not both.',
  lookupNotFound: 'That entry is no longer listed. Please type it in yourself.',
  lookupTooManyRequests: 'Too many searches. Please wait a moment and try again.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** The messages in any language: the shape of the English ones. */
export type Messages = CatalogueOf<typeof MESSAGES>;

/** Messages that name something: '{card} Error', 'Error uploading file for {field}', ... */
export const formatMessage = {
  /** The inactivity warning's countdown (HMRC's timeout pattern). */
  logoutCountdown: (seconds: number) =>
    `You will be logged out in ${seconds} ${new Intl.PluralRules('en').select(seconds) === 'one' ? 'second' : 'seconds'}`,
  authCardError: (card: string) => `${card} Error`,
  confirmCodeSentTo: (email: string) => `Enter the 6-digit code we e-mailed to ${email}.`,
  passwordChecksSummary: (met: number, total: number) => `${met} of ${total} password requirements met.`,
  uploadError: (field: string) => `Error uploading file for ${field}`,
  fileUploading: (fileName: string) => `Uploading ${fileName}`,
  fileSummary: (fileName: string, size: string) => `${fileName} (${size})`,
  documentPdfOf: (fileName: string) => `of ${fileName}`,
  addAnotherError: (id: string) => `Error adding another ${id}`,
  // Not in the spec (issue 14): taking the last added component away again.
  removeComponent: (label: string) => `Remove ${label}`,
  // Not in the spec (issue 16): a GPA above its scale; a 'none' box ticked beside the others.
  gpaAboveScale: (scale: string) => `Your GPA must be between 0 and ${scale}`,
  exclusiveChoice: (label: string) => `Select '${label}' or the ones that apply, not both`,
  removeComponentConfirm: (label: string) => `Remove ${label}?`,
  removeComponentDescription: (label: string) => `The answers you gave for ${label} will be deleted.`,
  removeComponentError: (label: string) => `Error removing ${label}`,
  tabSwitchDeletes: (fileName: string) => `Switching will delete ${fileName}. Switch and delete?`,
  tabsError: (tab: string) => `Error handling tabs for ${tab}`,
  documentAttached: (field: string) => `Document attached for "${field}"`,
  characterCount: (count: number, limit: number) => `Character count: ${count} / ${limit}`,
  autocompleteCreate: (text: string) => `Use: ${text}`,
  documentTitle: (screen: string, applicationTitle: string) => `${screen} | ${applicationTitle}`,
  /** The print view's h1 and document title: what the application PDF is called (docs/decisions.md). */
  printTitle: (applicationTitle: string, applicant: string) => `${applicationTitle} — ${applicant}`,
  completionEmailSent: (email: string) => `We have sent a confirmation e-mail to ${email}.`,
  completionBody: (institution: string) =>
    `Thank you for applying to ${institution}. Your application has been submitted.`,
} as const;

/** The parametrised messages in any language: the same functions as the English ones. */
export type MessageFormats = CatalogueOf<typeof formatMessage>;
