import { watch } from 'node:fs';
import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * What `pick` finds in the newest .eml under `folder` where it finds anything, newest first. Mail
 * is written by a job after the request that sends it has been answered, so this waits for it: it
 * looks again each time the folder changes (a file made or written), not on a clock, so a busy
 * machine only makes it wait longer. It gives up after `timeoutMs`, well inside a test's time, to
 * say what it was waiting for. A file still being written may not parse yet: its next change
 * wakes the wait again.
 */
export async function waitForMail<T>(
  folder: string,
  pick: (text: string) => T | undefined,
  description: string,
  timeoutMs = 60_000,
): Promise<T> {
  await mkdir(folder, { recursive: true });
  let changed = true;
  let timedOut = false;
  let wake = () => {};
  const watcher = watch(folder, () => {
    changed = true;
    wake();
  });
  const timer = setTimeout(() => {
    timedOut = true;
    wake();
  }, timeoutMs);
  let lastError: unknown;
  try {
    for (;;) {
      if (changed) {
        changed = false;
        for (const path of await newestFirst(folder)) {
          try {
            const found = pick(await readFile(path, 'utf8'));
            if (found !== undefined) return found;
          } catch (error) {
            lastError = error;
          }
        }
      }
      if (timedOut) {
        throw new Error(`no ${description} under ${folder} within ${timeoutMs / 1000} s`, {
          cause: lastError,
        });
      }
      if (!changed) await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    watcher.close();
    clearTimeout(timer);
  }
}

/** The paths of the .eml files of `folder`, newest first. */
async function newestFirst(folder: string): Promise<string[]> {
  const files = (await readdir(folder)).filter((file) => file.endsWith('.eml'));
  const dated = await Promise.all(
    files.map(async (file) => {
      const path = join(folder, file);
      return { path, time: (await stat(path)).mtimeMs };
    }),
  );
  return dated.sort((a, b) => b.time - a.time).map(({ path }) => path);
}

/**
 * Whether the .eml is addressed to `email` itself: its To header, not a longer address that ends
 * with it (`reader-x@…` is in `loop-reader-x@…`, which a journey running beside may write).
 */
export function sentTo(eml: string, email: string): boolean {
  return eml.includes(`\nTo: ${email}\n`);
}

/**
 * The 6-digit code of the newest confirmation e-mail to `email`, read from the .eml files the
 * server writes under DATA_DIR/mail on its embedded default.
 */
export function confirmationCode(dataDir: string, email: string): Promise<string> {
  return waitForMail(
    join(dataDir, 'mail'),
    (text) => (sentTo(text, email) ? /\b(\d{6})\b/.exec(text)?.[1] : undefined),
    `confirmation e-mail to ${email}`,
  );
}

/**
 * The newest e-mail to `email` that holds a link to `path` (its quoted-printable soft line breaks
 * and `=3D` undone): the link, as the recipient would click it.
 */
export function mailedLink(dataDir: string, email: string, path: string): Promise<URL> {
  return waitForMail(
    join(dataDir, 'mail'),
    (eml) => {
      if (!sentTo(eml, email)) return undefined;
      const text = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      for (const [href] of text.matchAll(/https?:\/\/[^\s"<>]+/g)) {
        if (new URL(href).pathname === path) return new URL(href);
      }
      return undefined;
    },
    `e-mail to ${email} with a link to ${path}`,
  );
}
