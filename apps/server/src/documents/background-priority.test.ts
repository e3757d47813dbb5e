import { readdir, readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { pngOf } from '../../test/documents-helpers';
import { nicenessOf, threadNiceness } from '../../test/niceness';
import { convertToPdf } from './convert-to-pdf';
import { createPdfRenderer } from '../platform/pdf-renderer';
import { NICENESS } from '../platform/priorities';

/** CAP_SYS_NICE's bit in a capability mask (capability.h). */
const CAP_SYS_NICE = 23n;

/** The processes descended from `ancestor`, by their parent in /proc/<pid>/stat. */
async function descendantsOf(ancestor: number): Promise<number[]> {
  const parents = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (stat) parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
  }
  const isDescendant = (pid: number): boolean => {
    const parent = parents.get(pid);
    return parent === ancestor || (parent !== undefined && parent > 1 && isDescendant(parent));
  };
  return [...parents.keys()].filter(isDescendant);
}

/** The bounding capability set of process `pid`, or null once it has ended. */
async function boundingCapabilities(pid: number): Promise<bigint | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  if (status === null) return null;
  return BigInt(`0x${/^CapBnd:\s*([0-9a-f]+)$/m.exec(status)?.[1] ?? '0'}`);
}

describe.runIf(process.platform === 'linux')('the work beside the requests', () => {
  const renderer = createPdfRenderer();
  afterAll(() => renderer.close());

  it('prints with a Chromium whose every process and thread runs at the lowest priority, unable to raise it', async () => {
    const mine = await nicenessOf('/proc/thread-self/stat');
    expect(mine).toBeLessThan(NICENESS.background);
    // At the lowest priority it waits for every other process of a busy machine: a limit near the
    // test's own (120 s), since its speed is not what this test is about.
    const pdf = await renderer.htmlToPdf('<p>Printed below the requests.</p>', { timeoutMs: 110_000 });
    expect(Buffer.from(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const chromium = await descendantsOf(process.pid);
    const autogroups =
      (await readFile('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').catch(() => '0')).trim() === '1';
    // The browser, its zygotes, its renderer, its GPU and utility processes.
    expect(chromium.length).toBeGreaterThanOrEqual(3);
    // A process may end between the listing and its reading (a utility process's work done).
    for (const pid of chromium) {
      const threads = await threadNiceness(pid).catch(() => []);
      expect(
        threads.filter((niceness) => niceness !== NICENESS.background),
        `process ${pid}`,
      ).toEqual([]);
      // Root keeps no way to raise it again (low-priority-chromium.sh).
      const capabilities = await boundingCapabilities(pid);
      if (process.getuid?.() === 0 && capabilities !== null)
        expect(capabilities & (1n << CAP_SYS_NICE)).toBe(0n);
      // Its session too, where the kernel schedules sessions first (autogroup).
      if (autogroups) {
        const autogroup = await readFile(`/proc/${pid}/autogroup`, 'utf8').catch(() => null);
        if (autogroup !== null) expect(autogroup).toMatch(/ nice 19\s*$/);
      }
    }
    // This process's threads are as they were.
    expect(await nicenessOf('/proc/thread-self/stat')).toBe(mine);
  });

  it('decodes an upload on a thread at the lowest priority, and leaves every other thread as it was', async () => {
    const mine = await nicenessOf('/proc/thread-self/stat');
    const before = await threadNiceness();
    let converted = false;
    // Six megapixels: long enough to be seen, short enough for a thread at the lowest priority on a
    // machine busy with other work (25 took over 30 s beside a second copy of the unit tests, and
    // six over 60 s once), with a limit near the test's own.
    const conversion = convertToPdf(pngOf(2_500, 2_500), { renderer, timeoutMs: 110_000 }).finally(() => {
      converted = true;
    });
    // The decoding thread is seen while the picture is decoded; every other thread of
    // this process is at this test's priority all along.
    const seen = new Set<number>();
    while (!converted) {
      for (const niceness of await threadNiceness()) seen.add(niceness);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await conversion).toMatchObject({ ok: true });
    expect([...seen].sort((a, b) => a - b)).toEqual(
      [...new Set([...before, mine, NICENESS.background])].sort((a, b) => a - b),
    );
    // Gone with its work, once the worker it answered from is terminated.
    await vi.waitFor(async () => expect(await threadNiceness()).not.toContain(NICENESS.background), {
      timeout: 10_000,
    });
  });
});
