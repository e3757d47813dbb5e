import {
  ZConfirmRequest,
  ZErrorBody,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZMessageResponse,
  ZResendConfirmRequest,
  ZResetPasswordRequest,
  ZSignupRequest,
} from '@portico/contracts';
import { MESSAGES } from '@portico/application';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queueAccountMail, type AccountMailJob } from './account-mail-jobs';
import type { AccountsContext } from './accounts-context';
import { confirmAccount } from './confirm-account';
import { forgotPassword } from './forgot-password';
import { logIn } from './log-in';
import { resendConfirmation } from './resend-confirmation';
import { resetPassword } from './reset-password';
import { forgettingSessions } from './live-sessions';
import { readSession, revokeSession, clearSessionCookies, signedIn } from './sessions';
import { signUp } from './sign-up';

/** A body of an account card is small: anything over 16 KB is refused with 413 unread. */
const PUBLIC_BODY_LIMIT = 16 * 1024;
const errors = { 400: ZErrorBody, 403: ZErrorBody, 413: ZErrorBody, 415: ZErrorBody, 429: ZErrorBody };

/** POST /public/signup, confirm, resend-confirm, login, forgot-password, reset-password. */
export const publicAccountRoutes: FastifyPluginAsyncZod<{ context: AccountsContext }> = async (
  app,
  { context },
) => {
  const options = <T extends z.ZodType>(body: T, response: z.ZodType = ZMessageResponse) => ({
    bodyLimit: PUBLIC_BODY_LIMIT,
    schema: { tags: ['accounts'], body, response: { 200: response, ...errors } },
  });

  app.post('/public/signup', options(ZSignupRequest), (request) => signUp(context, request.body, request.ip));
  app.post('/public/confirm', options(ZConfirmRequest), (request) =>
    confirmAccount(context, request.body, request.ip),
  );
  /**
   * Queues the mail of `kind` for the address once the answer has been sent, so that neither the
   * queue nor the job is in the time the request took (account-mail-jobs.ts).
   */
  const mailAfterAnswer =
    (kind: AccountMailJob['kind']) => async (request: FastifyRequest, reply: FastifyReply) => {
      if (reply.statusCode !== 200) return;
      const { username } = request.body as { username: string };
      await queueAccountMail(context, { kind, username }).catch((err: unknown) =>
        request.log.error({ err }, 'account mail not queued'),
      );
    };

  app.post(
    '/public/resend-confirm',
    { ...options(ZResendConfirmRequest), onResponse: mailAfterAnswer('confirmation-code') },
    (request) => resendConfirmation(context, request.body, request.ip),
  );
  app.post('/public/login', options(ZLoginRequest, ZLoginResponse), (request, reply) =>
    logIn(context, request.body, request.ip, reply),
  );
  app.post(
    '/public/forgot-password',
    { ...options(ZForgotPasswordRequest), onResponse: mailAfterAnswer('password-reset') },
    (request) => forgotPassword(context, request.body, request.ip),
  );
  app.post('/public/reset-password', options(ZResetPasswordRequest), (request) =>
    resetPassword(context, request.body, request.ip),
  );
};

/** GET /api/logout ends the session, if any, and answers alike when there was none. */
export const logoutRoute: FastifyPluginAsyncZod<{ context: AccountsContext }> = async (app, { context }) => {
  app.get(
    '/api/logout',
    { schema: { tags: ['accounts'], response: { 200: ZMessageResponse } } },
    async (request, reply) => {
      const session = await readSession(context.db, request, context.cookies);
      if (session) {
        const { sessionTokenHash: tokenHash } = session;
        await forgettingSessions(context.liveSessions, { tokenHash }, () =>
          revokeSession(context.db, tokenHash),
        );
      }
      clearSessionCookies(reply, context.cookies);
      return { message: MESSAGES.logoutSuccess };
    },
  );
};

/** GET /api/session: who is signed in. The browser calls it to keep an active applicant's session alive. */
export const sessionRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/session',
    {
      schema: { tags: ['accounts'], response: { 200: z.object({ username: z.string() }), 401: ZErrorBody } },
    },
    async (request) => ({ username: signedIn(request).email }),
  );
};
