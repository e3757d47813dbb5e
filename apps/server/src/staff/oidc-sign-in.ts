import { STAFF_MESSAGES } from '@portico/application';
import {
  STAFF_OIDC_COOKIE,
  STAFF_PAGES,
  STAFF_SSO_FAILURE_PARAM,
  type StaffSsoFailure,
} from '@portico/contracts';
import { lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hostCookieName } from '../accounts/sessions';
import { staffMembers, staffOidcStates } from '../platform/database/schema';
import { AppError } from '../platform/errors';
import { hashToken } from '../platform/tokens';
import { recordAudit } from '../platform/audit';
import { describeProviderError, type OidcClient, type PendingSignIn } from './oidc-client';
import type { StaffContext } from './staff-context';
import { startStaffSession } from './staff-sessions';
import { ACCEPTED, INVITATION_OPEN } from './staff-status';

/** A sign-in started must come back from the provider within 10 minutes. */
const PENDING_SIGN_IN_MS = 10 * 60_000;
/** What the sealed cookie is bound to: a value sealed for anything else does not open as one. */
const PENDING_BINDING = 'staff-oidc-sign-in';

const ZPendingSignIn = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  expiresAt: z.number(),
});

function configured(context: StaffContext): OidcClient {
  if (!context.oidc) throw new AppError('NOT_FOUND', STAFF_MESSAGES.ssoNotConfigured);
  return context.oidc;
}

function failurePath(failure: StaffSsoFailure): string {
  return `${STAFF_PAGES.login}?${STAFF_SSO_FAILURE_PARAM}=${failure}`;
}

/**
 * The cookie that carries the pending sign-in from its start to the provider's answer. Sealed
 * (AES-GCM under the answers' key, which every process shares) rather than kept in memory, so that
 * any process may take the answer; httpOnly. SameSite=Lax, not the staff session's Strict: the
 * answer arrives as a navigation from the provider's site, which a Strict cookie would not follow.
 * That is safe here because the cookie opens nothing: it only lets the browser that started a
 * sign-in finish it, which is what keeps a forged answer (login CSRF) out.
 */
function pendingCookie(context: StaffContext) {
  const { secure } = context.cookies;
  return {
    name: hostCookieName(STAFF_OIDC_COOKIE, context.cookies),
    options: { path: '/', httpOnly: true, sameSite: 'lax', secure } as const,
  };
}

/**
 * GET /staff-api/oidc/start: sends the browser to the institution's provider, with a new state,
 * nonce and PKCE challenge; what the callback must check stays sealed in the browser's cookie.
 * A provider that cannot be reached sends the browser back to the login page with an error.
 */
export async function startOidcSignIn(context: StaffContext, request: FastifyRequest, reply: FastifyReply) {
  const oidc = configured(context);
  let started: Awaited<ReturnType<OidcClient['start']>>;
  try {
    started = await oidc.start();
  } catch (error) {
    request.log.warn({ provider: describeProviderError(error) }, 'single sign-on could not start');
    return reply.redirect(failurePath('failed'));
  }
  const cookie = pendingCookie(context);
  const sealed = context.secretBox.seal(
    JSON.stringify({ ...started.pending, expiresAt: Date.now() + PENDING_SIGN_IN_MS }),
    PENDING_BINDING,
  );
  reply.setCookie(cookie.name, sealed, { ...cookie.options, maxAge: PENDING_SIGN_IN_MS / 1000 });
  return reply.redirect(started.url.href);
}

type Outcome =
  | { signedIn: true; staffId: string }
  | {
      signedIn: false;
      failure: StaffSsoFailure;
      /** For the log: why, in words; never a token. */
      reason: string;
      email?: string;
      provider?: Record<string, unknown>;
    };

/**
 * GET /staff-api/oidc/callback: the provider's answer. When it proves, for the browser that started
 * the sign-in, an address the provider has verified and that was invited to the staff area, a whole
 * staff session starts (the provider stands for the second factor) and the browser goes to /staff.
 * Anything else is recorded as a failed sign-in and sends the browser back to the login page,
 * told whether it was refused or did not complete. The pending sign-in is used up either way.
 */
