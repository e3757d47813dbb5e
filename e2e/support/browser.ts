import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { launchChromium } from './chromium.mjs';

/** The system Chromium, headless (CHROMIUM_PATH or /usr/bin/chromium). */
export function launchBrowser(): Promise<Browser> {
  return launchChromium();
}

/**
 * A page in a fresh context (no cookies, no storage, no cache) whose relative URLs resolve
 * against the server under test. Console messages and uncaught errors are kept for assertions.
 */
export async function newPage(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...options });
  const page = await context.newPage();
  watchPage(page);
  return page;
}

interface PageLog {
  console: string[];
  errors: string[];
}
const logs = new WeakMap<Page, PageLog>();

function watchPage(page: Page): void {
  const log: PageLog = { console: [], errors: [] };
  logs.set(page, log);
  page.on('console', (message) => log.console.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => log.errors.push(error.stack ?? error.message));
}

/** Console messages where Chromium reports something the Content-Security-Policy refused. */
export function cspViolations(page: Page): string[] {
  return (logs.get(page)?.console ?? []).filter((line) => line.includes('Content Security Policy'));
}

/** Exceptions the page's scripts threw and nobody caught. */
export function uncaughtErrors(page: Page): string[] {
  return logs.get(page)?.errors ?? [];
}

/**
 * For a journey file: one browser for the file, a fresh context per `newPage()`, every context
 * closed after each test.
 */
export function useBrowser(): { newPage(options?: BrowserContextOptions): Promise<Page>; baseURL: string } {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const baseURL = inject('baseURL');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseURL,
    async newPage(options = {}) {
      if (!browser)
        throw new Error('useBrowser().newPage() runs inside a test, after the browser has started.');
      const page = await newPage(browser, baseURL, options);
      contexts.push(page.context());
      return page;
    },
  };
}
