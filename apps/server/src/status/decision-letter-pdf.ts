import type { Catalogue, Language } from '@portico/application';
import type { SignedInApplicant } from '../accounts/sessions';
import { AppError } from '../platform/errors';
import { localeLanguage } from '../platform/language';
import { escapeHtml, htmlMarkingEnglish } from '../platform/mail';
import { RendererUnavailable, RenderTimeout } from '../platform/pdf-renderer';
import { releasedDecision } from './read-application-status';
import { readStatusRow } from './read-status-row';
import type { StatusContext } from './status-context';

/**
 * A letter is one page of text, but it waits its turn like a whole application's print: Chromium
 * runs at the lowest priority (D-PRF-15), so on a busy machine the wait, not the page, is most of
 * the time. The same bound as the application's PDF: with 15 s, a letter asked for while the
 * machine was busy was refused as unavailable (a journey under CI's load, 2026-11-27).
 */
const LETTER_TIMEOUT_MS = 30_000;

/**
 * The letter as a page to print: the institution, the day it was released (in the applicant's
 * time zone, in words), the reference and the letter's paragraphs, in the catalogue's language, a
 * paragraph the configuration does not translate marked English (issue 32). Every value escaped: a
 * name is the applicant's own text. Its stylesheet is a print one (Letter, margins, a serif body).
 */
export function letterHtml(
  letter: {
    institution: string;
    releasedOn: string;
    reference: string;
    paragraphs: readonly string[];
    /** The paragraphs in English for want of a translation. */
    untranslated: readonly string[];
  },
  catalogue: Catalogue,
): string {
  const { formatStatus, locale } = catalogue;
  const title = formatStatus.letterTitle(letter.institution);
  const lang = localeLanguage(locale);
  return [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>`,
    '<style>@page { size: Letter; margin: 1in; } body { font: 12pt/1.5 Georgia, serif; color: #000; }',
    ' h1 { font-size: 16pt; margin: 0 0 1.5em; } .meta { margin: 0; } .letter { margin-top: 2em; }</style>',
    `</head><body><h1>${escapeHtml(letter.institution)}</h1>`,
    `<p class="meta">${escapeHtml(letter.releasedOn)}</p>`,
    `<p class="meta">${escapeHtml(formatStatus.letterReference(letter.reference))}</p>`,
    '<div class="letter">',
    ...letter.paragraphs.map((paragraph) => `<p>${htmlMarkingEnglish(paragraph, letter.untranslated)}</p>`),
    '</div></body></html>',
  ].join('');
}

/**
 * GET /api/status/letter.pdf: the signed-in applicant's released decision letter, printed by the
 * site's Chromium (it sets any script, unlike the standard fonts of pdf-lib: a name in any
 * alphabet prints). 404 while no decision is released; counted against the applicant's PDFs.
 */
export async function decisionLetterPdf(
  context: StatusContext,
  applicant: SignedInApplicant,
  timeZone: string | undefined,
  { language, catalogue }: { language: Language; catalogue: Catalogue },
): Promise<Buffer> {
  const row = await readStatusRow(context, applicant.id);
  const siteConfig = context.siteConfigs[language];
  const decision = releasedDecision(siteConfig, row);
  if (!decision) throw new AppError('NOT_FOUND', (c) => c.status.noReleasedDecision);
  await context.throttle.hit('pdf-applicant', applicant.id, (c) => c.status.tooManyLetters);
  const releasedOn = new Intl.DateTimeFormat(catalogue.locale, {
    dateStyle: 'long',
    timeZone: timeZone ?? siteConfig.institution.timeZone,
  }).format(new Date(decision.released_at));
  const html = letterHtml(
    {
      institution: siteConfig.institution.name,
      releasedOn,
      reference: row.reference,
      paragraphs: decision.letter,
      untranslated: decision.untranslated,
    },
    catalogue,
  );
  try {
    return await context.renderer.htmlToPdf(html, { timeoutMs: LETTER_TIMEOUT_MS });
  } catch (error) {
    if (error instanceof RenderTimeout || error instanceof RendererUnavailable)
      throw new AppError('UNAVAILABLE', (c) => c.status.letterUnavailable);
    throw error;
  }
}
