import { SERVER_MESSAGES } from '@portico/application';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs, signUpAndConfirm, SITE_ORIGIN } from '../test/accounts-helpers';
import { logLines } from '../test/log-lines';
import { buildMailedTestApp, type MailedTestApp } from '../test/test-app';

interface Operation {
  method: string;
  path: string;
  /** The JSON schema of its body, if it takes one. */
  body?: { properties?: Record<string, unknown> };
  query: string[];
}

/** Left out: logout ends the session the rest of the run uses; the store's upload takes multipart. */
const NOT_FUZZED = new Set(['GET /api/logout', 'POST /api/storage-upload', 'GET /api/docs/json']);

/** Strings no text column can store, and others that have broken parsers. */
const hostileString = fc.constantFrom(
  '',
  ' ',
  'Ana\u0000',
  '\ud800',
  'x'.repeat(20_000),
  '__proto__',
  '../../etc/passwd',
  '<script>',
);

/** A value of any JSON type, hostile strings more often than chance would give them. */
const anyValue = fc.oneof(
  // Answers, by real keys, of any kind.
  fc.dictionary(
    fc.constantFrom('first_name', 'ssn', 'citizenship_type', 'hs_transcript', '__proto__', 'constructor'),
    fc.oneof(fc.string(), hostileString, fc.jsonValue({ maxDepth: 1 })),
  ),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    'x'.repeat(20_000),
    '__proto__',
    '../../etc/passwd',
    '<script>',
  ),
  fc.constantFrom(null, -1, 0, 1e308, true, [], {}),
);

/**
 * Thousands of malformed requests, drawn from the API's own OpenAPI document: every operation, with
 * bodies of the wrong shape, declared fields of the wrong type, hostile strings, unknown keys, and
 * path and query values of any kind, sent by a signed-in applicant. None may fail with a 5xx, log a
 * server error, or change another applicant's application.
 */
