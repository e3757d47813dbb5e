import { MESSAGES, SESSION_MESSAGES } from '@portico/application';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { createMemoryHistory, HistoryRouter } from '../navigation/router';
import { ScreenPreloadContext } from '../navigation/screen-preload';
import { getSessionSnapshot } from '../session/session-store';
import {
  formApi,
  loggedInApi,
  profileFixture,
  sentBodies,
  setIdentityCookie,
  USERNAME,
} from '../testing/account-fixtures';
import { ANONYMOUS, renderApp, stubApi } from '../testing/render-app';
import { findToast } from '../testing/toasts';
import { ToastProvider } from '../ui/toast';
import { AccountMenu } from './account-menu';

const answers = { first_name: 'Ada' };

async function openPopover(path = '/about', state?: unknown) {
  const user = userEvent.setup();
  const view = renderApp(path, { state });
  const button = await screen.findByRole('button', { name: MESSAGES.accountLabel });
  await user.click(button);
  const popover = await screen.findByRole('dialog', { name: MESSAGES.accountLabel });
  return { user, button, popover, ...view };
}

describe('the account popover', () => {
  it('offers Sign In and Create Account to a visitor, with its label and a close button', async () => {
    stubApi(ANONYMOUS);
    const { button, popover } = await openPopover();

    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(within(popover).getByText(MESSAGES.accountLabel)).toBeTruthy();
    expect(within(popover).getByRole('button', { name: MESSAGES.close })).toBeTruthy();
    expect(within(popover).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(within(popover).getByRole('link', { name: 'Create Account' }).getAttribute('href')).toBe(
      '/signup',
    );
    expect(within(popover).queryByRole('button', { name: 'Log Out' })).toBeNull();
  });

  it('takes the answers to the card, titled Sign In or Create Account', async () => {
    stubApi(ANONYMOUS);
    const { user, popover, history } = await openPopover('/about', { answers });

    await user.click(within(popover).getByRole('link', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    expect(history.location.state).toEqual({ answers, title: 'Sign In' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: MESSAGES.accountLabel }));
    await user.click(
      within(await screen.findByRole('dialog', { name: MESSAGES.accountLabel })).getByRole('link', {
        name: 'Create Account',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Account' })).toBeTruthy();
    expect(history.location.state).toEqual({ answers, title: 'Create Account' });
  });

  it('takes the answers typed on the page, the SSN too, which no storage keeps (issue 14)', async () => {
    stubApi(ANONYMOUS);
    const user = userEvent.setup();
    const { history } = renderApp('/about');
    await user.type(await screen.findByLabelText('Legal First Name'), 'Ada');
    await user.click(screen.getByRole('radio', { name: 'U.S. Citizen' }));
    await user.type(screen.getByLabelText('What is your Social Security number?'), '123456789');
    await user.click(screen.getByRole('button', { name: MESSAGES.accountLabel }));
    const popover = await screen.findByRole('dialog', { name: MESSAGES.accountLabel });
    await user.click(within(popover).getByRole('link', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Create Account' })).toBeTruthy();
    expect(history.location.state).toMatchObject({
      title: 'Create Account',
      answers: { first_name: 'Ada', ssn: '123-45-6789' },
    });
  });

  it('closes on Escape and on its close button, and gives focus back to the Account button', async () => {
    stubApi(ANONYMOUS);
    const { user, button, popover } = await openPopover();

    await waitFor(() => expect(popover.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    const reopened = await screen.findByRole('dialog', { name: MESSAGES.accountLabel });
    await user.click(within(reopened).getByRole('button', { name: MESSAGES.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('shows the signed-in address and Log Out, which ends the session and goes to /login', async () => {
    setIdentityCookie();
    const fetchMock = stubApi(loggedInApi(profileFixture()));
    const { user, popover, history } = await openPopover();

    expect(within(popover).getByText(USERNAME)).toBeTruthy();
    expect(within(popover).queryByRole('link', { name: 'Sign In' })).toBeNull();

    await user.click(within(popover).getByRole('button', { name: 'Log Out' }));

    expect((await findToast(MESSAGES.logoutSuccess)).title).toBe('Success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/logout')).toBe(true);
    expect(getSessionSnapshot().hasIdentityCookie).toBe(false);
  });

  it('saves the last changes under the session they were typed in before logging out (issue 27)', async () => {
    setIdentityCookie();
    const fetchMock = stubApi(formApi());
    const user = userEvent.setup();
    renderApp('/about');
    await user.type(await screen.findByLabelText('Middle Name'), 'Avery');
    await user.click(screen.getByRole('button', { name: MESSAGES.accountLabel }));
    const popover = await screen.findByRole('dialog', { name: MESSAGES.accountLabel });
    await user.click(within(popover).getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeTruthy();
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
    expect(calls.indexOf('PUT /api/answer')).toBeGreaterThanOrEqual(0);
    expect(calls.indexOf('PUT /api/answer')).toBeLessThan(calls.indexOf('GET /api/logout'));
    expect(sentBodies(fetchMock, 'PUT', '/api/answer')).toEqual([{ answers: { middle_name: 'Avery' } }]);
  });

  it('asks before a Log Out that cannot save the last changes: Stay keeps them, the other answer loses them', async () => {
    setIdentityCookie();
    const api = formApi();
    // The server out of reach for the save (fetch rejects, as it does offline).
    delete api['PUT /api/answer'];
    const fetchMock = stubApi(api);
    const user = userEvent.setup();
    const { history } = renderApp('/about');
    const middleName = await screen.findByLabelText('Middle Name');
    await user.type(middleName, 'Avery');
    const accountButton = screen.getByRole('button', { name: MESSAGES.accountLabel });
    await user.click(accountButton);
    await user.click(
      within(await screen.findByRole('dialog', { name: MESSAGES.accountLabel })).getByRole('button', {
        name: 'Log Out',
      }),
    );

    const dialog = await screen.findByRole('alertdialog', { name: SESSION_MESSAGES.logOutUnsavedTitle });
    expect(dialog.textContent).toContain(SESSION_MESSAGES.logOutUnsavedBody);
    const stay = within(dialog).getByRole('button', { name: SESSION_MESSAGES.logOutUnsavedStay });
    await waitFor(() => expect(document.activeElement).toBe(stay));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(accountButton));
    expect(history.location.pathname).toBe('/about');
    expect((screen.getByLabelText('Middle Name') as HTMLInputElement).value).toBe('Avery');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/logout')).toBe(false);

    await user.click(accountButton);
    await user.click(
      within(await screen.findByRole('dialog', { name: MESSAGES.accountLabel })).getByRole('button', {
        name: 'Log Out',
      }),
    );
    const again = await screen.findByRole('alertdialog', { name: SESSION_MESSAGES.logOutUnsavedTitle });
    await user.click(within(again).getByRole('button', { name: SESSION_MESSAGES.logOutUnsavedConfirm }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeTruthy();
    expect((await findToast(MESSAGES.logoutSuccess)).title).toBe('Success');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/logout')).toBe(true);
  });

  it('clears the cache and shows the error screen when Log Out fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setIdentityCookie();
    stubApi({
      ...loggedInApi(),
      'GET /api/logout': { status: 500, body: { code: 'INTERNAL', message: 'Down.' } },
    });
    const { user, popover, queryClient } = await openPopover();

    await user.click(within(popover).getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.errorScreenTitle })).toBeTruthy();
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
  });

  it('is not there for a service user', async () => {
    const snapshot = { answer: {}, add_another: {}, document_answer: {}, tabs: {} };
    stubApi({ 'GET /service/tmp-pdf?service_token=abc': { status: 200, body: snapshot } });
    renderApp('/about?service_token=abc');
    // The print view (form/application-print-view.tsx): each page is an h2 under the application's h1.
    await screen.findByRole('heading', { level: 2, name: 'About You' });
    expect(screen.queryByRole('button', { name: MESSAGES.accountLabel })).toBeNull();
  });

  it('preloads the Sign In and Create Account screens when the pointer reaches them', async () => {
    const preload = vi.fn();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <ScreenPreloadContext value={preload}>
            <HistoryRouter history={createMemoryHistory()}>
              <AccountMenu />
            </HistoryRouter>
          </ScreenPreloadContext>
        </ToastProvider>
      </QueryClientProvider>,
    );

    await user.click(screen.getByRole('button', { name: MESSAGES.accountLabel }));
    const popover = await screen.findByRole('dialog', { name: MESSAGES.accountLabel });
    await user.hover(within(popover).getByRole('link', { name: 'Sign In' }));
    await user.hover(within(popover).getByRole('link', { name: 'Create Account' }));

    expect(preload.mock.calls).toEqual([['/login'], ['/signup']]);
  });
});
