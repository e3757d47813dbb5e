import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** What the test provider says of an account: its address and whether it has verified it. */
export interface TestAccount {
  email: string;
  email_verified: boolean;
}

export interface TestOidcProvider {
  /** The settings Portico takes (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET). */
  settings: { issuer: URL; clientId: string; clientSecret: string };
  /**
   * Goes from the authorization address Portico sent the browser to through the provider's own
   * sign-in and consent forms as `login`, and answers where the provider then sends the browser
   * back (the site's callback, with the code and state). With `cancel`, presses the forms'
   * '[ Cancel ]' instead, as someone who gives up.
   */
  signIn(authorizationUrl: string, login: string, options?: { cancel?: boolean }): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (the npm `oidc-provider`, as an institution's would be) on a loopback
 * port, with one confidential client, Portico, whose callback is `redirectUri`. Its sign-in is the
 * package's development forms: any account name of `accounts` signs in, with any password. By
 * default the ID token carries no e-mail claim (OpenID Connect Core 5.4 for the code flow): Portico
 * must ask the UserInfo endpoint for it.
 */
export async function startTestOidcProvider(options: {
  redirectUri: URL;
  accounts: Record<string, TestAccount>;
  /** The provider's host; 127.0.0.1 by default. A browser test puts it on another site than Portico. */
  host?: string;
}): Promise<TestOidcProvider> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const issuer = new URL(`http://${host}:${(server.address() as AddressInfo).port}`);
  const clientId = 'portico';
  const clientSecret = randomBytes(24).toString('base64url');
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri.href],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    async findAccount(_ctx, id) {
      const account = options.accounts[id];
      return account && { accountId: id, claims: () => ({ sub: id, ...account }) };
    },
    features: { devInteractions: { enabled: true } },
    // Every sign-in must prove its PKCE verifier, as Portico always sends one.
    pkce: { required: () => true },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'ES256' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    // Lifetimes of its own, short as a test's: the defaults are for development and say so loudly.
    ttl: {
      Session: 600,
      Grant: 600,
      Interaction: 600,
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
    },
  };
  const provider = new Provider(issuer.href.replace(/\/$/, ''), configuration);
  server.on('request', provider.callback());
  return {
    settings: { issuer, clientId, clientSecret },
    signIn: (authorizationUrl, login, { cancel = false } = {}) =>
      followSignIn(new URL(authorizationUrl), options.redirectUri, login, cancel),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * A browser's part, by hand: follows the provider's redirects with its cookies, and submits each
 * form the provider shows (its hidden fields as they are, the account name and a password typed
 * in), until the provider sends the browser to `redirectUri`.
 */
async function followSignIn(start: URL, redirectUri: URL, login: string, cancel: boolean): Promise<URL> {
  const cookies = new Map<string, string>();
  let request: { url: URL; form?: URLSearchParams } = { url: start };
  for (let step = 0; step < 20; step++) {
    const response = await fetch(request.url, {
      method: request.form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      ...(request.form ? { body: request.form } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, request.url);
      if (next.origin === redirectUri.origin && next.pathname === redirectUri.pathname) return next;
      request = { url: next };
      continue;
    }
    const page = await response.text();
    if (response.status !== 200) throw new Error(`the provider answered ${response.status}: ${page}`);
    if (cancel) {
      request = { url: new URL(/<a href="([^"]+)">\[ Cancel \]/.exec(page)![1]!, request.url) };
      continue;
    }
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`the provider showed no form: ${page}`);
    const form = new URLSearchParams();
    for (const [, name, value] of page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g))
      form.set(name!, value!);
    if (page.includes('name="login"')) form.set('login', login);
    if (page.includes('name="password"')) form.set('password', 'any password');
    request = { url: new URL(action, request.url), form };
  }
  throw new Error('the provider never sent the browser back');
}
