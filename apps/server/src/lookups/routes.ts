import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../platform/contract-routes';
import type { Database } from '../platform/database/open-database';
import { AppError } from '../platform/errors';
import { findLookupRecord } from './find-lookup-record';
import { createLookupsContext, DEFAULT_LOOKUP_RATE_LIMIT, type LookupsOptions } from './lookups-context';
import { isSchoolCategory } from './school-record';
import { suggestLookups } from './suggest-lookups';

/** How long a browser (and, for schools, a shared cache) may reuse an answer. */
const MAX_AGE_SECONDS = 300;

/**
 * GET /lookup/find: suggestions for `text`, or the record of `id`. Public, as
 * anonymous visitors fill the form too, and throttled per client address.
 *
 * Throttling is @fastify/rate-limit's in-memory counter, not the database windows of
 * platform/throttle.ts: this is the hottest endpoint of the site (a request per pause in typing),
 * and a database write per keystroke would double its cost and, on PGlite, queue behind every
 * other query. The price is that each process counts alone, so N processes allow N times the
 * limit: acceptable for a read of public lists, where the limit stops scraping and floods rather
 * than guessing.
 *
 * The route logs at warn and above only: a request line per keystroke would drown the log, and the
 * text of an address search is the applicant's address.
 */
export const lookupRoutes: FastifyPluginAsyncZod<{ db: Database; options?: LookupsOptions }> = async (
  app,
  { db, options = {} },
) => {
  const context = createLookupsContext(db, app.log, options);
  // The school index loads in the background once the app is ready; until then searches go to
  // the database. Its checks stop with the app.
  app.addHook('onReady', async () => context.schoolIndexes.start());
  app.addHook('onClose', () => context.schoolIndexes.stop());
  const rateLimit = options.rateLimit ?? DEFAULT_LOOKUP_RATE_LIMIT;
  await app.register(fastifyRateLimit, {
    max: rateLimit.max,
    timeWindow: rateLimit.windowMs,
    errorResponseBuilder: (_request, limit) => {
      const error = new AppError('RATE_LIMITED', (c) => c.server.lookupTooManyRequests);
      error.retryAfterSeconds = Math.max(1, Math.ceil(limit.ttl / 1000));
      return error;
    },
  });

  app.route({
    ...contractRoute(app, 'findLookups', ['lookups']),
    logLevel: 'warn',
    handler: async (request, reply) => {
      const { category, text, id, max_results: max } = request.query;
      // Schools are public lists: any cache may keep them. An address search holds what the
      // applicant typed, their address: only their own browser may keep it.
      const scope = isSchoolCategory(category) ? 'public' : 'private';
      if (id !== undefined) {
        const record = await findLookupRecord(context, { category, id });
        reply.header('cache-control', `${scope}, max-age=${MAX_AGE_SECONDS}`);
        return record;
      }
      const { suggestions, cacheable } = await suggestLookups(
        context,
        { category, text: text ?? '', max },
        request.log,
      );
      reply.header('cache-control', cacheable ? `${scope}, max-age=${MAX_AGE_SECONDS}` : 'no-store');
      return suggestions;
    },
  });
};
