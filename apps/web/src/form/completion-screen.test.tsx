import { formatMessage, MESSAGES, SERVER_MESSAGES } from '@portico/application';
import type { Profile } from '@portico/contracts';
import { act, screen, within } from '@testing-library/react';
import { ES } from '@portico/application/catalogue-es';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { chooseLanguage } from '../i18n/language-store';
import { loggedInApi, profileFixture, sentBodies, setIdentityCookie } from '../testing/account-fixtures';
import { renderApp, stubApi, type FakeResponse } from '../testing/render-app';
import { siteConfigFixture } from '../testing/site-config-fixture';
import { axeViolations } from '../widgets/testing/render-widgets';

const SUBMITTED: Profile['web_status'] = [
  { web_status: 'started' },
  { web_status: 'validating' },
  { web_status: 'submitted' },
];
const RECEIPT = { reference: '2026-AB12-CD34', submitted_at: '2026-11-20T15:30:00.000Z' };
const PDF_URL = '/api/pdf/file?v=r3nd3r';

function submittedApi(pdf: FakeResponse, documents: Profile['document_answer'] = {}) {
  setIdentityCookie();
  const table: Record<string, FakeResponse> = {
    ...loggedInApi(
      profileFixture({ web_status: SUBMITTED, submission: RECEIPT, document_answer: documents }),
    ),
    'GET /api/add-another': { status: 200, body: {} },
    'GET /api/tabs': { status: 200, body: {} },
    'GET /api/pdf': pdf,
    'GET /api/status': {
      status: 200,
      body: {
        ...RECEIPT,
        checklist: { items: [], complete: true },
        contact: [],
        decision: null,
      },
    },
  };
  return { table, fetchMock: stubApi(table) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the PDF copy on the completion page', () => {
  test('polled every second until COMPLETED, then a download link, then every 10 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { table, fetchMock } = submittedApi({
      status: 200,
      body: { status: 'IN_PROGRESS', url: null, message: '' },
    });
    renderApp('/completion');
    expect(await screen.findByText(MESSAGES.pdfPreparing)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.pdfPreparing);

    table['GET /api/pdf'] = { status: 200, body: { status: 'COMPLETED', url: PDF_URL, message: '' } };
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const link = await screen.findByRole('link', { name: MESSAGES.pdfDownload });
    expect(link.getAttribute('href')).toBe(PDF_URL);
    expect(link.hasAttribute('download')).toBe(true);

    const asked = sentBodies(fetchMock, 'GET', '/api/pdf').length;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(sentBodies(fetchMock, 'GET', '/api/pdf')).toHaveLength(asked);
    await act(() => vi.advanceTimersByTimeAsync(600_000));
    expect(sentBodies(fetchMock, 'GET', '/api/pdf')).toHaveLength(asked + 1);
  });

  test('FAILED shows the error label and the reason, and the receipt stays', async () => {
    submittedApi({
      status: 200,
      body: { status: 'FAILED', url: null, message: SERVER_MESSAGES.applicationPdfFailed },
    });
    renderApp('/completion');
    expect(await screen.findByText(MESSAGES.pdfDownloadError)).toBeTruthy();
    expect(screen.getByText(SERVER_MESSAGES.applicationPdfFailed)).toBeTruthy();
    expect(screen.queryByRole('link', { name: MESSAGES.pdfDownload })).toBeNull();
    expect(screen.getByText(RECEIPT.reference)).toBeTruthy();
  });

  test('the receipt says where its e-mail went and what happens next, from the site configuration', async () => {
    submittedApi({ status: 200, body: { status: 'IN_PROGRESS', url: null, message: '' } });
    renderApp('/completion');
    expect(await screen.findByText(RECEIPT.reference)).toBeTruthy();
    const { username } = profileFixture();
    expect(screen.getByText(formatMessage.completionEmailSent(username))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: MESSAGES.completionNextSteps })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining(['Send your official transcript.', 'We decide by March 15.']),
    );
  });

  test('what happens next in the Spanish the configuration gives, a step in English only marked so (issue 32)', async () => {
    submittedApi({ status: 200, body: { status: 'IN_PROGRESS', url: null, message: '' } });
    await chooseLanguage('es');
    renderApp('/completion');
    expect(
      await screen.findByRole('heading', { level: 2, name: ES.messages.completionNextSteps }),
    ).toBeTruthy();
    expect(screen.getByText('Envíe su expediente académico oficial.').getAttribute('lang')).toBeNull();
    expect(screen.getByText('We decide by March 15.').getAttribute('lang')).toBe('en');
    expect(screen.queryByText('Send your official transcript.')).toBeNull();
  });

  test('no deadline panel once submitted, even inside its window (issue 31)', async () => {
    submittedApi({ status: 200, body: { status: 'IN_PROGRESS', url: null, message: '' } });
    const open = siteConfigFixture({
      dateWindowAlert: {
        start: '2000-01-01T00:00:00Z',
        end: '2999-01-01T00:00:00Z',
        title: 'Priority deadline',
        content: ['Apply by January 15.'],
      },
    });
    renderApp('/completion', { siteConfig: open });
    expect(await screen.findByText(RECEIPT.reference)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Priority deadline' })).toBeNull();
  });

  describe('says what this applicant sent (issue 27)', () => {
    const STEPS = siteConfigFixture({
      nextSteps: [
        { text: 'The copy you uploaded lets us begin.', document: 'hs_transcript', uploaded: true },
        {
          text: 'Ask your counselor to post your official transcript.',
          document: 'hs_transcript',
          uploaded: false,
        },
        'We decide by March 15.',
      ],
    });
    const PREPARING = { status: 200, body: { status: 'IN_PROGRESS', url: null, message: '' } };

    test('the documents uploaded, by question and file name, and the steps for one who sent the transcript', async () => {
      submittedApi(PREPARING, {
        hs_transcript: { status: 'ANSWERED', file_name: 'big.jpg', file_size: 612_000 },
      });
      const view = renderApp('/completion', { siteConfig: STEPS });
      const heading = await screen.findByRole('heading', { level: 2, name: MESSAGES.completionDocuments });
      const list = heading.nextElementSibling as HTMLElement;
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([formatMessage.sentDocument('Unofficial High School Transcript', 'big.jpg')]);
      expect(screen.getByText('The copy you uploaded lets us begin.')).toBeTruthy();
      expect(screen.queryByText('Ask your counselor to post your official transcript.')).toBeNull();
      expect(screen.queryByText(MESSAGES.completionNoDocuments)).toBeNull();
      expect(await axeViolations(view.container)).toEqual([]);
    });

    test('that nothing was uploaded, and the steps for one who sent no transcript', async () => {
      submittedApi(PREPARING);
      const view = renderApp('/completion', { siteConfig: STEPS });
      expect(await screen.findByText(MESSAGES.completionNoDocuments)).toBeTruthy();
      expect(screen.queryByRole('heading', { name: MESSAGES.completionDocuments })).toBeNull();
      expect(screen.getByText('Ask your counselor to post your official transcript.')).toBeTruthy();
      expect(screen.getByText('We decide by March 15.')).toBeTruthy();
      expect(screen.queryByText('The copy you uploaded lets us begin.')).toBeNull();
      expect(await axeViolations(view.container)).toEqual([]);
    });
  });

  test('a failed request shows the error label, not the error screen', async () => {
    submittedApi({ status: 500, body: { message: 'down' } });
    renderApp('/completion');
    expect(await screen.findByText(MESSAGES.pdfDownloadError)).toBeTruthy();
    expect(screen.getByText(RECEIPT.reference)).toBeTruthy();
  });
});
