import { MESSAGES, SERVER_MESSAGES } from '@portico/application';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentBodies, USERNAME } from '../testing/account-fixtures';
import { ANONYMOUS, refusal, renderApp, stubApi } from '../testing/render-app';
import { findToast } from '../testing/toasts';

async function openForgot() {
  const user = userEvent.setup();
  const view = renderApp('/forgot');
  await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
  return { user, ...view };
}

describe('ForgotScreen', () => {
  it('checks the address with the sign-up message', async () => {
    stubApi(ANONYMOUS);
    const { user } = await openForgot();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
  });

  it('stays on the card and shows the answer as a Success toast that can be closed', async () => {
    const fetchMock = stubApi({
      ...ANONYMOUS,
      'POST /public/forgot-password': { status: 200, body: { message: SERVER_MESSAGES.forgotSent } },
    });
    const { user, history } = await openForgot();
    await user.type(screen.getByLabelText('E-mail'), USERNAME);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const { toast, title } = await findToast(SERVER_MESSAGES.forgotSent);
    expect(title).toBe('Success');
    expect(history.location.pathname).toBe('/forgot');
    expect(sentBodies(fetchMock, 'POST', '/public/forgot-password')).toEqual([{ username: USERNAME }]);

    await user.click(within(toast).getByRole('button', { name: MESSAGES.close }));
    await waitFor(() => expect(screen.queryByText(SERVER_MESSAGES.forgotSent)).toBeNull());
  });

  it("shows a refusal as a 'Forgot Password Error' toast", async () => {
    stubApi({
      ...ANONYMOUS,
      'POST /public/forgot-password': refusal(429, 'RATE_LIMITED', SERVER_MESSAGES.tooManyRequests),
    });
    const { user } = await openForgot();
    await user.type(screen.getByLabelText('E-mail'), USERNAME);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await findToast(SERVER_MESSAGES.tooManyRequests)).title).toBe('Forgot Password Error');
  });
});
