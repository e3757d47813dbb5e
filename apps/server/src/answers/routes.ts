import { addAnotherLimits as addAnotherLimitsOf, tabChoices as tabChoicesOf } from '@portico/application';
import type { RouteName } from '@portico/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuseSession, sessionTokenHashOf, signedIn, type CookieOptions } from '../accounts/sessions';
import { contractRoute } from '../platform/contract-routes';
import { AppError } from '../platform/errors';
import type { AnswersContext } from './answers-context';
import { updateApplication } from './update-application';
import { saveReportedErrors, submitApplication, type SubmitContext } from './submit-application';
import { getProfile } from './get-profile';
import { readPrefill } from './prefill-tokens';
import { saveAnswers } from './save-answers';
import { firstUnwritableKey } from './check-answers';
import { largestSaveBytes, registerSaveBodyParser } from './read-save-body';
import { readMaps, saveLastPage, saveWebStatus } from './save-application-state';

/** GET /public/tmp?token=: temporary public answers, for anonymous visitors too. */
export const prefillRoute: FastifyPluginAsyncZod<{ context: AnswersContext }> = async (app, { context }) => {
  app.route({
    ...contractRoute(app, 'prefill', ['answers']),
    handler: (request) => readPrefill(context.db, request.query.token),
  });
};

/**
 * PUT /api/answer, the autosave: outside the /api session hook, because the save checks the session
 * inside its one database call (save-answers.ts).
 *
 * A hostile save is refused before the work that grows with it (issue 27, M2): a request without a
 * session, or from a session over its count of saves, before its body is read; a body larger than
 * the largest real save by its length; one with more keys than the application has, before it is
 * parsed (read-save-body.ts); the first key that is no writable answer, before the contract's
 * schema checks every key and a list of every one comes back.
 */
export const saveAnswersRoute: FastifyPluginAsyncZod<{
  context: AnswersContext;
  cookies: CookieOptions;
}> = async (app, { context, cookies }) => {
  /** Each save's session token hashed once, by its first hook. */
  const tokenHashes = new WeakMap<FastifyRequest, string>();
  registerSaveBodyParser(app, context.dataModel);
  app.route({
    ...contractRoute(app, 'saveAnswers', ['answers']),
    // Thousands a minute on deadline night, a save each few seconds of typing: only the failures
    // are logged, as for the lookups' typeahead (D-PRF-19).
    logLevel: 'warn',
    bodyLimit: largestSaveBytes(context.dataModel),
    onRequest: async (request, reply) => {
      const tokenHash = sessionTokenHashOf(request, cookies);
      if (!tokenHash) return refuseSession(reply, cookies);
      tokenHashes.set(request, tokenHash);
      await context.throttle.hit('autosave-session', tokenHash, (c) => c.server.tooManySaves);
    },
    preValidation: (request, _reply, done) => {
      const { answers } = (request.body ?? {}) as { answers?: unknown };
      const refused =
        answers !== null && typeof answers === 'object'
          ? firstUnwritableKey(context.dataModel, answers as Record<string, unknown>)
          : undefined;
      if (!refused) return done();
      done(
        new AppError('VALIDATION_FAILED', (c) => `${c.server.answersRefused} ${refused.key}`, {
          [refused.key]: [refused.message],
        }),
      );
    },
    handler: async (request, reply) => {
      const tokenHash = tokenHashes.get(request);
      if (!tokenHash) return refuseSession(reply, cookies);
      const outcome = await saveAnswers(context, tokenHash, request.body.answers, request);
      if (outcome === 'no-session') return refuseSession(reply, cookies);
      if (outcome === 'submitted') throw new AppError('CONFLICT', (c) => c.server.applicationSubmitted);
      return outcome;
    },
  });
};

/** The applicant's own application: every query is scoped to the signed-in applicant. */
export const answersRoutes: FastifyPluginAsyncZod<{ context: SubmitContext }> = async (app, { context }) => {
  const route = <N extends RouteName>(name: N) => contractRoute(app, name, ['answers']);
  const addAnotherLimits = addAnotherLimitsOf(context.definition);
  const tabChoices = tabChoicesOf(context.definition);
  app.route({ ...route('profile'), handler: (request) => getProfile(context, signedIn(request)) });
  app.route({
    ...route('saveLastPage'),
    handler: (request) => saveLastPage(context, signedIn(request), request.body.last_page, request),
  });
  app.route({
    ...route('saveWebStatus'),
    handler: (request) =>
      saveWebStatus(context, signedIn(request), request.body.web_status, request.catalogue),
  });
  app.route({
    ...route('saveValidations'),
    handler: (request) =>
      saveReportedErrors(context, signedIn(request), request.body.errors, request.catalogue),
  });
  app.route({
    ...route('submit'),
    handler: (request) => submitApplication(context, signedIn(request), request),
  });

  app.route({
    ...route('addAnother'),
    handler: async (request) => (await readMaps(context, signedIn(request))).addAnother,
  });
  app.route({
    ...route('saveAddAnother'),
    handler: async (request) => {
      const { button_id, num_components } = request.body;
      const max = addAnotherLimits.get(button_id);
      if (max === undefined || num_components > max) {
        throw new AppError('VALIDATION_FAILED', (c) => c.server.unknownAddAnother);
      }
      await updateApplication(context, signedIn(request), { addAnother: { [button_id]: num_components } });
      return { message: request.catalogue.server.addAnotherSaved };
    },
  });

  app.route({
    ...route('tabs'),
    handler: async (request) => (await readMaps(context, signedIn(request))).tabs,
  });
  app.route({
    ...route('saveTab'),
    handler: async (request) => {
      const { tab_id, chosen_tab } = request.body;
      if (!tabChoices.get(tab_id)?.includes(chosen_tab)) {
        throw new AppError('VALIDATION_FAILED', (c) => c.server.unknownTab);
      }
      await updateApplication(context, signedIn(request), { tabs: { [tab_id]: chosen_tab } });
      return { message: request.catalogue.server.tabsSaved };
    },
  });
};
