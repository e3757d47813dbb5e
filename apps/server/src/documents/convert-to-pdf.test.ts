import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { SERVER_MESSAGES } from '@portico/application';
import {
  Document,
  ExternalHyperlink,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  type FileChild,
} from 'docx';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pngChunk } from '../../test/documents-helpers';
import { watchEventLoop } from '../../test/event-loop-pauses';
import { hostilePdf, pdfVocabulary } from '../../test/hostile-pdf';
import { pdfImages, pdfStructure, pdfText, renderFirstPage } from '../../test/poppler';
import { createPdfRenderer, RendererUnavailable, type PdfRenderer } from '../platform/pdf-renderer';
import { workerScript } from '../platform/worker-script';
import type * as workerScripts from '../platform/worker-script';
import { convertToPdf, type ConversionResult } from './convert-to-pdf';

let folder: string;
let renderer: PdfRenderer;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'portico-convert-'));
  renderer = createPdfRenderer();
});

afterAll(async () => {
  await renderer.close();
  await rm(folder, { recursive: true, force: true });
});

const convert = (file: Buffer, timeoutMs?: number) => convertToPdf(file, { renderer, timeoutMs });

function expectPdf(result: ConversionResult): Buffer {
  if (!result.ok) throw new Error(`expected a PDF, got: ${result.message}`);
  return result.pdf;
}

// ---- poppler, to read what was printed ----

/** The page drawn at 72 dpi, one RGB triple per point, read from poppler's PPM. */
async function renderPage(pdf: Buffer): Promise<(x: number, y: number) => [number, number, number]> {
  const ppm = await renderFirstPage(pdf, ['-r', '72'], 'ppm');
  const [, width] = /^P6\s+(\d+)\s+\d+\s+255\s/.exec(ppm.toString('latin1', 0, 32))!;
  const start = ppm.indexOf('255', 2) + 4;
  return (x, y) => {
    const at = start + (y * Number(width) + x) * 3;
    return [ppm[at]!, ppm[at + 1]!, ppm[at + 2]!];
  };
}

/** The colour of a printed pixel, told apart from JPEG's blur at a distance from any edge. */
function colourOf([r, g, b]: [number, number, number]): string {
  const bright = (value: number) => value > 160;
  return `${bright(r) ? 'R' : '-'}${bright(g) ? 'G' : '-'}${bright(b) ? 'B' : '-'}`;
}
const RED = 'R--';
const GREEN = '-G-';
const BLUE = '--B';
const BLACK = '---';
const WHITE = 'RGB';

async function letterPageCount(pdf: Buffer): Promise<number> {
  const document = await PDFDocument.load(pdf);
  for (const page of document.getPages()) expect(page.getSize()).toEqual({ width: 612, height: 792 });
  return document.getPageCount();
}

// ---- image fixtures ----

function ihdr(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.writeUInt8(8, 8); // bit depth
  data.writeUInt8(2, 9); // truecolour
  return pngChunk('IHDR', data);
}

const png = (...chunks: Buffer[]) => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), ...chunks]);
const IEND = pngChunk('IEND', Buffer.alloc(0));

/** Only the start of a PNG, up to a header claiming these dimensions. */
const pngHeader = (width: number, height: number) => png(ihdr(width, height));

