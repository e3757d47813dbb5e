import { formatMessage, MESSAGES, SERVER_MESSAGES } from '@portico/application';
import type { Profile } from '@portico/contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { loggedInApi, profileFixture, sentBodies, setIdentityCookie } from '../testing/account-fixtures';
import { renderApp, stubApi, type FakeResponse } from '../testing/render-app';

const SUBMITTED: Profile['web_status'] = [
  { web_status: 'started' },
  { web_status: 'validating' },
  { web_status: 'submitted' },
];
const RECEIPT = { reference: '2026-AB12-CD34', submitted_at: '2026-11-20T15:30:00.000Z' };
const PDF_URL = '/api/pdf/file?v=r3nd3r';

function submittedApi(pdf: FakeResponse) {
  setIdentityCookie();
  const table: Record<string, FakeResponse> = {
    ...loggedInApi(profileFixture({ web_status: SUBMITTED, submission: RECEIPT })),
    'GET /api/add-another': { status: 200, body: {} },
    'GET /api/tabs': { status: 200, body: {} },
    'GET /api/pdf': pdf,
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

  test('a failed request shows the error label, not the error screen', async () => {
    submittedApi({ status: 500, body: { message: 'down' } });
    renderApp('/completion');
    expect(await screen.findByText(MESSAGES.pdfDownloadError)).toBeTruthy();
    expect(screen.getByText(RECEIPT.reference)).toBeTruthy();
  });
});
