import { EN, nextStepsFor, type Catalogue, type SentDocument, type SiteConfig } from '@portico/application';
import { escapeHtml, htmlMarkingEnglish, type MailMessage } from '../platform/mail';

/** What a confirmation e-mail confirms: the submission's reference, its time, the documents sent. */
export interface Receipt {
  reference: string;
  submittedAt: Date;
  documents: readonly SentDocument[];
}

/**
 * The confirmation e-mail of a submitted application: the receipt the completion page shows (its
 * reference, the time in the institution's time zone, the documents this applicant uploaded or that
 * they uploaded none) and what happens next for them (a step about a document only if they did, or
 * did not, upload it: issue 27), in plain text and in HTML under a band of the institution's name
 * and colour. Its words are the catalogue's (English unless another is given) and the configuration's
 * in the same language, one it does not translate marked English (issue 32); the server only lays
 * them out.
 */
export function submissionMail(
  config: SiteConfig,
  to: string,
  { reference, submittedAt, documents }: Receipt,
  catalogue: Pick<Catalogue, 'messages' | 'mail' | 'format'> = EN,
): MailMessage {
  const { institution, contact } = config;
  const { messages, mail, format } = catalogue;
  const when = new Intl.DateTimeFormat(mail.dateLocale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: institution.timeZone,
  }).format(submittedAt);
  const received = mail.submissionReceived(
    institution.name,
    config.applicationTitle,
    when,
    institution.timeZone.replace('_', ' '),
  );
  const quote = mail.submissionQuoteReference(institution.admissionsOffice.lines[0] ?? institution.name);
  const news = mail.submissionNews;
  const signature = [institution.name, `${contact.email} · ${contact.phone}`];
  const steps = nextStepsFor(config.nextSteps, documents);
  const sent = documents.map((document) => format.sentDocument(document.label, document.fileName));

  const text = [
    received,
    `${messages.completionReference}: ${reference}`,
    quote,
    sent.length > 0
      ? `${messages.completionDocuments}:\n${sent.map((line) => `- ${line}`).join('\n')}`
      : messages.completionNoDocuments,
    ...(steps.length > 0
      ? [`${messages.completionNextSteps}:\n${steps.map((step) => `- ${step}`).join('\n')}`]
      : []),
    news,
    signature.join('\n'),
  ].join('\n\n');

  const html = [
    `<!doctype html><html lang="${escapeHtml(mail.language)}"><body style="margin: 0; font-family: sans-serif; line-height: 1.5; color: #1b1b1b">`,
    `<div style="background: ${institution.colour}; color: #ffffff; padding: 16px 24px; font-size: 20px; font-weight: bold">${escapeHtml(institution.name)}</div>`,
    '<div style="padding: 8px 24px">',
    `<p>${htmlMarkingEnglish(received, config.untranslated)}</p>`,
    `<div style="border: 4px solid ${institution.colour}; padding: 12px 16px; margin: 16px 0">`,
    `<p style="margin: 0">${escapeHtml(messages.completionReference)}</p>`,
    `<p style="margin: 0; font-size: 24px; font-weight: bold; white-space: nowrap">${escapeHtml(reference)}</p>`,
    '</div>',
    `<p>${escapeHtml(quote)}</p>`,
    ...(sent.length > 0
      ? [
          `<h2 style="font-size: 18px">${escapeHtml(messages.completionDocuments)}</h2>`,
          `<ul>${sent.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
        ]
      : [`<p>${escapeHtml(messages.completionNoDocuments)}</p>`]),
    ...(steps.length > 0
      ? [
          `<h2 style="font-size: 18px">${escapeHtml(messages.completionNextSteps)}</h2>`,
          `<ul>${steps.map((step) => `<li>${htmlMarkingEnglish(step, config.untranslated)}</li>`).join('')}</ul>`,
        ]
      : []),
    `<p>${escapeHtml(news)}</p>`,
    `<p>${signature.map(escapeHtml).join('<br>')}</p>`,
    '</div></body></html>',
  ].join('\n');
  return { to, subject: mail.submissionSubject(institution.name), text: `${text}\n`, html };
}
