/** The kinds of file an applicant may upload, told by content, not by name. */
export type FileType = 'png' | 'jpeg' | 'pdf' | 'docx';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PDF = Buffer.from('%PDF-', 'latin1');
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The type of a file by its magic bytes, or undefined for anything else. A docx is a zip whose
 * entries (their names are stored uncompressed) include the package's content types and the
 * WordprocessingML main part; any other zip is refused.
 */
export function detectFileType(buffer: Buffer): FileType | undefined {
  if (startsWith(buffer, PNG)) return 'png';
  if (startsWith(buffer, JPEG)) return 'jpeg';
  if (startsWith(buffer, PDF)) return 'pdf';
  if (
    startsWith(buffer, ZIP) &&
    buffer.includes('[Content_Types].xml', 0, 'latin1') &&
    buffer.includes('word/document.xml', 0, 'latin1')
  ) {
    return 'docx';
  }
  return undefined;
}

function startsWith(buffer: Buffer, magic: Buffer): boolean {
  return buffer.length >= magic.length && buffer.subarray(0, magic.length).equals(magic);
}