/** The zlib-compressed rows of an RGB image of one colour, each row led by its filter byte (none). */
function solidPixels(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const row = Buffer.concat([
    Buffer.of(0),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  return deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
}

function solidPng(width: number, height: number, colour: [number, number, number]): Buffer {
  return png(ihdr(width, height), pngChunk('IDAT', solidPixels(width, height, colour)), IEND);
}

/** A JPEG by poppler of a page `width`×`height` points at `dpi`, in quarters red, green, blue, black. */
async function quartersJpeg(width: number, height: number, dpi = 72): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([width, height]);
  const quarter = { width: width / 2, height: height / 2 };
  page.drawRectangle({ x: 0, y: height / 2, ...quarter, color: rgb(1, 0, 0) });
  page.drawRectangle({ x: width / 2, y: height / 2, ...quarter, color: rgb(0, 1, 0) });
  page.drawRectangle({ x: 0, y: 0, ...quarter, color: rgb(0, 0, 1) });
  page.drawRectangle({ x: width / 2, y: 0, ...quarter, color: rgb(0, 0, 0) });
  return renderFirstPage(await document.save(), ['-jpeg', '-r', String(dpi)], 'jpg');
}

/** The JPEG with an EXIF APP1 segment saying how to turn it, as a phone writes one. */
function withExifOrientation(jpeg: Buffer, orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // the first directory follows the header
  tiff.writeUInt16BE(1, 8); // one entry:
  tiff.writeUInt16BE(0x0112, 10); // Orientation,
  tiff.writeUInt16BE(3, 12); // a SHORT,
  tiff.writeUInt32BE(1, 14); // one of them,
  tiff.writeUInt16BE(orientation, 18);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const marker = Buffer.alloc(4);
  marker.writeUInt16BE(0xffe1, 0);
  marker.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), marker, body, jpeg.subarray(2)]);
}

/** The start of a JPEG: its frame header, claiming these dimensions, and no image data. */
function jpegFrame(width: number, height: number): Buffer {
  const frame = Buffer.from('ffd8ffc0000b080000000001011100', 'hex');
  frame.writeUInt16BE(height, 7);
  frame.writeUInt16BE(width, 9);
  return frame;
}

/** A JPEG's headers up to the start of its image data (SOS), which is all a size check reads. */
const jpegHeaders = (width: number, height: number) =>
  Buffer.concat([jpegFrame(width, height), Buffer.from('ffda000801010000003f00', 'hex')]);

// ---- zip and Word fixtures ----

interface ZipEntry {
  name: string;
  data: Buffer;
  /** What the central directory claims the entry inflates to, when it lies. */
  declaredSize?: number;
}

/** A zip of deflated entries, written by hand (no zip writer is installed). */
function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declaredSize } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const compressed = deflateRawSync(data);
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(0x0800, at + 2); // UTF-8 names
      header.writeUInt16LE(8, at + 4); // deflate
      header.writeUInt32LE(crc32(data), at + 10);
      header.writeUInt32LE(compressed.length, at + 14);
      header.writeUInt32LE(declaredSize ?? data.length, at + 18);
      header.writeUInt16LE(nameBytes.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, compressed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The two part names that make file-type.ts call a zip a Word document, plus `extra`. */
function wordLikeZip(...extra: ZipEntry[]): Buffer {
  return zip([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: 'word/document.xml', data: Buffer.from('<document/>') },
    ...extra,
  ]);
}

async function wordDocument(...children: FileChild[]): Promise<Buffer> {
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] });

/** A heading, a bulleted list, a table, a paragraph and a picture. */
async function personalStatement(): Promise<Buffer> {
  return wordDocument(
    new Paragraph({ text: 'Personal Statement', heading: HeadingLevel.HEADING_1 }),
    new Paragraph({ text: 'Robotics club captain', bullet: { level: 0 } }),
    new Paragraph({ text: 'Volunteer tutor', bullet: { level: 0 } }),
    new Table({
      rows: [
        new TableRow({ children: [cell('Course'), cell('Grade')] }),
        new TableRow({ children: [cell('Calculus'), cell('A-minus')] }),
      ],
    }),
    new Paragraph('I would like to study mechanical engineering.'),
    new Paragraph({
      children: [
        new ImageRun({
          type: 'png',
          data: solidPng(30, 20, [0, 128, 0]),
          transformation: { width: 30, height: 20 },
        }),
      ],
    }),
  );
}

// ---- the tests ----

