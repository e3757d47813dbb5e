import type { CatalogueOf } from './catalogue-of';

/**
 * The English words of the e-mails the server sends applicants: the confirmation of a submitted
 * application, the three account mails and the news of a released decision. The server only assembles them (apps/server/src/answers/
 * submission-mail.ts, apps/server/src/accounts/account-mail.ts); staff mails are staff texts.
 */
export const MAIL_TEXT_EN = {
  /** The language of the mail's HTML (`<html lang>`). */
  language: 'en',
  /** The locale its dates are written in. */
  dateLocale: 'en-US',

  submissionSubject: (institution: string) => `We received your application to ${institution}`,
  submissionReceived: (institution: string, applicationTitle: string, when: string, timeZone: string) =>
    `Thank you for applying to ${institution}. We received your ${applicationTitle} on ${when} (${timeZone} time).`,
  // The office named as the site names it (its address's first line), not a name of our own (issue 31).
  submissionQuoteReference: (office: string) =>
    `Please quote your reference number when you contact the ${office}.`,
  submissionNews: 'We will e-mail you when there is news about your application.',

  confirmationCodeSubject: (institution: string) => `Confirm your ${institution} application account`,
  confirmationCode: (code: string) => `Your confirmation code is ${code}`,
  confirmationCodeUse:
    'Enter this code on the Confirm Your Account page to finish creating your account. The code is valid for 24 hours.',
  confirmationCodeIgnore: 'If you did not create an account, you can ignore this e-mail.',

  alreadyRegisteredSubject: (institution: string) => `Your ${institution} application account`,
  alreadyRegistered:
    'Someone tried to create an application account with this e-mail address, but you already have one.',
  alreadyRegisteredLogIn: (loginUrl: string) =>
    `To continue your application, log in at ${loginUrl}. If you have forgotten your password, choose 'Forgot password?' there.`,
  alreadyRegisteredIgnore: 'If this was not you, you can ignore this e-mail: your account has not changed.',

  passwordResetSubject: (institution: string) => `Reset your ${institution} application password`,
  passwordResetRequested: 'We received a request to reset the password of your application account.',
  passwordResetLink: (link: string) => `To choose a new password, open this link within one hour: ${link}`,
  passwordResetIgnore:
    'If you did not ask for this, you can ignore this e-mail: your password has not changed.',

  /**
   * A released decision (issue 28): that there is news and where to read it, never the decision
   * itself, which an e-mail would put in front of whoever reads the inbox.
   */
  releaseSubject: 'There is an update on your application',
  releaseUpdate: (institution: string, applicationTitle: string) =>
    `There is an update on your ${applicationTitle} to ${institution}.`,
  // The link last and alone, with no full stop after it that a mail program would take into it.
  releaseSignIn: (loginUrl: string) => `Log in to read it: ${loginUrl}`,
} as const;

export type MailText = CatalogueOf<typeof MAIL_TEXT_EN>;
