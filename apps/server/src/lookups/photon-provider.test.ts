import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { AddressRecord, LookupSuggestion } from '@portico/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { readEnv } from '../platform/env';
import { lookupsOptionsFromEnv } from './lookups-options';
import { photonProvider } from './photon-provider';

/** Photon's answer for "10 Downing" style searches, trimmed to the properties Portico reads. */
const PHOTON_ANSWER = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-83.3773, 33.9519] },
      properties: {
        osm_id: 123456,
        osm_type: 'N',
        osm_key: 'building',
        osm_value: 'house',
        housenumber: '120',
        street: 'College Avenue',
        city: 'Athens',
        state: 'Georgia',
        postcode: '30601',
        country: 'United States',
        countrycode: 'US',
      },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-0.1276, 51.5072] },
      properties: {
        osm_id: 654321,
        osm_type: 'W',
        osm_key: 'highway',
        street: 'Downing Street',
        housenumber: '10',
        city: 'London',
        state: 'England',
        postcode: 'SW1A 2AA',
        country: 'United Kingdom',
        countrycode: 'GB',
      },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-79.3832, 43.6532] },
      properties: {
        osm_id: 1,
        osm_type: 'R',
        osm_key: 'place',
        osm_value: 'city',
        name: 'Toronto',
        state: 'Ontario',
        countrycode: 'CA',
      },
    },
    // A country alone gives no field of an address: left out.
    { type: 'Feature', properties: { osm_key: 'place', osm_value: 'country', countrycode: 'US' } },
  ],
};

type Behaviour = 'answer' | 'fail' | 'hang';

const PHOTON_TIMEOUT_MS = 1_500;

let behaviour: Behaviour = 'answer';
let received: URL[] = [];
let photon: Server;
let photonUrl: string;
let testApp: TestApp;
let logged: string[] = [];

function answer(request: IncomingMessage, response: ServerResponse) {
  received.push(new URL(request.url ?? '/', 'http://photon'));
  if (behaviour === 'fail') {
    response.writeHead(500, { 'content-type': 'text/plain' }).end('internal error');
  } else if (behaviour === 'answer') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(PHOTON_ANSWER));
  }
  // 'hang': never answers; the provider's timeout must end the wait.
}

beforeAll(async () => {
  photon = createServer(answer);
  await new Promise<void>((resolve) => photon.listen(0, '127.0.0.1', resolve));
  photonUrl = `http://127.0.0.1:${(photon.address() as AddressInfo).port}`;
  testApp = await buildTestApp({
    // Long enough for a first answer on a loaded 2-core machine (300 ms failed there now and then),
    // short enough for the hanging Photon's test to wait it out.
    lookups: { addressProvider: photonProvider({ url: photonUrl, timeoutMs: PHOTON_TIMEOUT_MS }) },
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(chunk.toString('utf8'));
        done();
      },
    }),
  });
});

beforeEach(() => {
  received = [];
  logged = [];
});

afterAll(async () => {
  await testApp.close();
  photon.closeAllConnections();
  await new Promise<void>((resolve) => photon.close(() => resolve()));
});

function find(query: Record<string, string>) {
  return testApp.app.inject({ method: 'GET', url: '/lookup/find', query });
}

describe('the Photon address provider', () => {
  it('asks Photon for the text and maps its places to the form’s fields', async () => {
    behaviour = 'answer';
    const response = await find({ category: 'address', text: '120 College Ave Athens', max_results: '5' });
    expect(response.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]?.pathname).toBe('/api');
    expect(Object.fromEntries(received[0]?.searchParams ?? [])).toEqual({
      q: '120 College Ave Athens',
      limit: '5',
      lang: 'en',
    });
    const suggestions = response.json() as LookupSuggestion[];
    expect(suggestions.map(({ text, sub_text }) => ({ text, sub_text }))).toEqual([
      { text: '120 College Avenue', sub_text: 'Athens, GA 30601, USA' },
      { text: '10 Downing Street', sub_text: 'London, England SW1A 2AA, UK' },
      { text: 'Toronto, ON', sub_text: 'CAN' },
    ]);
    const record = (
      await find({ category: 'address', id: suggestions[0]?.id ?? '' })
    ).json() as AddressRecord;
    expect(record).toEqual({
      id: suggestions[0]?.id,
      address_line_1: '120 College Avenue',
      city: 'Athens',
      state: 'GA',
      zip: '30601',
      country: 'USA',
    });
  });

  it('gives no suggestions, no error and no cacheable answer when Photon fails', async () => {
    behaviour = 'fail';
    const response = await find({ category: 'address', text: 'failing street' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(logged.join('')).toContain('address provider failed');
    // The applicant's text is never logged.
    expect(logged.join('')).not.toContain('failing street');
  });

  it('gives no suggestions and no error when Photon does not answer in time', async () => {
    behaviour = 'hang';
    const started = performance.now();
    const response = await find({ category: 'address', text: 'slow street' });
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(elapsed).toBeGreaterThanOrEqual(PHOTON_TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(PHOTON_TIMEOUT_MS + 3_000);
    expect(logged.join('')).toContain('address provider timed out');
  });

  it('gives no suggestions when nothing listens at PHOTON_URL', async () => {
    const provider = photonProvider({ url: 'http://127.0.0.1:9', timeoutMs: 300 });
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Parameters<
      typeof provider.suggest
    >[2];
    expect(await provider.suggest('anything', 5, log)).toEqual({ ok: false, addresses: [] });
    expect(warnings).toHaveLength(1);
  });

  it('is chosen by ADDRESS_PROVIDER=photon, which needs PHOTON_URL', () => {
    expect(
      lookupsOptionsFromEnv(readEnv({ ADDRESS_PROVIDER: 'photon', PHOTON_URL: photonUrl })).addressProvider
        ?.name,
    ).toBe('photon');
    expect(lookupsOptionsFromEnv(readEnv({})).addressProvider?.name).toBe('zip');
    expect(() => lookupsOptionsFromEnv(readEnv({ ADDRESS_PROVIDER: 'photon' }))).toThrow(
      /PHOTON_URL: is required/,
    );
    expect(() => readEnv({ ADDRESS_PROVIDER: 'google' })).toThrow(/ADDRESS_PROVIDER: must be zip or photon/);
  });
});
