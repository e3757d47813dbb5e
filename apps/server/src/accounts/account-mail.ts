import { MAIL_TEXT_EN, type MailText, type SiteConfig } from '@portico/application';
import { composeMail, type MailMessage } from '../platform/mail';

// The account mails. Their words are the catalogue's (English unless another is given).

export function confirmationCodeMail(
  config: SiteConfig,
  to: string,
  code: string,
  mail: MailText = MAIL_TEXT_EN,
) {
  const paragraphs = [mail.confirmationCode(code), mail.confirmationCodeUse, mail.confirmationCodeIgnore];
  return accountMail(config, to, mail, mail.confirmationCodeSubject, paragraphs);
}

export function alreadyRegisteredMail(
  config: SiteConfig,
  to: string,
  publicUrl: URL,
  mail: MailText = MAIL_TEXT_EN,
) {
  const logIn = mail.alreadyRegisteredLogIn(String(new URL('/login', publicUrl)));
  const paragraphs = [mail.alreadyRegistered, logIn, mail.alreadyRegisteredIgnore];
  return accountMail(config, to, mail, mail.alreadyRegisteredSubject, paragraphs);
}

export function passwordResetMail(config: SiteConfig, to: string, link: URL, mail: MailText = MAIL_TEXT_EN) {
  const paragraphs = [
    mail.passwordResetRequested,
    mail.passwordResetLink(String(link)),
    mail.passwordResetIgnore,
  ];
  return accountMail(config, to, mail, mail.passwordResetSubject, paragraphs);
}

function accountMail(
  config: SiteConfig,
  to: string,
  mail: MailText,
  subject: (institution: string) => string,
  paragraphs: string[],
): MailMessage {
  return composeMail(config, to, subject(config.institution.name), paragraphs, mail.language);
}