describe('convertToPdf with an image', () => {
  it('puts a PNG on one Letter page at its natural size', async () => {
    const pdf = expectPdf(await convert(solidPng(120, 80, [255, 0, 0])));
    expect(await letterPageCount(pdf)).toBe(1);
    expect(await pdfImages(pdf)).toEqual([{ size: '120x80', ppi: 72 }]);
  });

  // The other tests run the bundle's script, as production does (test/bundled-workers.ts).
  it('converts in a worker that loads the TypeScript source, as `npm run dev` runs the server', async () => {
    const actual = await vi.importActual<typeof workerScripts>('../platform/worker-script');
    const source = actual.workerScript('conversion-worker');
    expect(source.fromSource).toBe(true);
    vi.mocked(workerScript).mockReturnValueOnce(source);
    const pdf = expectPdf(await convert(solidPng(120, 80, [0, 0, 255])));
    expect(vi.mocked(workerScript)).toHaveLastReturnedWith(source);
    expect(await pdfImages(pdf)).toEqual([{ size: '120x80', ppi: 72 }]);
  });

  it('decodes in a worker thread: a 40-megapixel PNG leaves this thread free to answer others', async () => {
    const huge = solidPng(6_000, 6_600, [20, 120, 200]);
    const loop = watchEventLoop(20);
    let longestPause = Infinity;
    try {
      // A limit of the test's own: the 30 s of production is not what this test is about, and a
      // machine running a second copy of the unit tests took longer than that to decode it.
      const pdf = expectPdf(await convert(huge, 110_000));
      expect(await pdfImages(pdf)).toEqual([{ size: '6000x6600', ppi: expect.any(Number) }]);
    } finally {
      longestPause = loop.stop();
    }
    // Decoding it takes seconds (it once blocked the server that long); timers here kept running.
    expect(longestPause).toBeLessThan(1_500);
  });

  it('scales a large JPEG down to fit within the margins, centred at the top', async () => {
    // 8.5 × 11 inches at 150 dpi: 1275 × 1650 pixels, fitted to the 7.5 × 10 inch printable area.
    const pdf = expectPdf(await convert(await quartersJpeg(612, 792, 150)));
    expect(await letterPageCount(pdf)).toBe(1);
    // 540 points (7.5 inches) wide: 170 pixels an inch, 699 points high, from (36, 36).
    expect(await pdfImages(pdf)).toEqual([{ size: '1275x1650', ppi: 170 }]);
    const pixel = await renderPage(pdf);
    expect([pixel(100, 100), pixel(500, 100), pixel(100, 700), pixel(500, 700)].map(colourOf)).toEqual([
      RED,
      GREEN,
      BLUE,
      BLACK,
    ]);
    for (const [x, y] of [
      [100, 30],
      [30, 100],
      [580, 100],
      [100, 740],
    ] as const) {
      expect(colourOf(pixel(x, y)), `margin at ${x},${y}`).toBe(WHITE);
    }
  });

  // Stored 200 × 100 in quarters red, green / blue, black; each orientation shows them moved.
  it.each([
    [1, [RED, GREEN, BLUE, BLACK]],
    [2, [GREEN, RED, BLACK, BLUE]],
    [3, [BLACK, BLUE, GREEN, RED]],
    [4, [BLUE, BLACK, RED, GREEN]],
    [5, [RED, BLUE, GREEN, BLACK]],
    [6, [BLUE, RED, BLACK, GREEN]],
    [7, [BLACK, GREEN, BLUE, RED]],
    [8, [GREEN, BLACK, RED, BLUE]],
  ])('turns a JPEG upright by its EXIF orientation %i', async (orientation, quarters) => {
    const pdf = expectPdf(await convert(withExifOrientation(await quartersJpeg(200, 100), orientation)));
    const pixel = await renderPage(pdf);
    const [width, height] = orientation >= 5 ? [100, 200] : [200, 100];
    const left = (612 - width) / 2;
    const at = (across: number, down: number) => colourOf(pixel(left + width * across, 36 + height * down));
    expect([at(0.25, 0.25), at(0.75, 0.25), at(0.25, 0.75), at(0.75, 0.75)]).toEqual(quarters);
  });

  it.each([
    ['a PNG over 40 megapixels', pngHeader(8000, 6000)],
    ['a PNG over 20,000 pixels wide', pngHeader(20_001, 10)],
    ['a JPEG over 20,000 pixels high', jpegHeaders(10, 20_001)],
  ])('refuses %s before decoding it', async (_name, file) => {
    expect(await convert(file)).toEqual({ ok: false, message: SERVER_MESSAGES.imageTooLarge });
  });

  it.each([
    ['a truncated PNG', solidPng(50, 50, [0, 0, 0]).subarray(0, -30)],
    [
      'a PNG whose image data is cut short',
      png(ihdr(50, 50), pngChunk('IDAT', solidPixels(50, 50, [0, 0, 0]).subarray(0, -8)), IEND),
    ],
    [
      'a PNG with a second, larger header',
      png(ihdr(50, 50), ihdr(20_000, 20_000), pngChunk('IDAT', solidPixels(50, 50, [0, 0, 0])), IEND),
    ],
    ['a JPEG that ends before its image data', jpegFrame(100, 100)],
  ])('refuses %s', async (_name, file) => {
    expect(await convert(file)).toEqual({ ok: false, message: SERVER_MESSAGES.conversionFailed });
  });
});

