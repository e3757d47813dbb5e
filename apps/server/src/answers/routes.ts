import {
  addAnotherLimits as addAnotherLimitsOf,
  MESSAGES,
  tabChoices as tabChoicesOf,
  ZAnswers,
} from '@portico/application';
import {
  ZAddAnother,
  ZAddAnotherRequest,
  ZErrorBody,
  ZLastPageRequest,
  ZMessageResponse,
  ZProfile,
  ZTabs,
  ZSubmitResponse,
  ZTabsRequest,
  ZValidationsRequest,
  ZWebStatusRequest,
} from '@portico/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuseSession, sessionTokenHashOf, signedIn, type CookieOptions } from '../accounts/sessions';
import { AppError } from '../platform/errors';
import type { AnswersContext } from './answers-context';
import { updateApplication } from './update-application';
import { saveReportedErrors, submitApplication, type SubmitContext } from './submit-application';
import { getProfile } from './get-profile';
import { readPrefill } from './prefill-tokens';
import { saveAnswers } from './save-answers';
import { readMaps, saveLastPage, saveWebStatus } from './save-application-state';

/** GET /public/tmp?token=: temporary public answers, for anonymous visitors too. */
export const prefillRoute: FastifyPluginAsyncZod<{ context: AnswersContext }> = async (app, { context }) => {
  app.get(
    '/public/tmp',
    {
      schema: {
        tags: ['answers'],
        querystring: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: z.object({ answer: ZAnswers }), 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    (request) => readPrefill(context.db, request.query.token),
  );
};

const errors = { 400: ZErrorBody, 401: ZErrorBody, 409: ZErrorBody };

/**
 * PUT /api/answer, the autosave: outside the /api session hook, because the save checks the session
 * inside its one database call (save-answers.ts).
 */
export const saveAnswersRoute: FastifyPluginAsyncZod<{
  context: AnswersContext;
  cookies: CookieOptions;
}> = async (app, { context, cookies }) => {
  app.put(
    '/answer',
    {
      schema: {
        tags: ['answers'],
        body: z.strictObject({ answers: ZAnswers }),
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request, reply) => {
      const tokenHash = sessionTokenHashOf(request, cookies);
      if (!tokenHash) return refuseSession(reply, cookies);
      const outcome = await saveAnswers(context, tokenHash, request.body.answers);
      if (outcome === 'no-session') return refuseSession(reply, cookies);
      if (outcome === 'submitted') throw new AppError('CONFLICT', MESSAGES.applicationSubmitted);
      return outcome;
    },
  );
};

/** The applicant's own application: every query is scoped to the signed-in applicant. */
export const answersRoutes: FastifyPluginAsyncZod<{ context: SubmitContext }> = async (app, { context }) => {
  const tags = ['answers'];
  const addAnotherLimits = addAnotherLimitsOf(context.definition);
  const tabChoices = tabChoicesOf(context.definition);
  app.get('/profile', { schema: { tags, response: { 200: ZProfile, 401: ZErrorBody } } }, (request) =>
    getProfile(context, signedIn(request)),
  );

  app.put(
    '/last-page',
    { schema: { tags, body: ZLastPageRequest, response: { 200: ZMessageResponse, ...errors } } },
    (request) => saveLastPage(context, signedIn(request), request.body.last_page),
  );

  app.post(
    '/web-status',
    { schema: { tags, body: ZWebStatusRequest, response: { 200: ZMessageResponse, ...errors } } },
    (request) => saveWebStatus(context, signedIn(request), request.body.web_status),
  );

  app.post(
    '/validations',
    { schema: { tags, body: ZValidationsRequest, response: { 200: ZMessageResponse, ...errors } } },
    (request) => saveReportedErrors(context, signedIn(request), request.body.errors),
  );

  app.post('/submit', { schema: { tags, response: { 200: ZSubmitResponse, ...errors } } }, (request) =>
    submitApplication(context, signedIn(request)),
  );

  app.get(
    '/add-another',
    { schema: { tags, response: { 200: ZAddAnother, 401: ZErrorBody } } },
    async (request) => (await readMaps(context, signedIn(request))).addAnother,
  );
  app.put(
    '/add-another',
    { schema: { tags, body: ZAddAnotherRequest, response: { 200: ZMessageResponse, ...errors } } },
    async (request) => {
      const { button_id, num_components } = request.body;
      const max = addAnotherLimits.get(button_id);
      if (max === undefined || num_components > max) {
        throw new AppError('VALIDATION_FAILED', MESSAGES.unknownAddAnother);
      }
      await updateApplication(context, signedIn(request), { addAnother: { [button_id]: num_components } });
      return { message: MESSAGES.addAnotherSaved };
    },
  );

  app.get(
    '/tabs',
    { schema: { tags, response: { 200: ZTabs, 401: ZErrorBody } } },
    async (request) => (await readMaps(context, signedIn(request))).tabs,
  );
  app.put(
    '/tabs',
    { schema: { tags, body: ZTabsRequest, response: { 200: ZMessageResponse, ...errors } } },
    async (request) => {
      const { tab_id, chosen_tab } = request.body;
      if (!tabChoices.get(tab_id)?.includes(chosen_tab)) {
        throw new AppError('VALIDATION_FAILED', MESSAGES.unknownTab);
      }
      await updateApplication(context, signedIn(request), { tabs: { [tab_id]: chosen_tab } });
      return { message: MESSAGES.tabsSaved };
    },
  );
};