export async function finishOidcSignIn(context: StaffContext, request: FastifyRequest, reply: FastifyReply) {
  const oidc = configured(context);
  const cookie = pendingCookie(context);
  const sealed = request.cookies[cookie.name];
  reply.clearCookie(cookie.name, cookie.options);
  try {
    await context.throttle.hit('staff-oidc-failed-ip', request.ip);
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED')
      return reply.redirect(failurePath('failed'));
    throw error;
  }
  const outcome = await verifyCallback(context, oidc, request, sealed);
  if (!outcome.signedIn) {
    request.log.warn(
      { reason: outcome.reason, ...(outcome.provider ? { provider: outcome.provider } : {}) },
      'single sign-on failed',
    );
    await recordAudit(context.db, {
      action: 'staff.sign-in-failed',
      ...(outcome.email ? { email: outcome.email } : {}),
      ip: request.ip,
      method: 'oidc',
    });
    return reply.redirect(failurePath(outcome.failure));
  }
  await context.throttle.forgive('staff-oidc-failed-ip', request.ip);
  await startStaffSession(context.db, reply, outcome.staffId, context.cookies, { secondFactorGiven: true });
  await recordAudit(context.db, {
    action: 'staff.sign-in',
    staffId: outcome.staffId,
    ip: request.ip,
    method: 'oidc',
  });
  return reply.redirect(STAFF_PAGES.home);
}

async function verifyCallback(
  context: StaffContext,
  oidc: OidcClient,
  request: FastifyRequest,
  sealed: string | undefined,
): Promise<Outcome> {
  const pending = openPending(context, sealed);
  if (!pending) return { signedIn: false, failure: 'failed', reason: 'no sign-in pending in this browser' };
  let identity;
  try {
    // The address the provider sent the browser to, as the provider wrote it: this site's public
    // address (PUBLIC_URL), whatever proxy stands between.
    identity = await oidc.finish(new URL(request.url, context.publicUrl), pending);
  } catch (error) {
    return {
      signedIn: false,
      failure: 'failed',
      reason: 'the provider did not sign anyone in',
      provider: describeProviderError(error),
    };
  }
  // Once the provider's answer proved to be for this pending sign-in (its state and nonce), the
  // pending sign-in is used up: a second answer for it, however fresh its code, is refused.
  if (!(await useUpPending(context, pending)))
    return { signedIn: false, failure: 'failed', reason: 'this pending sign-in was used already' };
  const { email } = identity;
  if (!email) return { signedIn: false, failure: 'refused', reason: 'the provider gave no e-mail address' };
  if (!identity.emailVerified)
    return {
      signedIn: false,
      failure: 'refused',
      reason: 'the provider has not verified the address',
      email,
    };
  // An active member only (docs/decisions.md, 'Who single sign-on lets in'): one set up, or one who
  // signed in before (the audit says so), or one whose invitation is still open (unused, unexpired),
  // for the provider proves the address as the invitation's link would. Never one disabled, nor
  // one whose invitation lapsed before they ever came.
  const [member] = await context.db
    .select({
      id: staffMembers.id,
      disabledAt: staffMembers.disabledAt,
      active: sql<boolean>`${ACCEPTED} or ${INVITATION_OPEN}`,
    })
    .from(staffMembers)
    .where(sql`lower(${staffMembers.email}) = lower(${email})`);
  if (!member) return { signedIn: false, failure: 'refused', reason: 'the address was not invited', email };
  if (member.disabledAt)
    return { signedIn: false, failure: 'disabled', reason: 'the staff member is disabled', email };
  if (!member.active)
    return { signedIn: false, failure: 'lapsed', reason: 'the invitation lapsed unused', email };
  return { signedIn: true, staffId: member.id };
}

/**
 * Records the pending sign-in's state as used, once: the first answer to reach us for it proceeds,
 * every later one (a replayed cookie, with a code the provider gave again for the same request) is
 * refused. The state is kept until the cookie would have expired; expired ones are forgotten here.
 */
async function useUpPending(context: StaffContext, pending: PendingSignIn & { expiresAt: number }) {
  await context.db.delete(staffOidcStates).where(lt(staffOidcStates.expiresAt, new Date()));
  const [used] = await context.db
    .insert(staffOidcStates)
    .values({ stateHash: hashToken(pending.state), expiresAt: new Date(pending.expiresAt) })
    .onConflictDoNothing()
    .returning({ stateHash: staffOidcStates.stateHash });
  return used !== undefined;
}

/** The pending sign-in of the request's cookie, if it is ours, unaltered and not expired. */
function openPending(
  context: StaffContext,
  sealed: string | undefined,
): (PendingSignIn & { expiresAt: number }) | undefined {
  if (!sealed) return undefined;
  let parsed;
  try {
    parsed = ZPendingSignIn.safeParse(JSON.parse(context.secretBox.open(sealed, PENDING_BINDING)));
  } catch {
    return undefined;
  }
  if (!parsed.success || parsed.data.expiresAt < Date.now()) return undefined;
  const { state, nonce, codeVerifier, expiresAt } = parsed.data;
  return { state, nonce, codeVerifier, expiresAt };
}
