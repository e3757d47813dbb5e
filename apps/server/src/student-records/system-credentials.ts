import { STAFF_MESSAGES } from '@portico/application';
import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '../platform/audit';
import type { Database } from '../platform/database/open-database';
import { systemCredentials } from '../platform/database/schema';
import { AppError } from '../platform/errors';
import { hashToken, randomToken } from '../platform/tokens';

/** A system that called with a live credential: what the audit names as the actor. */
export interface SystemCaller {
  id: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    systemCaller: SystemCaller | null;
  }
}

/**
 * What every credential's token begins with: a reader of a log or a secret scanner knows it for
 * what it is. The rest is 256 random bits.
 */
const TOKEN_PREFIX = 'portico_sis_';
/** last_used_at is written at most this often per credential, not on every call of a sync. */
const TOUCH_INTERVAL_MS = 60_000;

/** The operator, as the audit records a command's change: no staff member, from 'cli'. */
const OPERATOR_IP = 'cli';

/**
 * Makes a credential named for the system that will hold it ('Banner SIS'): its token is answered
 * this once and kept only as its hash, so neither a copy of the database nor a later `list` shows
 * it. Audited.
 */
export async function createSystemCredential(db: Database, name: string) {
  const token = `${TOKEN_PREFIX}${randomToken()}`;
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(systemCredentials)
      .values({ name, tokenHash: hashToken(token) })
      .returning({ id: systemCredentials.id });
    await recordAudit(tx, {
      action: 'system-credential.created',
      ip: OPERATOR_IP,
      systemCredentialId: made!.id,
      detail: name,
    });
    return { id: made!.id, name, token };
  });
}

/** Every credential, oldest first, without its token (none is kept). */
export async function listSystemCredentials(db: Database) {
  return db
    .select({
      id: systemCredentials.id,
      name: systemCredentials.name,
      createdAt: systemCredentials.createdAt,
      lastUsedAt: systemCredentials.lastUsedAt,
      revokedAt: systemCredentials.revokedAt,
    })
    .from(systemCredentials)
    .orderBy(asc(systemCredentials.createdAt));
}

/**
 * Revokes a credential: the next call with it is refused (401), whatever is in flight. Revoked,
 * not deleted, so that the audit still names it. Undefined when there is no live credential of
 * that id.
 */
export async function revokeSystemCredential(db: Database, id: string) {
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(systemCredentials)
      .set({ revokedAt: new Date() })
      .where(and(eq(systemCredentials.id, id), isNull(systemCredentials.revokedAt)))
      .returning({ id: systemCredentials.id, name: systemCredentials.name });
    if (!revoked) return undefined;
    await recordAudit(tx, {
      action: 'system-credential.revoked',
      ip: OPERATOR_IP,
      systemCredentialId: revoked.id,
      detail: revoked.name,
    });
    return revoked;
  });
}

/**
 * onRequest of the student record system's routes: a live credential as `Authorization: Bearer`,
 * looked up by its hash, or 401 with the challenge RFC 6750 asks for. A staff or an applicant
 * session is no credential here, and a credential is nothing anywhere else: the staff routes read
 * only the staff cookie.
 */
export function requireSystemCredential(db: Database) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const [credential] = token
      ? await db
          .select({
            id: systemCredentials.id,
            name: systemCredentials.name,
            lastUsedAt: systemCredentials.lastUsedAt,
          })
          .from(systemCredentials)
          .where(and(eq(systemCredentials.tokenHash, hashToken(token)), isNull(systemCredentials.revokedAt)))
      : [];
    if (!credential) {
      reply.header('www-authenticate', token ? 'Bearer error="invalid_token"' : 'Bearer');
      throw new AppError('UNAUTHORIZED', STAFF_MESSAGES.systemCredentialInvalid);
    }
    const now = Date.now();
    if (!credential.lastUsedAt || now - credential.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
      await db
        .update(systemCredentials)
        .set({ lastUsedAt: new Date(now) })
        .where(
          and(
            eq(systemCredentials.id, credential.id),
            or(
              isNull(systemCredentials.lastUsedAt),
              lt(systemCredentials.lastUsedAt, new Date(now - TOUCH_INTERVAL_MS)),
            ),
          ),
        );
    }
    request.systemCaller = { id: credential.id, name: credential.name };
  };
}

/** The caller that requireSystemCredential let in. */
export function systemCallerOf(request: FastifyRequest): SystemCaller {
  if (!request.systemCaller) throw new AppError('UNAUTHORIZED', STAFF_MESSAGES.systemCredentialInvalid);
  return request.systemCaller;
}
