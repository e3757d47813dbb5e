// A staff member for the benchmarks, as the browser journey makes one: invited by the operator's
// command (`cli.js create-staff`), set up through the setup calls (a password and an authenticator)
// and signed in with a code computed from the secret.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { REPO_ROOT } from '../e2e/support/portico-server.mjs';
import { call, PASSWORD } from './accounts.mjs';

const CLI_ENTRY = join(REPO_ROOT, 'apps/server/dist/cli.js');

/**
 * Runs `cli.js` with the server's environment; resolves with its output.
 * @param {string[]} args @param {Record<string, string>} env
 * @returns {Promise<string>}
 */
export function cli(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI_ENTRY, ...args], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output.trim()) : reject(new Error(`cli ${args[0]} failed:\n${output}`)),
    );
  });
}

/** The code an authenticator app shows for `secret`, `steps` 30-second steps from now. */
function codeOf(/** @type {string} */ secret, steps = 0) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** @param {Response} response */
const cookieOf = (response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/**
 * The invitation's link as the command printed it, answered as the setup page does; then the
 * password and a code: the cookie of a whole staff session.
 * @param {string} baseURL @param {string} invitation @param {string} email
 */
export async function signInStaff(baseURL, invitation, email) {
  const link = /http:\/\/\S+/.exec(invitation)?.[0];
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no invitation link in: ${invitation}`);
  const enrolment = await call(baseURL, 'POST', '/staff-api/setup/password', { token, password: PASSWORD });
  const { secret } = /** @type {{ secret: string }} */ (await enrolment.json());
  await call(baseURL, 'POST', '/staff-api/setup/totp', { token, code: codeOf(secret) });
  const half = cookieOf(await call(baseURL, 'POST', '/staff-api/login', { email, password: PASSWORD }));
  // The setup's code is used; the next step's is accepted (one step of drift is allowed). The code
  // makes the session whole under a new token (the half session's opens nothing after): its cookie.
  return cookieOf(await call(baseURL, 'POST', '/staff-api/login/code', { code: codeOf(secret, 1) }, half));
}
