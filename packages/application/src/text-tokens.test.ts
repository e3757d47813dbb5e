import { describe, expect, it } from 'vitest';
import { fillText, textTokens } from './text-tokens';
import type { SiteConfig } from './site-config.schema';

const site = {
  institution: { name: 'Harbor Valley State University' },
  testCodes: { sat: '5812', act: '0874' },
  financialAidSchoolCode: 'E01234',
} as unknown as SiteConfig;

describe('text tokens', () => {
  it('fill known tokens from the site configuration and leave others as written', () => {
    expect(fillText('Have you ever taken classes at {institution}?', site)).toBe(
      'Have you ever taken classes at Harbor Valley State University?',
    );
    expect(fillText('SAT code {satCode}, ACT code {actCode}, {unknown}', site)).toBe(
      'SAT code 5812, ACT code 0874, {unknown}',
    );
    expect(textTokens('{institution} and {nope}')).toEqual(['institution', 'nope']);
  });
});
