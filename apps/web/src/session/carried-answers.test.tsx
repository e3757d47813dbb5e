import { MESSAGES, SERVER_MESSAGES } from '@portico/application';
import type { Profile } from '@portico/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  formApi,
  OK,
  profileFixture,
  sentBodies,
  setIdentityCookie,
  STRONG_PASSWORD,
  USERNAME,
} from '../testing/account-fixtures';
import { renderApp, stubApi, type FakeResponse } from '../testing/render-app';
import { readCarriedAnswers } from './carried-answers';
import { clearIdentityMarker } from './identity-cookie';

const UNAUTHORIZED = { status: 401, body: { code: 'UNAUTHORIZED', message: 'Your session has expired.' } };
const OTHER_USER = 'grace@example.com';

describe('readCarriedAnswers', () => {
  const unsavedAnswers = { username: USERNAME, answers: { middle_name: 'King' } };

  it("gives an anonymous visitor's answers to whoever loads them, as typed on this computer", () => {
    expect(readCarriedAnswers({ answers: { first_name: 'Ada' } }, null)).toEqual({
      typedHere: { first_name: 'Ada' },
    });
    expect(readCarriedAnswers({ answers: { first_name: 'Ada' } }, USERNAME)).toEqual({
      typedHere: { first_name: 'Ada' },
    });
  });

  it("gives a student's unsaved answers to that same student only, never to an anonymous page", () => {
    expect(readCarriedAnswers({ unsavedAnswers }, USERNAME)).toEqual({ own: { middle_name: 'King' } });
    expect(readCarriedAnswers({ unsavedAnswers }, OTHER_USER)).toBeUndefined();
    expect(readCarriedAnswers({ unsavedAnswers }, null)).toBeUndefined();
    expect(
      readCarriedAnswers({ answers: { first_name: 'Ada', middle_name: 'B' }, unsavedAnswers }, USERNAME),
    ).toEqual({ typedHere: { first_name: 'Ada', middle_name: 'B' }, own: { middle_name: 'King' } });
    expect(readCarriedAnswers({ answers: { first_name: 'Ada' }, unsavedAnswers }, OTHER_USER)).toEqual({
      typedHere: { first_name: 'Ada' },
    });
  });

  it("lets an anonymous visitor's answers fill the account this tab signed up, and no other", () => {
    const state = { answers: { first_name: 'Ada' }, signedUpAs: ` ${USERNAME.toUpperCase()}` };
    expect(readCarriedAnswers(state, USERNAME)).toEqual({
      typedHere: { first_name: 'Ada' },
      typedBySignUp: true,
    });
    expect(readCarriedAnswers(state, OTHER_USER)).toEqual({ typedHere: { first_name: 'Ada' } });
    expect(readCarriedAnswers(state, null)).toEqual({ typedHere: { first_name: 'Ada' } });
    expect(readCarriedAnswers({ signedUpAs: USERNAME }, USERNAME)).toBeUndefined();
  });

  it('ignores what is not answers', () => {
    expect(readCarriedAnswers(null, USERNAME)).toBeUndefined();
    expect(readCarriedAnswers({ answers: ['Ada'] }, USERNAME)).toBeUndefined();
    expect(
      readCarriedAnswers({ unsavedAnswers: { answers: { middle_name: 'King' } } }, USERNAME),
    ).toBeUndefined();
    expect(
      readCarriedAnswers({ unsavedAnswers: { username: USERNAME, answers: 'King' } }, USERNAME),
    ).toBeUndefined();
  });
});

/** A logged-in student's API; the table changes as the session ends and another begins. */
function expiringApi(profile: Profile) {
  setIdentityCookie();
  const table: Record<string, FakeResponse> = {
    ...formApi(profile),
    'PUT /api/answer': UNAUTHORIZED,
  };
  return { table, fetchMock: stubApi(table) };
}

/**
 * Types an answer; the session then ends on the server (expired or revoked), so that every call
 * answers 401, and the 401 clears the identity cookie. A step click's save meets it: /login.
 */
