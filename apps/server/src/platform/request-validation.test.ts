import Fastify from 'fastify';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { serializeResponse } from './request-validation';

describe('serializeResponse', () => {
  async function answering(data: unknown) {
    const app = Fastify();
    app.setSerializerCompiler(serializeResponse);
    app.get('/', { schema: { response: { 200: z.object({ message: z.string() }) } } }, () => data);
    try {
      return await app.inject({ method: 'GET', url: '/' });
    } finally {
      await app.close();
    }
  }

  it("sends what the contract's response holds and drops what it does not", async () => {
    const response = await answering({ message: 'Saved.', passwordHash: '$argon2id$secret' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Saved.' });
  });

  it('refuses to send an answer that breaks the contract', async () => {
    const response = await answering({ message: 42, passwordHash: '$argon2id$secret' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('argon2id');
    expect(response.json()).toMatchObject({ code: 'FST_ERR_RESPONSE_SERIALIZATION' });
  });
});