describe('the API under malformed requests', () => {
  let testApp: MailedTestApp;
  let attacker: string;
  let other: string;
  const { stream: logStream, lines } = logLines();

  beforeAll(async () => {
    testApp = await buildMailedTestApp({ logStream });
    attacker = await logInAs(testApp, await signUpAndConfirm(testApp));
    other = await logInAs(testApp, await signUpAndConfirm(testApp));
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: '/api/answer',
      payload: { answers: { first_name: 'Bea', last_name: 'Other', ssn: '123-45-6789' } },
      headers: { cookie: other, origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => testApp.close());

  /** Every operation of the API's OpenAPI document but those left out above. */
  async function operationsOf(): Promise<Operation[]> {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        Record<string, { requestBody?: unknown; parameters?: { in: string; name: string }[] }>
      >;
    }>();
    return Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .map(([method, spec]) => {
          const content = (spec.requestBody as { content?: Record<string, { schema?: Operation['body'] }> })
            ?.content;
          return {
            method: method.toUpperCase(),
            path,
            ...(content ? { body: Object.values(content)[0]?.schema ?? {} } : {}),
            query: (spec.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
          };
        })
        .filter((operation) => !NOT_FUZZED.has(`${operation.method} ${operation.path}`)),
    );
  }

  const profileOf = async (cookie: string) =>
    (await testApp.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json();

  it('answers every one with a 4xx or a success, never a 5xx, and changes nothing of another applicant', async () => {
    const before = await profileOf(other);
    const operations = await operationsOf();
    expect(operations.length).toBeGreaterThan(20);

    let sent = 0;
    const failures: string[] = [];
    for (const operation of operations) {
      const request = fc.record({
        pathValue: fc.oneof(fc.string(), fc.constantFrom('hs_transcript', '..', '%00', 'x'.repeat(500))),
        query: fc.dictionary(fc.constantFrom(...operation.query, 'extra'), fc.string({ maxLength: 300 })),
        body: fc.oneof(
          anyValue,
          // The declared fields, each of any type, and sometimes a key nobody declared.
          fc.record(
            Object.fromEntries(
              [...Object.keys(operation.body?.properties ?? {}), 'unexpected'].map((key) => [key, anyValue]),
            ),
            { requiredKeys: [] },
          ),
        ),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ pathValue, query, body }) => {
          const path = operation.path.replace(/\{[^}]+\}/g, encodeURIComponent(pathValue));
          const search = new URLSearchParams(query).toString();
          const response = await testApp.app.inject({
            method: operation.method as 'GET',
            url: search ? `${path}?${search}` : path,
            headers: {
              cookie: attacker,
              origin: SITE_ORIGIN,
              'sec-fetch-site': 'same-origin',
              'content-type': 'application/json',
            },
            ...(operation.method === 'GET' || operation.method === 'DELETE'
              ? {}
              : { payload: JSON.stringify(body) ?? 'null' }),
          });
          sent += 1;
          if (response.statusCode >= 500) {
            failures.push(
              `${operation.method} ${path} ${JSON.stringify(body)?.slice(0, 200)}: ${response.body}`,
            );
          }
        }),
        { numRuns: 60, seed: 2026 },
      );
    }
    expect(sent).toBeGreaterThan(1_500);
    console.info(`${sent} malformed requests to ${operations.length} operations`);
    expect(failures).toEqual([]);
    // No request failed on the server (a job of the test app, which has no address to print the
    // application PDF from, is no request's doing).
    expect(lines.filter((line) => line.includes('"msg":"request failed"'))).toEqual([]);
    expect(await profileOf(other)).toEqual(before);
  }, 300_000);

  /**
   * JSON nested thousands of levels deep in 8 KB, under the public routes' body limit: arrays (4,000
   * levels), objects (1,300), and either under a field the route declares. JSON.parse reads it; a
   * walk that recursed over it overflowed the stack, a 500 with an error-level stack trace (issue
   * 27, L1).
   */
  const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const deepBodies = (field: string) => [
    arrays(4_000),
    objects(1_300),
    `{${JSON.stringify(field)}:${arrays(4_000)}}`,
    `{${JSON.stringify(field)}:${objects(1_300)}}`,
  ];

  it('refuses JSON nested thousands deep with a 400 on every route that takes a body, logging no error', async () => {
    const logged = lines.length;
    const withBodies = (await operationsOf()).filter((operation) => operation.body);
    expect(withBodies.length).toBeGreaterThan(15);
    const answers: string[] = [];
    for (const operation of withBodies) {
      const path = operation.path.replace(/\{[^}]+\}/g, 'hs_transcript');
      const field = Object.keys(operation.body?.properties ?? {})[0] ?? 'answers';
      for (const payload of deepBodies(field)) {
        const response = await testApp.app.inject({
          method: operation.method as 'POST',
          url: path,
          headers: {
            cookie: attacker,
            origin: SITE_ORIGIN,
            'sec-fetch-site': 'same-origin',
            'content-type': 'application/json',
          },
          payload,
        });
        // The staff's routes refuse an applicant before reading the body; every other route reads it.
        const expected = path.startsWith('/staff-api/') ? [400, 401, 403] : [400];
        if (!expected.includes(response.statusCode)) {
          answers.push(`${operation.method} ${path}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        } else if (response.statusCode === 400) {
          // The autosave refuses so many brackets before parsing them (answers/read-save-body.ts).
          expect([
            SERVER_MESSAGES.nestedTooDeeply,
            `${SERVER_MESSAGES.answersRefused} ${SERVER_MESSAGES.tooManyAnswers}`,
          ]).toContain(response.json().message);
        }
      }
    }
    expect(answers).toEqual([]);
    // No request failed (the first test's jobs may still log theirs).
    expect(lines.slice(logged).filter((line) => line.includes('"msg":"request failed"'))).toEqual([]);
  });
});
