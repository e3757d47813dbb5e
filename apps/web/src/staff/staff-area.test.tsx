import { MESSAGES, STAFF_MESSAGES } from '@portico/application';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS, renderApp, stubApi } from '../testing/render-app';

const NO_STAFF_SESSION = {
  status: 401,
  body: { code: 'UNAUTHORIZED', message: STAFF_MESSAGES.sessionInvalid },
};

const NO_SINGLE_SIGN_ON = {
  'GET /staff-api/sign-in-options': { status: 200, body: { single_sign_on: false } },
};

describe('the staff area', () => {
  it('keeps /staff paths for the staff pages: no redirect to /about; without a session, sign-in', async () => {
    stubApi({ ...ANONYMOUS, 'GET /staff-api/session': NO_STAFF_SESSION, ...NO_SINGLE_SIGN_ON });
    const { history } = renderApp('/staff');

    expect(await screen.findByRole('heading', { level: 1, name: STAFF_MESSAGES.loginHeader })).toBeTruthy();
    expect(history.location.pathname).toBe('/staff/login');
    expect(screen.queryByText(MESSAGES.invalidLocation)).toBeNull();
    expect(screen.getByLabelText(MESSAGES.emailLabel)).toBeTruthy();
  });

  it('says plainly when the setup link has no token', async () => {
    stubApi(ANONYMOUS);
    renderApp('/staff/setup');

    expect(await screen.findByText(STAFF_MESSAGES.invitationInvalid)).toBeTruthy();
  });
});
