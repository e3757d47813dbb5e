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
  if (!(element instanceof HTMLScriptElement) || element.type !== 'application/json') {
    throw new Error(`The page has no <script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">`);
  }
  let json: unknown;
  try {
    json = JSON.parse(element.textContent ?? '');
  } catch (cause) {
    throw new Error('The site configuration element does not hold JSON', { cause });
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new Error('The site configuration element does not hold a JSON object');
  }
  return json as SiteConfig;
}
