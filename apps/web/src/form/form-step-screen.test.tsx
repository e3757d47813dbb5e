import { MESSAGES, TYPED_HERE_MESSAGES } from '@portico/application';
import { ES } from '@portico/application/catalogue-es';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { chooseLanguage } from '../i18n/language-store';
import { ANSWERS_STORAGE_KEY, readStoredAnswers } from '../session/answers-storage';
import { formApi, profileFixture, sentBodies, setIdentityCookie } from '../testing/account-fixtures';
import { ANONYMOUS, renderApp, stubApi, type FakeResponse } from '../testing/render-app';

function studentApi(profile = profileFixture(), extra: Record<string, FakeResponse> = {}) {
  return stubApi({ ...formApi(profile), ...extra });
}

describe('an anonymous visitor', () => {
  test('answers a question; a step click then goes to /signup with the answers, which are also stored', async () => {
    stubApi(ANONYMOUS);
    const { history } = renderApp('/about');
    await userEvent.type(await screen.findByLabelText('Legal First Name'), 'Ada');
    expect(readStoredAnswers()).toEqual({ first_name: 'Ada' });
    await userEvent.click(screen.getByRole('link', { name: '2 Your Academics' }));
    await waitFor(() => expect(history.location.pathname).toBe('/signup'));
    expect(history.location.state).toEqual({ answers: { first_name: 'Ada' } });
  });

  test('without answers moves between steps freely', async () => {
    stubApi(ANONYMOUS);
    const { history } = renderApp('/about');
    await screen.findByLabelText('Legal First Name');
    await userEvent.click(screen.getByRole('link', { name: '3 Final Steps' }));
    await waitFor(() => expect(history.location.pathname).toBe('/final-steps'));
    expect(await screen.findByRole('heading', { name: 'Agreements' })).toBeTruthy();
  });

  test('finds the answers kept in this browser after a reload', async () => {
    stubApi(ANONYMOUS);
    sessionStorage.setItem(ANSWERS_STORAGE_KEY, JSON.stringify({ first_name: 'Ada' }));
    renderApp('/about');
    expect(((await screen.findByLabelText('Legal First Name')) as HTMLInputElement).value).toBe('Ada');
  });
});

describe('a logged-in student', () => {
  test('a step click saves only the changed answers, then moves on and saves the last page', async () => {
    setIdentityCookie();
    const fetchMock = studentApi(profileFixture({ answer: { first_name: 'Ada', last_name: 'Lovelace' } }));
    const { history } = renderApp('/about');
    const first = await screen.findByLabelText('Legal First Name');
    expect((first as HTMLInputElement).value).toBe('Ada');
    await userEvent.type(screen.getByLabelText('Middle Name'), 'King');
    await userEvent.click(screen.getByRole('link', { name: '2 Your Academics' }));
    await waitFor(() => expect(history.location.pathname).toBe('/education'));
    expect(sentBodies(fetchMock, 'PUT', '/api/answer')).toEqual([{ answers: { middle_name: 'King' } }]);
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/last-page')).toEqual([
        { last_page: '/about' },
        { last_page: '/education' },
      ]),
    );
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('All changes saved');
  });

  test('a failed save says so in the Unexpected Error dialog, stays, and keeps the answers for the next save', async () => {
    setIdentityCookie();
    studentApi(profileFixture(), {
      'PUT /api/answer': { status: 500, body: { message: 'The database is away.' } },
    });
    const { history } = renderApp('/about');
    await userEvent.type(await screen.findByLabelText('Middle Name'), 'King');
    await userEvent.click(screen.getByRole('link', { name: '2 Your Academics' }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.unexpectedErrorDialogTitle });
    expect(dialog.textContent).toContain('The database is away.');
    expect(history.location.pathname).toBe('/about');
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('Middle Name') as HTMLInputElement).value).toBe('King');
    expect(await screen.findByText('Not saved: retrying')).toBeTruthy();
  });

  test('goes to the saved last page on load', async () => {
    setIdentityCookie();
    studentApi(profileFixture({ last_page: '/final-steps' }));
    const { history } = renderApp('/about');
    await waitFor(() => expect(history.location.pathname).toBe('/final-steps'));
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

  test('arriving from login with answers typed before it: listed, and saved only once added (issue 27)', async () => {
    setIdentityCookie();
    const fetchMock = studentApi(profileFixture({ answer: {} }));
    sessionStorage.setItem(ANSWERS_STORAGE_KEY, JSON.stringify({ last_name: 'Lovelace' }));
    renderApp('/about', { state: { answers: { first_name: 'Ada' }, successMessage: 'You are logged in.' } });
    const offered = await screen.findByRole('region', { name: TYPED_HERE_MESSAGES.offeredAnswersTitle });
    expect(within(offered).getByText('Legal First Name').nextElementSibling?.textContent).toBe('Ada');
    expect(within(offered).getByText('Legal Last Name').nextElementSibling?.textContent).toBe('Lovelace');
    expect(((await screen.findByLabelText('Legal First Name')) as HTMLInputElement).value).toBe('');
    expect(sentBodies(fetchMock, 'PUT', '/api/answer')).toEqual([]);

    await userEvent.click(
      within(offered).getByRole('button', { name: TYPED_HERE_MESSAGES.offeredAnswersAdd }),
    );
    expect((screen.getByLabelText('Legal First Name') as HTMLInputElement).value).toBe('Ada');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.saveButton }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/answer')).toEqual([
        { answers: { first_name: 'Ada', last_name: 'Lovelace' } },
      ]),
    );
    expect(sessionStorage.getItem(ANSWERS_STORAGE_KEY)).toBeNull();
  });

  test('Save and Continue while validating also posts the errors, as a nav click does', async () => {
    setIdentityCookie();
    const fetchMock = studentApi(
      profileFixture({ web_status: [{ web_status: 'started' }, { web_status: 'validating' }] }),
    );
    const { history } = renderApp('/about');
    await userEvent.type(await screen.findByLabelText('Legal First Name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(history.location.pathname).toBe('/education'));
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
    const { history } = renderApp('/about');
    await userEvent.type(await screen.findByLabelText('Middle Name'), 'K');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(history.location.pathname).toBe('/education'));
    expect(sentBodies(fetchMock, 'PUT', '/api/answer')).toEqual([{ answers: { middle_name: 'K' } }]);
  });
});