async function typeThenLoseTheSession(table: Record<string, FakeResponse>) {
  await userEvent.type(await screen.findByLabelText('Middle Name'), 'King');
  table['GET /api/profile'] = UNAUTHORIZED;
  clearIdentityMarker();
  await userEvent.click(screen.getByRole('link', { name: '2 Your Academics' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe(MESSAGES.sessionInvalid);
}

/** Logs in as `username`, whom the API now knows by `profile`. */
async function logInAs(table: Record<string, FakeResponse>, profile: Profile) {
  table['GET /api/profile'] = { status: 200, body: profile };
  table['PUT /api/answer'] = OK;
  table['POST /public/login'] = {
    status: 200,
    body: { message: SERVER_MESSAGES.loginSuccess, username: profile.username, language: 'en' },
  };
  await userEvent.type(screen.getByLabelText('E-mail'), profile.username);
  await userEvent.type(screen.getByLabelText('Password'), STRONG_PASSWORD);
  // The login's answer sets the identity cookie.
  setIdentityCookie();
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

async function middleName() {
  return ((await screen.findByLabelText('Middle Name')) as HTMLInputElement).value;
}

describe('a session that ends under the student loses no answer', () => {
  const profile = profileFixture({ answer: { first_name: 'Ada' } });

  it('carries the unsaved answers to /login with whose they are, and keeps nothing of them in the page', async () => {
    const { table, fetchMock } = expiringApi(profile);
    const { history, formSlot } = renderApp('/about');
    await screen.findByLabelText('Middle Name');
    const typedUnder = formSlot.session();

    await typeThenLoseTheSession(table);
    // The form session they were typed in has ended (issue 27): the next login starts afresh.
    expect(typedUnder?.store.getState()).toMatchObject({ owner: undefined, answers: {} });
    expect(formSlot.session()).not.toBe(typedUnder);

    expect(history.location.pathname).toBe('/login');
    expect(history.location.state).toEqual({
      errorMessage: MESSAGES.sessionInvalid,
      unsavedAnswers: { username: USERNAME, answers: { middle_name: 'King' } },
    });
    expect(sentBodies(fetchMock, 'PUT', '/api/answer')).toEqual([{ answers: { middle_name: 'King' } }]);
  });

  it('gives them back to the same student after logging in again, and saves them', async () => {
    const { table, fetchMock } = expiringApi(profile);
    const { history } = renderApp('/about');
    await typeThenLoseTheSession(table);

    await logInAs(table, profile);

    await waitFor(() => expect(history.location.pathname).toBe('/about'));
    expect(await middleName()).toBe('King');
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/answer')).toEqual([
        { answers: { middle_name: 'King' } },
        { answers: { middle_name: 'King' } },
      ]),
    );
  });

  it('gives them back after a reload of /login too: they travel in navigation state, not in the page', async () => {
    const { table, fetchMock } = expiringApi(profile);
    const first = renderApp('/about');
    await typeThenLoseTheSession(table);
    const { state } = first.history.location;

    // A reload keeps the history entry's state and nothing of the page.
    first.unmount();
    const { history } = renderApp('/login', { state });
    await screen.findByRole('heading', { level: 1, name: 'Log In' });
    await logInAs(table, profileFixture({ answer: { first_name: 'Ada', last_name: 'Lovelace' } }));

    await waitFor(() => expect(history.location.pathname).toBe('/about'));
    // Merged over the profile as loaded now.
    expect(await middleName()).toBe('King');
    expect((screen.getByLabelText('Legal Last Name') as HTMLInputElement).value).toBe('Lovelace');
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/answer')).toEqual([
        { answers: { middle_name: 'King' } },
        { answers: { middle_name: 'King' } },
      ]),
    );
  });

  it('never puts them into the application of someone else who logs in', async () => {
    const { table, fetchMock } = expiringApi(profile);
    const { history } = renderApp('/about');
    await typeThenLoseTheSession(table);

    await logInAs(table, profileFixture({ username: OTHER_USER, answer: { first_name: 'Grace' } }));

    await waitFor(() => expect(history.location.pathname).toBe('/about'));
    expect(((await screen.findByLabelText('Legal First Name')) as HTMLInputElement).value).toBe('Grace');
    expect(await middleName()).toBe('');
    // Only the save that met the 401: nothing of Ada's is sent for Grace.
    expect(sentBodies(fetchMock, 'PUT', '/api/answer')).toEqual([{ answers: { middle_name: 'King' } }]);
  });
});
