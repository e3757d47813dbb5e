// Accounts for the benchmarks: sign up, confirm with the code the server wrote to DATA_DIR/mail,
// log in, and keep the session cookie, as the site's page would.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const PASSWORD = 'Harbor-Valley-2027!';

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

/** The code in the newest mail the server wrote. @param {string} dataDir */
export async function newestCode(dataDir) {
  const folder = join(dataDir, 'mail');
  const newest = (await readdir(folder)).sort().at(-1);
  if (!newest) throw new Error('no mail was written');
  const match = /confirmation code is (\d{6})/.exec(await readFile(join(folder, newest), 'utf8'));
  if (!match) throw new Error('no code in the newest mail');
  return match[1];
}

/** @param {string} baseURL @param {string} dataDir @param {string} username */
export async function signUpAndConfirm(baseURL, dataDir, username) {
  await call(baseURL, 'POST', '/public/signup', { username, password: PASSWORD });
  await call(baseURL, 'POST', '/public/confirm', { username, code: await newestCode(dataDir) });
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