/** What a PDF reader could act on: none of it may reach staff. */
const ACTIVE_CONTENT = [
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'URI',
  'Launch',
  'EmbeddedFile',
  'XFA',
  'Link',
];

describe('convertToPdf with a PDF', () => {
  async function pdfOfPages(count: number): Promise<PDFDocument> {
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Helvetica);
    for (let n = 1; n <= count; n++) document.addPage().drawText(`Page ${n}`, { x: 72, y: 720, font });
    return document;
  }

  it('keeps a copy of its pages without anything that acts: scripts, actions, links, embedded files, XFA', async () => {
    const file = Buffer.from(await hostilePdf(2));
    const before = await pdfVocabulary(file);
    for (const word of ACTIVE_CONTENT) expect(before).toContain(word);

    const pdf = expectPdf(await convert(file));
    const after = await pdfVocabulary(pdf);
    expect(ACTIVE_CONTENT.filter((word) => after.has(word))).toEqual([]);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(2);
    expect(await pdfText(pdf)).toContain('Statement page 2');
    // A comment stays, without its action.
    expect(after).toContain('Annots');
  });

  it('refuses a password-protected PDF', async () => {
    const document = await pdfOfPages(1);
    // The standard security handler's dictionary, as an encrypting writer leaves it in the trailer.
    document.context.trailerInfo.Encrypt = document.context.register(
      document.context.obj({ Filter: 'Standard', V: 2, R: 3, Length: 128, P: -3904 }),
    );
    const file = Buffer.from(await document.save({ useObjectStreams: false }));
    expect(await convert(file)).toEqual({ ok: false, message: SERVER_MESSAGES.pdfPasswordProtected });
  });

  it('refuses a PDF of more than 100 pages', async () => {
    const file = Buffer.from(await (await pdfOfPages(101)).save());
    expect(await convert(file)).toEqual({ ok: false, message: SERVER_MESSAGES.pdfTooManyPages });
  });

  it('refuses a PDF that does not open', async () => {
    expect(await convert(Buffer.from('%PDF-1.7\nnot really a PDF\n%%EOF\n'))).toEqual({
      ok: false,
      message: SERVER_MESSAGES.conversionFailed,
    });
  });
});

