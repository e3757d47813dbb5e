import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The 6-digit code of the newest confirmation e-mail to `email`, read from the .eml files the
 * server writes under DATA_DIR/mail on its embedded default; waits briefly for it to arrive.
 */
export async function confirmationCode(dataDir: string, email: string): Promise<string> {
  const folder = join(dataDir, 'mail');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = (await readdir(folder).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
    const dated = await Promise.all(
      files.map(async (file) => ({ file, time: (await stat(join(folder, file))).mtimeMs })),
    );
    for (const { file } of dated.sort((a, b) => b.time - a.time)) {
      const text = await readFile(join(folder, file), 'utf8');
      const code = text.includes(email) ? /\b(\d{6})\b/.exec(text)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no confirmation e-mail to ${email} under ${folder}`);
}

/**
 * The newest e-mail to `email` that holds a link to `path` (its quoted-printable soft line breaks
 * and `=3D` undone): the link, as the recipient would click it.
 */
export async function mailedLink(dataDir: string, email: string, path: string): Promise<URL> {
  const folder = join(dataDir, 'mail');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = (await readdir(folder).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
    const dated = await Promise.all(
      files.map(async (file) => ({ file, time: (await stat(join(folder, file))).mtimeMs })),
    );
    for (const { file } of dated.sort((a, b) => b.time - a.time)) {
      const text = (await readFile(join(folder, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      if (!text.includes(email)) continue;
      const link = /https?:\/\/[^\s"<>]+/g;
      for (const [href] of text.matchAll(link)) {
        if (new URL(href).pathname === path) return new URL(href);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail to ${email} with a link to ${path} under ${folder}`);
}
