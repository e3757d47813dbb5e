import { MESSAGES, SERVER_MESSAGES } from '@portico/application';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentBodies, STRONG_PASSWORD, USERNAME } from '../testing/account-fixtures';
import { ANONYMOUS, renderApp, stubApi } from '../testing/render-app';
import { findToast } from '../testing/toasts';

const LINK = `/reset?username=${encodeURIComponent(USERNAME)}&id=reset-id-1`;

async function openReset(path = LINK, state?: unknown) {
  const user = userEvent.setup();
  const view = renderApp(path, { state });
  await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
  return { user, ...view };
}

describe('ResetScreen', () => {
  it('asks for the new password twice, with the checklist, and no e-mail field', async () => {
    stubApi(ANONYMOUS);
    await openReset();

    expect(screen.getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByLabelText('Confirm password').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByRole('list', { name: MESSAGES.passwordRequirementsTitle })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says 'passwords must match' and points at the requirements", async () => {
    stubApi(ANONYMOUS);
    const { user } = await openReset();

    await user.type(screen.getByLabelText('New password'), 'weak');
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(MESSAGES.passwordsMustMatch)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordRequirementsUnmet)).toBeTruthy();
  });

  it('says when the link lacks its address or id, with a way to ask for a new one', async () => {
    stubApi(ANONYMOUS);
    await openReset('/reset?username=ada%40example.com');

    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.resetLinkInvalid);
    expect(screen.getAllByRole('link', { name: 'Forgot password?' })[0]?.getAttribute('href')).toBe(
      '/forgot',
    );
  });

  it('resets the password with the query values and goes to /login with a Success toast', async () => {
    const fetchMock = stubApi({
      ...ANONYMOUS,
      'POST /public/reset-password': { status: 200, body: { message: SERVER_MESSAGES.resetSuccess } },
    });
    const answers = { first_name: 'Ada' };
    const { user, history } = await openReset(LINK, { answers });

    await user.type(screen.getByLabelText('New password'), STRONG_PASSWORD);
    await user.type(screen.getByLabelText('Confirm password'), STRONG_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect((await findToast(SERVER_MESSAGES.resetSuccess)).title).toBe('Success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeTruthy();
    expect(history.location.state).toEqual({ answers, username: USERNAME });
    expect(sentBodies(fetchMock, 'POST', '/public/reset-password')).toEqual([
      { username: USERNAME, id: 'reset-id-1', password: STRONG_PASSWORD, confirm_password: STRONG_PASSWORD },
    ]);
  });

  it("shows a used or expired link as a 'Reset Password Error' toast and on the card", async () => {
    stubApi({
      ...ANONYMOUS,
      'POST /public/reset-password': {
        status: 400,
        body: {
          code: 'INVALID_CODE',
          message: MESSAGES.resetLinkInvalid,
          errors: { id: [MESSAGES.resetLinkInvalid] },
        },
      },
    });
    const { user } = await openReset();
    await user.type(screen.getByLabelText('New password'), STRONG_PASSWORD);
    await user.type(screen.getByLabelText('Confirm password'), STRONG_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect((await findToast(MESSAGES.resetLinkInvalid)).title).toBe('Reset Password Error');
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.resetLinkInvalid);
  });
});
