// How much JavaScript a first visit to /about downloads, gzipped: what a student on a slow phone
// waits for before the form is usable.
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../e2e/support/chromium.mjs';
import { startPortico } from '../e2e/support/portico-server.mjs';

export const name = 'first-visit-js';
/**
 * Issue 12's budget, in CI too: the size does not depend on how loaded the machine is (118.1 KB when
 * the router and the chunks were reworked; 152.5 KB before).
 */
const BUDGET_BYTES = 120 * 1024;

/** A text only the Spanish catalogue holds ('Save and continue'), which no first visit may carry. */
const SPANISH_MARK = 'Guardar y continuar';

/** @param {import('playwright-core').Response} response */
function isJavaScript(response) {
  const type = response.headers()['content-type'] ?? '';
  return /javascript|ecmascript/.test(type) || /\.m?js$/.test(new URL(response.url()).pathname);
}

export async function run() {
  const server = await startPortico();
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    /** @type {Map<string, Promise<{ file: string, bytes: number, gzipBytes: number }>>} */
    const scripts = new Map();
    page.on('response', (response) => {
      if (!isJavaScript(response) || scripts.has(response.url())) return;
      // The server may send it uncompressed; gzip at the default level is what a CDN would send.
      const measured = response.body().then((body) => ({
        file: new URL(response.url()).pathname,
        bytes: body.length,
        gzipBytes: gzipSync(body).length,
        // The staff area is its own part of the app (issue 17): its API's paths mark its code.
        staff: body.includes('/staff-api/'),
        // Spanish loads only when chosen (issue 32): its form button's words mark its texts.
        spanish: body.includes(SPANISH_MARK),
      }));
      scripts.set(response.url(), measured);
    });
    const html = (await (await page.goto('/about', { waitUntil: 'networkidle' }))?.text()) ?? '';
    // What index.html names, so that the browser fetches it at once rather than after the entry
    // has run: the entry script and its modulepreload links.
    const named = new Set(
      [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]),
    );
    const files = (await Promise.all(scripts.values())).sort((a, b) => b.gzipBytes - a.gzipBytes);
    const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
    const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    return {
      report: [
        `${files.length} JavaScript files on the first visit to /about (gzipped, raw, file):`,
        ...files.map(
          (file) => `  ${kb(file.gzipBytes).padStart(9)}  ${kb(file.bytes).padStart(9)}  ${file.file}`,
        ),
        `  ${kb(total).padStart(9)}  total`,
      ],
      figures: [
        {
          name: 'first visit JavaScript (gzipped)',
          value: Number((total / 1024).toFixed(1)),
          unit: 'KB',
          budget: BUDGET_BYTES / 1024,
          pass: total <= BUDGET_BYTES,
        },
        {
          // Found only once another file has run: a round trip more before the form shows.
          name: 'first visit files index.html does not name',
          value: files.filter((file) => !named.has(file.file)).length,
          unit: '',
          budget: 0,
          pass: files.every((file) => named.has(file.file)),
        },
        {
          name: 'first visit files holding staff code',
          value: files.filter((file) => file.staff).length,
          unit: '',
          budget: 0,
          pass: files.every((file) => !file.staff),
        },
        {
          name: 'first visit files holding Spanish texts',
          value: files.filter((file) => file.spanish).length,
          unit: '',
          budget: 0,
          pass: files.every((file) => !file.spanish),
        },
      ],
      details: {
        files: files.map((file) => ({
          file: file.file,
          kb: Number((file.bytes / 1024).toFixed(1)),
          gzipKb: Number((file.gzipBytes / 1024).toFixed(1)),
        })),
      },
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
