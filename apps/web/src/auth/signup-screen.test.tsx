import { MESSAGES, SERVER_MESSAGES } from '@portico/application';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentBodies, STRONG_PASSWORD, USERNAME } from '../testing/account-fixtures';
import { ANONYMOUS, renderApp, stubApi } from '../testing/render-app';
import { findToast } from '../testing/toasts';

const answers = { first_name: 'Ada' };

async function openSignup(state?: unknown) {
  const user = userEvent.setup();
  const view = renderApp('/signup', { state });
  await screen.findByRole('heading', { level: 1 });
  return { user, ...view };
}

function checklistStates() {
  const list = screen.getByRole('list', { name: MESSAGES.passwordRequirementsTitle });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-state'));
}

describe('SignupScreen', () => {
  it('has the e-mail, a new password described by the checklist, and the footer link', async () => {
    stubApi(ANONYMOUS);
    await openSignup();

    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeTruthy();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    const checklist = screen.getByRole('list', { name: MESSAGES.passwordRequirementsTitle }).parentElement;
    expect(password.getAttribute('aria-describedby')).toContain(checklist?.id);
    // The strength rule is a line of the checklist from the start (issue 31).
    expect(checklistStates()).toEqual(Array(7).fill('inactive'));
    expect(screen.getByText(MESSAGES.passwordHardToGuess)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
  });

  it('follows the password live in the checklist', async () => {
    stubApi(ANONYMOUS);
    const { user } = await openSignup();
    const password = screen.getByLabelText('Password');

    await user.type(password, 'abc');
    expect(checklistStates()).toEqual(['unmet', 'unmet', 'met', 'unmet', 'unmet', 'met', 'inactive']);
    await user.clear(password);
    await user.type(password, STRONG_PASSWORD);
    // The strength rule turns once the six are met and the estimator has answered.
    await waitFor(() => expect(checklistStates()).toEqual(Array(7).fill('met')));
    await user.clear(password);
    expect(checklistStates()).toEqual(Array(7).fill('inactive'));
  });

  it('checks a field when it is left, and both on submit, with the sign-up messages', async () => {
    stubApi(ANONYMOUS);
    const { user } = await openSignup();

    await user.type(screen.getByLabelText('E-mail'), 'ada.example.com');
    await user.tab();
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeTruthy();

    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.passwordRequirementsUnmet)).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('signs up and goes to /confirm with the address, the answers and a Success toast', async () => {
    const fetchMock = stubApi({
      ...ANONYMOUS,
      'POST /public/signup': { status: 200, body: { message: SERVER_MESSAGES.signupCodeSent } },
    });
    const { user, history } = await openSignup({ answers, title: 'Create Account' });
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeTruthy();

    await user.type(screen.getByLabelText('E-mail'), USERNAME);
    await user.type(screen.getByLabelText('Password'), STRONG_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect((await findToast(SERVER_MESSAGES.signupCodeSent)).title).toBe('Success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm Your Account' })).toBeTruthy();
    expect(history.location.state).toEqual({ answers, username: USERNAME, signedUpAs: USERNAME });
    expect(sentBodies(fetchMock, 'POST', '/public/signup')).toEqual([
      { username: USERNAME, password: STRONG_PASSWORD },
    ]);
  });

  it("shows a refusal as a 'Sign Up Error' toast, and beside the field once: its reason on the checklist's strength line", async () => {
    stubApi({
      ...ANONYMOUS,
      'POST /public/signup': {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: MESSAGES.commonPassword,
          errors: { password: [MESSAGES.commonPassword, MESSAGES.commonPassword] },
        },
      },
    });
    const { user } = await openSignup();
    await user.type(screen.getByLabelText('E-mail'), USERNAME);
    await user.type(screen.getByLabelText('Password'), 'Password1234!');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect((await findToast(MESSAGES.commonPassword)).title).toBe('Sign Up Error');
    const password = screen.getByLabelText('Password');
    const describedBy = password.getAttribute('aria-describedby')?.split(' ') ?? [];
    const fieldError = describedBy.map((id) => document.getElementById(id)).find((e) => e?.tagName === 'P');
    expect(fieldError?.textContent).toBe(MESSAGES.passwordRequirementsUnmet);
    // The reason, once beside the field (although the server listed it twice), on the strength line.
    const checklist = screen.getByRole('list', { name: MESSAGES.passwordRequirementsTitle });
    const strength = within(checklist).getAllByRole('listitem').at(-1);
    expect(strength?.getAttribute('data-state')).toBe('unmet');
    expect(within(checklist).getAllByText(MESSAGES.commonPassword)).toHaveLength(1);
    expect(strength?.textContent).toContain(MESSAGES.commonPassword);
  });
});
