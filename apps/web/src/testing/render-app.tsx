import type { SiteConfig } from '@portico/application';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createApp } from '../app/create-app';
import { AppProviders } from '../app/providers';
import { RootLayout } from '../app/root-layout';
import { ApplicationPrintView } from '../form/application-print-view';
import { createMemoryHistory, HistoryRouter } from '../navigation/router';
import { isServiceUserSearch } from '../session/service-user';
import { siteConfigFileFixture, siteConfigFixture } from './site-config-fixture';

export type FakeResponse = { status: number; body?: unknown };

/** A refusal as the server sends it: `status`, and the error's code and message. */
export const refusal = (status: number, code: string, message: string): FakeResponse => ({
  status,
  body: { code, message },
});

/**
 * Replaces fetch with a table of answers by "METHOD path"; anything not in it is a test mistake.
 * The API is an edge of the world for the browser's unit tests; the e2e journeys use the real one.
 * The site configuration's file is always there, as Spanish fetches it (i18n/spanish-texts.ts).
 */
export function stubApi(answers: Record<string, FakeResponse>) {
  const siteConfig: FakeResponse = { status: 200, body: siteConfigFileFixture() };
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${url}`;
    // Read at each call: a test may change an answer after the stub is in place.
    const answer = answers[key] ?? (key === 'GET /public/site-config' ? siteConfig : undefined);
    if (!answer) return Promise.reject(new Error(`unexpected request ${key}`));
    return Promise.resolve(
      new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** An anonymous visitor: the profile answers 401. */
export const ANONYMOUS: Record<string, FakeResponse> = {
  'GET /api/profile': { status: 401, body: { code: 'UNAUTHORIZED', message: 'Not signed in' } },
};

/**
 * The whole app (providers, real routes) on a memory history, entered at `path`, with `state` as
 * the navigation state of that entry when given. A `?service_token=` path gets the print view, as
 * main.tsx gives it.
 */
export function renderApp(
  path: string,
  { siteConfig = siteConfigFixture(), state }: { siteConfig?: SiteConfig; state?: unknown } = {},
) {
  const url = new URL(path, 'http://localhost');
  const { history, queryClient, formSlot } = createApp(
    createMemoryHistory({
      initialEntries: [{ pathname: url.pathname, search: url.search, hash: url.hash, state }],
    }),
  );
  const printView = isServiceUserSearch(url.search) ? ApplicationPrintView : null;
  const view = render(
    <AppProviders siteConfig={siteConfig} queryClient={queryClient} formSlot={formSlot}>
      <HistoryRouter history={history}>
        <RootLayout printView={printView} />
      </HistoryRouter>
    </AppProviders>,
  );
  return { ...view, history, queryClient, formSlot };
}
