import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';
import { lazy, whenOnline } from './lazy';

afterEach(() => vi.restoreAllMocks());

describe('code loaded late (D-WEB-11)', () => {
  test('a fetch refused offline waits for the connection, then loads: the page keeps its place', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi
      .fn<() => Promise<{ default: () => string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => 'Step progress' });
    const Late = lazy(load);
    render(
      <ErrorBoundary fallback={() => 'Something went wrong'}>
        <Suspense fallback="Loading">
          <Late />
        </Suspense>
      </ErrorBoundary>,
    );
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // Offline: still waiting, nothing thrown to the boundary, and not fetched again meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Step progress')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('a failure while online is an error, as before', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const failure = new Error('chunk missing');
    await expect(whenOnline(() => Promise.reject(failure))()).rejects.toBe(failure);
  });
});
