/**
 * Every product string of the specification, keyed by name. Components and the server read them
 * from here and never retype them, so a second language can follow without touching a component.
 */
export const MESSAGES = {
  // Shell (spec sections 1, 2, 8)
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
  formStepComingSoon: 'The questions for this step will appear here when the application form is added.',
  authComingSoon:
    'Accounts are not available yet. This page will work once accounts are added to the application.',
  completionTitle: 'Application Complete',

  // Authentication cards (spec section 2)
  loginCardHeader: 'Log In',
  loginCardAltHeader: 'Sign In',
  signupCardHeader: 'Sign Up',
  signupCardAltHeader: 'Create Account',
  confirmCardHeader: 'Confirm Your Account',
  forgotCardHeader: 'Forgot Password',
  resetCardHeader: 'Reset Password',

  // Authentication (spec section 5)
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
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  crossSiteRequest: 'This request did not come from this site.',

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
  prefillInvalid: 'This link has expired or is not valid. You can still start your application.',
  prefillNoSsn: 'A prefill never holds a Social Security number.',

  // Files (spec section 5)
  fileTooLarge: 'Your file is too large. The maximum file size is 1 MB.',
  fileWrongType: 'You can only enter the following file types: .png, .jpeg, .jpg, .pdf, .docx',
  fileEmpty: 'Your file is empty. Please upload a non-empty file.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Messages that name something: '{card} Error', 'Error uploading file for {field}', ... */
export const formatMessage = {
  authCardError: (card: string) => `${card} Error`,
  uploadError: (field: string) => `Error uploading file for ${field}`,
  addAnotherError: (id: string) => `Error adding another ${id}`,
  tabsError: (tab: string) => `Error handling tabs for ${tab}`,
  documentAttached: (field: string) => `Document attached for "${field}"`,
  characterCount: (count: number, limit: number) => `Character count: ${count} / ${limit}`,
  documentTitle: (screen: string, applicationTitle: string) => `${screen} | ${applicationTitle}`,
  completionBody: (institution: string) =>
    `Thank you for applying to ${institution}. Your application has been submitted.`,
} as const;
