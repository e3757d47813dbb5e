import type { SiteConfig } from '@portico/application';
import { composeMail } from '../platform/mail';

/** The confirmation e-mail of a submitted application, with its reference and time. */
export function submissionMail(config: SiteConfig, to: string, reference: string, submittedAt: Date) {
  const when = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: config.institution.timeZone,
  }).format(submittedAt);
  return composeMail(config, to, `We received your application to ${config.institution.name}`, [
    `Thank you for applying to ${config.institution.name}. We received your ${config.applicationTitle} on ${when} (${config.institution.timeZone.replace('_', ' ')} time).`,
    `Your reference number is ${reference}. Please quote it when you contact the Office of Admissions.`,
    'We will e-mail you when there is news about your application.',
  ]);
}
