import { STAFF_MESSAGES } from '@portico/application';
import type { ResponseOf } from '@portico/contracts';
import { screen, waitFor, within } from '@testing-library/react';
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

describe('bulk assignment from the list', () => {
  const ADMIN = {
    'GET /staff-api/session': { status: 200, body: { email: 'ada@example.edu', role: 'admin' } },
    'GET /staff-api/views': { status: 200, body: { views: [] } },
    'GET /staff-api/assignments': { status: 200, body: { unassigned: 3, readers: [] } },
    'GET /staff-api/staff': {
      status: 200,
      body: {
        members: [
          {
            id: '22222222-2222-4222-8222-222222222222',
            email: 'rui@example.edu',
            role: 'reader',
            status: 'active',
            last_sign_in: null,
          },
        ],
      },
    },
  };

  test('selects all that match, asks with the count and the reader, and assigns only when confirmed', async () => {
    const ids = ['a', 'b', 'c'].map((letter) => `${letter.repeat(8)}-1111-4111-8111-111111111111`);
    const fetchMock = stubApi({
      ...ANONYMOUS,
      ...ADMIN,
      'GET /staff-api/applications?status=ready_for_review&sort=activity&order=desc': page([ROW]),
      'GET /staff-api/applications/count?status=ready_for_review': count(1234),
      'GET /staff-api/applications/ids?status=ready_for_review': { status: 200, body: { ids, total: 1234 } },
      'POST /staff-api/assignments': {
        status: 200,
        body: { message: '3 applications assigned to rui@example.edu.', assigned: 3 },
      },
    });
    const { container } = renderApp('/staff?status=ready_for_review');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Select all 1,234 matching' }));
    await screen.findByText('3 applications selected');
    // Fewer than match: the page says so.
    expect(screen.getByText(STAFF_MESSAGES.selectAllCapped(5000))).toBeTruthy();
    await user.selectOptions(await screen.findByLabelText(STAFF_MESSAGES.assignTo), 'rui@example.edu');
    await user.click(screen.getByRole('button', { name: STAFF_MESSAGES.assignAction }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Assign 3 applications to rui@example.edu?',
    });
    expect(await axeViolations(container)).toEqual([]);
    // Cancel sends nothing.
    await user.click(within(dialog).getByRole('button', { name: STAFF_MESSAGES.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: STAFF_MESSAGES.assignAction }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: STAFF_MESSAGES.assignAction,
      }),
    );
    await screen.findByText('3 applications assigned to rui@example.edu.');
    const posted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({
      application_ids: ids,
      reader_id: '22222222-2222-4222-8222-222222222222',
    });
    await screen.findByText('0 applications selected');
  });
});

describe('bulk decisions and releases from the list', () => {
  const as = (role: 'admin' | 'decider') => ({
    'GET /staff-api/session': { status: 200, body: { email: 'dee@example.edu', role } },
    'GET /staff-api/views': { status: 200, body: { views: [] } },
    'GET /staff-api/assignments': { status: 200, body: { unassigned: 0, readers: [] } },
    'GET /staff-api/staff': { status: 200, body: { members: [] } },
    'GET /staff-api/applications?sort=activity&order=desc': page([ROW]),
    'GET /staff-api/applications/count': count(1),
  });

  test('records one decision for the applications selected, after a question with the count', async () => {
    const fetchMock = stubApi({
      ...ANONYMOUS,
      ...as('decider'),
      'POST /staff-api/decisions': {
        status: 200,
        body: { message: 'Admit recorded for 1 application.', recorded: 1 },
      },
    });
    const { container } = renderApp('/staff');
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('checkbox', { name: STAFF_MESSAGES.selectApplication(ROW.name) }),
    );
    // A decider decides; assigning and releasing are an admin's.
    expect(screen.queryByLabelText(STAFF_MESSAGES.assignTo)).toBeNull();
    expect(screen.queryByLabelText(STAFF_MESSAGES.releaseAs)).toBeNull();
    await user.selectOptions(screen.getByLabelText(STAFF_MESSAGES.decideAs, { exact: true }), 'Admit');
    await user.click(screen.getByRole('button', { name: STAFF_MESSAGES.decideAction }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Record Admit for 1 application?' });
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: STAFF_MESSAGES.decideAction }));
    await screen.findByText('Admit recorded for 1 application.');
    const posted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({
      application_ids: [ROW.id],
      decision: 'admit',
      reasons: [],
    });
  });

  test('releases the chosen decision of the applications selected, only when confirmed', async () => {
    const fetchMock = stubApi({
      ...ANONYMOUS,
      ...as('admin'),
      'GET /staff-api/releases': { status: 200, body: { releases: [] } },
      'POST /staff-api/releases': {
        status: 200,
        body: {
          message: 'The release of 1 Admit decision has started.',
          release: {
            id: '33333333-3333-4333-8333-333333333333',
            selection: { decision: 'admit', application_ids: [ROW.id] },
            state: 'running',
            created_at: '2027-03-15T13:00:00.000Z',
            created_by_email: 'dee@example.edu',
            release_at: '2027-03-15T13:00:00.000Z',
            decisions: 1,
            released: 0,
            mails_sent: 0,
            mails_failed: 0,
            finished_at: null,
            cancelled_at: null,
          },
        },
      },
    });
    renderApp('/staff');
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('checkbox', { name: STAFF_MESSAGES.selectApplication(ROW.name) }),
    );
    // Nothing chosen: the button asks nothing.
    await user.click(screen.getByRole('button', { name: STAFF_MESSAGES.releaseAction }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.selectOptions(screen.getByLabelText(STAFF_MESSAGES.releaseAs, { exact: true }), 'Admit');
    await user.click(screen.getByRole('button', { name: STAFF_MESSAGES.releaseAction }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Release the Admit decision of 1 application now?',
    });
    await user.click(within(dialog).getByRole('button', { name: STAFF_MESSAGES.cancel }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: STAFF_MESSAGES.releaseAction }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: STAFF_MESSAGES.releaseAction,
      }),
    );
    await screen.findByText('The release of 1 Admit decision has started.');
    const posted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ decision: 'admit', application_ids: [ROW.id] });
  });
});
