import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Locator, Page } from 'playwright-core';

/** Files an applicant uploads, made in the test: real PNG, JPEG, PDF and docx. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A PNG of `width` × `height` grey pixels. */
export function png(name: string, width = 60, height = 40, pixels?: Buffer): FilePayload {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows =
    pixels ??
    Buffer.concat(
      Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 0x60)])),
    );
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** A JPEG screenshot of a little page, from the test's own Chromium. */
export async function jpeg(page: Page, name: string): Promise<FilePayload> {
  const buffer = await page.screenshot({
    type: 'jpeg',
    quality: 80,
    clip: { x: 0, y: 0, width: 400, height: 300 },
  });
  return { name, mimeType: 'image/jpeg', buffer };
}

/**
 * A phone photo's weight: a grey gradient with fine noise that PNG cannot squeeze (about 1.3 MB at
 * 2000 × 1300), which a JPEG at the same size holds in a fraction of that.
 */
export function photoPng(name: string, width = 2000, height = 1300): FilePayload {
  let seed = 42;
  const noise = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) >> 16) & 0x0f;
  const rows = Buffer.concat(
    Array.from({ length: height }, (_, y) =>
      Buffer.from([0, ...Array.from({ length: width }, (_, x) => (((x + y) >> 3) & 0xf0) | noise())]),
    ),
  );
  return { ...png(name, width, height, rows) };
}

/** A one-page PDF that says `text`. */
export async function pdf(name: string, text: string): Promise<FilePayload> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage([612, 792]).drawText(text, { x: 72, y: 700, size: 14, font });
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await document.save()) };
}

/** A Word document with a heading, a paragraph, a list and a table. */
export async function docx(name: string, heading: string): Promise<FilePayload> {
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: heading, heading: HeadingLevel.HEADING_1 }),
          new Paragraph('I was suspended for two days in tenth grade and have learned from it.'),
          new Paragraph({ text: 'Community service at the shelter', bullet: { level: 0 } }),
          new Table({
            rows: [
              new TableRow({
                children: ['Year', 'Grade point average'].map(
                  (text) => new TableCell({ children: [new Paragraph(text)] }),
                ),
              }),
            ],
          }),
        ],
      },
    ],
  });
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await Packer.toBuffer(document),
  };
}

const run = promisify(execFile);

/** The text of a PDF, page by page, as poppler's pdftotext reads it. */
export async function pdfPages(pdfBytes: Buffer): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'portico-pdf-'));
  try {
    await writeFile(join(dir, 'in.pdf'), pdfBytes);
    const { stdout } = await run('pdftotext', ['-layout', join(dir, 'in.pdf'), '-']);
    return stdout.split('\f').slice(0, -1);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** What pdfinfo says of a PDF: its title, whether it is tagged, its pages. */
export async function pdfInfo(pdfBytes: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'portico-pdf-'));
  try {
    await writeFile(join(dir, 'in.pdf'), pdfBytes);
    return (await run('pdfinfo', [join(dir, 'in.pdf')])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A page of a PDF (the first unless told) as a PNG (pdftoppm, 60 dpi), to look at. */
export async function pageAsPng(pdfBytes: Buffer, outputPath: string, pageNumber = 1): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'portico-pdf-'));
  try {
    await writeFile(join(dir, 'in.pdf'), pdfBytes);
    await run('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      String(pageNumber),
      '-l',
      String(pageNumber),
      '-singlefile',
      join(dir, 'in.pdf'),
      join(dir, 'page'),
    ]);
    const image = await readFile(join(dir, 'page.png'));
    await writeFile(outputPath, image);
    return image;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Chooses a file in the question's file input, as an applicant does; the upload starts at once. */
export async function upload(page: Page, label: string, file: FilePayload) {
  // The label also names the file's row while a file is shown (or leaving): wait for the input.
  await fileInput(page, label).setInputFiles(file);
}

/** The question's file input, once no file is shown in its place. */
export function fileInput(page: Page, label: string): Locator {
  return page.getByLabel(label, { exact: true }).and(page.locator('input[type="file"]'));
}

/** The question's block on the page. */
export function question(page: Page, id: string): Locator {
  return page.locator('.file-upload').filter({ has: page.locator(`[id="${id}"]`) });
}

/** Waits until the question shows its converted file: "name (size)" and a Delete button. */
export async function converted(page: Page, id: string, fileName: string) {
  const block = question(page, id);
  await block
    .getByText(new RegExp(`^${fileName.replace('.', '\\.')} \\(\\d+ (B|kB|KB)\\)$`))
    .waitFor({ timeout: 30_000 });
  await block.getByRole('button', { name: `Delete ${fileName}` }).waitFor();
}

/**
 * Clicks a download link and answers the downloaded file's name and bytes. A PDF (an application,
 * a decision letter) is made first, by Chromium at the lowest priority (D-PRF-15): on a busy machine
 * it waits its turn, as a mail may.
 */
export async function download(link: Locator): Promise<{ fileName: string; bytes: Buffer }> {
  const [file] = await Promise.all([link.page().waitForEvent('download', { timeout: 60_000 }), link.click()]);
  return { fileName: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}