describe('convertToPdf with a Word document', () => {
  it('prints its heading, list, table and text on Letter pages', async () => {
    const pdf = expectPdf(await convert(await personalStatement()));
    expect(await letterPageCount(pdf)).toBe(1);
    const text = await pdfText(pdf, { layout: true });
    expect(text).toContain('Personal Statement');
    expect(text).toMatch(/Robotics club captain\s+Volunteer tutor/);
    expect(text).toMatch(/Course\s+Grade/);
    expect(text).toMatch(/Calculus\s+A-minus/);
    expect(text).toContain('I would like to study mechanical engineering.');
    // What a screen reader meets: a heading, a list of two items, a table of two rows.
    const structure = await pdfStructure(pdf);
    expect(structure).toMatch(/H1 \(block\)\s+NonStruct\s+"Personal Statement"/);
    expect(structure.match(/LI \(block\)/g)).toHaveLength(2);
    expect(structure.match(/^\s+TR$/gm)).toHaveLength(2);
    expect(structure).toMatch(/TD:[^"]+"Calculus"/);
    expect((await pdfImages(pdf)).map((image) => image.size)).toContain('30x20');
  });

  it('prints its hyperlinks as text, without a link staff could follow', async () => {
    const file = await wordDocument(
      new Paragraph({
        children: [
          new TextRun('My portfolio: '),
          new ExternalHyperlink({ link: 'http://evil.example/', children: [new TextRun('see my work')] }),
        ],
      }),
    );
    const pdf = expectPdf(await convert(file));
    expect(await pdfText(pdf)).toContain('My portfolio: see my work');
    const words = await pdfVocabulary(pdf);
    expect(['Link', 'URI'].filter((word) => words.has(word))).toEqual([]);
  });

  it('refuses one with a picture over the image limits', async () => {
    const file = await wordDocument(
      new Paragraph({
        children: [
          new ImageRun({
            type: 'png',
            data: pngHeader(30_000, 30_000),
            transformation: { width: 10, height: 10 },
          }),
        ],
      }),
    );
    expect(await convert(file)).toEqual({ ok: false, message: SERVER_MESSAGES.docxTooLarge });
  });

  it.each([
    ['an entry named ../evil', wordLikeZip({ name: '../evil', data: Buffer.from('x') })],
    [
      'an entry with a drive letter inside its name',
      wordLikeZip({ name: 'word/C:evil', data: Buffer.from('x') }),
    ],
    [
      'an entry larger than its declared size',
      wordLikeZip({ name: 'word/media/big.bin', data: Buffer.alloc(1_000_000), declaredSize: 50_000 }),
    ],
    ['a zip that is not a Word document inside', wordLikeZip()],
    ['bytes that only look like a zip', Buffer.from('PK\x03\x04 [Content_Types].xml word/document.xml')],
  ])('refuses %s as unreadable', async (_name, file) => {
    expect(await convert(file)).toEqual({ ok: false, message: SERVER_MESSAGES.docxUnreadable });
  });

  it.each([
    [
      'a zip bomb (10 MB of zeros, about 1000:1)',
      () => wordLikeZip({ name: 'word/bomb.xml', data: Buffer.alloc(10_000_000) }),
    ],
    [
      'more than 50 MB in all',
      () =>
        wordLikeZip(
          ...[1, 2, 3].map((n) => ({
            name: `word/media/${n}.bin`,
            data: randomBytes(200_000),
            declaredSize: 20_000_000,
          })),
        ),
    ],
    [
      'more than 1000 entries',
      () =>
        wordLikeZip(
          ...Array.from({ length: 1000 }, (_, n) => ({ name: `word/${n}.xml`, data: Buffer.from('x') })),
        ),
    ],
  ])('refuses %s as too large', async (_name, file) => {
    expect(await convert(file())).toEqual({ ok: false, message: SERVER_MESSAGES.docxTooLarge });
  });
});

describe('convertToPdf with anything else', () => {
  it.each([
    ['a Windows program renamed .pdf', Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1')],
    ['an empty file', Buffer.alloc(0)],
    ['plain text', Buffer.from('Dear admissions office')],
  ])('refuses %s', async (_name, file) => {
    expect(await convert(file)).toEqual({ ok: false, message: SERVER_MESSAGES.conversionFailed });
  });

  it('gives up when the time is up', async () => {
    expect(await convert(await personalStatement(), 1)).toEqual({
      ok: false,
      message: SERVER_MESSAGES.conversionTimedOut,
    });
  });

  it('rejects, rather than blaming the file, when Chromium cannot start', async () => {
    const broken = createPdfRenderer({ executablePath: join(folder, 'no-such-chromium') });
    await expect(convertToPdf(await personalStatement(), { renderer: broken })).rejects.toBeInstanceOf(
      RendererUnavailable,
    );
    await broken.close();
  });
});
