// The one static import of Spanish in the web app: this module is itself loaded only by `import()`
// (language-store.ts), when Spanish is chosen, so it and the catalogue are one lazy chunk; lint lets
// it alone import the catalogue statically (eslint.config.js).
import { ES, SESSION_MESSAGES_ES } from '@portico/application/catalogue-es';
import { buildApplication, resolveOptionsIn } from '@portico/application';
import type { LanguageTexts } from './language-store';

/**
 * The screens' texts in Spanish (issue 32): the application worded in Spanish (built once, here)
 * and its options translated, neither of which the English first visit carries.
 */
export const SPANISH: LanguageTexts = {
  language: 'es',
  catalogue: ES,
  application: buildApplication(ES),
  options: (source, context) => resolveOptionsIn(ES.definition, source, context),
  translated: { catalogue: ES, session: SESSION_MESSAGES_ES },
};
