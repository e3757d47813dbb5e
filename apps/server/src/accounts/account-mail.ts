import type { SiteConfig } from '@portico/application';
import { composeMail, type MailMessage } from '../platform/mail';

export function confirmationCodeMail(config: SiteConfig, to: string, code: string): MailMessage {
  return composeMail(config, to, `Confirm your ${config.institution.name} application account`, [
    `Your confirmation code is ${code}`,
    'Enter this code on the Confirm Your Account page to finish creating your account. The code is valid for 24 hours.',
    'If you did not create an account, you can ignore this e-mail.',
  ]);
}

export function alreadyRegisteredMail(config: SiteConfig, to: string, publicUrl: URL): MailMessage {
  return composeMail(config, to, `Your ${config.institution.name} application account`, [
    'Someone tried to create an application account with this e-mail address, but you already have one.',
    `To continue your application, log in at ${new URL('/login', publicUrl)}. If you have forgotten your password, choose 'Forgot password?' there.`,
    'If this was not you, you can ignore this e-mail: your account has not changed.',
  ]);
}

export function passwordResetMail(config: SiteConfig, to: string, link: URL): MailMessage {
  return composeMail(config, to, `Reset your ${config.institution.name} application password`, [
    'We received a request to reset the password of your application account.',
    `To choose a new password, open this link within one hour: ${link}`,
    'If you did not ask for this, you can ignore this e-mail: your password has not changed.',
  ]);
}
