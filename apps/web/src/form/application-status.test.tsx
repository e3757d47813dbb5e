import { formatStatus, MESSAGES, STATUS_MESSAGES } from '@portico/application';
import { ES } from '@portico/application/catalogue-es';
import type { ApplicationStatus, Profile } from '@portico/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { chooseLanguage } from '../i18n/language-store';
import { loggedInApi, profileFixture, sentBodies, setIdentityCookie } from '../testing/account-fixtures';
import { refusal, renderApp, stubApi, type FakeResponse } from '../testing/render-app';
import { siteConfigFixture } from '../testing/site-config-fixture';
import { axeViolations } from '../widgets/testing/render-widgets';

const SUBMITTED: Profile['web_status'] = [
  { web_status: 'started' },
  { web_status: 'validating' },
  { web_status: 'submitted' },
];
const RECEIPT = { reference: '2026-AB12-CD34', submitted_at: '2026-11-20T15:30:00.000Z' };

function statusOf(overrides: Partial<ApplicationStatus> = {}): ApplicationStatus {
  return {
    ...RECEIPT,
    checklist: {
      items: [
        {
          key: 'transcript',
          label: 'High school transcript',
          required: true,
          received_on: null,
          upload: { answer_key: 'hs_transcript', label: 'Unofficial High School Transcript' },
        },
        {
          key: 'counselor_letter',
          label: 'Counselor recommendation letter',
          required: true,
          received_on: null,
          upload: null,
        },
        {
          key: 'test_scores',
          label: 'SAT or ACT scores',
          required: false,
          received_on: '2026-11-20',
          upload: null,
        },
      ],
      complete: false,
    },
    contact: [
      { key: 'phone_home', label: 'Home Phone', kind: 'phone', value: '' },
      { key: 'phone_mobile', label: 'Cell Phone', kind: 'phone', value: '(706) 555-0142' },
    ],
    decision: null,
    ...overrides,
  };
}

/** A submitted applicant on the status page, the API answering `status` and `extra`. */
function statusPage(status: FakeResponse, extra: Record<string, FakeResponse> = {}) {
  setIdentityCookie();
  const table: Record<string, FakeResponse> = {
    ...loggedInApi(profileFixture({ web_status: SUBMITTED, submission: RECEIPT })),
    'GET /api/add-another': { status: 200, body: {} },
    'GET /api/tabs': { status: 200, body: {} },
    'GET /api/pdf': { status: 200, body: { status: 'IN_PROGRESS', url: null, message: '' } },
    'GET /api/status': status,
    ...extra,
  };
  return { table, fetchMock: stubApi(table), view: renderApp('/completion') };
}

