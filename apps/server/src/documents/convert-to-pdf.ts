import { Worker } from 'node:worker_threads';
import { SERVER_MESSAGES } from '@portico/application';
import { RendererUnavailable, RenderTimeout, type PdfRenderer } from '../platform/pdf-renderer';
import { priorities } from '../platform/priorities';
import { workerScript } from '../platform/worker-script';
import type { ConversionWorkerData, WorkerAnswer } from './conversion-decoder';

export type ConversionResult = { ok: true; pdf: Buffer } | { ok: false; message: string };

const DEFAULT_TIMEOUT_MS = 30_000;
/** A worker's heap: a 40-megapixel picture decoded whole fits; a file that wants more is refused. */
const WORKER_HEAP_MB = 1024;

/** A worker's code that registers tsx in its own thread, then loads the TypeScript module. */
function fromSource(url: URL): string {
  return `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); });`;
}

class ConversionTimeout extends Error {
  override name = 'ConversionTimeout';
}

/** The conversion worker could not run: the server's fault, never the file's. */
export class ConverterUnavailable extends Error {
  override name = 'ConverterUnavailable';
}

/**
 * An applicant's upload as a PDF, or the sentence that tells them why not. The file is hostile until
 * proven otherwise: its type is told by content and every size is bounded before anything is
 * decoded; the decoding runs in a worker thread with a bounded heap, which the time limit
 * terminates; a Word document's HTML is printed by Chromium within what is left of the time.
 *
 * Rejects only with RendererUnavailable or ConverterUnavailable: Chromium or the worker not
 * starting is our fault, worth retrying, and must not tell an applicant that their file is bad.
 */
export async function convertToPdf(
  file: Buffer,
  deps: { renderer: PdfRenderer; timeoutMs?: number },
): Promise<ConversionResult> {
  const deadline = Date.now() + (deps.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    const decoded = await decodeInWorker(file, deadline);
    if (decoded.kind === 'refused') return { ok: false, message: decoded.message };
    const pdf =
      decoded.kind === 'pdf'
        ? Buffer.from(decoded.pdf)
        : await deps.renderer.htmlToPdf(decoded.html, { timeoutMs: Math.max(0, deadline - Date.now()) });
    return { ok: true, pdf };
  } catch (error) {
    if (error instanceof RendererUnavailable || error instanceof ConverterUnavailable) throw error;
    return { ok: false, message: messageFor(error) };
  }
}

/** Runs conversion-worker.ts on the file; its answer, or ConversionTimeout once the deadline passes. */
function decodeInWorker(file: Buffer, deadline: number): Promise<WorkerAnswer> {
  return new Promise((resolve, reject) => {
    const script = workerScript('conversion-worker');
    const options = {
      workerData: {
        file: new Uint8Array(file),
        lowerPriority: priorities.lowered,
        // Beside the worker's script, bundled or source alike.
        decoder: new URL(`./conversion-decoder.${script.fromSource ? 'ts' : 'js'}`, script.url).href,
      } satisfies ConversionWorkerData,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    };
    const worker = script.fromSource
      ? new Worker(fromSource(script.url), { ...options, eval: true })
      : new Worker(script.url, options);
    const timer = setTimeout(
      () => {
        reject(new ConversionTimeout());
        void worker.terminate();
      },
      Math.max(0, deadline - Date.now()),
    );
    worker.once('message', (answer: WorkerAnswer) => {
      clearTimeout(timer);
      resolve(answer);
      void worker.terminate();
    });
    worker.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      // A file that needs more memory than a worker has cannot be converted; any other failure
      // of the worker (its script missing, say) is ours, not the file's.
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY')
        resolve({ kind: 'refused', message: SERVER_MESSAGES.conversionFailed });
      else reject(new ConverterUnavailable('the conversion worker failed', { cause: error }));
    });
    worker.once('exit', () => {
      clearTimeout(timer);
      reject(new ConverterUnavailable('the conversion worker ended without an answer'));
    });
  });
}

/** A parser's own error, or a page crash in Chromium, means this file could not be converted. */
function messageFor(error: unknown): string {
  if (error instanceof ConversionTimeout || error instanceof RenderTimeout)
    return SERVER_MESSAGES.conversionTimedOut;
  return SERVER_MESSAGES.conversionFailed;
}