describe('a shared computer (issue 14)', () => {
  test("answers typed here never reach the account unasked: every one is listed, an empty question's too (issue 27)", async () => {
    setIdentityCookie();
    const fetchMock = studentApi(profileFixture({ answer: { middle_name: 'Byron' } }));
    sessionStorage.setItem(
      ANSWERS_STORAGE_KEY,
      JSON.stringify({ middle_name: 'Stranger', primary_language: 'Welsh' }),
    );
    renderApp('/about');
    expect(((await screen.findByLabelText('Middle Name')) as HTMLInputElement).value).toBe('Byron');
    expect((screen.getByLabelText('What is your primary language?') as HTMLInputElement).value).toBe('');
    const offered = screen.getByRole('region', { name: TYPED_HERE_MESSAGES.offeredAnswersTitle });
    expect(offered.textContent).toContain(TYPED_HERE_MESSAGES.offeredAnswersBody);
    expect(within(offered).getByText('Middle Name').nextElementSibling?.textContent).toBe('Stranger');
    expect(within(offered).getByText('What is your primary language?').nextElementSibling?.textContent).toBe(
      'Welsh',
    );

    await userEvent.click(
      within(offered).getByRole('button', { name: TYPED_HERE_MESSAGES.offeredAnswersDiscard }),
    );
    expect(screen.queryByRole('region', { name: TYPED_HERE_MESSAGES.offeredAnswersTitle })).toBeNull();
    expect((screen.getByLabelText('Middle Name') as HTMLInputElement).value).toBe('Byron');
    expect(readStoredAnswers()).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.saveButton }));
    await screen.findByText(MESSAGES.saveStatusSaved);
    // Nothing typed here was sent: the account holds what it held.
    expect(sentBodies(fetchMock, 'PUT', '/api/answer')).toEqual([]);
  });

  test("an offered SSN is listed masked: the next person at the computer never reads a stranger's", async () => {
    setIdentityCookie();
    studentApi(profileFixture({ answer: { citizenship_type: '1', ssn: '***-**-1111' } }));
    renderApp('/about', { state: { answers: { citizenship_type: '1', ssn: '123-45-6789' } } });
    const offered = await screen.findByRole('region', { name: TYPED_HERE_MESSAGES.offeredAnswersTitle });
    expect(offered.textContent).toContain('***-**-6789');
    expect(offered.textContent).not.toContain('123-45-6789');
  });

  test('offered choices and boxes are listed in the language shown, by their labels (issue 32)', async () => {
    setIdentityCookie();
    studentApi(profileFixture({ answer: { middle_name: 'Byron' } }));
    sessionStorage.setItem(
      ANSWERS_STORAGE_KEY,
      JSON.stringify({ gender: 'F', gender_desc: 'Female', race_american_indian: true }),
    );
    await chooseLanguage('es');
    renderApp('/about');
    await screen.findByLabelText(ES.messages.legalFirstName);
    const offered = await screen.findByRole('region', { name: ES.typedHere.offeredAnswersTitle });
    expect(within(offered).getByText(ES.messages.legalSex).nextElementSibling?.textContent).toBe(
      ES.definition('Female'),
    );
    expect(
      within(offered).getByText(ES.definition('American Indian or Alaska Native')).nextElementSibling
        ?.textContent,
    ).toBe(ES.definition('Yes'));
    expect(within(offered).getByRole('button', { name: ES.typedHere.offeredAnswersAdd })).toBeTruthy();
    expect(offered.textContent).not.toMatch(/Female|Yes/);
  });

  test('offered answers are added when the applicant says so', async () => {
    setIdentityCookie();
    const fetchMock = studentApi(profileFixture({ answer: { middle_name: 'Byron' } }));
    sessionStorage.setItem(ANSWERS_STORAGE_KEY, JSON.stringify({ middle_name: 'King' }));
    renderApp('/about');
    const offered = await screen.findByRole('region', { name: TYPED_HERE_MESSAGES.offeredAnswersTitle });
    await userEvent.click(
      within(offered).getByRole('button', { name: TYPED_HERE_MESSAGES.offeredAnswersAdd }),
    );
    expect((screen.getByLabelText('Middle Name') as HTMLInputElement).value).toBe('King');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.saveButton }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/answer')).toContainEqual({
        answers: { middle_name: 'King' },
      }),
    );
  });

  test("'Not you?' clears an anonymous visitor's answers from the page and the computer", async () => {
    stubApi(ANONYMOUS);
    sessionStorage.setItem(ANSWERS_STORAGE_KEY, JSON.stringify({ first_name: 'Ada' }));
    renderApp('/about');
    expect(((await screen.findByLabelText('Legal First Name')) as HTMLInputElement).value).toBe('Ada');
    await userEvent.click(screen.getByRole('button', { name: TYPED_HERE_MESSAGES.clearAnswersHere }));
    expect((screen.getByLabelText('Legal First Name') as HTMLInputElement).value).toBe('');
    expect(readStoredAnswers()).toBeUndefined();
    expect(screen.queryByRole('button', { name: TYPED_HERE_MESSAGES.clearAnswersHere })).toBeNull();
  });
});
