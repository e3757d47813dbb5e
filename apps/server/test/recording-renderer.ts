import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { PdfRenderer } from '../src/platform/pdf-renderer';

/**
 * A stand-in for Chromium that prints what it was asked to print as one page of text, and lists
 * each address it printed (one per print): the print view itself is printed by the real Chromium
 * in the documents journey (e2e/journeys/documents.test.ts).
 */
export class RecordingRenderer implements PdfRenderer {
  readonly printed: string[] = [];

  async pageToPdf(url: string): Promise<Buffer> {
    this.printed.push(url);
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Helvetica);
    document.addPage([612, 792]).drawText('The print view', { x: 72, y: 700, size: 14, font });
    document.setTitle('Undergraduate Application for Admission — Ada Lovelace');
    return Buffer.from(await document.save());
  }

  htmlToPdf(): Promise<Buffer> {
    return Promise.reject(new Error('no HTML is printed here'));
  }

  async close(): Promise<void> {}
}
