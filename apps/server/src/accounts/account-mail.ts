import { MAIL_TEXT_EN, type MailText, type SiteConfig } from '@portico/application';
import { composeMail, type MailMessage } from '../platform/mail';

/** The account mails. Their words are the catalogue's (English unless another is given). */
export function confirmationCodeMail(
  config: SiteConfig,
  to: string,
  code: string,
  mail: MailText = MAIL_TEXT_EN,
): MailMessage {
  return composeMail(
    config,
    to,
    mail.confirmationCodeSubject(config.institution.name),
    [mail.confirmationCode(code), mail.confirmationCodeUse, mail.confirmationCodeIgnore],
    mail.language,
  );
}

export function alreadyRegisteredMail(
  config: SiteConfig,
  to: string,
  publicUrl: URL,
  mail: MailText = MAIL_TEXT_EN,
): MailMessage {
  return composeMail(
    config,
    to,
    mail.alreadyRegisteredSubject(config.institution.name),
    [
      mail.alreadyRegistered,
      mail.alreadyRegisteredLogIn(String(new URL('/login', publicUrl))),
      mail.alreadyRegisteredIgnore,
    ],
    mail.language,
  );
}

export function passwordResetMail(
  config: SiteConfig,
  to: string,
  link: URL,
  mail: MailText = MAIL_TEXT_EN,
): MailMessage {
  return composeMail(
    config,
    to,
    mail.passwordResetSubject(config.institution.name),
    [mail.passwordResetRequested, mail.passwordResetLink(String(link)), mail.passwordResetIgnore],
    mail.language,
  );
}
