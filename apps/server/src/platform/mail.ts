import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { SiteConfig } from '@portico/application';
import { randomToken } from './tokens';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The Message-ID header, when a message may be sent again and must then be recognised as the same
   * one (a release's e-mail: docs/decisions.md D-STF-25); nodemailer makes a new one otherwise.
   */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Mail by SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under
 * DATA_DIR/mail, which any mail program opens. Either way one log line says who got what subject:
 * never the body, which holds codes and links.
 */
export function createMailer(options: {
  smtpUrl?: string;
  mailDir: string;
  from: string;
  logger: FastifyBaseLogger;
}): Mailer {
  const { from, logger } = options;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
        logger.info({ mail: { to: message.to, subject: message.subject, via: 'smtp' } }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(options.mailDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomToken().slice(0, 8)}.eml`;
      const path = join(options.mailDir, name);
      await writeFile(path, info.message as Buffer, { mode: 0o600 });
      logger.info({ mail: { to: message.to, subject: message.subject, file: path } }, 'mail written');
    },
  };
}

/** Who the site's mail is from: MAIL_FROM, or no-reply at the site's host in the institution's name. */
export function mailFrom(config: SiteConfig, publicUrl: URL, configured: string | undefined): string {
  return configured ?? `"${config.institution.name}" <no-reply@${publicUrl.hostname}>`;
}

/**
 * A message in plain text and HTML, signed in the institution's name; `language` is its BCP 47 tag,
 * and a text of the configuration in English for want of a translation is marked so (issue 32).
 */
export function composeMail(
  config: SiteConfig,
  to: string,
  subject: string,
  paragraphs: string[],
  language = 'en',
): MailMessage {
  const signature = `${config.institution.name}\n${config.contact.email} · ${config.contact.phone}`;
  const text = `${paragraphs.join('\n\n')}\n\n${signature}\n`;
  const html = [
    `<!doctype html><html lang="${escapeHtml(language)}"><body style="font-family: sans-serif; line-height: 1.5">`,
    ...paragraphs.map((paragraph) => `<p>${htmlMarkingEnglish(paragraph, config.untranslated)}</p>`),
    `<p>${escapeHtml(config.institution.name)}<br>${escapeHtml(config.contact.email)} · ${escapeHtml(config.contact.phone)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Text as HTML, escaped, with each of `english` that it holds marked `lang="en"`: a text of the site
 * configuration shown in English for want of a translation, in a mail or a letter of another
 * language (issue 32), so that a screen reader reads it as English. One pass, longest first, so that
 * a text inside another is marked once.
 */
export function htmlMarkingEnglish(text: string, english: readonly string[]): string {
  const phrases = english.filter((phrase) => phrase !== '' && text.includes(phrase));
  if (phrases.length === 0) return escapeHtml(text);
  const pattern = new RegExp(
    phrases
      .sort((a, b) => b.length - a.length)
      .map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|'),
    'g',
  );
  let html = '';
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    html += `${escapeHtml(text.slice(at, match.index))}<span lang="en">${escapeHtml(match[0])}</span>`;
    at = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(at));
}
