import { accessSync, constants } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pLimit from 'p-limit';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Route,
} from 'playwright-core';
import { priorities } from './priorities';

/** Prints HTML and pages of this site to PDF with one long-lived headless Chromium. */
export interface PdfRenderer {
  /** Prints untrusted HTML: JavaScript disabled, every request except data: URLs aborted, within timeoutMs. */
  htmlToPdf(html: string, options: { timeoutMs: number }): Promise<Buffer>;
  /**
   * Prints a page of this site (the staff print view): JavaScript on; only requests to allowedOrigin go
   * through; waits for the selector `[data-print-ready="true"]`; tagged PDF (tagged: true, outline: true),
   * Letter, printBackground, preferCSSPageSize.
   */
  pageToPdf(url: string, options: { allowedOrigin: string; timeoutMs: number }): Promise<Buffer>;
  close(): Promise<void>;
}

/** A job did not finish within its timeoutMs (time spent waiting for a free slot counts). */
export class RenderTimeout extends Error {
  override name = 'RenderTimeout';

  constructor(timeoutMs: number) {
    super(`PDF rendering did not finish within ${timeoutMs} ms`);
  }
}

/** Chromium could not be started: a fault of this server, not of the document being printed. */
export class RendererUnavailable extends Error {
  override name = 'RendererUnavailable';

  constructor(cause: unknown) {
    super('Chromium could not be started', { cause });
  }
}

/**
 * shared/STACK.md: running as root in a container needs --no-sandbox, and the rest stop Chromium
 * from phoning home (updates, sync, QUIC probes) or using a /dev/shm that containers keep small.
 * Playwright adds --headless and a fresh --user-data-dir in a temporary folder, which it deletes on close.
 */
