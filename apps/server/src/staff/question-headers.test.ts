import { APPLICATION, siteConfigIn, type ApplicationDefinition, type SiteConfig } from '@portico/application';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG_PATH } from '../../test/test-app';
import { loadSiteConfig } from '../platform/site-config';
import { questionHeaders } from './question-headers';

describe("the exports' question headers, as the applicant read each question (issue 28)", () => {
  let siteConfig: SiteConfig;
  beforeAll(async () => {
    const site = siteConfigIn(await loadSiteConfig(DEFAULT_SITE_CONFIG_PATH), 'en');
    siteConfig = { ...site, institution: { ...site.institution, name: 'Lakeside College' } };
  });

  it('fills in the site’s tokens, names no answer key, and gives every question a header of its own', () => {
    const headers = questionHeaders(APPLICATION, siteConfig).map((entry) => entry.header);
    const keys = new Set(questionHeaders(APPLICATION, siteConfig).map((entry) => entry.question.key));
    expect(headers.filter((header) => header.includes('{'))).toEqual([]);
    expect(headers.filter((header) => /\([a-z0-9_]+\)/.test(header))).toEqual([]);
    expect(headers.filter((header) => keys.has(header))).toEqual([]);
    expect(new Set(headers).size).toBe(headers.length);
    // Our definition tells every question apart by the words around it: none is numbered.
    expect(headers.filter((header) => / \(\d+\)$/.test(header))).toEqual([]);
  });

  it('tells questions of the same label apart by the legend, component or question around them', () => {
    const header = (key: string) =>
      questionHeaders(APPLICATION, siteConfig).find((entry) => entry.question.key === key)?.header;
    expect(header('jsu_attend')).toBe('Have you ever taken classes at Lakeside College?');
    expect(header('first_name')).toBe('Legal First Name');
    expect(header('city')).toBe('Permanent Address – City');
    expect(header('mailing_city')).toBe('Mailing Address – City');
    expect(header('parent_2_first_name')).toBe('Parent/Guardian 2 – First Name');
    expect(header('college_2_city')).toBe('College 2 – City');
    expect(header('college_2_attend_from_month')).toBe('College 2 – Start Month');
    expect(header('suspended_month')).toBe(
      'Have you ever been suspended, expelled or dismissed from a school or college for disciplinary reasons? – Month',
    );
  });

  it('numbers the questions that nothing on the page tells apart, so that a header is still unique', () => {
    const definition = {
      pages: [
        {
          id: 'about',
          sections: [
            {
              id: 'names',
              title: 'Names',
              children: [
                { kind: 'text', key: 'name_a', label: 'Name' },
                { kind: 'text', key: 'name_b', label: 'Name' },
                { kind: 'text', key: 'school', label: 'School at {institution}' },
              ],
            },
          ],
        },
      ],
    } as ApplicationDefinition;
    expect(questionHeaders(definition, siteConfig).map((entry) => entry.header)).toEqual([
      'Name',
      'Name (2)',
      'School at Lakeside College',
    ]);
  });
});
