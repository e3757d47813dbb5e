// Shared by the journeys (e2e/support/browser.ts) and the benchmarks (bench/*.mjs), hence plain
// JavaScript typed by JSDoc.
import { chromium } from 'playwright-core';

/**
 * The system Chromium: CHROMIUM_PATH, or Debian's headless shell (`chromium-headless-shell`), which
 * Playwright itself runs for headless work: the same Blink and V8 without the desktop browser, 20 to
 * 26% less CPU over the same journeys (docs/decisions.md, D-TST-08). Browsers are never downloaded.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium-headless-shell';

/**
 * Chromium run as root (CI, containers) needs no sandbox; the rest keeps a headless run from
 * reaching the network for updates, sync or field trials, which would add noise and time.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/**
 * Launches a headless Chromium. playwright-core gives each launch a fresh temporary profile and
 * deletes it on close.
 * @returns {Promise<import('playwright-core').Browser>}
 */
export async function launchChromium() {
  try {
    return await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  } catch (error) {
    throw new Error(
      `Chromium did not start from ${CHROMIUM_PATH}. Run "node scripts/ensure-system-packages.mjs", or set CHROMIUM_PATH.\n${/** @type {Error} */ (error).message}`,
    );
  }
}
