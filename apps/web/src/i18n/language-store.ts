import {
  APPLICATION,
  DEFINITION_TEXT_EN,
  formatMessage,
  isLanguage,
  MESSAGES,
  PAGES,
  resolveOptions,
  type ApplicationDefinition,
  type Catalogue,
  type Language,
  type Option,
  type OptionContext,
  type OptionSource,
  type SessionMessages,
  type SiteConfig,
} from '@portico/application';
import { useSyncExternalStore } from 'react';

/**
 * The parts of a catalogue that the first visit's screens read. English's are in the first visit;
 * the other parts (the status page's, the review's, the session dialogs') load with the screens
 * that show them, which read them through `useTranslated`.
 */
export type ScreenCatalogue = Pick<Catalogue, 'locale' | 'messages' | 'format' | 'pages' | 'definition'>;

/** Everything the applicant's screens read in one language. */
export type LanguageTexts = {
  language: Language;
  catalogue: ScreenCatalogue;
  /** The application worded in this language (built once per language): same keys and rules. */
  application: ApplicationDefinition;
  /** A question's options in this language (reference lists stay English). */
  options(source: OptionSource, context: OptionContext): Option[];
  /** A language other than English: its whole catalogue and its session dialogs' words. */
  translated?: { catalogue: Catalogue; session: SessionMessages };
  /**
   * The site configuration in this language, once fetched (config/site-config-context.tsx); the
   * page's own, English, without it.
   */
  site?: SiteConfig;
};

const ENGLISH: LanguageTexts = {
  language: 'en',
  catalogue: {
    locale: 'en-US',
    messages: MESSAGES,
    format: formatMessage,
    pages: { about: PAGES[0].title, education: PAGES[1].title, 'final-steps': PAGES[2].title },
    definition: DEFINITION_TEXT_EN,
  },
  application: APPLICATION,
  options: resolveOptions,
};

/** An anonymous visitor's choice, kept for the tab only, as the answers they type are. */
export const LANGUAGE_STORAGE_KEY = 'portico.language';

/**
 * Spanish, fetched the first time it is chosen and kept: never part of the first visit (its
 * budget, docs/architecture.md), so an English visitor downloads none of it. Its module fetches the
 * site configuration's Spanish (spanish-texts.ts).
 */
let spanish: Promise<{ loadSpanish: () => Promise<LanguageTexts> }> | undefined;

async function loadTexts(language: Language): Promise<LanguageTexts> {
  if (language === 'en') return ENGLISH;
  spanish ??= import('./spanish-texts');
  return spanish.then(
    ({ loadSpanish }) => loadSpanish(),
    (error: unknown) => {
      // A failed fetch (offline) is tried again at the next choice.
      spanish = undefined;
      throw error;
    },
  );
}

let shown: LanguageTexts = ENGLISH;
/** The latest choice: a slower load of an earlier one does not overwrite it. */
let chosen: Language = 'en';
const listeners = new Set<() => void>();

function show(texts: LanguageTexts): void {
  shown = texts;
  document.documentElement.lang = texts.language;
  for (const listener of listeners) listener();
}

/** Calls `listener` after each change of the language shown (the validation rewords its messages). */
export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (a privacy setting): the choice lasts as long as the page.
    return undefined;
  }
}

/** The tab's choice, else the first of the browser's languages that we have, else English. */
export function initialLanguage(): Language {
  const kept = tabStorage()?.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(kept)) return kept;
  const preferred = navigator.languages
    .map((tag) => tag.split('-')[0]?.toLowerCase())
    .find((base) => isLanguage(base));
  return preferred === 'es' ? 'es' : 'en';
}

/**
 * Shows the application in `language`: English at once, another once its texts have arrived, the
 * screens showing English until then (never an empty text). Nothing is remounted: the answers,
 * typed and unsaved included, the page and the focus stay (issue 32).
 */
async function showLanguage(language: Language): Promise<void> {
  chosen = language;
  const texts = await loadTexts(language);
  if (chosen === language && shown !== texts) show(texts);
}

function keepForTab(language: Language): void {
  try {
    tabStorage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage full or refused: the page still shows the choice.
  }
}

/**
 * The account's language, as the login answers it: the person who signs in reads their own, whatever
 * the tab showed before (a shared computer). Kept for the tab and shown; not saved back.
 */
export function adoptAccountLanguage(language: Language): Promise<void> {
  keepForTab(language);
  return showLanguage(language);
}

/**
 * The applicant's choice: kept for the tab and shown. A signed-in applicant's is the account's too
 * (the header's switch, shell/site-header.tsx).
 */
export function chooseLanguage(language: Language): Promise<void> {
  keepForTab(language);
  return showLanguage(language);
}

/**
 * The language of the first render: `fixed` (a page that is always in one language), else the
 * tab's, else, for a signed-in applicant, the account's (`account`: GET /api/session; a new tab
 * reads the language the account keeps, not the browser's, issue 32), else the browser's. Spanish
 * is awaited before the first render (main.tsx), so that a Spanish reader never sees the English
 * first; a failed fetch leaves English.
 */
export async function startLanguage(fixed?: Language, account?: () => Promise<Language>): Promise<void> {
  const kept = fixed ?? tabStorage()?.getItem(LANGUAGE_STORAGE_KEY);
  const fromAccount = isLanguage(kept) ? undefined : await account?.().catch(() => undefined);
  const start = fromAccount ? adoptAccountLanguage(fromAccount) : showLanguage(fixed ?? initialLanguage());
  return start.catch(() => undefined);
}

/** The texts shown now, for code outside React (toasts, the validator, the API client). */
export function currentTexts(): LanguageTexts {
  return shown;
}

/** The catalogue shown now, for code outside React. */
export function currentCatalogue(): ScreenCatalogue {
  return shown.catalogue;
}

const getShown = () => shown;

/** The texts shown now; the component re-renders when the language changes. */
export function useLanguageTexts(): LanguageTexts {
  return useSyncExternalStore(subscribeLanguage, getShown, getShown);
}

/** The catalogue the screens read their words from. */
export function useCatalogue(): ScreenCatalogue {
  return useLanguageTexts().catalogue;
}

/**
 * A part of the catalogue that a lazily loaded screen imports in English itself (so that the first
 * visit does not carry it): `english` in English, else the translation's.
 */
export function useTranslated<T>(
  english: T,
  part: (translated: NonNullable<LanguageTexts['translated']>) => T,
): T {
  const { translated } = useLanguageTexts();
  return translated ? part(translated) : english;
}
