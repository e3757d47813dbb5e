import { STAFF_MESSAGES } from '@portico/application';
import type { ResponseOf } from '@portico/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { ANONYMOUS, renderApp, stubApi } from '../testing/render-app';
import { axeViolations } from '../widgets/testing/render-widgets';

const READER = {
  'GET /staff-api/session': { status: 200, body: { email: 'r@example.edu', role: 'reader' } },
  'GET /staff-api/views': { status: 200, body: { views: [] } },
};

const ROW: ResponseOf<'staffApplications'>['applications'][number] = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  status: 'submitted',
  staff_status: 'decision_recorded',
  reader_email: 'r@example.edu',
  last_page: '/completion',
  last_activity: '2027-03-01T15:00:00.000Z',
  submitted_at: '2027-03-01T15:00:00.000Z',
  reference: '2027-7KQM-3XBT',
  decision: 'admit',
};
const page = (rows: (typeof ROW)[]) => ({ status: 200, body: { applications: rows, next: null } });
const count = (total: number) => ({ status: 200, body: { total } });

/** Each sortable column's header cell, by the button's name, with its aria-sort. */
const sortOf = (name: string) =>
  screen
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .closest('th')
    ?.getAttribute('aria-sort') ?? null;

describe('the applications list', () => {
  test('sorts by a column’s header: aria-sort on the header, each way, in the address, with the count', async () => {
    const fetchMock = stubApi({
      ...ANONYMOUS,
      ...READER,
      'GET /staff-api/applications?sort=name&order=asc': page([ROW]),
      'GET /staff-api/applications?sort=name&order=desc': page([ROW]),
      'GET /staff-api/applications?sort=submitted&order=desc': page([ROW]),
      'GET /staff-api/applications/count': count(1234),
    });
    const { history, container } = renderApp('/staff?sort=name&order=asc');

    await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(await screen.findByText('1,234 applications')).toBeTruthy();
    // The decision in the configuration's words.
    expect(screen.getByRole('cell', { name: 'Admit' })).toBeTruthy();
    expect(sortOf(STAFF_MESSAGES.columnName)).toBe('ascending');
    expect(sortOf(STAFF_MESSAGES.columnSubmittedAt)).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    const user = userEvent.setup();
    // From the keyboard: the header's button, Enter.
    screen.getByRole('button', { name: new RegExp(`^${STAFF_MESSAGES.columnName}`) }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(history.location.search).toBe('?sort=name&order=desc'));
    await waitFor(() => expect(sortOf(STAFF_MESSAGES.columnName)).toBe('descending'));
    // The focus stays on the header pressed: a sort opens no other screen.
    await waitFor(() =>
      expect(document.activeElement?.textContent).toMatch(new RegExp(`^${STAFF_MESSAGES.columnName}`)),
    );

    // Another column: its first direction (newest first for a time), the name's sort gone.
    await user.click(
      screen.getByRole('button', { name: new RegExp(`^${STAFF_MESSAGES.columnSubmittedAt}`) }),
    );
    await waitFor(() => expect(history.location.search).toBe('?sort=submitted&order=desc'));
    await waitFor(() => expect(sortOf(STAFF_MESSAGES.columnSubmittedAt)).toBe('descending'));
    expect(sortOf(STAFF_MESSAGES.columnName)).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/staff-api/applications?sort=submitted&order=desc',
    );
  });

  test('with nothing matching the filters, says so and offers Clear filters, which clears every filter and keeps the sort', async () => {
    stubApi({
      ...ANONYMOUS,
      ...READER,
      'GET /staff-api/applications?q=zz&status=in_review&reader=none&sort=reader&order=asc': page([]),
      'GET /staff-api/applications/count?q=zz&status=in_review&reader=none': count(0),
      'GET /staff-api/applications?sort=reader&order=asc': page([ROW]),
      'GET /staff-api/applications/count': count(1),
    });
    const { history, container } = renderApp(
      '/staff?q=zz&status=in_review&reader=none&sort=reader&order=asc',
    );

    expect(await screen.findByText(STAFF_MESSAGES.noMatches)).toBeTruthy();
    expect(await screen.findByText('0 applications')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    const user = userEvent.setup();
    screen.getByRole('button', { name: STAFF_MESSAGES.clearFilters }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(history.location.search).toBe('?sort=reader&order=asc'));
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(screen.queryByRole('button', { name: STAFF_MESSAGES.clearFilters })).toBeNull();
    // The filters' fields are empty again.
    expect((screen.getByLabelText(STAFF_MESSAGES.searchLabel) as HTMLInputElement).value).toBe('');
    expect(sortOf(STAFF_MESSAGES.columnReader)).toBe('ascending');
  });

  test('without filters, an empty list says only that there are none', async () => {
    stubApi({
      ...ANONYMOUS,
      ...READER,
      'GET /staff-api/applications?sort=activity&order=desc': page([]),
      'GET /staff-api/applications/count': count(0),
    });
    renderApp('/staff');
    expect(await screen.findByText(STAFF_MESSAGES.noApplications)).toBeTruthy();
    expect(screen.queryByRole('button', { name: STAFF_MESSAGES.clearFilters })).toBeNull();
  });
});
