import { MESSAGES, SERVER_MESSAGES } from '@portico/application';
import { COMPLETE_ANSWERS } from '@portico/application/testing';
import type { Profile } from '@portico/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { formApi, profileFixture, sentBodies, setIdentityCookie } from '../testing/account-fixtures';
import { ANONYMOUS, renderApp, stubApi, type FakeResponse } from '../testing/render-app';
import { siteConfigFixture } from '../testing/site-config-fixture';
import { findToast } from '../testing/toasts';

const RECEIPT = {
  message: 'Submitted.',
  reference: '2026-AB12-CD34',
  submitted_at: '2026-11-20T15:30:00.000Z',
};
const STARTED: Profile['web_status'] = [{ web_status: 'started' }];
const VALIDATING: Profile['web_status'] = [{ web_status: 'started' }, { web_status: 'validating' }];
const SUBMITTED: Profile['web_status'] = [...VALIDATING, { web_status: 'submitted' }];

/** A logged-in student's API; the table may be changed later (the profile after a submit). */
function studentApi(profile: Profile, extra: Record<string, FakeResponse> = {}) {
  setIdentityCookie();
  const table: Record<string, FakeResponse> = {
    ...formApi(profile),
    'POST /api/submit': { status: 200, body: RECEIPT },
    ...extra,
  };
  return { table, fetchMock: stubApi(table) };
}

async function pressSubmit() {
  await userEvent.click(await screen.findByRole('button', { name: MESSAGES.submit }));
}

function summary() {
  return screen.getByRole('heading', { level: 2, name: MESSAGES.validationSummaryTitle }).parentElement!;
}

describe('submitting the application', () => {
  test('complete: saves, validates, submits once and lands on /completion with the toast and the receipt', async () => {
    const profile = profileFixture({ answer: COMPLETE_ANSWERS, web_status: STARTED });
    const { table, fetchMock } = studentApi(profile);
    const { history } = renderApp('/final-steps');
    await screen.findByRole('heading', { level: 1, name: 'Final Steps' });
    table['GET /api/profile'] = {
      status: 200,
      body: { ...profile, web_status: SUBMITTED, submission: RECEIPT },
    };
    // A double click submits once.
    await userEvent.dblClick(await screen.findByRole('button', { name: MESSAGES.submit }));

    await waitFor(() => expect(history.location.pathname).toBe('/completion'));
    expect((await findToast(MESSAGES.submitSuccess)).title).toBe('Success');
    expect(await screen.findByText(RECEIPT.reference)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/web-status')).toEqual([{ web_status: 'validating' }]);
    expect(sentBodies(fetchMock, 'POST', '/api/validations')).toEqual([{ errors: {} }]);
    expect(sentBodies(fetchMock, 'POST', '/api/submit')).toHaveLength(1);
    expect(screen.queryByText(MESSAGES.validationSummaryTitle)).toBeNull();
  });

  test('incomplete: posts the errors, goes to the failed-submit route with the summary and field messages', async () => {
    const { fetchMock } = studentApi(profileFixture({ answer: {}, web_status: STARTED }));
    const { history } = renderApp('/final-steps');
    await pressSubmit();

    await waitFor(() => expect(history.location.pathname).toBe('/about'));
    const found = await screen.findByRole('heading', { level: 2, name: MESSAGES.validationSummaryTitle });
    expect(found).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/submit')).toEqual([]);
    const [posted] = sentBodies(fetchMock, 'POST', '/api/validations') as [
      { errors: Record<string, string[]> },
    ];
    expect(posted.errors.first_name).toEqual(['Legal First Name']);
    expect(posted.errors.legal_agree).toBeDefined();
    // Every page's messages are listed, each linking to its question.
    const links = within(summary()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/about#first_name', '/education#entry_term', '/final-steps#legal_agree']),
    );
    expect(document.activeElement).toBe(summary());
    // The field shows its own message beside it, tied by aria-describedby.
    const first = await screen.findByLabelText('Legal First Name');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    const described = (first.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain('Legal First Name');
  });

  test('with no failed-submit route configured, stays on the page with the summary', async () => {
    studentApi(profileFixture({ answer: {}, web_status: VALIDATING }));
    const { history } = renderApp('/final-steps', {
      siteConfig: siteConfigFixture({ failedSubmitRoute: null }),
    });
    await pressSubmit();
    await screen.findByRole('heading', { level: 2, name: MESSAGES.validationSummaryTitle });
    expect(history.location.pathname).toBe('/final-steps');
  });

  test("the server's 400 is shown like the browser's own errors", async () => {
    const { fetchMock } = studentApi(profileFixture({ answer: COMPLETE_ANSWERS, web_status: VALIDATING }), {
      'POST /api/submit': {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: SERVER_MESSAGES.applicationIncomplete,
          errors: { first_name: ['Legal First Name'] },
        },
      },
    });
    const { history } = renderApp('/final-steps');
    await pressSubmit();
    await waitFor(() => expect(history.location.pathname).toBe('/about'));
    await screen.findByRole('heading', { level: 2, name: MESSAGES.validationSummaryTitle });
    expect(within(summary()).getByRole('link', { name: 'Legal First Name' }).getAttribute('href')).toBe(
      '/about#first_name',
    );
    expect((await screen.findByLabelText('Legal First Name')).getAttribute('aria-invalid')).toBe('true');
    expect(sentBodies(fetchMock, 'POST', '/api/web-status')).toEqual([]);
  });

  test('a failed submit shows the Unexpected Error dialog with the server message; Close gives the button back', async () => {
    studentApi(profileFixture({ answer: COMPLETE_ANSWERS, web_status: STARTED }), {
      'POST /api/submit': { status: 500, body: { message: 'The submission service is down.' } },
    });
    const { history } = renderApp('/final-steps');
    await pressSubmit();
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.unexpectedErrorDialogTitle });
    expect(dialog.textContent).toContain('The submission service is down.');
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.close }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe(MESSAGES.submit));
    expect(history.location.pathname).toBe('/final-steps');
  });

  test('an anonymous visitor goes to /signup with the answers', async () => {
    stubApi(ANONYMOUS);
    const { history } = renderApp('/final-steps');
    await userEvent.click(await screen.findByLabelText('I have read the nondiscrimination statement.'));
    await pressSubmit();
    await waitFor(() => expect(history.location.pathname).toBe('/signup'));
    expect(history.location.state).toMatchObject({ answers: expect.any(Object) as unknown });
  });
});