describe('the status page after submitting (issue 28)', () => {
  test('the checklist: received on a day, missing with an upload, missing by post; axe-clean', async () => {
    const { view } = statusPage({ status: 200, body: statusOf() });
    const heading = await screen.findByRole('heading', { level: 2, name: STATUS_MESSAGES.checklistTitle });
    const list = within(heading.closest('section')!).getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      `High school transcript: ${STATUS_MESSAGES.itemMissing}`,
      `Counselor recommendation letter: ${STATUS_MESSAGES.itemMissing}`,
      `SAT or ACT scores ${STATUS_MESSAGES.itemOptional}: ${formatStatus.receivedOn('November 20, 2026')}`,
    ]);
    // The missing transcript is uploaded here; the letter comes by post, to the office.
    const input = screen.getByLabelText('Unofficial High School Transcript');
    expect(input.getAttribute('type')).toBe('file');
    expect(within(items[1]!).getByText(STATUS_MESSAGES.missingByPost)).toBeTruthy();
    const office = siteConfigFixture().institution.admissionsOffice;
    expect(items[1]!.querySelector('address')?.textContent).toBe(
      `${office.lines.join('')}${office.city}, ${office.state} ${office.zip}`,
    );
    // The receipt stays as it was.
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.completionTitle })).toBeTruthy();
    expect(screen.getByText(RECEIPT.reference)).toBeTruthy();
    expect(screen.getByRole('heading', { name: STATUS_MESSAGES.decisionTitle })).toBeTruthy();
    expect(screen.getByText(STATUS_MESSAGES.decisionNone)).toBeTruthy();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  test('in Spanish: the status page switches with its words and dates; axe-clean (issue 32)', async () => {
    const { view, table, fetchMock } = statusPage({ status: 200, body: statusOf() });
    await screen.findByRole('heading', { level: 2, name: STATUS_MESSAGES.checklistTitle });
    // The checklist's labels are the institution's, worded by the server in the language asked for:
    // asked again after the switch, in Spanish (issue 32).
    const inSpanish = statusOf();
    inSpanish.checklist.items[2]!.label = 'Puntajes del SAT o del ACT';
    table['GET /api/status'] = { status: 200, body: inSpanish };
    await userEvent.click(screen.getByRole('button', { name: 'Español' }));
    const heading = await screen.findByRole('heading', { level: 2, name: ES.status.checklistTitle });
    await within(heading.closest('section')!).findByText('Puntajes del SAT o del ACT');
    const items = within(heading.closest('section')!).getAllByRole('listitem');
    expect(items[2]!.querySelector('p')?.textContent).toBe(
      `Puntajes del SAT o del ACT ${ES.status.itemOptional}: ${ES.formatStatus.receivedOn('20 de noviembre de 2026')}`,
    );
    const languagesAsked = (path: string) =>
      fetchMock.mock.calls
        .filter(([url]) => url === path)
        .map(([, init]) => (init?.headers as Record<string, string>)['accept-language']);
    expect(languagesAsked('/api/status')).toEqual(['en', 'es']);
    await waitFor(() => expect(languagesAsked('/api/pdf').at(-1)).toBe('es'));
    expect(screen.getByRole('heading', { level: 1, name: ES.messages.completionTitle })).toBeTruthy();
    expect(screen.getByText(ES.status.decisionNone)).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(await axeViolations(view.container)).toEqual([]);
  });

  test('a released decision with its letter, and the letter as a PDF in the browser’s time zone', async () => {
    const { view } = statusPage({
      status: 200,
      body: statusOf({
        decision: {
          label: 'Admit',
          released_at: '2026-11-25T17:00:00.000Z',
          letter: ['Dear Ana,', 'Congratulations!'],
          untranslated: [],
        },
      }),
    });
    expect(await screen.findByText('Admit')).toBeTruthy();
    expect(screen.getByText('Admit').getAttribute('lang')).toBeNull();
    const letter = screen.getByRole('article', { name: STATUS_MESSAGES.decisionLetter });
    expect(
      within(letter)
        .getAllByText(/./)
        .map((paragraph) => paragraph.textContent),
    ).toEqual(['Dear Ana,', 'Congratulations!']);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const link = screen.getByRole('link', { name: STATUS_MESSAGES.decisionLetterPdf });
    expect(link.getAttribute('href')).toBe(`/api/status/letter.pdf?tz=${encodeURIComponent(zone)}`);
    expect(screen.queryByText(STATUS_MESSAGES.decisionNone)).toBeNull();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  test('a decision the configuration gives in English only is marked English in a Spanish page (issue 32)', async () => {
    await chooseLanguage('es');
    statusPage({
      status: 200,
      body: statusOf({
        decision: {
          label: 'Admisión',
          released_at: '2026-11-25T17:00:00.000Z',
          letter: ['Estimado/a Ana:', 'Welcome to the university.'],
          untranslated: ['Welcome to the university.'],
        },
      }),
    });
    expect(await screen.findByText('Admisión')).toBeTruthy();
    expect(screen.getByText('Admisión').getAttribute('lang')).toBeNull();
    expect(screen.getByText('Estimado/a Ana:').getAttribute('lang')).toBeNull();
    expect(screen.getByText('Welcome to the university.').getAttribute('lang')).toBe('en');
  });

  test('contact details: the server’s message at the field, focused; then saved with a toast', async () => {
    const user = userEvent.setup();
    const { table, fetchMock } = statusPage(
      { status: 200, body: statusOf() },
      {
        'PUT /api/status/contact': {
          status: 400,
          body: {
            code: 'VALIDATION_FAILED',
            message: STATUS_MESSAGES.contactInvalid,
            errors: { phone_mobile: [MESSAGES.phoneMobileInvalid] },
          },
        },
      },
    );
    const mobile = await screen.findByLabelText('Cell Phone');
    await user.clear(mobile);
    await user.type(mobile, '555');
    await user.click(screen.getByRole('button', { name: STATUS_MESSAGES.contactSave }));
    expect(await screen.findByText(MESSAGES.phoneMobileInvalid)).toBeTruthy();
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(mobile);
    expect(sentBodies(fetchMock, 'PUT', '/api/status/contact')).toEqual([
      { answers: { phone_home: '', phone_mobile: '555' } },
    ]);

    table['PUT /api/status/contact'] = { status: 200, body: { message: STATUS_MESSAGES.contactSaved } };
    await user.clear(mobile);
    await user.type(mobile, '(404) 555-0123');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(STATUS_MESSAGES.contactSaved)).toBeTruthy();
    await waitFor(() => expect(mobile.getAttribute('aria-invalid')).toBeNull());
  });

  test('a status that fails to load says so, and the receipt stays', async () => {
    statusPage(refusal(500, 'INTERNAL', 'down'));
    expect(await screen.findByText(STATUS_MESSAGES.statusLoadError)).toBeTruthy();
    expect(screen.getByText(RECEIPT.reference)).toBeTruthy();
  });
});
