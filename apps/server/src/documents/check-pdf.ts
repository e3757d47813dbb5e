import { SERVER_MESSAGES } from '@portico/application';
import { PDFDocument } from 'pdf-lib';
import { ConversionRefused } from './conversion-refused';

/** Staff read every page; past this, an upload is more likely a mistake than a document. */
const MAX_PAGES = 100;

/**
 * Refuses a PDF that staff could not open (broken, password-protected) or that is too long. An
 * accepted PDF is kept as a sanitised copy (sanitize-pdf.ts).
 */
export async function checkPdf(bytes: Buffer): Promise<void> {
  // Encryption is asked about after loading rather than caught as pdf-lib's EncryptedPDFError:
  // pdf-lib is compiled to ES5, where `instanceof` fails for subclasses of Error.
  const document = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true }).catch(
    () => {
      throw new ConversionRefused(SERVER_MESSAGES.conversionFailed);
    },
  );
  if (document.isEncrypted) throw new ConversionRefused(SERVER_MESSAGES.pdfPasswordProtected);
  const pages = document.getPageCount();
  if (pages === 0) throw new ConversionRefused(SERVER_MESSAGES.conversionFailed);
  if (pages > MAX_PAGES) throw new ConversionRefused(SERVER_MESSAGES.pdfTooManyPages);
}
