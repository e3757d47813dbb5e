import { parentPort, workerData } from 'node:worker_threads';
import { SERVER_MESSAGES } from '@portico/application';
import { checkPdf } from './check-pdf';
import { ConversionRefused } from './conversion-refused';
import { checkDocxArchive } from './docx-archive';
import { docxToHtml } from './docx-to-html';
import { detectFileType } from './file-type';
import { imageToPdf } from './image-to-pdf';
import { sanitizedPdf } from '../platform/sanitize-pdf';

/**
 * One upload's decoding, in a worker thread of its own (convert-to-pdf.ts), loaded by
 * conversion-worker.ts once the thread is lowered: images become a PDF, a PDF is checked and copied
 * without what could act, a Word document is checked and becomes HTML for Chromium to print. This
 * is where hostile bytes are parsed, synchronously for long stretches (a 40-megapixel PNG takes
 * seconds), so none of it may run on the thread that answers applicants, and the time limit can
 * end it.
 */
export interface ConversionWorkerData {
  file: Uint8Array;
  /** priorities.lowered of the process that starts the worker. */
  lowerPriority: boolean;
  /** This module's script, which conversion-worker.ts loads (platform/worker-script.ts). */
  decoder: string;
}

export type WorkerAnswer =
  { kind: 'pdf'; pdf: Uint8Array } | { kind: 'html'; html: string } | { kind: 'refused'; message: string };

async function decode(file: Buffer): Promise<WorkerAnswer> {
  switch (detectFileType(file)) {
    case 'png':
    case 'jpeg':
      return { kind: 'pdf', pdf: await imageToPdf(file) };
    case 'pdf':
      await checkPdf(file);
      return { kind: 'pdf', pdf: await sanitizedPdf(file) };
    case 'docx':
      await checkDocxArchive(file);
      return { kind: 'html', html: await docxToHtml(file) };
    case undefined:
      throw new ConversionRefused(SERVER_MESSAGES.conversionFailed);
  }
}

decode(Buffer.from((workerData as ConversionWorkerData).file)).then(
  (answer) => parentPort?.postMessage(answer),
  (error: unknown) =>
    parentPort?.postMessage({
      kind: 'refused',
      // A parser's own error means the file could not be converted.
      message: error instanceof ConversionRefused ? error.message : SERVER_MESSAGES.conversionFailed,
    } satisfies WorkerAnswer),
);
