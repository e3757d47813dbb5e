import { APPLICATION, buildDataModel, SERVER_MESSAGES } from '@portico/application';
import { ZProfile } from '@portico/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs, signUpAndConfirm, SITE_ORIGIN } from '../../test/accounts-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import { DEFAULT_LIMITS } from '../platform/throttle';
import { largestSaveBytes } from './read-save-body';

/** A session's saves in a minute, low enough for a test to reach. */
const SAVES = 40;

/**
 * PUT /api/answer against a hostile body (issue 27, M2): 60,000 unknown keys once took seconds of
 * the event loop and answered a 3.5 MB list of them, while every other applicant's save waited.
 * bench/hostile-saves.mjs measures what another applicant sees meanwhile.
 */
describe('PUT /api/answer with a hostile body', () => {
  let testApp: MailedTestApp;
  let limit: number;
  beforeAll(async () => {
    testApp = await buildMailedTestApp({
      limits: { ...DEFAULT_LIMITS, 'autosave-session': { limit: SAVES, windowMs: 60_000 } },
    });
    limit = largestSaveBytes(
      buildDataModel(APPLICATION, { textAreaLimit: testApp.siteConfig.textAreaLimit }),
    );
  });
  afterAll(() => testApp.close());

  const save = (cookie: string, payload: string) =>
    testApp.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie, origin: SITE_ORIGIN, 'content-type': 'application/json' },
      payload,
    });
  const answersOf = async (cookie: string) =>
    ZProfile.parse(
      (await testApp.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json(),
    ).answer;
  const signedIn = async () => logInAs(testApp, await signUpAndConfirm(testApp));

  /** Unknown keys (`k0`, `k1` …) filling `bytes` of JSON. */
  function unknownKeys(bytes: number): string {
    const keys: string[] = [];
    let length = '{"answers":{}}'.length;
    for (let n = 0; length + `"k${n}":"x",`.length <= bytes; n += 1) {
      keys.push(`"k${n}":"x"`);
      length += keys.at(-1)!.length + 1;
    }
    return `{"answers":{${keys.join(',')}}}`;
  }

  it('refuses 60,000 unknown keys by their length, before reading them, and writes nothing', async () => {
    const cookie = await signedIn();
    expect((await save(cookie, JSON.stringify({ answers: { first_name: 'Ada' } }))).statusCode).toBe(200);
    const answers = Object.fromEntries(Array.from({ length: 60_000 }, (_, n) => [`k${n}`, 'x']));
    const refused = await save(cookie, JSON.stringify({ answers: { ...answers, first_name: 'Eve' } }));
    expect(refused.statusCode).toBe(413);
    expect(refused.body.length).toBeLessThan(200);
    expect((await answersOf(cookie)).first_name).toBe('Ada');
  });

  it('refuses the largest body it reads, of unknown keys, for having more keys than the application: a short 400 that changes nothing', async () => {
    const cookie = await signedIn();
    expect((await save(cookie, JSON.stringify({ answers: { first_name: 'Ada' } }))).statusCode).toBe(200);
    // A known key first, to be written if any check let the rest through.
    const hostile = unknownKeys(limit - 30).replace('{"answers":{', '{"answers":{"first_name":"Eve",');
    expect(hostile.length).toBeGreaterThan(limit - 30);
    expect(hostile.length).toBeLessThanOrEqual(limit);
    const refused = await save(cookie, hostile);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: `${SERVER_MESSAGES.answersRefused} ${SERVER_MESSAGES.tooManyAnswers}`,
    });
    expect((await answersOf(cookie)).first_name).toBe('Ada');
  });

  it('refuses fewer unknown keys than the application has questions at the first, naming it alone', async () => {
    const cookie = await signedIn();
    expect((await save(cookie, JSON.stringify({ answers: { first_name: 'Ada' } }))).statusCode).toBe(200);
    const hostile = unknownKeys(2_000).replace('{"answers":{', '{"answers":{"first_name":"Eve",');
    const refused = await save(cookie, hostile);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: `${SERVER_MESSAGES.answersRefused} k0`,
      errors: { k0: [SERVER_MESSAGES.answerUnknownKey] },
    });
    expect((await answersOf(cookie)).first_name).toBe('Ada');
  });

  it('refuses a body of many values that are no keys (arrays) before parsing it', async () => {
    const refused = await save(await signedIn(), `{"answers":{"first_name":[${'0,'.repeat(50_000)}0]}}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      `${SERVER_MESSAGES.answersRefused} ${SERVER_MESSAGES.tooManyAnswers}`,
    );
  });

  it('quotes a long unknown key back cut short', async () => {
    const refused = await save(await signedIn(), JSON.stringify({ answers: { ['x'.repeat(100_000)]: 'y' } }));
    expect(refused.statusCode).toBe(400);
    expect(refused.body.length).toBeLessThan(400);
  });

  it.each([
    ['every character escaped', (length: number) => '\u0001'.repeat(length)],
    [
      'text of quotes, colons, commas and brackets',
      (length: number) => '\\":,{["\\'.repeat(length).slice(0, length),
    ],
  ])('takes the largest real save: every writable key, each as long as it may be, %s', async (_, text) => {
    const cookie = await signedIn();
    const model = buildDataModel(APPLICATION, { textAreaLimit: testApp.siteConfig.textAreaLimit });
    const answers = Object.fromEntries(
      [...model]
        .filter(([, entry]) => entry.writable)
        .map(([key, entry]) => [key, entry.type === 'boolean' ? false : text(entry.maxLength ?? 0)]),
    );
    const payload = JSON.stringify({ answers });
    expect(payload.length).toBeLessThanOrEqual(limit);
    expect((await save(cookie, payload)).statusCode).toBe(200);
    expect((await answersOf(cookie)).first_name).toBe(answers.first_name);
  });

  it('counts each session’s saves, hostile ones too; over the limit 429 before the body is read, other sessions saving on', async () => {
    const flooder = await signedIn();
    const other = await signedIn();
    const hostile = unknownKeys(10_000);
    const answers = await Promise.all(
      Array.from({ length: SAVES + 10 }, (_, n) =>
        save(flooder, n % 2 ? hostile : JSON.stringify({ answers: { middle_name: `M${n}` } })),
      ),
    );
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(
      statuses.filter((status) => status !== 429).every((status) => status === 200 || status === 400),
    ).toBe(true);
    const limited = answers.find((response) => response.statusCode === 429)!;
    expect(limited.json().message).toBe(SERVER_MESSAGES.tooManySaves);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Even a body the route would refuse at once: the count comes first.
    expect((await save(flooder, '{"answers":')).statusCode).toBe(429);

    const saved = await save(other, JSON.stringify({ answers: { middle_name: 'Other' } }));
    expect(saved.statusCode).toBe(200);
    expect((await answersOf(other)).middle_name).toBe('Other');
  });
});
