import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Issue 29's rules with one home, which lint refuses when written again (eslint.config.js): a job's
 * status strings (JOB_STATUS, packages/contracts/src/statuses.ts) and whether an applicant may
 * still change the application (the SQL function application_open, migration 0026). The project's
 * own config lints made-up files placed where such a copy would be written.
 */
async function restrictedAt(path: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

const COPIES = `import { sql } from 'drizzle-orm';
export const done = (status: string) => status === 'COMPLETED';
export const failed = sql\`select 1 from document_answers d where d.status = 'FAILED'\`;
export const open = 'update applications set tabs = $2 where applicant_id = $1 and submitted_at is null';
export const code = 'VALIDATION_FAILED';
`;

describe('rules with one home', () => {
  it('refuses a job status string and the submitted test in the applicant paths of the server', async () => {
    const messages = await restrictedAt('apps/server/src/answers/copy.ts', COPIES);
    expect(messages.filter((message) => message.includes('JOB_STATUS'))).toHaveLength(2);
    expect(messages.filter((message) => message.includes('application_open'))).toHaveLength(1);
  }, 60_000);

  it('refuses a job status string in the browser too', async () => {
    const messages = await restrictedAt('apps/web/src/api/copy.ts', COPIES);
    expect(messages.filter((message) => message.includes('JOB_STATUS'))).toHaveLength(2);
  }, 60_000);

  it('lets the home of the status strings, and the tests, name them', async () => {
    expect(await restrictedAt('packages/contracts/src/statuses.ts', COPIES)).toEqual([]);
    expect(await restrictedAt('apps/server/src/answers/copy.test.ts', COPIES)).toEqual([]);
  }, 60_000);
});
