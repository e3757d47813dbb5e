import { MESSAGES, SERVER_MESSAGES } from '@portico/application';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sentBodies, STRONG_PASSWORD, USERNAME } from '../testing/account-fixtures';
import { ANONYMOUS, refusal, renderApp, stubApi } from '../testing/render-app';
import { findToast } from '../testing/toasts';
import { LANGUAGE_STORAGE_KEY } from '../i18n/language-store';

const answers = { first_name: 'Ada', last_name: 'Lovelace' };

async function openLogin(state?: unknown) {
  const user = userEvent.setup();
  const view = renderApp('/login', { state });
  await screen.findByRole('heading', { level: 1 });
  return { user, ...view };
}

describe('LoginScreen', () => {
  it('has labelled fields with autocomplete, the resend button, the forgot link and the footer link', async () => {
    stubApi(ANONYMOUS);
    await openLogin();

    expect(screen.getByRole('heading', { level: 1, name: 'Log In' })).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('button', { name: 'Resend confirmation code?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it('checks nothing while typing, and both fields on submit with the login messages', async () => {
    stubApi(ANONYMOUS);
    const { user } = await openLogin();
    const email = screen.getByLabelText('E-mail');

    await user.type(email, 'not-an-address');
    await user.tab();
    expect(screen.queryByText(MESSAGES.loginEmailInvalid)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const emailError = await screen.findByText(MESSAGES.loginEmailInvalid);
    const passwordError = screen.getByText(MESSAGES.loginPasswordRequired);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(emailError.id);
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toContain(passwordError.id);
    expect(document.activeElement).toBe(email);

    // Reduced mode: a corrected address is judged again on the next submit, not while typing.
    await user.clear(email);
    await user.type(email, USERNAME);
    expect(screen.queryByText(MESSAGES.loginEmailInvalid)).not.toBeNull();
  });

  it('logs in, carries the answers to /about and says so in a Success toast', async () => {
    const fetchMock = stubApi({
      ...ANONYMOUS,
      'POST /public/login': {
        status: 200,
        body: { message: SERVER_MESSAGES.loginSuccess, username: USERNAME, language: 'en' },
      },
    });
    const { user, history } = await openLogin({ answers });

    await user.type(screen.getByLabelText('E-mail'), ` ${USERNAME} `);
    await user.type(screen.getByLabelText('Password'), STRONG_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect((await findToast(SERVER_MESSAGES.loginSuccess)).title).toBe('Success');
    expect(history.location.pathname).toBe('/about');
    expect(history.location.state).toEqual({ answers });
    expect(sentBodies(fetchMock, 'POST', '/public/login')).toEqual([
      { username: USERNAME, password: STRONG_PASSWORD },
    ]);
  });

  it("shows the account's language after the login, whatever the tab showed before (issue 32)", async () => {
    stubApi({
      ...ANONYMOUS,
      'POST /public/login': {
        status: 200,
        body: { message: SERVER_MESSAGES.loginSuccess, username: USERNAME, language: 'es' },
      },
    });
    const { user } = await openLogin();
    expect(document.documentElement.lang).not.toBe('es');
    await user.type(screen.getByLabelText('E-mail'), USERNAME);
    await user.type(screen.getByLabelText('Password'), STRONG_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(sessionStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
  });

  it('shows the loading state while the request runs and ignores a second submit', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn((input: RequestInfo | URL) =>
      String(input) === '/public/login'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : Promise.resolve(new Response('{"message":"no"}', { status: 401 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('E-mail'), USERNAME);
    await user.type(screen.getByLabelText('Password'), 'anything');

    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.click(submit);
    await waitFor(() => expect(submit.getAttribute('aria-busy')).toBe('true'));
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    await user.click(submit);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/public/login')).toHaveLength(1);

    act(() => answer(new Response('{"code":"INVALID_CREDENTIALS","message":"Wrong."}', { status: 400 })));
    await waitFor(() => expect(submit.getAttribute('aria-busy')).toBeNull());
  });

  it("shows the server's refusal in an error toast titled 'Log In Error'", async () => {
    stubApi({
      ...ANONYMOUS,
      'POST /public/login': refusal(403, 'ACCOUNT_NOT_CONFIRMED', SERVER_MESSAGES.accountNotConfirmed),
    });
    const { user, history } = await openLogin();
    await user.type(screen.getByLabelText('E-mail'), USERNAME);
    await user.type(screen.getByLabelText('Password'), STRONG_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect((await findToast(SERVER_MESSAGES.accountNotConfirmed)).title).toBe('Log In Error');
    expect(history.location.pathname).toBe('/login');
  });

  it('asks for a valid address beside the field before resending a code', async () => {
    const fetchMock = stubApi(ANONYMOUS);
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('E-mail'), 'ada@');

    await user.click(screen.getByRole('button', { name: 'Resend confirmation code?' }));

    expect(await screen.findByText(MESSAGES.resendEmailInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(sentBodies(fetchMock, 'POST', '/public/resend-confirm')).toEqual([]);
  });

  it('resends the code and goes to /confirm with the address and a Success toast', async () => {
    const fetchMock = stubApi({
      ...ANONYMOUS,
      'POST /public/resend-confirm': { status: 200, body: { message: SERVER_MESSAGES.resendSent } },
    });
    const { user, history } = await openLogin({ answers });
    await user.type(screen.getByLabelText('E-mail'), USERNAME);

    await user.click(screen.getByRole('button', { name: 'Resend confirmation code?' }));

    expect((await findToast(SERVER_MESSAGES.resendSent)).title).toBe('Success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm Your Account' })).toBeTruthy();
    expect(screen.getByText(`Enter the 6-digit code we e-mailed to ${USERNAME}.`)).toBeTruthy();
    expect(history.location.state).toEqual({ answers, username: USERNAME });
    expect(sentBodies(fetchMock, 'POST', '/public/resend-confirm')).toEqual([{ username: USERNAME }]);
  });

  it("titles a failed resend 'Resend Confirmation Code Error'", async () => {
    stubApi({
      ...ANONYMOUS,
      'POST /public/resend-confirm': refusal(429, 'RATE_LIMITED', SERVER_MESSAGES.tooManyRequests),
    });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('E-mail'), USERNAME);
    await user.click(screen.getByRole('button', { name: 'Resend confirmation code?' }));

    expect((await findToast(SERVER_MESSAGES.tooManyRequests)).title).toBe('Resend Confirmation Code Error');
  });

  it('shows an error message that arrives in navigation state, and the Sign In title', async () => {
    stubApi(ANONYMOUS);
    await openLogin({ errorMessage: MESSAGES.inactivityLogout, title: 'Sign In' });

    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.inactivityLogout);
  });

  it('carries the answers on the footer and forgot links', async () => {
    stubApi(ANONYMOUS);
    const { user, history } = await openLogin({ answers, title: 'Sign In' });

    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
    expect(history.location.state).toEqual({ answers });

    await user.click(screen.getByRole('link', { name: 'Log In' }));
    await screen.findByRole('heading', { level: 1, name: 'Log In' });
    await user.click(screen.getByRole('link', { name: 'Sign Up' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
    expect(history.location.state).toEqual({ answers });
  });

  it('lets the password be shown and hidden again', async () => {
    stubApi(ANONYMOUS);
    const { user } = await openLogin();
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });

    expect(password.getAttribute('type')).toBe('password');
    await user.click(toggle);
    expect(password.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(password.getAttribute('type')).toBe('password');
  });
});
