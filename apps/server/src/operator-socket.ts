import { chmod, unlink } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { commandRefusal, commands, UsageError } from './cli-commands';
import type { DatabaseHandle } from './platform/database/open-database';
import type { Env } from './platform/env';

/**
 * On the embedded default only the server may open DATA_DIR (PGlite is one process), yet staff need
 * print links and operators import school lists while applicants keep applying. So the server
 * listens on a Unix socket inside DATA_DIR and runs the operator commands of `cli-commands.ts` in
 * its own process; `npm run cli` uses the socket when the server is up. Who may use it is decided
 * by the file system, as for the data itself: the socket is readable and writable by the server's
 * user only (0600), and it is never reachable over the network.
 */
export const operatorSocketPath = (dataDir: string) => join(dataDir, 'operator.sock');

const ZCommandRequest = z.object({
  command: z.string().max(100),
  args: z.array(z.string().max(4096)).max(50),
});
const MAX_REQUEST_BYTES = 256 * 1024;

/** The answer to a command: its output, or the message of a refusal (usage, configuration, input). */
type CommandAnswer = { ok: true; output: string } | { ok: false; message: string };

export async function listenOperatorSocket(
  dataDir: string,
  database: DatabaseHandle,
  env: Env,
  log: { error(object: object, message: string): void },
): Promise<Server> {
  const path = operatorSocketPath(dataDir);
  // The DATA_DIR lock is ours: a socket file left here is a crashed server's.
  await unlink(path).catch(() => {});
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      void answer(Buffer.concat(chunks).toString('utf8')).then((body) => {
        res.writeHead(body.ok ? 200 : 400, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      });
    });
  });

  async function answer(text: string): Promise<CommandAnswer> {
    let parsed;
    try {
      parsed = ZCommandRequest.safeParse(JSON.parse(text));
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) return { ok: false, message: 'The request is not a command.' };
    const { command, args } = parsed.data;
    try {
      const run = Object.hasOwn(commands, command) ? commands[command] : undefined;
      if (!run) throw new UsageError(`unknown command: ${command}`);
      return { ok: true, output: await run(args, database, env) };
    } catch (error) {
      const refusal = commandRefusal(error);
      if (refusal) return { ok: false, message: refusal };
      log.error({ err: error, command }, 'operator command failed');
      return { ok: false, message: 'The command failed; the server log says why.' };
    }
  }

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(path, () => {
      server.off('error', fail);
      done();
    });
  });
  await chmod(path, 0o600);
  return server;
}

/**
 * Runs an operator command in the server that holds DATA_DIR, or answers `undefined` when none
 * listens there (the command then opens the database itself). Paths given with --file are made
 * absolute first: the server's working directory need not be the operator's.
 */
export function runInServer(dataDir: string, argv: string[]): Promise<CommandAnswer | undefined> {
  const [command = '', ...rest] = argv;
  const args = rest.map((arg, index) =>
    arg.startsWith('--file=')
      ? `--file=${resolve(arg.slice('--file='.length))}`
      : rest[index - 1] === '--file'
        ? resolve(arg)
        : arg,
  );
  return new Promise((done, fail) => {
    const req = request(
      {
        socketPath: operatorSocketPath(dataDir),
        method: 'POST',
        path: '/',
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            done(JSON.parse(Buffer.concat(chunks).toString('utf8')) as CommandAnswer);
          } catch (error) {
            fail(error as Error);
          }
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      // No server (no socket file, or one left by a server that is gone).
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') done(undefined);
      else fail(error);
    });
    req.end(JSON.stringify({ command, args }));
  });
}
