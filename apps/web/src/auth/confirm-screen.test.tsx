import { MESSAGES, SERVER_MESSAGES } from '@portico/application';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentBodies, USERNAME } from '../testing/account-fixtures';
import { ANONYMOUS, renderApp, stubApi, type FakeResponse } from '../testing/render-app';
import { findToast } from '../testing/toasts';

const answers = { first_name: 'Ada' };
const WRONG_CODE: FakeResponse = {
  status: 400,
  body: {
    code: 'INVALID_CODE',
    message: SERVER_MESSAGES.codeInvalid,
    errors: { code: [SERVER_MESSAGES.codeInvalid] },
  },
};

async function openConfirm(state?: unknown) {
  const user = userEvent.setup();
  const view = renderApp('/confirm', { state });
  await screen.findByRole('heading', { level: 1, name: 'Confirm Your Account' });
  return { user, ...view };
}

describe('ConfirmScreen', () => {
  it('takes the address from navigation state and asks only for the code', async () => {
    stubApi(ANONYMOUS);
    await openConfirm({ username: USERNAME });

    expect(screen.getByText(`Enter the 6-digit code we e-mailed to ${USERNAME}.`)).toBeTruthy();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    const code = screen.getByLabelText('Confirmation code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
  });

  it('asks for the address when none arrived, and checks both on submit', async () => {
    stubApi(ANONYMOUS);
    const { user } = await openConfirm();

    await user.type(screen.getByLabelText('Confirmation code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(MESSAGES.confirmationCodeInvalid)).toBeTruthy();
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeTruthy();
  });

  it('confirms and goes to /login with a Success toast, the address and the answers', async () => {
    const fetchMock = stubApi({
      ...ANONYMOUS,
      'POST /public/confirm': { status: 200, body: { message: SERVER_MESSAGES.confirmSuccess } },
    });
    const { user, history } = await openConfirm({ username: USERNAME, answers });

    await user.type(screen.getByLabelText('Confirmation code'), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect((await findToast(SERVER_MESSAGES.confirmSuccess)).title).toBe('Success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeTruthy();
    expect(history.location.state).toEqual({ answers, username: USERNAME });
    // The login card starts with the address filled in.
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe(USERNAME);
    expect(sentBodies(fetchMock, 'POST', '/public/confirm')).toEqual([
      { username: USERNAME, code: '123456' },
    ]);
  });

  it("shows a wrong code as a 'Confirm Your Account Error' toast and beside the code", async () => {
    stubApi({
      ...ANONYMOUS,
      'POST /public/confirm': WRONG_CODE,
    });
    const { user } = await openConfirm({ username: USERNAME });
    await user.type(screen.getByLabelText('Confirmation code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect((await findToast(SERVER_MESSAGES.codeInvalid)).title).toBe('Confirm Your Account Error');
    expect(screen.getByLabelText('Confirmation code').getAttribute('aria-invalid')).toBe('true');
  });

  it("takes the wrong code's error toast away once the right code confirms", async () => {
    const table: Record<string, FakeResponse> = {
      ...ANONYMOUS,
      'POST /public/confirm': WRONG_CODE,
    };
    stubApi(table);
    const { user } = await openConfirm({ username: USERNAME });
    await user.type(screen.getByLabelText('Confirmation code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await findToast(SERVER_MESSAGES.codeInvalid);

    table['POST /public/confirm'] = { status: 200, body: { message: SERVER_MESSAGES.confirmSuccess } };
    await user.clear(screen.getByLabelText('Confirmation code'));
    await user.type(screen.getByLabelText('Confirmation code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect((await findToast(SERVER_MESSAGES.confirmSuccess)).title).toBe('Success');
    expect(screen.queryByText(SERVER_MESSAGES.codeInvalid)).toBeNull();
  });

  it('resends the code for the address it arrived with', async () => {
    const fetchMock = stubApi({
      ...ANONYMOUS,
      'POST /public/resend-confirm': { status: 200, body: { message: SERVER_MESSAGES.resendSent } },
    });
    const { user, history } = await openConfirm({ username: USERNAME });

    await user.click(screen.getByRole('button', { name: 'Resend confirmation code?' }));

    expect((await findToast(SERVER_MESSAGES.resendSent)).title).toBe('Success');
    expect(history.location.pathname).toBe('/confirm');
    expect(sentBodies(fetchMock, 'POST', '/public/resend-confirm')).toEqual([{ username: USERNAME }]);
  });

  it('asks for a valid address beside the field before resending', async () => {
    stubApi(ANONYMOUS);
    const { user } = await openConfirm();
    await user.click(screen.getByRole('button', { name: 'Resend confirmation code?' }));
    expect(await screen.findByText(MESSAGES.resendEmailInvalid)).toBeTruthy();
  });
});
