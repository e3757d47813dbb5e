import { readdir, readFile } from 'node:fs/promises';

/** A thread's (or process's) niceness, field 19 of its /proc stat (proc(5)); the name before it may hold spaces. */
export async function nicenessOf(statPath: string): Promise<number> {
  const stat = await readFile(statPath, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

/** The niceness of every thread of process `pid` (this one by default). */
export async function threadNiceness(pid: number | 'self' = 'self'): Promise<number[]> {
  const tasks = await readdir(`/proc/${pid}/task`);
  return Promise.all(tasks.map((tid) => nicenessOf(`/proc/${pid}/task/${tid}/stat`)));
}
