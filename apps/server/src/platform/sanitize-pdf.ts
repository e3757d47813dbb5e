import { PDFArray, PDFDict, PDFDocument, PDFName } from 'pdf-lib';

/** Annotations that only act (open an address, a file, play media): dropped whole. */
const ACTING_ANNOTATIONS = ['Link', 'FileAttachment', 'Movie', 'Sound', 'Screen', 'RichMedia', '3D'].map(
  (name) => PDFName.of(name),
);
const SUBTYPE = PDFName.of('Subtype');
const ANNOTS = PDFName.of('Annots');
const PARENT = PDFName.of('Parent');
/** An action (`/A`) and additional actions (`/AA`: on open, on close, on focus…). */
const ACTIONS = [PDFName.of('A'), PDFName.of('AA')];

/**
 * Removes from every page what could act when staff open it: the page's own actions, annotations
 * that act (links among them), and the actions of the annotations kept (a form field's value, a
 * comment) and of the form fields they belong to. Done in place, before pages are copied.
 */
export function removeActivePageContent(document: PDFDocument): void {
  const { context } = document;
  for (const page of document.getPages()) {
    for (const action of ACTIONS) page.node.delete(action);
    const annotations = page.node.lookupMaybe(ANNOTS, PDFArray);
    if (!annotations) continue;
    const kept = context.obj([]);
    for (let index = 0; index < annotations.size(); index += 1) {
      const entry = annotations.get(index);
      const annotation = context.lookupMaybe(entry, PDFDict);
      if (!annotation) continue;
      const subtype = annotation.lookupMaybe(SUBTYPE, PDFName);
      if (subtype && ACTING_ANNOTATIONS.includes(subtype)) continue;
      // A form field's widget, and the fields above it, may carry actions of their own.
      for (let node: PDFDict | undefined = annotation; node; node = node.lookupMaybe(PARENT, PDFDict)) {
        for (const action of ACTIONS) node.delete(action);
      }
      kept.push(entry);
    }
    page.node.set(ANNOTS, kept);
  }
}

/**
 * A copy of an uploaded PDF with nothing that acts: its pages (form fields drawn into them where
 * pdf-lib can), without page actions, links or other acting annotations, copied into a new
 * document. What the pages do not refer to is left behind: the document's open action, its
 * JavaScript and embedded files (the name tree), its form and XFA, its outline's actions.
 */
export async function sanitizedPdf(bytes: Uint8Array): Promise<Uint8Array> {
  const source = await PDFDocument.load(bytes, { updateMetadata: false });
  try {
    source.getForm().flatten();
  } catch {
    // A form pdf-lib cannot draw keeps its fields' widgets, without their actions.
  }
  removeActivePageContent(source);
  const copy = await PDFDocument.create({ updateMetadata: false });
  for (const page of await copy.copyPages(source, source.getPageIndices())) copy.addPage(page);
  return copy.save();
}