describe('while validating', () => {
  test('errors follow the answers as they change; a fixed field loses its message, keeps its value and the focus', async () => {
    studentApi(profileFixture({ answer: {}, web_status: VALIDATING }));
    renderApp('/about');
    const first = await screen.findByLabelText('Legal First Name');
    await waitFor(() => expect(first.getAttribute('aria-invalid')).toBe('true'));
    await userEvent.type(first, 'Ada');
    expect(first.getAttribute('aria-invalid')).toBeNull();
    expect((first as HTMLInputElement).value).toBe('Ada');
    expect(document.activeElement).toBe(first);
    expect(within(summary()).queryByRole('link', { name: 'Legal First Name' })).toBeNull();
  });

  test("arriving at '/{page}#{key}' focuses that question", async () => {
    studentApi(profileFixture({ answer: {}, web_status: VALIDATING }));
    renderApp('/education#entry_term');
    const select = await screen.findByLabelText('When do you plan to enroll?');
    await waitFor(() => expect(document.activeElement).toBe(select));
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });

  test('a started application shows no errors', async () => {
    studentApi(profileFixture({ answer: {}, web_status: STARTED }));
    renderApp('/about');
    const first = await screen.findByLabelText('Legal First Name');
    expect(first.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(MESSAGES.validationSummaryTitle)).toBeNull();
  });
});

describe('route rules by status', () => {
  test('a submitted application is seen only on /completion', async () => {
    studentApi(profileFixture({ answer: COMPLETE_ANSWERS, web_status: SUBMITTED, submission: RECEIPT }));
    const { history } = renderApp('/about');
    await waitFor(() => expect(history.location.pathname).toBe('/completion'));
    expect(await screen.findByText(RECEIPT.reference)).toBeTruthy();
  });

  test('a submitted application reloading /completion stays there', async () => {
    studentApi(profileFixture({ answer: COMPLETE_ANSWERS, web_status: SUBMITTED, submission: RECEIPT }));
    const { history } = renderApp('/completion');
    expect(await screen.findByText(RECEIPT.reference)).toBeTruthy();
    expect(history.location.pathname).toBe('/completion');
  });

  test('/completion without a submission goes to the default route', async () => {
    studentApi(profileFixture({ web_status: VALIDATING }));
    const { history } = renderApp('/completion?x=1');
    await waitFor(() => expect(history.location.pathname).toBe('/about'));
    expect(history.location.search).toBe('?x=1');
  });
});
