import { finished } from 'node:stream/promises';
import { SERVER_MESSAGES } from '@portico/application';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ConversionRefused } from './conversion-refused';

/**
 * A .docx is a zip, and the Word reader (mammoth, through JSZip) inflates whole parts into memory.
 * These bounds let a real document through (a long one has a few hundred parts, XML compresses
 * about 10:1) and stop zip bombs, which pack gigabytes into a small upload at ratios near 1000:1.
 */
const MAX_ENTRIES = 1000;
const MAX_TOTAL_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;
const MAX_COMPRESSION_RATIO = 100;

/**
 * Checks a .docx's zip before anything reads it. First the central directory alone, without
 * inflating anything: entry count, names, declared sizes and ratios. Then each entry is inflated
 * and thrown away, because JSZip does not hold entries to their declared sizes: yauzl stops an
 * entry as soon as it grows past its declared size, so this work stays within the checked bound.
 */
export async function checkDocxArchive(bytes: Buffer): Promise<void> {
  const zip = await yauzl
    .fromBufferPromise(bytes, { lazyEntries: true, autoClose: false, strictFileNames: true })
    .catch(refuseAsUnreadable);
  try {
    if (zip.entryCount > MAX_ENTRIES) throw new ConversionRefused(SERVER_MESSAGES.docxTooLarge);
    const entries = await readEntries(zip).catch(refuseAsUnreadable);
    checkDeclaredEntries(entries);
    await inflateWithinDeclaredSizes(zip, entries).catch(refuseAsUnreadable);
  } finally {
    zip.close();
  }
}

function refuseAsUnreadable(): never {
  throw new ConversionRefused(SERVER_MESSAGES.docxUnreadable);
}

/** yauzl itself refuses absolute paths, `..` segments and backslashes in names while reading. */
async function readEntries(zip: ZipFile): Promise<Entry[]> {
  const entries: Entry[] = [];
  for await (const entry of zip.eachEntry()) entries.push(entry);
  return entries;
}

function checkDeclaredEntries(entries: Entry[]): void {
  let total = 0;
  for (const entry of entries) {
    if (!isSafeEntryName(entry.fileName)) throw new ConversionRefused(SERVER_MESSAGES.docxUnreadable);
    if (entry.uncompressedSize > MAX_COMPRESSION_RATIO * entry.compressedSize) {
      throw new ConversionRefused(SERVER_MESSAGES.docxTooLarge);
    }
    total += entry.uncompressedSize;
  }
  if (total > MAX_TOTAL_UNCOMPRESSED_BYTES) throw new ConversionRefused(SERVER_MESSAGES.docxTooLarge);
}

/**
 * Our own rule for entry names, whatever the zip library's options: no absolute path, no `..`
 * segment, no backslash, no colon (a drive letter, or an NTFS alternate stream) and no control
 * character. A Word document's part names never need any of them.
 */
function isSafeEntryName(name: string): boolean {
  return (
    name.length > 0 && !name.startsWith('/') && !name.split('/').includes('..') && !/[\\:\p{Cc}]/u.test(name)
  );
}

async function inflateWithinDeclaredSizes(zip: ZipFile, entries: Entry[]): Promise<void> {
  for (const entry of entries) {
    const stream = await zip.openReadStreamPromise(entry);
    stream.resume();
    await finished(stream);
  }
}
