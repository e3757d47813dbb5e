import { MESSAGES } from '@portico/application';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loggedInApi, profileFixture, setIdentityCookie } from '../testing/account-fixtures';
import { ANONYMOUS, renderApp, stubApi } from '../testing/render-app';

async function openAbout(path = '/about') {
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'About You' });
}

/** Opens /about as a student whose profile counts `logins` logins. */
async function openAboutAfterLogins(logins: number) {
  setIdentityCookie();
  stubApi(loggedInApi(profileFixture({ logins })));
  await openAbout();
}

describe('the welcome banner', () => {
  it("asks a visitor 'First time here?'", async () => {
    stubApi(ANONYMOUS);
    await openAbout();
    expect(screen.getByText(MESSAGES.bannerFirstTime)).toBeTruthy();
  });

  it("says 'Welcome!' after the first login", async () => {
    await openAboutAfterLogins(1);
    expect(await screen.findByText(MESSAGES.bannerWelcome)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.bannerWelcomeBackNote)).toBeNull();
  });

  it("says 'Welcome Back!' after the second, with the quick-decision note", async () => {
    await openAboutAfterLogins(2);
    expect(await screen.findByText(MESSAGES.bannerWelcomeBack)).toBeTruthy();
    expect(screen.getByText('Finish your application today to get a quick admission decision.')).toBeTruthy();
  });

  it('hides from the third login on once the student changes page', async () => {
    const user = userEvent.setup();
    await openAboutAfterLogins(3);
    expect(await screen.findByText(MESSAGES.bannerWelcomeBack)).toBeTruthy();

    await user.click(screen.getByRole('link', { name: '2 Your Academics' }));
    await screen.findByRole('heading', { level: 1, name: 'Your Academics' });
    expect(screen.queryByText(MESSAGES.bannerWelcomeBack)).toBeNull();
  });

  it('hides once the application is submitted', async () => {
    setIdentityCookie();
    stubApi(
      loggedInApi(
        profileFixture({
          logins: 1,
          web_status: [{ web_status: 'started' }, { web_status: 'validating' }, { web_status: 'submitted' }],
        }),
      ),
    );
    renderApp('/about');
    // The profile has loaded once the steps are text, as they are after submission. (Not the account
    // menu's Log Out: the route moves to /completion when the profile comes, and a click on the
    // account button just before that opened a menu that the move closed, under load.)
    await waitFor(() => {
      const steps = screen.getByRole('navigation', { name: MESSAGES.stepNavLabel });
      expect(within(steps).queryAllByRole('link')).toHaveLength(0);
    });
    expect(screen.queryByText(MESSAGES.bannerWelcome)).toBeNull();
    expect(screen.queryByText(MESSAGES.bannerFirstTime)).toBeNull();
  });

  it('is not shown to a service user', async () => {
    const snapshot = { answer: {}, add_another: {}, document_answer: {}, tabs: {} };
    stubApi({ 'GET /service/tmp-pdf?service_token=abc': { status: 200, body: snapshot } });
    renderApp('/about?service_token=abc');
    // The print view (form/application-print-view.tsx): each page is an h2 under the application's h1.
    await screen.findByRole('heading', { level: 2, name: 'About You' });
    expect(screen.queryByText(MESSAGES.bannerFirstTime)).toBeNull();
  });
});
