import pLimit from 'p-limit';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Route,
} from 'playwright-core';

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

/** For our own print view: scripts render it, and a service worker could answer past routing. */
const PRINT_VIEW_CONTEXT: BrowserContextOptions = { serviceWorkers: 'block', acceptDownloads: false };

const PRINT_READY = '[data-print-ready="true"]';
/** The print view's mark for a refused link: no need to wait for the time limit. */
const PRINT_ERROR = '[data-print-error="true"]';

export function createPdfRenderer(options: { executablePath?: string } = {}): PdfRenderer {
  const executablePath = options.executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const limit = pLimit(PRINT_PAGES);
  let browser: Promise<Browser> | undefined;

  /** Launched on first use and again after a crash or disconnection. */
  function getBrowser(): Promise<Browser> {
    if (browser) return browser;
    const launching = chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true }).then(
      (launched) => {
        launched.on('disconnected', () => {
          if (browser === launching) browser = undefined;
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
   * Runs one print job in a fresh browser context, so that jobs share no cookies, cache or storage.
   * The deadline starts at the call: a job still queued when it passes never starts, and a running
   * job's context is closed, which ends whatever Playwright call it was waiting on.
   */
  function runJob(
    timeoutMs: number,
    contextOptions: BrowserContextOptions,
    print: (context: BrowserContext) => Promise<Buffer>,
  ): Promise<Buffer> {
    const deadline = AbortSignal.timeout(timeoutMs);
    const job = limit(async () => {
      deadline.throwIfAborted();
      const context = await (await getBrowser()).newContext(contextOptions);
      const abandon = () => void closeQuietly(context);
      deadline.addEventListener('abort', abandon);
      try {
        deadline.throwIfAborted();
        // The deadline is the one time limit: Playwright's own 30 s default would race it.
        context.setDefaultTimeout(0);
        return await print(context);
      } finally {
        deadline.removeEventListener('abort', abandon);
        await closeQuietly(context);
      }
    });
    return rejectAtDeadline(job, deadline, timeoutMs);
  }

  return {
    htmlToPdf(html, { timeoutMs }) {
      return runJob(timeoutMs, UNTRUSTED_CONTEXT, async (context) => {
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
      return runJob(timeoutMs, PRINT_VIEW_CONTEXT, async (context) => {
        await context.route('**/*', (route) =>
          isOnOrigin(route.request().url(), origin) ? route.continue() : route.abort(),
        );
        const page = await context.newPage();
        const response = await page.goto(url, { waitUntil: 'load' });
        if (!response?.ok()) throw new Error(`The print view ${url} answered ${response?.status()}`);
        const mark = await page.waitForSelector(`${PRINT_READY}, ${PRINT_ERROR}`, { state: 'attached' });
        if ((await mark.getAttribute('data-print-error')) === 'true')
          throw new Error(`The print view ${url} refused its service token`);
        return page.pdf({
          format: 'Letter',
          printBackground: true,
          preferCSSPageSize: true,
          tagged: true,
          outline: true,
        });
      });
    },

    async close() {
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

function isOnOrigin(url: string, origin: string): boolean {
  return URL.canParse(url) && new URL(url).origin === origin;
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
