import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { ANSWERS_STORAGE_KEY } from '../session/answers-storage';
import { resetAnswersStore } from '../session/answers-store';
import { formApi, profileFixture, sentBodies, setIdentityCookie } from '../testing/account-fixtures';
import { ANONYMOUS, renderApp, stubApi, type FakeResponse } from '../testing/render-app';

function studentApi(profile = profileFixture(), extra: Record<string, FakeResponse> = {}) {
  return stubApi({ ...formApi(profile), ...extra });
}

beforeEach(() => resetAnswersStore());

describe('an anonymous visitor', () => {
  test('answers a question; a step click then goes to /signup with the answers, which are also stored', async () => {
    stubApi(ANONYMOUS);
    const { router } = renderApp('/about');
    await userEvent.type(await screen.findByLabelText('Legal First Name'), 'Ada');
    expect(JSON.parse(localStorage.getItem(ANSWERS_STORAGE_KEY) ?? '{}')).toEqual({ first_name: 'Ada' });
    await userEvent.click(screen.getByRole('link', { name: '2 Your Academics' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(router.state.location.state).toEqual({ answers: { first_name: 'Ada' } });
  });

  test('without answers moves between steps freely', async () => {
    stubApi(ANONYMOUS);
    const { router } = renderApp('/about');
    await screen.findByLabelText('Legal First Name');
    await userEvent.click(screen.getByRole('link', { name: '3 Final Steps' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/final-steps'));
    expect(await screen.findByRole('heading', { name: 'Agreements' })).toBeTruthy();
  });

  test('finds the answers kept in this browser after a reload', async () => {
    stubApi(ANONYMOUS);
    localStorage.setItem(ANSWERS_STORAGE_KEY, JSON.stringify({ first_name: 'Ada' }));
    renderApp('/about');
    expect(((await screen.findByLabelText('Legal First Name')) as HTMLInputElement).value).toBe('Ada');
  });
});

describe('a logged-in student', () => {
  test('a step click saves only the changed answers, then moves on and saves the last page', async () => {
    setIdentityCookie();
    const fetchMock = studentApi(profileFixture({ answer: { first_name: 'Ada', last_name: 'Lovelace' } }));
    const { router } = renderApp('/about');
    const first = await screen.findByLabelText('Legal First Name');
    expect((first as HTMLInputElement).value).toBe('Ada');
    await userEvent.type(screen.getByLabelText('Middle Name'), 'King');
    await userEvent.click(screen.getByRole('link', { name: '2 Your Academics' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/education'));
    expect(sentBodies(fetchMock, 'PUT', '/api/answer')).toEqual([{ answers: { middle_name: 'King' } }]);
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/last-page')).toEqual([
        { last_page: '/about' },
        { last_page: '/education' },
      ]),
    );
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('All changes saved');
  });

  test('a failed save shows the error toast and keeps the answers for the next save', async () => {
    setIdentityCookie();
    studentApi(profileFixture(), {
      'PUT /api/answer': { status: 500, body: { message: 'The database is away.' } },
    });
    const { router } = renderApp('/about');
    await userEvent.type(await screen.findByLabelText('Middle Name'), 'King');
    await userEvent.click(screen.getByRole('link', { name: '2 Your Academics' }));
    expect((await screen.findAllByText('The database is away.')).length).toBeGreaterThan(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/education'));
    expect(await screen.findByText('Not saved: retrying')).toBeTruthy();
  });

  test('goes to the saved last page on load', async () => {
    setIdentityCookie();
    studentApi(profileFixture({ last_page: '/final-steps' }));
    const { router } = renderApp('/about');
    await waitFor(() => expect(router.state.location.pathname).toBe('/final-steps'));
  });

  test('with no web status is set to started, here and on the server', async () => {
    setIdentityCookie();
    const fetchMock = studentApi(profileFixture({ web_status: [] }));
    renderApp('/about');
    await screen.findByLabelText('Legal First Name');
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', '/api/web-status')).toEqual([{ web_status: 'started' }]),
    );
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/last-page')).toEqual([{ last_page: '/about' }]),
    );
  });

  test('arriving from login with carried answers saves them to the account at once', async () => {
    setIdentityCookie();
    const fetchMock = studentApi(profileFixture({ answer: {} }));
    localStorage.setItem(ANSWERS_STORAGE_KEY, JSON.stringify({ last_name: 'Lovelace' }));
    renderApp('/about', { state: { answers: { first_name: 'Ada' }, successMessage: 'You are logged in.' } });
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/answer')).toEqual([
        { answers: { first_name: 'Ada', last_name: 'Lovelace' } },
      ]),
    );
    await waitFor(() => expect(localStorage.getItem(ANSWERS_STORAGE_KEY)).toBeNull());
    expect(((await screen.findByLabelText('Legal First Name')) as HTMLInputElement).value).toBe('Ada');
  });

  test('Save and Continue while validating also posts the errors, as a nav click does', async () => {
    setIdentityCookie();
    const fetchMock = studentApi(
      profileFixture({ web_status: [{ web_status: 'started' }, { web_status: 'validating' }] }),
    );
    const { router } = renderApp('/about');
    await userEvent.type(await screen.findByLabelText('Legal First Name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/education'));
    expect(sentBodies(fetchMock, 'PUT', '/api/answer')).toEqual([{ answers: { first_name: 'Ada' } }]);
    const posted = sentBodies(fetchMock, 'POST', '/api/validations') as {
      errors: Record<string, string[]>;
    }[];
    expect(posted).toHaveLength(1);
    expect(posted[0]?.errors.first_name).toBeUndefined();
    expect(posted[0]?.errors.last_name).toBeDefined();
  });

  test('Save and Continue saves, then shows the next page from the top', async () => {
    setIdentityCookie();
    const fetchMock = studentApi();
    const { router } = renderApp('/about');
    await userEvent.type(await screen.findByLabelText('Middle Name'), 'K');
    await userEvent.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/education'));
    expect(sentBodies(fetchMock, 'PUT', '/api/answer')).toEqual([{ answers: { middle_name: 'K' } }]);
  });
});
