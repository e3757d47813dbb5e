import { SERVER_MESSAGES, type ServerMessages } from '@portico/application';
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { removeActivePageContent } from '../platform/sanitize-pdf';

/** US Letter, in points. */
const LETTER: [number, number] = [612, 792];
const MARGIN = 54;
const FOOTER_SIZE = 8;

export interface Attachment {
  /** The question the document answers, as the application asks it. */
  question: string;
  fileName: string;
  pdf: Buffer;
}

export interface RunningFooter {
  /** The applicant's name, if given. */
  name: string;
  /** The submission's reference, once submitted. */
  reference: string | null;
}

/** The words drawn on the PDF's own furniture, in the PDF's language (issue 32). */
export type PdfWords = Pick<ServerMessages, 'pdfAttachment' | 'pdfReference' | 'pdfPage'>;

/**
 * The application PDF put together (issue 16): the printed pages, then each attachment after a
 * caption page naming its question and file, and on every page a footer with the applicant's name,
 * the reference and 'Page x of y'. The printed pages keep their tags; what is drawn here is a
 * page's furniture, as a running footer is, in the words given (English by default).
 */
export async function assembleApplicationPdf(
  printed: Uint8Array,
  attachments: readonly Attachment[],
  footer: RunningFooter,
  words: PdfWords = SERVER_MESSAGES,
): Promise<PDFDocument> {
  const document = await PDFDocument.load(printed);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  for (const attachment of attachments) {
    captionPage(document, { font, bold }, attachment, words);
    const source = await PDFDocument.load(attachment.pdf, { ignoreEncryption: true });
    // Documents are kept sanitised; one kept before that was so gets its pages cleaned here.
    removeActivePageContent(source);
    const pages = await document.copyPages(source, source.getPageIndices());
    for (const page of pages) document.addPage(page);
  }
  stampFooters(document, font, footer, words);
  return document;
}

function captionPage(
  document: PDFDocument,
  fonts: { font: PDFFont; bold: PDFFont },
  { question, fileName }: Attachment,
  words: PdfWords,
): void {
  const page = document.addPage(LETTER);
  const width = LETTER[0] - 2 * MARGIN;
  let y = LETTER[1] - MARGIN - 24;
  page.drawText(encodable(fonts.font, words.pdfAttachment), { x: MARGIN, y, size: 12, font: fonts.font });
  y -= 30;
  for (const line of wrap(encodable(fonts.bold, question), fonts.bold, 18, width)) {
    page.drawText(line, { x: MARGIN, y, size: 18, font: fonts.bold });
    y -= 24;
  }
  y -= 6;
  for (const line of wrap(encodable(fonts.font, fileName), fonts.font, 12, width)) {
    page.drawText(line, { x: MARGIN, y, size: 12, font: fonts.font });
    y -= 16;
  }
}

function stampFooters(
  document: PDFDocument,
  font: PDFFont,
  { name, reference }: RunningFooter,
  words: PdfWords,
): void {
  const pages = document.getPages();
  const referenceText = reference ? words.pdfReference(reference) : '';
  const left = encodable(font, [name, referenceText].filter(Boolean).join(' · '));
  pages.forEach((page, index) => {
    const { width } = page.getSize();
    const right = encodable(font, words.pdfPage(index + 1, pages.length));
    const y = 18;
    const color = rgb(0.25, 0.25, 0.25);
    if (left) page.drawText(left, { x: 36, y, size: FOOTER_SIZE, font, color });
    page.drawText(right, {
      x: width - 36 - font.widthOfTextAtSize(right, FOOTER_SIZE),
      y,
      size: FOOTER_SIZE,
      font,
      color,
    });
  });
}

/** The text with every character the standard font cannot show replaced by '?'. */
export function encodable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text]
    .map((character) => (supported.has(character.codePointAt(0) ?? 0) ? character : '?'))
    .join('');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}
