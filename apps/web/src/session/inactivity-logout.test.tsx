import { formatMessage, MESSAGES, SESSION_MESSAGES } from '@portico/application';
import { LOGIN_MARKER_COOKIE } from '@portico/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formApi, loggedInApi, setIdentityCookie, USERNAME } from '../testing/account-fixtures';
import { renderApp, stubApi } from '../testing/render-app';

const MINUTE = 60_000;

async function openLoggedIn() {
  setIdentityCookie();
  const fetchMock = stubApi(loggedInApi());
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const view = renderApp('/about');
  await screen.findByRole('heading', { level: 1, name: 'About You' });
  // The account menu knows the user once the profile is in: the watch has started by then.
  await user.click(screen.getByRole('button', { name: MESSAGES.accountLabel }));
  await screen.findByRole('button', { name: 'Log Out' });
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  return { user, fetchMock, ...view };
}

const calls = (fetchMock: { mock: { calls: unknown[][] } }, path: string) =>
  fetchMock.mock.calls.filter(([url]) => url === path).length;

describe('the inactivity logout', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("asks 'Still working?' a minute before 15 idle minutes; Continue keeps the session", async () => {
    const { user, history } = await openLoggedIn();

    act(() => vi.advanceTimersByTime(14 * MINUTE));
    const dialog = await screen.findByRole('alertdialog', { name: MESSAGES.stillWorking });
    // Issue 31: the warning says the answers are kept.
    expect(
      within(dialog).getByText(`${SESSION_MESSAGES.stillWorkingBody} ${SESSION_MESSAGES.stillWorkingSaved}`),
    ).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Continue' })),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    act(() => vi.advanceTimersByTime(2 * MINUTE));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(history.location.pathname).toBe('/about');
  });

  it('counts down to the logout each second, and tells screen readers every 20 seconds, not every second', async () => {
    await openLoggedIn();

    act(() => vi.advanceTimersByTime(14 * MINUTE));
    const dialog = await screen.findByRole('alertdialog', { name: MESSAGES.stillWorking });
    const shown = () => dialog.querySelector('[aria-hidden="true"].dialog__countdown')?.textContent;
    const announced = () => dialog.querySelector('[aria-live="polite"]')?.textContent;
    expect(shown()).toBe(formatMessage.logoutCountdown(60));
    expect(announced()).toBe(formatMessage.logoutCountdown(60));

    act(() => vi.advanceTimersByTime(2_000));
    expect(shown()).toBe('You will be logged out in 58 seconds');
    expect(announced()).toBe(formatMessage.logoutCountdown(60));

    act(() => vi.advanceTimersByTime(18_000));
    expect(shown()).toBe(formatMessage.logoutCountdown(40));
    expect(announced()).toBe('You will be logged out in 40 seconds');
    act(() => vi.advanceTimersByTime(39_000));
    expect(shown()).toBe('You will be logged out in 1 second');
    expect(announced()).toBe(formatMessage.logoutCountdown(10));
  });

  it('logs out when the minute runs out, with the inactivity message on the login card', async () => {
    const { fetchMock, history } = await openLoggedIn();

    act(() => vi.advanceTimersByTime(14 * MINUTE));
    await screen.findByRole('alertdialog', { name: MESSAGES.stillWorking });
    act(() => vi.advanceTimersByTime(MINUTE));

    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.inactivityLogout);
    expect(history.location.pathname).toBe('/login');
    // The same applicant logs in again: the card keeps their address (issue 31).
    expect(screen.getByLabelText(MESSAGES.emailLabel)).toHaveProperty('value', USERNAME);
    expect(calls(fetchMock, '/api/logout')).toBe(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("logs out at once with the warning's Log Out, with the same message", async () => {
    const { user, fetchMock } = await openLoggedIn();

    act(() => vi.advanceTimersByTime(14 * MINUTE));
    const dialog = await screen.findByRole('alertdialog', { name: MESSAGES.stillWorking });
    await user.click(within(dialog).getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.inactivityLogout);
    expect(calls(fetchMock, '/api/logout')).toBe(1);
  });

  it('keeps the server session alive while the student types, at most every 5 minutes', async () => {
    const { user, fetchMock } = await openLoggedIn();

    for (let minute = 0; minute < 11; minute += 1) {
      act(() => vi.advanceTimersByTime(MINUTE));
      await user.keyboard('a');
    }

    expect(calls(fetchMock, '/api/session')).toBe(2);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('goes to /login with the session-invalid message when the keep-alive finds the session gone', async () => {
    const { user, fetchMock, history } = await openLoggedIn();
    // The server has ended the session: every /api call answers 401 and clears the cookies.
    fetchMock.mockImplementation(() => {
      document.cookie = `${LOGIN_MARKER_COOKIE}=; Max-Age=0; Path=/`;
      return Promise.resolve(new Response('{"code":"UNAUTHORIZED","message":"no"}', { status: 401 }));
    });

    act(() => vi.advanceTimersByTime(5 * MINUTE));
    await user.keyboard('a');

    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.sessionInvalid);
    expect(history.location.pathname).toBe('/login');
  });

  it('saves the last changes first; when it cannot, takes them to /login for this applicant only, and the form session ends (issue 27)', async () => {
    setIdentityCookie();
    const api = formApi();
    // The server out of reach for the save (fetch rejects, as offline).
    delete api['PUT /api/answer'];
    const fetchMock = stubApi(api);
    const { history, formSlot } = renderApp('/about');
    // One change, as a paste makes it (this file's fake timers hold React's work between keys).
    fireEvent.change(await screen.findByLabelText('Middle Name'), { target: { value: 'Avery' } });
    const typedUnder = formSlot.session();
    expect(typedUnder?.store.getState().answers.middle_name).toBe('Avery');

    act(() => vi.advanceTimersByTime(14 * MINUTE));
    // The warning does not claim a save that failed (issue 31).
    const dialog = await screen.findByRole('alertdialog', { name: MESSAGES.stillWorking });
    expect(
      within(dialog).getByText(
        `${SESSION_MESSAGES.stillWorkingBody} ${SESSION_MESSAGES.stillWorkingUnsaved}`,
      ),
    ).toBeTruthy();
    act(() => vi.advanceTimersByTime(MINUTE));

    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.inactivityLogout);
    expect(calls(fetchMock, '/api/logout')).toBe(1);
    expect(history.location.state).toMatchObject({
      unsavedAnswers: { username: USERNAME, answers: { middle_name: 'Avery' } },
    });
    // Nothing of it is left in the page for whoever logs in next.
    expect(typedUnder?.store.getState()).toMatchObject({ owner: undefined, answers: {} });
    expect(formSlot.session()).not.toBe(typedUnder);
    expect(formSlot.session()?.store.getState().answers.middle_name).toBeUndefined();
  });
});
