import { SITE_CONFIG_ELEMENT_ID } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { siteConfigFixture } from '../testing/site-config-fixture';
import { readSiteConfig } from './read-site-config';

function page(head: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${head}</head><body></body></html>`,
    'text/html',
  );
}

const element = (json: string, type = 'application/json') =>
  `<script id="${SITE_CONFIG_ELEMENT_ID}" type="${type}">${json}</script>`;

describe('readSiteConfig', () => {
  it('reads the configuration the server wrote, with "<" escaped as \\u003c', () => {
    const config = siteConfigFixture({ applicationTitle: 'Apply </script> now' });
    const json = JSON.stringify(config).replaceAll('<', '\\u003c');

    expect(readSiteConfig(page(element(json)))).toEqual(config);
  });

  it('refuses a page without the element', () => {
    expect(() => readSiteConfig(page('<!--portico:site-config-->'))).toThrow(
      /#site-config element holds no JSON object/,
    );
  });

  it('refuses an element that is not JSON data', () => {
    expect(() => readSiteConfig(page(element('{}', 'text/javascript')))).toThrow(
      /#site-config element holds no JSON object/,
    );
    expect(() => readSiteConfig(page(element('{not json')))).toThrow(
      /#site-config element holds no JSON object/,
    );
  });

  it('refuses JSON that is not an object (the server validated the rest at start)', () => {
    for (const json of ['null', '[]', '"text"', '42']) {
      expect(() => readSiteConfig(page(element(json)))).toThrow(/#site-config element holds no JSON object/);
    }
  });
});
