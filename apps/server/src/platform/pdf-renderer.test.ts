import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pdfImages, pdfText } from '../../test/poppler';
import { createPdfRenderer, RendererUnavailable, RenderTimeout, type PdfRenderer } from './pdf-renderer';

const run = promisify(execFile);

/** PNGs whose sizes tell them apart in the printed PDF: 1×1 inlined as data:, 3×2 on disk. */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const PNG_3X2 =
  'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR4nGP4z8AAQQxwFgBB0gX7h/C5SAAAAABJRU5ErkJggg==';

let folder: string;
let renderer: PdfRenderer;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'portico-pdf-renderer-'));
  renderer = createPdfRenderer();
});

afterAll(async () => {
  await renderer.close();
  await rm(folder, { recursive: true, force: true });
});

let fileCount = 0;
async function writeTemporary(bytes: Buffer | string, extension: string): Promise<string> {
  const path = join(folder, `${++fileCount}.${extension}`);
  await writeFile(path, bytes);
  return path;
}

/** The sizes ('3x2') of the images the PDF draws. */
async function pdfImageSizes(pdf: Buffer): Promise<string[]> {
  return (await pdfImages(pdf)).map((image) => image.size);
}

async function expectOneLetterPage(pdf: Buffer): Promise<void> {
  const document = await PDFDocument.load(pdf);
  expect(document.getPageCount()).toBe(1);
  expect(document.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
}

/** A local web server that records what reached it: connections as well as requests. */
async function startServer(handle: (request: IncomingMessage, response: ServerResponse) => void) {
  const requests: IncomingMessage[] = [];
  let connections = 0;
  const server: Server = createServer((request, response) => {
    requests.push(request);
    handle(request, response);
  });
  server.on('connection', () => connections++);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    requests,
    connections: () => connections,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

type TestServer = Awaited<ReturnType<typeof startServer>>;
const servers: TestServer[] = [];
async function serve(handle: (request: IncomingMessage, response: ServerResponse) => void) {
  const server = await startServer(handle);
  servers.push(server);
  return server;
}
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

const html = (response: ServerResponse, body: string) =>
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);

/** The staff print view's contract: a script renders it, then marks it ready. */
const PRINT_VIEW = `<!doctype html><html lang="en"><head><title>Print view</title></head><body>
<main id="root"></main>
<script>setTimeout(() => {
  document.getElementById('root').innerHTML = '<h1>Application of Ada Lovelace</h1><p>Rendered by script</p>';
  document.body.dataset.printReady = 'true';
}, 50);</script></body></html>`;

/**
 * Reports what an earlier print left (local and session storage, a cookie, an IndexedDB database),
 * then leaves all of it behind itself.
 */
const STORAGE_PROBE = `(async () => {
  const databases = (await indexedDB.databases()).map((database) => database.name);
  const found = [localStorage.getItem('left'), sessionStorage.getItem('left'), document.cookie, ...databases]
    .filter(Boolean);
  localStorage.setItem('left', 'local-Ada');
  sessionStorage.setItem('left', 'session-Ada');
  document.cookie = 'left=cookie-Ada; max-age=3600';
  await new Promise((resolve) => { indexedDB.open('idb-Ada').onsuccess = resolve; });
  document.getElementById('root').textContent = 'found: ' + (found.join(' ') || 'nothing');
  document.body.dataset.printReady = 'true';
})();`;

/** The paths the server was asked for, without Chromium's own request for a favicon. */
function pagesRequested(server: TestServer): (string | undefined)[] {
  return server.requests.map((request) => request.url).filter((url) => url !== '/favicon.ico');
}

describe('htmlToPdf', () => {
  it('prints HTML as a tagged Letter page', async () => {
    const pdf = await renderer.htmlToPdf('<h1>Personal statement</h1><p>I would like to study.</p>', {
      timeoutMs: 10_000,
    });
    await expectOneLetterPage(pdf);
    expect(await pdfText(pdf)).toContain('Personal statement');
    expect(pdf.includes('/StructTreeRoot')).toBe(true);
  });

  it('fetches nothing the HTML refers to, runs no script, and prints the document it was given', async () => {
    const server = await serve((_request, response) => html(response, '<p>fetched</p>'));
    const localImage = await writeTemporary(Buffer.from(PNG_3X2, 'base64'), 'png');
    const remote = (name: string) => `${server.origin}/${name}`;
    const hostile = `<!doctype html><html><head>
      <meta http-equiv="refresh" content="0; url=${remote('refresh')}">
      <link rel="stylesheet" href="${remote('style.css')}">
      <link rel="preconnect" href="${remote('')}">
      <link rel="dns-prefetch" href="${remote('')}">
      <link rel="prefetch" href="${remote('prefetch')}">
      <style>@import url(${remote('import.css')}); body { background: url(${remote('background.png')}) }</style>
      </head><body>
      <h1>Hostile document</h1>
      <img src="${remote('image.png')}">
      <img src="file://${localImage}">
      <img src="data:image/png;base64,${PNG_1X1}">
      <iframe src="${remote('frame')}"></iframe>
      <iframe src="file:///etc/passwd"></iframe>
      <object data="${remote('object')}"></object>
      <video poster="${remote('poster.png')}"></video>
      <script>document.body.textContent = 'SCRIPT RAN'; fetch('${remote('fetch')}');</script>
      </body></html>`;

    const pdf = await renderer.htmlToPdf(hostile, { timeoutMs: 10_000 });

    expect(server.requests.map((request) => request.url)).toEqual([]);
    expect(server.connections()).toBe(0);
    const text = await pdfText(pdf);
    expect(text).toContain('Hostile document');
    expect(text).not.toContain('SCRIPT RAN');
    expect(text).not.toContain('root:');
    // The data: image is drawn; the file: one was never read (Chromium draws broken-image icons, 14×16).
    const images = await pdfImageSizes(pdf);
    expect(images).toContain('1x1');
    expect(images).not.toContain('3x2');
  });

  it('rejects with RenderTimeout when the time is up', async () => {
    await expect(renderer.htmlToPdf('<p>late</p>', { timeoutMs: 1 })).rejects.toBeInstanceOf(RenderTimeout);
  });
});

describe('pageToPdf', () => {
  it('waits for the print view to be ready and prints it with an outline', async () => {
    const server = await serve((_request, response) => html(response, PRINT_VIEW));
    const pdf = await renderer.pageToPdf(`${server.origin}/print/1`, {
      allowedOrigin: server.origin,
      timeoutMs: 10_000,
    });
    await expectOneLetterPage(pdf);
    expect(await pdfText(pdf)).toContain('Rendered by script');
    expect(pdf.includes('/StructTreeRoot')).toBe(true);
    expect(pdf.includes('/Outlines')).toBe(true);
  });

  it('lets only requests to the allowed origin through', async () => {
    const server = await serve((request, response) => {
      if (request.url === '/print') {
        // localhost and 127.0.0.1 are different origins on the same server.
        html(
          response,
          PRINT_VIEW.replace('<main', `<img src="http://localhost:${server.port}/elsewhere.png"><main`),
        );
      } else response.writeHead(404).end();
    });
    await renderer.pageToPdf(`${server.origin}/print`, { allowedOrigin: server.origin, timeoutMs: 10_000 });
    expect(pagesRequested(server)).toEqual(['/print']);
  });

  it('refuses the other ports of this machine (a database, a metadata service)', async () => {
    const other = await serve((_request, response) => html(response, 'secret'));
    const server = await serve((_request, response) =>
      html(response, PRINT_VIEW.replace('<main', `<img src="${other.origin}/secret.png"><main`)),
    );
    await renderer.pageToPdf(`${server.origin}/print`, { allowedOrigin: server.origin, timeoutMs: 10_000 });
    expect(pagesRequested(server)).toEqual(['/print']);
    expect(other.connections()).toBe(0);
  });

  it('leaves nothing of one print to the next: storage and cookies are emptied, only the cache stays', async () => {
    const server = await serve((request, response) => {
      if (request.url === '/app.js') {
        response
          .writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'max-age=3600' })
          .end(STORAGE_PROBE);
      } else html(response, '<main id="root"></main><script src="/app.js"></script>');
    });
    const options = { allowedOrigin: server.origin, timeoutMs: 10_000 };
    const first = await pdfText(await renderer.pageToPdf(`${server.origin}/print/first`, options));
    expect(first).toContain('found: nothing');
    const second = await pdfText(await renderer.pageToPdf(`${server.origin}/print/second`, options));
    expect(second).toContain('found: nothing');
    // The script came from Chromium's cache the second time: what keeping the context is for.
    expect(pagesRequested(server)).toEqual(['/print/first', '/app.js', '/print/second']);
  });

  it('stops at once when the print view marks its link refused', async () => {
    const refused = '<p data-print-error="true">This print link has expired or is not valid.</p>';
    const server = await serve((_request, response) => html(response, refused));
    const started = Date.now();
    await expect(
      renderer.pageToPdf(`${server.origin}/print`, { allowedOrigin: server.origin, timeoutMs: 10_000 }),
    ).rejects.toThrow('refused its service token');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses a page that is not on the allowed origin', async () => {
    await expect(
      renderer.pageToPdf('http://example.com/print', {
        allowedOrigin: 'http://127.0.0.1:3000',
        timeoutMs: 10_000,
      }),
    ).rejects.toThrow('not on the allowed origin');
  });

  it('rejects with RenderTimeout when the page never becomes ready, and the slot is freed', async () => {
    const server = await serve((_request, response) => html(response, '<p>never ready</p>'));
    const options = { allowedOrigin: server.origin, timeoutMs: 1_000 };
    const stuck = [1, 2, 3].map(() => renderer.pageToPdf(`${server.origin}/stuck`, options));
    for (const job of stuck) await expect(job).rejects.toBeInstanceOf(RenderTimeout);

    const pdf = await renderer.htmlToPdf('<p>still working</p>', { timeoutMs: 10_000 });
    expect(await pdfText(pdf)).toContain('still working');
  });

  it('prints at most two pages at once', async () => {
    let active = 0;
    let mostActive = 0;
    let arrived = 0;
    const waiting: (() => void)[] = [];
    // A page is answered once a second one is being loaded beside it (or none can come: the last
    // of the five), and 300 ms later, which leaves a third the time to show up if it were let in.
    const server = await serve((request, response) => {
      if (request.url === '/favicon.ico') return html(response, '');
      active++;
      arrived++;
      mostActive = Math.max(mostActive, active);
      waiting.push(() =>
        setTimeout(() => {
          active--;
          html(response, PRINT_VIEW);
        }, 300),
      );
      if (active >= 2 || arrived === 5) waiting.splice(0).forEach((answer) => answer());
    });
    const options = { allowedOrigin: server.origin, timeoutMs: 20_000 };
    await Promise.all([1, 2, 3, 4, 5].map((n) => renderer.pageToPdf(`${server.origin}/print/${n}`, options)));
    expect(pagesRequested(server)).toHaveLength(5);
    expect(mostActive).toBe(2);
  });
});

