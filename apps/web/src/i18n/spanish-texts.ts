// The one static import of Spanish in the web app: this module is itself loaded only by `import()`
// (language-store.ts), when Spanish is chosen, so it and the catalogue are one lazy chunk; lint lets
// it alone import the catalogue statically (eslint.config.js).
import { ES, SESSION_MESSAGES_ES } from '@portico/application/catalogue-es';
import { buildApplication, resolveOptionsIn, siteConfigIn, type SiteConfigFile } from '@portico/application';
import { APPLICANT_ROUTES } from '@portico/contracts';
import type { LanguageTexts } from './language-store';

/**
 * The screens' texts in Spanish (issue 32): the application worded in Spanish (built once, here)
 * and its options translated, neither of which the English first visit carries.
 */
const SPANISH: LanguageTexts = {
  language: 'es',
  catalogue: ES,
  application: buildApplication(ES),
  options: (source, context) => resolveOptionsIn(ES.definition, source, context),
  translated: { catalogue: ES, session: SESSION_MESSAGES_ES },
};

/** Spanish with the site configuration's Spanish, once that has been fetched. */
let withSite: LanguageTexts | undefined;

/**
 * Spanish, with the site configuration read in Spanish (its title, steps, terms, majors…): the
 * page carries only its English (index.html), so its Spanish is fetched with the Spanish, from the
 * configuration as its file gives it (GET /public/site-config), and read by the server's own
 * `siteConfigIn`. Without it (offline) the screens are Spanish and the configuration's texts
 * English, and the next choice of Spanish tries again.
 */
export async function loadSpanish(): Promise<LanguageTexts> {
  if (withSite) return withSite;
  try {
    // By fetch, not the API client, which reads the language store that loads this module (a cycle).
    // The server validated the file at start, as for the page's own (config/read-site-config.ts).
    const response = await fetch(APPLICANT_ROUTES.siteConfig.path, {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return SPANISH;
    withSite = { ...SPANISH, site: siteConfigIn((await response.json()) as SiteConfigFile, 'es') };
    return withSite;
  } catch {
    return SPANISH;
  }
}
