import type { CatalogueOf } from './catalogue-of';
import { CHECK_ANSWERS_MESSAGES } from './check-answers';
import { FOOTER_MESSAGES } from './footer-messages';
import { TYPED_HERE_MESSAGES } from './typed-here-messages';
import { STEP_PROGRESS_MESSAGES } from './step-progress';
import { DEFINITION_TEXT_EN } from './definition/definition-text.en';
import { MAIL_TEXT_EN } from './mail-text.en';
import { PAGES } from './pages';
import { formatMessage, MESSAGES } from './messages';
import { SERVER_MESSAGES } from './server-messages';
import { formatStatus, STATUS_MESSAGES } from './status-messages';

/**
 * Every text an applicant reads, in English: the messages of the screens and the server, the
 * parametrised ones, the words of the application definition and the e-mails. A second language is
 * a second object of type `Catalogue`; one that misses a message does not compile.
 *
 * No ICU message-format runtime (docs/decisions.md): a parametrised text is a function, a plural
 * would use `Intl.PluralRules`, dates `Intl.DateTimeFormat`.
 */
export const EN = {
  /** The locale its dates and numbers are written in (`Intl`), and its `lang` is the language of. */
  locale: 'en-US',
  messages: MESSAGES,
  /** The steps' titles (the spec's 'About You', …), by page: the step navigation's and headings'. */
  pages: {
    about: PAGES[0].title,
    education: PAGES[1].title,
    'final-steps': PAGES[2].title,
  },
  server: SERVER_MESSAGES,
  format: formatMessage,
  definition: DEFINITION_TEXT_EN,
  mail: MAIL_TEXT_EN,
  status: STATUS_MESSAGES,
  formatStatus,
  checkAnswers: CHECK_ANSWERS_MESSAGES,
  stepProgress: STEP_PROGRESS_MESSAGES,
  footer: FOOTER_MESSAGES,
  typedHere: TYPED_HERE_MESSAGES,
} as const;

export type Catalogue = CatalogueOf<typeof EN>;
