import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorBody } from '@portico/contracts';
import { buildTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';

describe('the API', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('answers /healthz while the process is up', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz when the database is reachable', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with a JSON 404 the UI can show', async () => {
    for (const url of ['/api/no-such-thing', '/public/nope', '/service/x', '/lookup/y']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(ZErrorBody.parse(response.json())).toMatchObject({
        code: 'NOT_FOUND',
        message: 'There is nothing at this address.',
      });
    }
  });

  it('serves the public site configuration as its file gives it, every language’s texts', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/public/site-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(testApp.siteConfigFile)));
    expect(response.json().applicationTitle).toEqual({
      en: 'Undergraduate Application for Admission',
      es: 'Solicitud de admisión a licenciatura',
    });
  });

  it('sends a page its security headers, and an API answer the API’s, with no-store', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/apply' });
    const pageCsp = String(page.headers['content-security-policy']);
    expect(pageCsp).toContain("script-src 'self'");
    expect(pageCsp).toContain("frame-ancestors 'none'");
    expect(pageCsp).not.toContain('unsafe-inline');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');

    const api = await testApp.app.inject({ method: 'GET', url: '/public/site-config' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(api.headers['cache-control']).toBe('no-store');
    // Headers only a document reads are left off an API answer.
    expect(api.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(api.headers['x-dns-prefetch-control']).toBeUndefined();
    // A refused request is an API answer too.
    const refused = await testApp.app.inject({ method: 'PUT', url: '/api/answer', payload: {} });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['x-frame-options']).toBe('DENY');

    // Over plain http, HSTS and upgrade-insecure-requests would break the site.
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(pageCsp).not.toContain('upgrade-insecure-requests');
    const overHttps = await buildTestApp({ publicUrl: new URL('https://apply.example.edu') });
    try {
      for (const url of ['/apply', '/public/site-config']) {
        const response = await overHttps.app.inject({ method: 'GET', url });
        expect(response.headers['strict-transport-security'], url).toBe(
          'max-age=31536000; includeSubDomains',
        );
      }
      const securePage = await overHttps.app.inject({ method: 'GET', url: '/apply' });
      expect(String(securePage.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await overHttps.close();
    }
  });

  it('lets the page post uploads to its own store only, and to a bucket when one keeps the documents', async () => {
    const own = await testApp.app.inject({ method: 'GET', url: '/apply' });
    expect(String(own.headers['content-security-policy'])).toContain("connect-src 'self';");
    const withBucket = await buildTestApp({
      documents: {
        kind: 's3',
        bucket: 'portico-documents',
        endpoint: 'https://s3.example.edu',
        region: 'us-east-1',
        forcePathStyle: true,
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'x'.repeat(40),
      },
    });
    try {
      const response = await withBucket.app.inject({ method: 'GET', url: '/apply' });
      expect(String(response.headers['content-security-policy'])).toContain(
        "connect-src 'self' https://s3.example.edu;",
      );
      const presigned = await withBucket.app.inject({ method: 'POST', url: '/api/storage-upload' });
      expect(presigned.statusCode).toBe(404);
    } finally {
      await withBucket.close();
    }
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/public/site-config');
  });
});

describe('/readyz without a database', () => {
  it('answers 503 with a message when the database does not answer', async () => {
    const database = await createTestDatabase();
    const broken = { ...database, ping: () => Promise.reject(new Error('connection refused')) };
    const testApp = await buildTestApp({ database: broken });
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: 'UNAVAILABLE', message: 'The database is not reachable.' });
    } finally {
      await testApp.close();
    }
  });
});
