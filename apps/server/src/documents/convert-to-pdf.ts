import { MESSAGES } from '@portico/application';
import { RendererUnavailable, RenderTimeout, type PdfRenderer } from '../platform/pdf-renderer';
import { checkPdf } from './check-pdf';
import { ConversionRefused } from './conversion-refused';
import { checkDocxArchive } from './docx-archive';
import { docxToHtml } from './docx-to-html';
import { detectFileType } from './file-type';
import { imageToPdf } from './image-to-pdf';

export type ConversionResult = { ok: true; pdf: Buffer } | { ok: false; message: string };

const DEFAULT_TIMEOUT_MS = 30_000;

class ConversionTimeout extends Error {
  override name = 'ConversionTimeout';
}

/**
 * An applicant's upload as a PDF, or the sentence that tells them why not. The file is hostile until
 * proven otherwise: its type is told by content, every size is bounded before anything is decoded,
 * and the whole conversion has timeoutMs. (pdf-lib and mammoth work in this thread between awaits,
 * so a timeout is noticed at their next await; the size bounds keep those stretches short.)
 *
 * Rejects only with RendererUnavailable: Chromium not starting is our fault, worth retrying, and
 * must not tell an applicant that their file is bad.
 */
export async function convertToPdf(
  file: Buffer,
  deps: { renderer: PdfRenderer; timeoutMs?: number },
): Promise<ConversionResult> {
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const deadline = Date.now() + timeoutMs;
  try {
    const pdf = await withinTimeLimit(convertByType(file, deps.renderer, deadline), timeoutMs);
    return { ok: true, pdf };
  } catch (error) {
    if (error instanceof RendererUnavailable) throw error;
    return { ok: false, message: messageFor(error) };
  }
}

async function convertByType(file: Buffer, renderer: PdfRenderer, deadline: number): Promise<Buffer> {
  switch (detectFileType(file)) {
    case 'png':
    case 'jpeg':
      return imageToPdf(file);
    case 'pdf':
      await checkPdf(file);
      return file;
    case 'docx': {
      await checkDocxArchive(file);
      const html = await docxToHtml(file);
      return renderer.htmlToPdf(html, { timeoutMs: Math.max(0, deadline - Date.now()) });
    }
    case undefined:
      throw new ConversionRefused(MESSAGES.conversionFailed);
  }
}

/** A parser's own error, or a page crash in Chromium, means this file could not be converted. */
function messageFor(error: unknown): string {
  if (error instanceof ConversionRefused) return error.message;
  if (error instanceof ConversionTimeout || error instanceof RenderTimeout)
    return MESSAGES.conversionTimedOut;
  return MESSAGES.conversionFailed;
}

async function withinTimeLimit<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ConversionTimeout()), timeoutMs);
  });
  try {
    return await Promise.race([work, timeUp]);
  } finally {
    clearTimeout(timer);
  }
}
