import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, test } from 'vitest';
import { ES } from '@portico/application/catalogue-es';
import { assembleApplicationPdf } from './assemble-pdf';

const run = promisify(execFile);

/** A PDF of one page per text given. */
async function pdfOf(...texts: string[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const text of texts) document.addPage([612, 792]).drawText(text, { x: 72, y: 700, size: 14, font });
  return document.save();
}

/** The text of each page, as poppler's pdftotext reads it. */
async function pagesOf(pdf: Uint8Array): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'portico-assemble-'));
  try {
    await writeFile(join(dir, 'in.pdf'), pdf);
    const { stdout } = await run('pdftotext', ['-layout', join(dir, 'in.pdf'), '-']);
    return stdout.split('\f').slice(0, -1);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the application PDF put together (issue 16)', () => {
  test('each attachment follows a caption page naming its question and file; every page has the running footer', async () => {
    const document = await assembleApplicationPdf(
      await pdfOf('Printed page one', 'Printed page two'),
      [
        {
          question: 'Unofficial High School Transcript',
          fileName: 'transcript.png',
          pdf: Buffer.from(await pdfOf('Transcript content')),
        },
      ],
      { name: 'Ada Lovelace', reference: 'HV-2026-000123' },
    );
    const pages = await pagesOf(await document.save());
    expect(pages).toHaveLength(4);
    expect(pages[0]).toContain('Printed page one');
    expect(pages[2]).toContain('Attachment');
    expect(pages[2]).toContain('Unofficial High School Transcript');
    expect(pages[2]).toContain('transcript.png');
    expect(pages[3]).toContain('Transcript content');
    pages.forEach((page, index) => {
      expect(page).toContain('Ada Lovelace · Reference HV-2026-000123');
      expect(page).toContain(`Page ${index + 1} of 4`);
    });
  });

  test('a name the standard font cannot show is printed with ?, never a failure; no reference before submission', async () => {
    const document = await assembleApplicationPdf(await pdfOf('Printed'), [], {
      name: 'Łucja 李',
      reference: null,
    });
    const [page] = await pagesOf(await document.save());
    expect(page).toContain('?ucja ?');
    expect(page).toContain('Page 1 of 1');
    expect(page).not.toContain('Reference');
  });

  test('in Spanish: the caption page and the running footer in the catalogue’s words (issue 32)', async () => {
    const document = await assembleApplicationPdf(
      await pdfOf('Printed page one'),
      [
        {
          question: 'Expediente académico',
          fileName: 'expediente.png',
          pdf: Buffer.from(await pdfOf('Contenido')),
        },
      ],
      { name: 'Inés Núñez', reference: 'HV-2026-000124' },
      ES.server,
    );
    const pages = await pagesOf(await document.save());
    expect(pages).toHaveLength(3);
    expect(pages[1]).toContain('Documento adjunto');
    expect(pages[1]).toContain('Expediente académico');
    pages.forEach((page, index) => {
      expect(page).toContain('Inés Núñez · Referencia HV-2026-000124');
      expect(page).toContain(`Página ${index + 1} de 3`);
      expect(page).not.toMatch(/Attachment|Reference|Page \d|\{[a-z]+\}/);
    });
  });
});
