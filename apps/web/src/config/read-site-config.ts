import type { SiteConfig } from '@portico/application';
import { SITE_CONFIG_ELEMENT_ID } from '@portico/contracts';

/**
 * The site configuration comes only from the JSON element the server writes into index.html
 * (`<script id="site-config" type="application/json">`): no request before the first paint, and
 * nothing executable, so the page keeps `script-src 'self'`. The server validated the file against
 * ZSiteConfig at start and refuses to run with a bad one, and writes it in English (`siteConfigIn`;
 * another language's texts come when chosen, i18n/spanish-texts.ts); checking it again here would
 * put the schema library on every first visit (about 25 KB gzipped) for no safety gained, so the
 * browser checks only that it is there and is a JSON object.
 */
export function readSiteConfig(doc: Document): SiteConfig {
  const element = doc.getElementById(SITE_CONFIG_ELEMENT_ID);
  let json: unknown;
  try {
    if (element instanceof HTMLScriptElement && element.type === 'application/json') {
      json = JSON.parse(element.textContent ?? '');
    }
  } catch {
    // Not JSON: refused below with the same message as a missing element.
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    // One message for every way the element can be wrong: the first visit pays for each byte.
    throw new Error(`The page's #${SITE_CONFIG_ELEMENT_ID} element holds no JSON object`);
  }
  return json as SiteConfig;
}
