import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { hostilePdf, pdfVocabulary } from '../../test/hostile-pdf';
import { pdfText } from '../../test/poppler';
import { removeActivePageContent } from './sanitize-pdf';

describe('removeActivePageContent', () => {
  it("leaves nothing that acts in pages copied from a document, as the application PDF copies a document's pages", async () => {
    const source = await PDFDocument.load(await hostilePdf(1));
    const unclean = await PDFDocument.create();
    for (const page of await unclean.copyPages(source, [0])) unclean.addPage(page);
    // Copied as they are, the page's open action and its links come along.
    const copiedAsTheyAre = await pdfVocabulary(await unclean.save());
    for (const word of ['AA', 'URI', 'Launch', 'JavaScript']) expect(copiedAsTheyAre).toContain(word);

    removeActivePageContent(source);
    const application = await PDFDocument.create();
    for (const page of await application.copyPages(source, [0])) application.addPage(page);
    const bytes = await application.save();
    const words = await pdfVocabulary(bytes);
    expect(['AA', 'URI', 'Launch', 'JavaScript', 'JS', 'Link'].filter((word) => words.has(word))).toEqual([]);
    expect(await pdfText(bytes)).toContain('Statement page 1');
  });
});
