import { STAFF_MESSAGES } from '@portico/application';
import type { ResponseOf } from '@portico/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { ANONYMOUS, renderApp, stubApi } from '../testing/render-app';
import { axeViolations } from '../widgets/testing/render-widgets';

const ADMIN = 'ada@harborvalley.example.edu';
const READER = 'rui@harborvalley.example.edu';
const READER_ID = '11111111-1111-4111-8111-111111111111';

const MEMBERS: ResponseOf<'staffMembers'> = {
  members: [
    {
      id: '00000000-0000-4000-8000-000000000000',
      email: ADMIN,
      role: 'admin',
      status: 'active',
      last_sign_in: '2027-03-01T15:00:00.000Z',
    },
    { id: READER_ID, email: READER, role: 'reader', status: 'active', last_sign_in: null },
    {
      id: '22222222-2222-4222-8222-222222222222',
      email: 'leo@harborvalley.example.edu',
      role: 'reader',
      status: 'lapsed',
      last_sign_in: null,
    },
  ],
};

const SIGNED_IN = (role: 'admin' | 'reader') => ({
  ...ANONYMOUS,
  'GET /staff-api/session': { status: 200, body: { email: role === 'admin' ? ADMIN : READER, role } },
});

describe('the staff members page', () => {
  test('lists members with their actions, asks before turning access off, and says why the server refused', async () => {
    const fetchMock = stubApi({
      ...SIGNED_IN('admin'),
      'GET /staff-api/staff': { status: 200, body: MEMBERS },
      [`POST /staff-api/staff/${READER_ID}/disable`]: {
        status: 409,
        body: { code: 'CONFLICT', message: STAFF_MESSAGES.lastAdmin },
      },
    });
    const { container } = renderApp('/staff/members');
    await screen.findByRole('heading', { level: 1, name: STAFF_MESSAGES.membersHeader });
    const table = await screen.findByRole('table', { name: STAFF_MESSAGES.membersHeader });
    const readerRow = within(table).getByRole('row', { name: new RegExp(READER) });
    expect(within(readerRow).getByText('Active')).toBeTruthy();
    expect(within(readerRow).getByText(STAFF_MESSAGES.neverSignedIn)).toBeTruthy();
    // One's own access cannot be turned off; a lapsed invitation can be sent again.
    const adminRow = within(table).getByRole('row', { name: new RegExp(ADMIN) });
    expect(within(adminRow).queryByRole('button', { name: /Turn off access/ })).toBeNull();
    within(table).getByRole('button', { name: /^Invite again for leo@harborvalley\.example\.edu$/ });
    expect(await axeViolations(container)).toEqual([]);

    const user = userEvent.setup();
    await user.click(within(readerRow).getByRole('button', { name: `Turn off access for ${READER}` }));
    const dialog = await screen.findByRole('alertdialog', {
      name: STAFF_MESSAGES.disableConfirmTitle(READER),
    });
    // Focus starts on Cancel, the harmless choice; Cancel sends nothing.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.click(within(readerRow).getByRole('button', { name: `Turn off access for ${READER}` }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: STAFF_MESSAGES.disableMember,
      }),
    );
    await screen.findByText(STAFF_MESSAGES.lastAdmin);
  });

  test('tells a reader it is for administrators', async () => {
    stubApi({ ...SIGNED_IN('reader') });
    renderApp('/staff/members');
    await screen.findByRole('heading', { level: 1, name: STAFF_MESSAGES.membersHeader });
    expect((await screen.findByRole('alert')).textContent).toBe(STAFF_MESSAGES.adminsOnly);
    expect(screen.queryByRole('link', { name: STAFF_MESSAGES.navMembers })).toBeNull();
  });
});