describe('the browser', () => {
  /** The Chromium processes this test process started (Debian's launcher script execs the binary). */
  async function chromiumChildren(): Promise<number[]> {
    const { stdout } = await run('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)]);
    return stdout
      .split('\n')
      .filter((line) => line.includes('chromium') && line.includes('--remote-debugging-pipe'))
      .map((line) => Number.parseInt(line, 10));
  }

  it('is launched again after it dies, and closed by close()', async () => {
    const others = await chromiumChildren();
    const own = createPdfRenderer();
    const ownChildren = async () => (await chromiumChildren()).filter((pid) => !others.includes(pid));

    await own.htmlToPdf('<p>first</p>', { timeoutMs: 10_000 });
    const [first] = await ownChildren();
    expect(first).toBeDefined();
    process.kill(first!, 'SIGKILL');
    // Playwright learns of the death when the pipe closes, a moment after the kill.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const pdf = await own.htmlToPdf('<p>after the crash</p>', { timeoutMs: 10_000 });
    expect(await pdfText(pdf)).toContain('after the crash');
    expect(await ownChildren()).toHaveLength(1);
    expect(await ownChildren()).not.toContain(first);

    await own.close();
    expect(await ownChildren()).toEqual([]);
  });

  it('rejects with RendererUnavailable when Chromium cannot be started', async () => {
    const broken = createPdfRenderer({ executablePath: join(folder, 'no-such-chromium') });
    await expect(broken.htmlToPdf('<p>x</p>', { timeoutMs: 10_000 })).rejects.toBeInstanceOf(
      RendererUnavailable,
    );
    await broken.close();
  });
});
