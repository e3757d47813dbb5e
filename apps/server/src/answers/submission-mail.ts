import { MESSAGES, type SiteConfig } from '@portico/application';
import { escapeHtml, type MailMessage } from '../platform/mail';

/**
 * The confirmation e-mail of a submitted application: the receipt the completion page shows (its
 * reference, the time in the institution's time zone) and what happens next, in plain text and in
 * HTML under a band of the institution's name and colour.
 */
export function submissionMail(
  config: SiteConfig,
  to: string,
  reference: string,
  submittedAt: Date,
): MailMessage {
  const { institution, contact } = config;
  const when = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: institution.timeZone,
  }).format(submittedAt);
  const received = `Thank you for applying to ${institution.name}. We received your ${config.applicationTitle} on ${when} (${institution.timeZone.replace('_', ' ')} time).`;
  const quote = 'Please quote your reference number when you contact the Office of Admissions.';
  const news = 'We will e-mail you when there is news about your application.';
  const signature = [institution.name, `${contact.email} · ${contact.phone}`];
  const steps = config.nextSteps;

  const text = [
    received,
    `${MESSAGES.completionReference}: ${reference}`,
    quote,
    ...(steps.length > 0
      ? [`${MESSAGES.completionNextSteps}:\n${steps.map((step) => `- ${step}`).join('\n')}`]
      : []),
    news,
    signature.join('\n'),
  ].join('\n\n');

  const html = [
    '<!doctype html><html lang="en"><body style="margin: 0; font-family: sans-serif; line-height: 1.5; color: #1b1b1b">',
    `<div style="background: ${institution.colour}; color: #ffffff; padding: 16px 24px; font-size: 20px; font-weight: bold">${escapeHtml(institution.name)}</div>`,
    '<div style="padding: 8px 24px">',
    `<p>${escapeHtml(received)}</p>`,
    `<div style="border: 4px solid ${institution.colour}; padding: 12px 16px; margin: 16px 0">`,
    `<p style="margin: 0">${escapeHtml(MESSAGES.completionReference)}</p>`,
    `<p style="margin: 0; font-size: 24px; font-weight: bold; white-space: nowrap">${escapeHtml(reference)}</p>`,
    '</div>',
    `<p>${escapeHtml(quote)}</p>`,
    ...(steps.length > 0
      ? [
          `<h2 style="font-size: 18px">${escapeHtml(MESSAGES.completionNextSteps)}</h2>`,
          `<ul>${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ul>`,
        ]
      : []),
    `<p>${escapeHtml(news)}</p>`,
    `<p>${signature.map(escapeHtml).join('<br>')}</p>`,
    '</div></body></html>',
  ].join('\n');
  return { to, subject: `We received your application to ${institution.name}`, text: `${text}\n`, html };
}
