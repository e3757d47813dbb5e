import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { applicationSchema } from './application-schema';

describe('applicationSchema', () => {
  it('reports the same messages as issues at answers.{key}', () => {
    const result = applicationSchema('about', { today: '2026-06-01' }).safeParse({
      answers: { first_name: 'Ana' },
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toContainEqual(['answers.last_name', MESSAGES.legalLastName]);
    expect(issues).not.toContainEqual(expect.arrayContaining(['answers.first_name']));
  });

  it('refuses answers of the wrong shape', () => {
    expect(
      applicationSchema('all', { today: '2026-06-01' }).safeParse({ answers: { first_name: 1 } }).success,
    ).toBe(false);
  });
});
