import { LIMITS } from '../constants';
import { MESSAGES, type Messages } from '../messages';

/** The file types, as the file input's `accept` lists them. */
export const ACCEPTED_FILE_TYPES = ['.png', '.jpeg', '.jpg', '.pdf', '.docx'] as const;

/**
 * The file rules: the type by the name's extension, not empty, at most 1 MB
 * (1,000,000 bytes) and a name of at most 32 characters. The browser checks them before any
 * request; the server checks them again, and the file's content besides. The messages are English
 * unless a catalogue's are given.
 */
export function fileProblem(
  file: { name: string; size: number },
  messages: Messages = MESSAGES,
): string | undefined {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot).toLowerCase();
  if (!(ACCEPTED_FILE_TYPES as readonly string[]).includes(extension)) return messages.fileWrongType;
  if (file.size === 0) return messages.fileEmpty;
  if (file.size > LIMITS.fileMaxBytes) return messages.fileTooLarge;
  if (file.name.length > LIMITS.fileNameMaxLength) return messages.fileNameTooLong;
  return undefined;
}

/** Control characters (a newline, a NUL) and invisible format characters, bidi overrides among them. */
const UNPRINTABLE = /[\p{Cc}\p{Cf}]/gu;

/**
 * A file name as it is kept and shown: without control characters or invisible format characters.
 * A right-to-left override would show 'invoice\u202Efdp.exe' as 'invoiceexe.pdf' to staff.
 */
export function cleanFileName(name: string): string {
  return name.replace(UNPRINTABLE, '').trim();
}
