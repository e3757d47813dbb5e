import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * Poppler's tools, to read what was printed: the tests look at PDFs the way a reader would, never
 * through the library that wrote them. Installed beside Chromium (scripts/ensure-system-packages.mjs).
 */
const run = promisify(execFile);

/** Runs `tool` on the PDF (its path replaces '{pdf}' in `args`) in a folder removed afterwards. */
async function withPdf<T>(pdf: Uint8Array, work: (path: string, folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'portico-poppler-'));
  try {
    const path = join(folder, 'in.pdf');
    await writeFile(path, pdf);
    return await work(path, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export function pdfText(pdf: Uint8Array, { layout = false } = {}): Promise<string> {
  return withPdf(pdf, async (path) => {
    const { stdout } = await run('pdftotext', [...(layout ? ['-layout'] : []), path, '-']);
    return stdout;
  });
}

/** The tagged PDF's structure tree with its text, one node a line, indented by depth. */
export function pdfStructure(pdf: Uint8Array): Promise<string> {
  return withPdf(pdf, async (path) => (await run('pdfinfo', ['-struct-text', path])).stdout);
}

/** pdfimages' listing: per image its size ('3x2') and the resolution it is drawn at. */
export function pdfImages(pdf: Uint8Array): Promise<{ size: string; ppi: number }[]> {
  return withPdf(pdf, async (path) => {
    const { stdout } = await run('pdfimages', ['-list', path]);
    return stdout
      .trim()
      .split('\n')
      .slice(2)
      .map((row) => row.trim().split(/\s+/))
      .filter((columns) => columns[2] === 'image')
      .map((columns) => ({ size: `${columns[3]}x${columns[4]}`, ppi: Number(columns[12]) }));
  });
}

/** The first page drawn by pdftoppm at `dpi`, as the bytes of the image file it wrote. */
export function renderFirstPage(pdf: Uint8Array, args: string[], extension: string): Promise<Buffer> {
  return withPdf(pdf, async (path, folder) => {
    await run('pdftoppm', [...args, '-f', '1', '-l', '1', '-singlefile', path, join(folder, 'page')]);
    return readFile(join(folder, `page.${extension}`));
  });
}
