import { describe, expect, it } from 'vitest';
import { detectFileType } from './file-type';

const bytes = (...values: number[]) => Buffer.from(values);
const zipWith = (...names: string[]) =>
  Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), ...names.map((name) => Buffer.from(`....${name}....`))]);

describe('detectFileType', () => {
  it.each([
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13)],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16)],
    ['pdf', Buffer.from('%PDF-1.7\n%âãÏÓ\n')],
    ['docx', zipWith('[Content_Types].xml', '_rels/.rels', 'word/document.xml')],
  ])('knows a %s by its content', (type, buffer) => {
    expect(detectFileType(buffer)).toBe(type);
  });

  it.each([
    ['an empty file', Buffer.alloc(0)],
    ['a Windows program renamed .pdf', Buffer.from('MZ\x90\x00\x03\x00\x00\x00')],
    ['plain text', Buffer.from('just some text')],
    ['a zip that is not a Word document', zipWith('[Content_Types].xml', 'xl/workbook.xml')],
    ['a truncated png signature', bytes(0x89, 0x50, 0x4e)],
    ['a gif', Buffer.from('GIF89a')],
  ])('refuses %s', (_name, buffer) => {
    expect(detectFileType(buffer)).toBeUndefined();
  });
});
