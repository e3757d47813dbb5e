import * as client from 'openid-client';
import type { OidcSettings } from '../platform/env';

/** Seconds that discovery and each later call to the provider may take before the sign-in fails. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** What the callback must find again of the sign-in it ends: kept by the browser, sealed. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  /** The PKCE code verifier (RFC 7636): only the one who started the sign-in can redeem its code. */
  codeVerifier: string;
}

/** Who the provider says signed in: an address and whether the provider has verified it. */
export interface ProviderIdentity {
  email: string | undefined;
  emailVerified: boolean;
}

/**
 * The institution's OpenID Connect provider, through openid-client: discovery, the authorization
 * code flow with PKCE, state and nonce, the code's exchange and the ID token's checks (signature,
 * issuer, audience, expiry, nonce) are the library's, not ours.
 *
 * The provider is discovered at the first sign-in and then remembered, not at start: a provider
 * that is down must not keep the server (and password sign-in) from starting, and a failed
 * discovery is tried again by the next sign-in.
 */
export class OidcClient {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(
    private readonly settings: OidcSettings,
    /** This site's callback, registered at the provider: PUBLIC_URL + /staff-api/oidc/callback. */
    private readonly redirectUri: URL,
  ) {}

  private discover(): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret } = this.settings;
    this.configuration ??= client
      .discovery(
        issuer,
        clientId,
        undefined,
        // client_secret_basic: the default of OpenID Connect's client registration, which every
        // provider supports. The secret goes to the token endpoint only.
        client.ClientSecretBasic(clientSecret),
        {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          // env.ts allows http:// only for a provider on this machine's loopback (the tests').
          execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
        },
      )
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  /** The provider's authorization address for a new sign-in, and what its callback must check. */
  async start(): Promise<{ url: URL; pending: PendingSignIn }> {
    const configuration = await this.discover();
    const pending: PendingSignIn = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri.href,
      scope: 'openid email',
      code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    });
    return { url, pending };
  }

  /**
   * The identity of the provider's answer at `callbackUrl` (the address the browser was sent to,
   * as the provider wrote it): its state must be the pending one, its code is exchanged with the
   * PKCE verifier, and the ID token must be valid and carry the pending nonce. Throws otherwise.
   */
  async finish(callbackUrl: URL, pending: PendingSignIn): Promise<ProviderIdentity> {
    const configuration = await this.discover();
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) throw new Error('the provider answered no ID token');
    // Providers differ: some put the address in the ID token, others only at the UserInfo endpoint
    // (OpenID Connect Core 5.4 lets them, as oidc-provider does by default). openid-client checks
    // that the UserInfo answer is about the ID token's subject.
    const claims =
      typeof idToken.email === 'string'
        ? idToken
        : await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
    return {
      email: typeof claims.email === 'string' ? claims.email : undefined,
      // Only a boolean true: a provider that does not say it verified the address is not believed.
      emailVerified: claims.email_verified === true,
    };
  }
}

/**
 * What of an error of openid-client (or the network) may be logged: its kind, the OAuth error
 * code and the message. Not the error itself, whose `cause` can hold the provider's answer.
 */
export function describeProviderError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const { name, message } = error;
  const { code, error: oauthError } = error as { code?: unknown; error?: unknown };
  return {
    name,
    message,
    ...(code === undefined ? {} : { code }),
    ...(oauthError === undefined ? {} : { error: oauthError }),
  };
}
