import { describe, expect, test } from 'vitest';
import { MESSAGES } from '../messages';
import { fileProblem } from './file-rules';

describe('the file rules of spec section 5', () => {
  test.each([
    ['transcript.pdf', 312_000, undefined],
    ['PHOTO.JPG', 1, undefined],
    ['scan.jpeg', 1_000_000, undefined],
    ['letter.docx', 20_000, undefined],
    ['image.png', 5, undefined],
    ['abcdefghijklmnopqrstuvwxyz12.pdf', 10, undefined],
    ['letter.doc', 10, MESSAGES.fileWrongType],
    ['transcript', 10, MESSAGES.fileWrongType],
    ['archive.pdf.zip', 10, MESSAGES.fileWrongType],
    ['empty.pdf', 0, MESSAGES.fileEmpty],
    ['big.pdf', 1_000_001, MESSAGES.fileTooLarge],
    ['abcdefghijklmnopqrstuvwxyz123.pdf', 10, MESSAGES.fileNameTooLong],
  ])('%s of %i bytes', (name, size, expected) => {
    expect(fileProblem({ name, size })).toBe(expected);
  });
});