const CHROMIUM_ARGS = [
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
 * Chromium starts through this script, which lowers it and everything it starts to the lowest
 * priority (priorities.ts): beside src/platform in the source tree, copied beside the bundle by the
 * build. Linux only: `nice` and `setpriv` are Linux's tools.
 */
const LOW_PRIORITY_LAUNCHER = fileURLToPath(new URL('./low-priority-chromium.sh', import.meta.url));

/** How Playwright starts `executablePath`: through the launcher while the process lowers its background work. */
function launchOptions(executablePath: string) {
  if (!priorities.lowered || process.platform !== 'linux') return { executablePath };
  return { executablePath: LOW_PRIORITY_LAUNCHER, env: { ...process.env, PORTICO_CHROMIUM: executablePath } };
}

/** Each job holds a Chromium renderer process (≈ 100 MB) and these machines have two cores. */
export const PRINT_PAGES = 2;

/** Untrusted HTML is served at this address, which no resolver knows, so that it has an ordinary origin. */
const UNTRUSTED_DOCUMENT_URL = 'http://untrusted-document.invalid/';

/**
 * Sent with untrusted HTML. Chromium never hands file: requests to request interception (it blocks
 * them from web pages itself), so this policy is a second, independent wall that also covers them.
 */
const UNTRUSTED_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline' data:; font-src data:";

/**
 * For untrusted HTML. Preconnects and DNS prefetches (`<link rel=preconnect>`) never pass through
 * request interception; measured here, Chromium opened TCP connections to their hosts. Sending the
 * context's traffic to a proxy at a closed port on loopback (port 1, tcpmux, never served here)
 * means nothing reaches, or even resolves, another host.
 */
const UNTRUSTED_CONTEXT: BrowserContextOptions = {
  javaScriptEnabled: false,
  serviceWorkers: 'block',
  acceptDownloads: false,
  proxy: { server: 'http://127.0.0.1:1' },
};

/**
 * For our own print view on `origin`: scripts render it. Its requests may reach that origin and
 * nothing else: every other address goes to the closed proxy of untrusted HTML. `<-loopback>` drops
 * Chromium's implicit rule that loopback addresses never use a proxy, so that another port of this
 * machine (the database, a metadata service) is refused like any other host. A network rule rather
 * than request interception, which would turn off the HTTP cache that kept contexts are for.
 */
function printViewContext(origin: string): BrowserContextOptions {
  return {
    serviceWorkers: 'block',
    acceptDownloads: false,
    proxy: { server: 'http://127.0.0.1:1', bypass: `<-loopback>,${new URL(origin).host}` },
  };
}

const PRINT_READY = '[data-print-ready="true"]';
/** The print view's mark for a refused link: no need to wait for the time limit. */
const PRINT_ERROR = '[data-print-error="true"]';

/** The page's globals used here, which this process's types (no DOM) do not declare. */
interface PageGlobals {
  document: { querySelector(selector: string): unknown };
  sessionStorage: { clear(): void };
}

/**
 * Run in the page, so it refers to nothing outside itself: 'refused', true once ready, else false.
 * A function, not a string, which the print view's Content-Security-Policy (no 'unsafe-eval') refuses.
 */
function printMark([ready, refused]: readonly [string, string]): 'refused' | boolean {
  const { document } = globalThis as unknown as PageGlobals;
  return document.querySelector(refused) ? 'refused' : document.querySelector(ready) !== null;
}

/**
 * Debian's headless shell (`chromium-headless-shell`), the Chromium that Playwright runs for headless
 * work: the same Blink and V8 without the desktop browser around them. It took 20 to 26% less CPU
 * than the full browser over the same journeys (D-TST-08). Its binary, not Debian's
 * `/usr/bin/chromium-headless-shell`, a script that runs it as a child: Chromium would outlive a
 * kill of the script, and its priority would not be set by the launcher. The full browser when only
 * it is installed, as the operations guide asked before.
 */
const CHROMIUM_PATHS = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'];

function defaultChromium(): string {
  const installed = CHROMIUM_PATHS.find((path) => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
  return installed ?? CHROMIUM_PATHS[0]!;
}

export function createPdfRenderer(options: { executablePath?: string } = {}): PdfRenderer {
  const executablePath = options.executablePath ?? process.env.CHROMIUM_PATH ?? defaultChromium();
  const limit = pLimit(PRINT_PAGES);
  let browser: Promise<Browser> | undefined;

  /**
   * Print-view contexts between jobs, by the origin they may reach, at most one per page slot.
   * Reusing one keeps Chromium's HTTP and code caches of the site's scripts, which are the same for
   * every applicant (the API answers `no-store`, so no applicant's data is cached);
   * `emptyPrintContext` says what is cleared.
   */
  const idlePrintContexts = new Map<BrowserContext, string>();

  /** Launched on first use and again after a crash or disconnection. */
  function getBrowser(): Promise<Browser> {
    if (browser) return browser;
    const launching = chromium
      .launch({ ...launchOptions(executablePath), args: CHROMIUM_ARGS, headless: true })
      .then(
        (launched) => {
          launched.on('disconnected', () => {
            if (browser === launching) browser = undefined;
            for (const context of idlePrintContexts.keys()) {
              if (context.browser() === launched) idlePrintContexts.delete(context);
            }
          });
          return launched;
        },
        (error: unknown) => {
          if (browser === launching) browser = undefined;
          throw new RendererUnavailable(error);
        },
      );
    browser = launching;
    return launching;
  }

  /**
   * Runs one print job in a browser context from `open`. The deadline starts at the call: a job
   * still queued when it passes never starts, and a running job's context is closed, which ends
   * whatever Playwright call it was waiting on. `release` gets the context of a job that finished
   * in time (to close or keep); any other is closed.
   */
  function runJob(
    timeoutMs: number,
    open: () => Promise<BrowserContext>,
    release: (context: BrowserContext) => Promise<void>,
    print: (context: BrowserContext) => Promise<Buffer>,
  ): Promise<Buffer> {
    const deadline = AbortSignal.timeout(timeoutMs);
    const job = limit(async () => {
      deadline.throwIfAborted();
      const context = await open();
      const abandon = () => void closeQuietly(context);
      deadline.addEventListener('abort', abandon);
      let printed = false;
      try {
        deadline.throwIfAborted();
        // The deadline is the one time limit: Playwright's own 30 s default would race it.
        context.setDefaultTimeout(0);
        // Not every Playwright call ends when its context closes (a newPage() in flight when the
        // deadline closed the context was seen to wait forever), and a job that never ends holds
        // its page slot for good: the job ends at the deadline whatever the call does.
        const pdf = await rejectAtDeadline(print(context), deadline, timeoutMs);
        printed = true;
        return pdf;
      } finally {
        deadline.removeEventListener('abort', abandon);
        if (printed && !deadline.aborted) await release(context);
        else await closeQuietly(context);
      }
    });
    return rejectAtDeadline(job, deadline, timeoutMs);
  }

  /** A fresh context, closed after its one job: for untrusted HTML, which shares nothing. */
  const freshContext = (options: BrowserContextOptions) => async () =>
    (await getBrowser()).newContext(options);

  /** An idle print-view context of the running browser, or a new one. */
  async function printContext(origin: string): Promise<BrowserContext> {
    const current = await getBrowser();
    for (const [context, reaches] of idlePrintContexts) {
      if (reaches !== origin) continue;
      idlePrintContexts.delete(context);
      if (context.browser() === current) return context;
      await closeQuietly(context);
    }
    return current.newContext(printViewContext(origin));
  }

  /** Emptied, then kept for the next job; a context that cannot be emptied is closed. */
  async function keepPrintContext(context: BrowserContext, origin: string): Promise<void> {
    try {
      await emptyPrintContext(context, origin);
      idlePrintContexts.set(context, origin);
    } catch {
      await closeQuietly(context);
    }
  }

  return {
    htmlToPdf(html, { timeoutMs }) {
      return runJob(timeoutMs, freshContext(UNTRUSTED_CONTEXT), closeQuietly, async (context) => {
        await context.route('**/*', serveOnlyOnce(html));
        const page = await context.newPage();
        await page.goto(UNTRUSTED_DOCUMENT_URL, { waitUntil: 'load' });
        return page.pdf({ format: 'Letter', tagged: true });
      });
    },

    pageToPdf(url, { allowedOrigin, timeoutMs }) {
      const origin = new URL(allowedOrigin).origin;
      if (new URL(url).origin !== origin) {
        return Promise.reject(new Error(`${url} is not on the allowed origin ${origin}`));
      }
      const keep = (context: BrowserContext) => keepPrintContext(context, origin);
      return runJob(
        timeoutMs,
        () => printContext(origin),
        keep,
        async (context) => {
          const page = context.pages()[0] ?? (await context.newPage());
          const response = await page.goto(url, { waitUntil: 'load' });
          if (!response?.ok()) throw new Error(`The print view ${url} answered ${response?.status()}`);
          // Checked on every frame: waitForSelector backs off to checks 500 ms apart, which every
          // application PDF would wait for.
          const mark = await page.waitForFunction(printMark, [PRINT_READY, PRINT_ERROR] as const, {
            polling: 'raf',
          });
          if ((await mark.jsonValue()) === 'refused')
            throw new Error(`The print view ${url} refused its service token`);
          return page.pdf({
            format: 'Letter',
            printBackground: true,
            preferCSSPageSize: true,
            tagged: true,
            outline: true,
          });
        },
      );
    },

    async close() {
      idlePrintContexts.clear();
      const closing = browser;
      browser = undefined;
      const launched = await closing?.catch(() => undefined);
      await launched?.close();
    },
  };
}

/**
 * Answers the first request for the document with the HTML and refuses everything else. Other
 * navigations (a `<meta http-equiv="refresh">`, a frame) get 204 No Content, which leaves the frame
 * where it is: an aborted navigation would replace the document with Chromium's error page, and
 * that page would be printed instead. data: URLs never reach routing, so they load.
 */
function serveOnlyOnce(html: string): (route: Route) => Promise<void> {
  let served = false;
  return (route) => {
    const request = route.request();
    if (!served && request.url() === UNTRUSTED_DOCUMENT_URL) {
      served = true;
      return route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        headers: { 'content-security-policy': UNTRUSTED_CSP },
        body: html,
      });
    }
    if (request.isNavigationRequest()) return route.fulfill({ status: 204 });
    return route.abort();
  };
}

