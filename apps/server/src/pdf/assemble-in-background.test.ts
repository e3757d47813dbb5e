import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { nicenessOf, threadNiceness } from '../../test/niceness';
import { NICENESS } from '../platform/priorities';
import { assembleInBackground, closeAssembly } from './assemble-in-background';

async function onePage(text: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage([612, 792]).drawText(text, { x: 72, y: 700, size: 14, font });
  return document.save();
}

describe.runIf(process.platform === 'linux')('the application PDF put together in the background', () => {
  afterAll(() => closeAssembly());

  it('assembles on a thread at the lowest priority, and leaves every other thread as it was', async () => {
    const mine = await nicenessOf('/proc/thread-self/stat');
    expect(mine).toBeLessThan(NICENESS.background);
    const before = await threadNiceness();
    const pdf = await assembleInBackground({
      printed: await onePage('Printed'),
      attachments: [
        { question: 'Transcript', fileName: 'transcript.pdf', pdf: Buffer.from(await onePage('Grades')) },
      ],
      footer: { name: 'Ada Lovelace', reference: null },
      language: 'en',
      title: 'Application',
      author: 'Example University',
    });
    // The printed page, the attachment's caption page and its page.
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(3);
    // The pool keeps its thread between renders: it is there, lowered, and nothing else moved.
    const after = await threadNiceness();
    expect(after.filter((niceness) => niceness === NICENESS.background)).toHaveLength(1);
    expect(before).not.toContain(NICENESS.background);
    expect(
      after.filter((niceness) => niceness !== NICENESS.background).every((niceness) => niceness === mine),
    ).toBe(true);
    expect(await nicenessOf('/proc/thread-self/stat')).toBe(mine);
  });
});
