import {
  APPLICATION,
  buildApplication,
  EN,
  isLanguage,
  LANGUAGES,
  MESSAGES,
  SERVER_MESSAGES,
  STATUS_MESSAGES,
  type ApplicationDefinition,
  type Catalogue,
  type Language,
} from '@portico/application';
import { ES } from '@portico/application/catalogue-es';
import { STAFF_PREFIX } from '@portico/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

/** Every language's catalogue: the server answers in any of them, so it holds them all (issue 32). */
export const CATALOGUES: Readonly<Record<Language, Catalogue>> = { en: EN, es: ES };

/**
 * A text the applicant reads, in whichever language the reader asked for: a function of the
 * catalogue (`(c) => c.server.answersSaved`), resolved where the answer is sent (errors.ts).
 */
export type Text = (catalogue: Catalogue) => string;

/**
 * The language of each `Accept-Language` header seen lately: browsers send a handful of them, each
 * on every request, and a request asks for its language several times (its answer, its messages).
 */
const NEGOTIATED = new LRUCache<string, Language>({ max: 1_000 });

/**
 * The language of an `Accept-Language` header among the languages offered, by the header's
 * q-values and with a region's tag matching its language ('es-MX' is Spanish); English when it
 * names none of them, or when there is no header.
 */
export function negotiateLanguage(header: string | string[] | undefined): Language {
  const key = Array.isArray(header) ? header.join(',') : (header ?? '');
  const known = NEGOTIATED.get(key);
  if (known) return known;
  const [best] = new Negotiator({ headers: { 'accept-language': header } }).languages([...LANGUAGES]);
  const language = isLanguage(best) ? best : 'en';
  // A browser's header is a few dozen characters; a longer one is negotiated each time, not kept.
  if (key.length <= 256) NEGOTIATED.set(key, language);
  return language;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the request asked for (its `Accept-Language`), English by default. */
    readonly language: Language;
    /** The catalogue of that language: every applicant-facing text of the answer comes from it. */
    readonly catalogue: Catalogue;
  }
}

function isStaffPath(url: string): boolean {
  return url === STAFF_PREFIX || url.startsWith(`${STAFF_PREFIX}/`) || url.startsWith(`${STAFF_PREFIX}?`);
}

/**
 * The request's language, in one place: `request.language` and `request.catalogue`, read from the
 * header when first asked for (an error thrown by the first hook has it too).
 */
export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      // Staff and the student record system read English whatever their browser asks (issue 32).
      if (isStaffPath(this.url)) return 'en';
      return negotiateLanguage(this.headers['accept-language']);
    },
  });
  app.decorateRequest('catalogue', {
    getter(this: FastifyRequest) {
      return CATALOGUES[this.language];
    },
  });
}

/**
 * The English messages by their text: what was fixed in English before any request had a language
 * (a schema's message, a message stored by a job) is translated by its English text, the id the
 * definition's texts use too (D-VAL-10). Texts two keys share in English are left out: they name no
 * one key.
 */
const ENGLISH_IDS: ReadonlyMap<string, (catalogue: Catalogue) => unknown> = (() => {
  const ids = new Map<string, (catalogue: Catalogue) => unknown>();
  const shared = new Set<string>();
  const parts = [
    [MESSAGES, (c: Catalogue) => c.messages],
    [SERVER_MESSAGES, (c: Catalogue) => c.server],
    [STATUS_MESSAGES, (c: Catalogue) => c.status],
  ] as const;
  for (const [english, part] of parts) {
    for (const [key, text] of Object.entries(english)) {
      if (typeof text !== 'string') continue;
      if (ids.has(text)) shared.add(text);
      ids.set(text, (c) => (part(c) as Record<string, unknown>)[key]);
    }
  }
  for (const text of shared) ids.delete(text);
  return ids;
})();

/** An English message in the catalogue's language; a text no message has is returned as it is. */
export function translateEnglish(english: string, catalogue: Catalogue): string {
  if (catalogue === EN) return english;
  const translated = ENGLISH_IDS.get(english)?.(catalogue);
  return typeof translated === 'string' ? translated : english;
}

/**
 * A job's answer whose message was stored in English (a conversion's refusal, a PDF that failed),
 * in the catalogue's language.
 */
export function storedMessageIn<T extends { message: string }>(answer: T, catalogue: Catalogue): T {
  return { ...answer, message: translateEnglish(answer.message, catalogue) };
}

const DEFINITIONS = new Map<Language, ApplicationDefinition>([['en', APPLICATION]]);

/** The application in a language (its labels, as the PDF's caption pages name the questions). */
export function applicationIn(language: Language): ApplicationDefinition {
  let definition = DEFINITIONS.get(language);
  if (!definition) {
    definition = buildApplication(CATALOGUES[language]);
    DEFINITIONS.set(language, definition);
  }
  return definition;
}

/** The language of a catalogue's locale ('es-US' is 'es'): an HTML document's `lang`. */
export function localeLanguage(locale: string): string {
  return new Intl.Locale(locale).language;
}
