import { STAFF_MESSAGES } from '@portico/application';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, stubApi } from '../testing/render-app';
import { axeViolations } from '../widgets/testing/render-widgets';

const signInOptions = (single_sign_on: boolean) => ({
  'GET /staff-api/sign-in-options': { status: 200, body: { single_sign_on } },
});
const SSO_LINK = STAFF_MESSAGES.ssoSignIn('Test State University');

describe('the staff login page and single sign-on', () => {
  it('offers the institution’s sign-in first, as a link the keyboard reaches, when it is set up', async () => {
    stubApi(signInOptions(true));
    const { container } = renderApp('/staff/login');

    const link = await screen.findByRole('link', { name: SSO_LINK });
    // A navigation to the server, which sends the browser on to the provider.
    expect(link.getAttribute('href')).toBe('/staff-api/oidc/start');
    expect(screen.getByText(STAFF_MESSAGES.ssoOr)).toBeTruthy();
    // A real link: in the tab order, followed with Enter.
    expect(link.tabIndex).toBe(0);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers only the password where it is not set up', async () => {
    stubApi(signInOptions(false));
    const { queryClient } = renderApp('/staff/login');

    await screen.findByRole('heading', { level: 1, name: STAFF_MESSAGES.loginHeader });
    await waitFor(() =>
      expect(queryClient.getQueryState(['staff', 'sign-in-options'])?.status).toBe('success'),
    );
    expect(screen.queryByText(STAFF_MESSAGES.ssoOr)).toBeNull();
    expect(screen.queryByRole('link', { name: SSO_LINK })).toBeNull();
  });

  it('says why a single sign-on came back without signing in', async () => {
    for (const [failure, message] of [
      ['refused', STAFF_MESSAGES.ssoRefused],
      ['lapsed', STAFF_MESSAGES.ssoLapsed],
      ['disabled', STAFF_MESSAGES.ssoDisabled],
      ['failed', STAFF_MESSAGES.ssoFailed],
    ] as const) {
      stubApi(signInOptions(true));
      const { container, unmount } = renderApp(`/staff/login?sso=${failure}`);
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      await screen.findByRole('link', { name: SSO_LINK });
      expect(await axeViolations(container)).toEqual([]);
      unmount();
    }
  });

  it('ignores an unknown reason in the address', async () => {
    stubApi(signInOptions(true));
    renderApp('/staff/login?sso=<script>');
    await screen.findByRole('link', { name: SSO_LINK });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
