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
  // Not in the spec (issue 27): what the receipt says this applicant sent, page and e-mail alike.
  completionDocuments: 'Documents you uploaded',
  completionNoDocuments: 'You did not upload any documents with your application.',
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
  privacyButton: 'Privacy',
  completionTitle: 'Application complete',

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
  // Issue 31: the checklist's last line, ours: the strength check that can refuse a password.
  passwordHardToGuess: 'is hard to guess',
  loginFooterPrompt: "Don't have an account?",
  signupFooterPrompt: 'Already have an account?',
  confirmFooterPrompt: 'Already confirmed your account?',
  forgotFooterPrompt: 'Remembered your password?',
  accountLabel: 'Account',
  logOut: 'Log Out',
  signedInAs: 'Logged in as',
  bannerFirstTimeNote: 'Create an account to save your answers and finish your application later.',
  bannerWelcomeBackNote: 'Finish your application today to get a quick admission decision.',
  continue: 'Continue',

  // Account answers of the server the browser also says (their wording is not shown in the spec; docs/decisions.md)
  invalidCredentials: 'The e-mail address or password is incorrect.',
  resetLinkInvalid:
    "This password reset link is not valid or has expired. Choose 'Forgot password?' to get a new one.",
  logoutSuccess: 'You have been logged out.',
  commonPassword: 'This password is too common. Please choose a password that is harder to guess.',
  guessablePassword:
    'This password would be easy to guess. Add a few words that are not about you or this site.',
  passwordContainsEmail: 'Your password must not contain your e-mail address.',
  passwordOfSiteWords:
    'Words of this site or your e-mail address with numbers and symbols around them are easy to guess.',
  passwordRepetitive: 'Repeated characters and sequences such as "aaa" or "abcd" are easy to guess.',

  // Application widgets
  addressLine2Label: 'Apt. #',
  schoolSearchLabel: 'Search for Your School',
  schoolSearchOwnEntryHint: 'Enter your school information below.',
  addAnother: 'Add Another',

  // Application form: words the spec leaves to the product (web app; issue 4)
  saveStatusSaving: 'Saving…',
  saveStatusSaved: 'All changes saved',
  saveStatusRetrying: 'Not saved: retrying',
  // Issue 31: the connection lost, then back (the issue's own words for the first).
  saveStatusOffline: "You're offline. We'll save your answers when you're back.",
  saveStatusReconnected: "You're back online. All changes saved",
  saveButton: 'Save',
  saveAndContinue: 'Save and continue',
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
  // Not in the spec: a tab switch that would delete a file. (Answers typed on a shared computer,
  // issue 14, are TYPED_HERE_MESSAGES; the footer's dialogs FOOTER_MESSAGES.)
  tabSwitchConfirmTitle: 'Switch and delete your file?',
  tabSwitchConfirm: 'Switch and delete',
  pdfDownload: 'Download a PDF copy of your application',
  pdfPreparing: 'Preparing a PDF copy of your application…',
  // Documents (issue 6); what the server answers about them is in SERVER_MESSAGES
  fileNameTooLong:
    'Your file name is too long. Please use a name of at most 32 characters, including the extension.',
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
    'Parent 2/Guardian 2: Please enter an e-mail address, so that we can contact both parents.',
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

  // Not in the spec (issue 16; GOV.UK's way: say what to do): a required question the spec gives no
  // message for. The spec's own messages (the legal names, 'Citizen Type', …) stay as they are.
  streetAddressRequired: 'Enter your street address',
  cityRequired: 'Enter your city',
  countryRequired: 'Select your country',
  stateRequired: 'Select your state or province',
  mailingStreetAddressRequired: 'Enter the street address of your mailing address',
  mailingCityRequired: 'Enter the city of your mailing address',
  mailingCountryRequired: 'Select the country of your mailing address',
  mailingStateRequired: 'Select the state or province of your mailing address',
  certifyAddressRequired: 'Confirm that your permanent address is your legal residence',
  deferredActionRequired: 'Select whether you have DACA or another eligible immigration status',
  selectiveServiceRequired: 'Select whether you have registered with the Selective Service System',
  gradHsRequired: 'Select whether you have graduated from high school or will before you enroll',
  highSchoolNameRequired: 'Enter the name of your high school',
  gradMonthRequired: 'Select the month you graduated or will graduate',
  gradYearRequired: 'Select the year you graduated or will graduate',
  gedEarnedRequired: 'Select whether you have earned a GED or another high school equivalency credential',
  gedMonthRequired: 'Select the month you earned your GED',
  gedYearRequired: 'Select the year you earned your GED',
  convictionRequired: 'Select whether you have been convicted of a crime or have charges pending',
  suspendedRequired: 'Select whether you have been suspended, expelled or dismissed for disciplinary reasons',
  assaultRequired: 'Select whether you have been found responsible for, or charged with, a violent offense',
  counselorWaiverRequired: "Select whether you waive your right to see your counselor's recommendation",
  legalAgreeRequired: 'Confirm that the information in this application is complete, accurate and your own',
  legalAgreeTranscriptRequired: 'Confirm that you understand your official transcripts must be sent to us',
  legalAgree2Required: 'Confirm that you understand false or missing information may lead to refusal',
  legalAgree3Required:
    'Confirm that you allow us to check your information with your schools and testing agencies',

  // Not in the spec (issue 16): a phone photo made smaller in the browser to fit the 1 MB limit.
  photoShrinking: 'Making your photo smaller to fit the 1 MB limit…',

  // Not in the spec (issue 16): beside the label of a question that may be left blank (GOV.UK).
  optionalMark: '(optional)',

  // Files
  fileTooLarge: 'Your file is too large. The maximum file size is 1 MB.',
  fileWrongType: 'You can only enter the following file types: .png, .jpeg, .jpg, .pdf, .docx',
  fileEmpty: 'Your file is empty. Please upload a non-empty file.',

  // Lookups: what /lookup/find says (wording not shown in the spec; docs/lookups.md)
  lookupCategoryInvalid: 'category must be one of hs_ceeb, college_ceeb, address.',
  lookupTextTooLong: 'text must be at most 100 characters.',
  lookupMaxResultsInvalid: 'max_results must be a whole number of at least 1.',
  lookupTextOrId: 'Give either text (to search) or id (for one record), not both.',
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
  // Not in the spec (issues 16 and 27): said as a photo made smaller is sent, with what was sent.
  photoShrunk: (chosen: string, from: string, sent: string, to: string) =>
    `Your photo ${chosen} (${from}) was over the 1 MB limit, so we made it smaller. It was sent as ${sent} (${to}).`,
  autocompleteCreate: (text: string) => `Use: ${text}`,
  documentTitle: (screen: string, applicationTitle: string) => `${screen} | ${applicationTitle}`,
  /** The print view's h1 and document title: what the application PDF is called (docs/decisions.md). */
  printTitle: (applicationTitle: string, applicant: string) => `${applicationTitle} — ${applicant}`,
  // Not in the spec (issue 27): a document the receipt lists, by its question and its file's name.
  sentDocument: (question: string, fileName: string) => `${question}: ${fileName}`,
  completionEmailSent: (email: string) => `We have sent a confirmation e-mail to ${email}.`,
  completionBody: (institution: string) =>
    `Thank you for applying to ${institution}. Your application has been submitted.`,
} as const;

/** The parametrised messages in any language: the same functions as the English ones. */
export type MessageFormats = CatalogueOf<typeof formatMessage>;
