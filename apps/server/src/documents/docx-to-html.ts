import { SERVER_MESSAGES } from '@portico/application';
import mammoth from 'mammoth';
import { ConversionRefused } from './conversion-refused';
import { exceedsImageLimits, readImageHeader } from './image-header';

/**
 * A .docx as a printable HTML document: its text, headings, lists, tables and pictures, without its
 * page layout (mammoth keeps meaning, not looks). mammoth escapes the document's text, so its HTML
 * is used as it is. Call only on an archive that checkDocxArchive accepted.
 */
export async function docxToHtml(bytes: Buffer): Promise<string> {
  let pictureTooLarge = false;
  const convertImage = mammoth.images.imgElement(async (image) => {
    const picture = await image.readAsBuffer();
    const header = readImageHeader(picture);
    // EMF, WMF and TIFF, Word's other usual formats, are ones Chromium cannot draw anyway.
    if (!header) return { src: '' };
    if (exceedsImageLimits(header)) {
      pictureTooLarge = true;
      return { src: '' };
    }
    return { src: `data:image/${header.kind};base64,${picture.toString('base64')}` };
  });
  const { value: body } = await mammoth
    // Stated rather than left to the default: a document must not make us read files or URLs it names.
    .convertToHtml({ buffer: bytes }, { convertImage, externalFileAccess: false })
    .catch(() => {
      throw new ConversionRefused(SERVER_MESSAGES.docxUnreadable);
    });
  if (pictureTooLarge) throw new ConversionRefused(SERVER_MESSAGES.docxTooLarge);
  return printableDocument(withoutLinks(body));
}

/**
 * The document's hyperlinks as plain text: Chromium would print each as a link annotation, which
 * staff could follow to an address the applicant chose. mammoth escapes '<' and '>' in attribute
 * values, so an element's tag ends at its first '>'.
 */
function withoutLinks(html: string): string {
  return html.replace(/<a\b[^>]*>/g, '<span>').replaceAll('</a>', '</span>');
}

/**
 * No lang attribute: the document's language is unknown, and a wrong one makes screen readers
 * mispronounce every word, which is worse than none.
 */
function printableDocument(body: string): string {
  return `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<title>Uploaded document</title>
<style>${PRINT_STYLESHEET}</style>
</head>
<body>
${body}
</body>
</html>`;
}

const PRINT_STYLESHEET = `
@page { size: letter; margin: 0.75in; }
body { font: 11pt/1.45 "DejaVu Sans", Arial, Helvetica, sans-serif; color: #000; overflow-wrap: anywhere; }
h1, h2, h3, h4, h5, h6 { line-height: 1.2; margin: 1.2em 0 0.4em; break-after: avoid; }
h1 { font-size: 18pt; }
h2 { font-size: 15pt; }
h3 { font-size: 13pt; }
h4, h5, h6 { font-size: 11pt; }
p { margin: 0 0 0.6em; }
ul, ol { margin: 0 0 0.6em; padding-left: 1.5em; }
table { border-collapse: collapse; margin: 0 0 0.8em; max-width: 100%; }
th, td { border: 1px solid #444; padding: 3pt 5pt; text-align: left; vertical-align: top; }
tr { break-inside: avoid; }
img { max-width: 100%; height: auto; }
a { color: inherit; }
`;
