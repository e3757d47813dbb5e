// Accounts for the benchmarks: sign up, confirm with the code the server wrote to DATA_DIR/mail,
// log in, and keep the session cookie, as the site's page would.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const PASSWORD = 'Granite-Orchid-2027!';

/**
 * A JSON request as the site's page sends it.
 * @param {string} baseURL @param {string} method @param {string} path @param {unknown} [body] @param {string} [cookie]
 */
export async function call(baseURL, method, path, body, cookie) {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: {
      origin: baseURL,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * The code of the newest mail to `username`, waiting for it: the server sends account mail from a
 * job, after answering. @param {string} dataDir @param {string} username
 */
export async function codeFor(dataDir, username) {
  const folder = join(dataDir, 'mail');
  for (let attempt = 0; attempt < 100; attempt += 1) {
    // Names start with an ISO timestamp: the last in order is the newest.
    for (const name of (await readdir(folder).catch(() => [])).sort().reverse()) {
      const text = await readFile(join(folder, name), 'utf8');
      const match = text.includes(username) && /confirmation code is (\d{6})/.exec(text);
      if (match) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code mailed to ${username}`);
}

/** @param {string} baseURL @param {string} dataDir @param {string} username */
export async function signUpAndConfirm(baseURL, dataDir, username) {
  await call(baseURL, 'POST', '/public/signup', { username, password: PASSWORD });
  await call(baseURL, 'POST', '/public/confirm', { username, code: await codeFor(dataDir, username) });
}

/** A confirmed applicant's session cookie. @param {{ baseURL: string, dataDir: string }} server @param {string} username */
export async function signedInCookie(server, username) {
  await signUpAndConfirm(server.baseURL, server.dataDir, username);
  const login = await call(server.baseURL, 'POST', '/public/login', { username, password: PASSWORD });
  return login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
