import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { launchChromium } from './chromium.mjs';

/** The system Chromium, headless (CHROMIUM_PATH or Debian's headless shell). */
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
  // A screen that has not come in 15 s will not come: fail then, not at playwright's 30 s.
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  watchPage(page);
  return page;
}

interface PageLog {
  console: string[];
  errors: string[];
  /** Requests that failed or answered 4xx/5xx: a missing chunk explains a screen that never came. */
  network: string[];
  /** Where the page last was; a failed test is reported after its page has closed. */
  url: string;
}
const logs = new WeakMap<Page, PageLog>();

function watchPage(page: Page): void {
  const log: PageLog = { console: [], errors: [], network: [], url: page.url() };
  logs.set(page, log);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) log.url = frame.url();
  });
  page.on('console', (message) => log.console.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => log.errors.push(error.stack ?? error.message));
  page.on('requestfailed', (request) =>
    log.network.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText ?? 'failed'}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) {
      log.network.push(`${response.request().method()} ${response.url()}: ${response.status()}`);
    }
  });
}

/** What a page saw, for the report of a failed test: where it was, its console, errors and network. */
function describePage(page: Page): string {
  const log = logs.get(page);
  if (!log) return '';
  const section = (title: string, lines: string[]) =>
    lines.length ? [`  ${title}:`, ...lines.map((line) => `    ${line}`)] : [];
  return [
    `page last at ${page.isClosed() ? log.url : page.url()}`,
    ...section('console', log.console),
    ...section('uncaught errors', log.errors),
    ...section('failed requests', log.network),
  ].join('\n');
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
 * closed after each test. When a test fails, what its pages logged is printed beside the failure.
 */
export function useBrowser(): { newPage(options?: BrowserContextOptions): Promise<Page>; baseURL: string } {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  let pages: Page[] = [];
  const baseURL = inject('baseURL');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  beforeEach(({ onTestFailed }) => {
    pages = [];
    const seen = pages;
    onTestFailed(() => {
      for (const page of seen) console.error(describePage(page));
    });
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
      pages.push(page);
      return page;
    },
  };
}
