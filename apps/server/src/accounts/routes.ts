import type { RouteName } from '@portico/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../platform/contract-routes';
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
import { saveLanguage } from './account-language';
import { signUpTokenHashOf } from './pending-sign-ups';

/** A body of an account card is small: anything over 16 KB is refused with 413 unread. */
const PUBLIC_BODY_LIMIT = 16 * 1024;

/** POST /public/signup, confirm, resend-confirm, login, forgot-password, reset-password. */
export const publicAccountRoutes: FastifyPluginAsyncZod<{ context: AccountsContext }> = async (
  app,
  { context },
) => {
  const route = <N extends RouteName>(name: N) => ({
    ...contractRoute(app, name, ['accounts']),
    bodyLimit: PUBLIC_BODY_LIMIT,
  });
  /**
   * Queues the mail of `kind` for the address once the answer has been sent, so that neither the
   * queue nor the job is in the time the request took (account-mail-jobs.ts).
   */
  const mailAfterAnswer =
    (kind: AccountMailJob['kind']) => async (request: FastifyRequest, reply: FastifyReply) => {
      if (reply.statusCode !== 200) return;
      const { username } = request.body as { username: string };
      await queueAccountMail(context, { kind, username, language: request.language }).catch((err: unknown) =>
        request.log.error({ err }, 'account mail not queued'),
      );
    };

  app.route({
    ...route('signUp'),
    handler: (request, reply) => signUp(context, request.body, request, reply),
  });
  app.route({
    ...route('confirmAccount'),
    handler: (request) =>
      confirmAccount(
        context,
        request.body,
        request.ip,
        signUpTokenHashOf(request, context.cookies),
        request.language,
      ),
  });
  app.route({
    ...route('resendConfirmation'),
    onResponse: mailAfterAnswer('confirmation-code'),
    handler: (request) => resendConfirmation(context, request.body, request.ip, request.catalogue),
  });
  app.route({
    ...route('logIn'),
    handler: (request, reply) => logIn(context, request.body, request, reply),
  });
  app.route({
    ...route('forgotPassword'),
    onResponse: mailAfterAnswer('password-reset'),
    handler: (request) => forgotPassword(context, request.body, request.ip, request.catalogue),
  });
  app.route({
    ...route('resetPassword'),
    handler: (request) => resetPassword(context, request.body, request.ip, request.catalogue),
  });
};

/** GET /api/logout ends the session, if any, and answers alike when there was none. */
export const logoutRoute: FastifyPluginAsyncZod<{ context: AccountsContext }> = async (app, { context }) => {
  app.route({
    ...contractRoute(app, 'logOut', ['accounts']),
    handler: async (request, reply) => {
      const session = await readSession(context.db, request, context.cookies);
      if (session) {
        const { sessionTokenHash: tokenHash } = session;
        await forgettingSessions(context.liveSessions, { tokenHash }, () =>
          revokeSession(context.db, tokenHash),
        );
      }
      clearSessionCookies(reply, context.cookies);
      return { message: request.catalogue.messages.logoutSuccess };
    },
  });
};

/**
 * GET /api/session: who is signed in, and the account's language, which the browser adopts. The
 * browser calls it to keep an active applicant's session alive. PUT /api/account/language: the
 * account's language from now on (issue 32).
 */
export const sessionRoutes: FastifyPluginAsyncZod<{ context: AccountsContext }> = async (
  app,
  { context },
) => {
  app.route({
    ...contractRoute(app, 'session', ['accounts']),
    handler: async (request) => {
      const { email, language } = signedIn(request);
      return { username: email, language };
    },
  });
  app.route({
    ...contractRoute(app, 'saveLanguage', ['accounts']),
    handler: (request) => saveLanguage(context, signedIn(request), request.body.language),
  });
};
