import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFString, StandardFonts } from 'pdf-lib';

/**
 * A PDF of `pages` pages of text with everything that can act when opened: a JavaScript open
 * action, document JavaScript and an embedded file in the name tree, XFA, a page open action, a
 * link to an address, a launch link, and a comment with an action of its own.
 */
export async function hostilePdf(pages = 1): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++)
    document.addPage().drawText(`Statement page ${n}`, { x: 72, y: 720, font });
  const { context, catalog } = document;
  const javaScript = (code: string) => context.obj({ S: 'JavaScript', JS: PDFString.of(code) });
  catalog.set(PDFName.of('OpenAction'), context.register(javaScript('app.alert("open")')));
  catalog.set(PDFName.of('AA'), context.obj({ WC: javaScript('app.alert("close")') }));
  const embedded = context.register(context.flateStream('MZ not a document', { Type: 'EmbeddedFile' }));
  catalog.set(
    PDFName.of('Names'),
    context.obj({
      JavaScript: { Names: [PDFString.of('run'), javaScript('app.launchURL("http://evil.example")')] },
      EmbeddedFiles: { Names: [PDFString.of('payload.exe'), { Type: 'Filespec', EF: { F: embedded } }] },
    }),
  );
  catalog.set(PDFName.of('AcroForm'), context.obj({ Fields: [], XFA: PDFString.of('<xdp/>') }));
  const first = document.getPage(0);
  first.node.set(PDFName.of('AA'), context.obj({ O: javaScript('app.alert("page")') }));
  const annotation = (fields: Record<string, unknown>) =>
    context.register(context.obj({ Type: 'Annot', Rect: [72, 600, 300, 620], ...fields } as never));
  first.node.set(
    PDFName.of('Annots'),
    context.obj([
      annotation({ Subtype: 'Link', A: { S: 'URI', URI: PDFString.of('http://evil.example/') } }),
      annotation({ Subtype: 'Link', A: { S: 'Launch', F: PDFString.of('calc.exe') } }),
      annotation({
        Subtype: 'Text',
        Contents: PDFString.of('A reviewer note'),
        A: javaScript('app.alert(1)'),
      }),
    ]),
  );
  return document.save();
}

/** Every key and name in the document's objects: what a reader could act on. */
export async function pdfVocabulary(bytes: Uint8Array): Promise<Set<string>> {
  const document = await PDFDocument.load(bytes);
  const words = new Set<string>();
  const visit = (value: unknown) => {
    if (value instanceof PDFName) words.add(value.decodeText());
    else if (value instanceof PDFDict) {
      for (const [key, entry] of value.entries()) {
        words.add(key.decodeText());
        visit(entry);
      }
    } else if (value instanceof PDFArray) value.asArray().forEach(visit);
    else if (value instanceof PDFRawStream) visit(value.dict);
  };
  for (const [, object] of document.context.enumerateIndirectObjects()) visit(object);
  visit(document.catalog);
  return words;
}
