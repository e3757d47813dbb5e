import { MESSAGES, PAGES } from '@portico/application';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UnauthorizedError } from '../api/api-error';
import { ANONYMOUS, renderApp, stubApi } from '../testing/render-app';

/** An anonymous visitor opens `path` and lands on About You; the history to check where. */
async function openAsVisitor(path: string) {
  stubApi(ANONYMOUS);
  const view = renderApp(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'About You' })).toBeTruthy();
  return view;
}

describe('routes', () => {
  it('sends an unknown path to /about, keeping the query string, with the invalid-location toast', async () => {
    const { history } = await openAsVisitor('/no/such/page?x=1');
    expect(history.location.pathname).toBe('/about');
    expect(history.location.search).toBe('?x=1');
    const toast = (await screen.findByText(MESSAGES.invalidLocation)).closest('li');
    expect(toast && within(toast).getByText(MESSAGES.successToastTitle)).toBeTruthy();
    // The message is taken out of the history entry so that a reload does not repeat it.
    expect(history.location.state).toBeNull();
  });

  it('sends "/" to /about with its query string and no toast', async () => {
    const { history } = await openAsVisitor('/?token=abc123');
    expect(history.location.pathname).toBe('/about');
    expect(history.location.search).toBe('?token=abc123');
    expect(screen.queryByText(MESSAGES.invalidLocation)).toBeNull();
  });

  it('treats paths as case-sensitive: /About is unknown', async () => {
    stubApi(ANONYMOUS);
    const { history } = renderApp('/About');

    expect(await screen.findByText(MESSAGES.invalidLocation)).toBeTruthy();
    expect(history.location.pathname).toBe('/about');
  });

  it.each<[path: string, title: string]>([
    ...PAGES.map((page): [string, string] => [page.path, page.title]),
    // /completion is seen only once submitted (the route rules): form/use-submit-application.test.tsx.
    ['/signup', 'Sign Up'],
    ['/confirm', 'Confirm Your Account'],
    ['/login', 'Log In'],
    ['/forgot', 'Forgot Password'],
    ['/reset', 'Reset Password'],
  ])('renders %s with its one h1 "%s" and names the tab after it', async (path, title) => {
    stubApi(ANONYMOUS);
    const { history } = renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(history.location.pathname).toBe(path);
    await waitFor(() => expect(document.title).toBe(`${title} | Test Application for Admission`));
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('shows the step navigation on form pages only', async () => {
    stubApi(ANONYMOUS);
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log In' });
    expect(screen.queryByRole('navigation', { name: MESSAGES.stepNavLabel })).toBeNull();
  });

  it('shows a full-screen spinner while the profile loads', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/about');

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.loading);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    act(() => {
      answer(new Response('{"message":"no session"}', { status: 401 }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'About You' })).toBeTruthy();
  });

  it('shows the error screen when the profile cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'GET /api/profile': { status: 500, body: { code: 'INTERNAL', message: 'Down.' } } });
    renderApp('/about');

    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.errorScreenTitle })).toBeTruthy();
    expect(screen.getByText(MESSAGES.errorScreenBody)).toBeTruthy();
  });

  it('sends the user to /login with the session-invalid message after an unauthorized error', async () => {
    stubApi(ANONYMOUS);
    const { history, queryClient } = renderApp('/education');
    await screen.findByRole('heading', { level: 1, name: 'Your Academics' });

    await act(() =>
      queryClient
        .fetchQuery({
          queryKey: ['answers'],
          queryFn: () => Promise.reject(new UnauthorizedError(401, 'no')),
        })
        .catch(() => undefined),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.sessionInvalid);
  });
});