/**
 * What one applicant's print leaves in a context, removed before the next: its pages (and with them
 * their memory and session storage), cookies, and everything the origin stored (local storage,
 * IndexedDB, Cache Storage, service workers). Only the HTTP cache stays, which holds nothing but the
 * site's own scripts and styles.
 */
async function emptyPrintContext(context: BrowserContext, origin: string): Promise<void> {
  const [page, ...others] = context.pages();
  for (const other of others) await other.close();
  if (!page) return;
  // Session storage lives as long as the tab, which is kept: emptied while the page is on the origin.
  if (new URL(page.url()).origin === origin)
    await page.evaluate(() => (globalThis as unknown as PageGlobals).sessionStorage.clear());
  await page.goto('about:blank');
  const devtools = await context.newCDPSession(page);
  await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await devtools.detach();
  await context.clearCookies();
}

/** Closing fails only when the browser is already gone, which the disconnected handler deals with. */
async function closeQuietly(context: BrowserContext): Promise<void> {
  await context.close().catch(() => undefined);
}

function rejectAtDeadline<T>(work: Promise<T>, deadline: AbortSignal, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onTimeout = () => reject(new RenderTimeout(timeoutMs));
    deadline.addEventListener('abort', onTimeout, { once: true });
    work.then(resolve, reject).finally(() => deadline.removeEventListener('abort', onTimeout));
  });
}
