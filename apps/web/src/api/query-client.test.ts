import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ServerError, UnauthorizedError } from './api-error';
import { createQueryClient } from './query-client';

/** A client holding a signed-in applicant's profile, and its counted onUnauthorized. */
function signedInClient() {
  const onUnauthorized = vi.fn();
  const client = createQueryClient({ onUnauthorized });
  client.setQueryData(['profile'], { username: 'ada@example.com' });
  return { client, onUnauthorized };
}

describe('createQueryClient', () => {
  it('never retries, never goes stale and never refetches by itself', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.retry).toBe(false);
    expect(queries?.gcTime).toBe(Infinity);
    expect(queries?.staleTime).toBe(Infinity);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchOnMount).toBe(false);
    expect(queries?.refetchOnReconnect).toBe(false);
  });

  it('raises errors to the error boundary, except an unauthorized one', () => {
    const throwOnError = createQueryClient().getDefaultOptions().queries?.throwOnError;
    if (typeof throwOnError !== 'function') throw new Error('throwOnError should decide per error');
    // The query argument is not consulted by this policy.
    const query = undefined as never;
    expect(throwOnError(new ServerError(500, 'Down.'), query)).toBe(true);
    expect(throwOnError(new UnauthorizedError(401, 'Signed out.'), query)).toBe(false);
  });

  it('clears the cache and reports an unauthorized query', async () => {
    const { client, onUnauthorized } = signedInClient();

    await expect(
      client.fetchQuery({
        queryKey: ['tabs'],
        queryFn: () => Promise.reject(new UnauthorizedError(401, 'no')),
      }),
    ).rejects.toBeInstanceOf(UnauthorizedError);

    expect(client.getQueryData(['profile'])).toBeUndefined();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('clears the cache and reports an unauthorized mutation', async () => {
    const { client, onUnauthorized } = signedInClient();
    const observer = new MutationObserver(client, {
      mutationFn: () => Promise.reject(new UnauthorizedError(401, 'no')),
    });

    await expect(observer.mutate()).rejects.toBeInstanceOf(UnauthorizedError);

    expect(client.getQueryData(['profile'])).toBeUndefined();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps the cache for other errors and for calls that expect a 401', async () => {
    const { client, onUnauthorized } = signedInClient();

    await expect(
      client.fetchQuery({ queryKey: ['tabs'], queryFn: () => Promise.reject(new ServerError(500, 'Down.')) }),
    ).rejects.toBeInstanceOf(ServerError);
    const login = new MutationObserver(client, {
      mutationFn: () => Promise.reject(new UnauthorizedError(401, 'Wrong password.')),
      meta: { handlesUnauthorized: true },
    });
    await expect(login.mutate()).rejects.toBeInstanceOf(UnauthorizedError);

    expect(client.getQueryData(['profile'])).toEqual({ username: 'ada@example.com' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
