import { STAFF_MESSAGES } from '@portico/application';
import type { ResponseOf } from '@portico/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { ANONYMOUS, renderApp, stubApi } from '../testing/render-app';
import { axeViolations } from '../widgets/testing/render-widgets';
import { instantInTimeZone } from './institution-time';

const ADMIN = 'ada@harborvalley.example.edu';
type Release = ResponseOf<'staffReleases'>['releases'][number];

const RELEASE: Release = {
  id: '33333333-3333-4333-8333-333333333333',
  selection: { decision: 'deny', term: '202708' },
  state: 'finished',
  created_at: '2027-03-01T14:00:00.000Z',
  created_by_email: ADMIN,
  release_at: '2027-03-01T14:00:00.000Z',
  decisions: 120,
  released: 120,
  mails_sent: 118,
  mails_failed: 2,
  finished_at: '2027-03-01T14:00:09.000Z',
  cancelled_at: null,
};
const SCHEDULED: Release = {
  ...RELEASE,
  id: '44444444-4444-4444-8444-444444444444',
  selection: { decision: 'admit' },
  state: 'scheduled',
  release_at: '2099-03-15T13:00:00.000Z',
  released: 0,
  mails_sent: 0,
  mails_failed: 0,
  finished_at: null,
};

const SIGNED_IN = (role: 'admin' | 'decider') => ({
  ...ANONYMOUS,
  'GET /staff-api/session': { status: 200, body: { email: ADMIN, role } },
});

describe('the Releases page (issue 28)', () => {
  test('shows the count of the selection, confirms it in a dialog, and releases now', async () => {
    const fetchMock = stubApi({
      ...SIGNED_IN('admin'),
      'GET /staff-api/releases': { status: 200, body: { releases: [SCHEDULED, RELEASE] } },
      'GET /staff-api/releases/preview?decision=admit': {
        status: 200,
        body: { count: 1234, message: STAFF_MESSAGES.releaseCount(1234, 'Admit') },
      },
      'POST /staff-api/releases': {
        status: 200,
        body: {
          message: STAFF_MESSAGES.releaseCreated(1234, 'Admit'),
          release: { ...SCHEDULED, state: 'running' },
        },
      },
    });
    const { container } = renderApp('/staff/releases');
    await screen.findByRole('heading', { level: 1, name: STAFF_MESSAGES.releasesHeader });
    expect(screen.getByRole('link', { name: STAFF_MESSAGES.navReleases })).toBeTruthy();
    const table = await screen.findByRole('table', { name: STAFF_MESSAGES.releasesListCaption });
    const finished = within(table).getByRole('row', { name: /Deny, Fall 2027/ });
    expect(within(finished).getByText('120 released, 118 e-mails sent, 2 could not be sent')).toBeTruthy();
    within(table).getByRole('button', { name: 'Cancel release for Admit' });
    expect(await axeViolations(container)).toEqual([]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Admit' }));
    await screen.findByText(STAFF_MESSAGES.releaseCount(1234, 'Admit'));
    await user.click(screen.getByRole('button', { name: STAFF_MESSAGES.releaseSubmit }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Release 1,234 Admit decisions?' });
    expect(within(dialog).getByText(STAFF_MESSAGES.releaseConfirmNow)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: STAFF_MESSAGES.cancel }));
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: STAFF_MESSAGES.releaseConfirm }));
    await screen.findByText(STAFF_MESSAGES.releaseCreated(1234, 'Admit'));
    const posted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ decision: 'admit' });
  });

  test('releases at a set time in the institution’s time zone, and refuses a time past', async () => {
    const fetchMock = stubApi({
      ...SIGNED_IN('admin'),
      'GET /staff-api/releases': { status: 200, body: { releases: [] } },
      'GET /staff-api/releases/preview?decision=waitlist': {
        status: 200,
        body: { count: 3, message: STAFF_MESSAGES.releaseCount(3, 'Waitlist') },
      },
      'GET /staff-api/releases/preview?decision=waitlist&term=202708': {
        status: 200,
        body: { count: 1, message: STAFF_MESSAGES.releaseCount(1, 'Waitlist') },
      },
      'POST /staff-api/releases': {
        status: 200,
        body: { message: 'scheduled', release: SCHEDULED },
      },
    });
    renderApp('/staff/releases');
    await screen.findByText(STAFF_MESSAGES.noReleases);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Waitlist' }));
    await user.selectOptions(screen.getByRole('combobox', { name: STAFF_MESSAGES.releaseTerm }), '202708');
    await screen.findByText(STAFF_MESSAGES.releaseCount(1, 'Waitlist'));
    await user.click(screen.getByRole('radio', { name: STAFF_MESSAGES.releaseLater }));
    const time = screen.getByLabelText(STAFF_MESSAGES.releaseAtLabel('America/New York'));
    await user.type(time, '2020-03-15T09:00');
    await user.click(screen.getByRole('button', { name: STAFF_MESSAGES.releaseSubmit }));
    await screen.findByText(STAFF_MESSAGES.releaseAtInvalid);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.clear(time);
    await user.type(time, '2099-03-15T09:00');
    await user.click(screen.getByRole('button', { name: STAFF_MESSAGES.releaseSubmit }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Release 1 Waitlist decision?' });
    await user.click(within(dialog).getByRole('button', { name: STAFF_MESSAGES.releaseConfirm }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const posted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    // 9:00 in New York in March 2099 is daylight time, 13:00 UTC.
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({
      decision: 'waitlist',
      term: '202708',
      release_at: '2099-03-15T13:00:00.000Z',
    });
  });

  test('tells a decider it is for administrators, and offers no Releases link', async () => {
    stubApi({ ...SIGNED_IN('decider') });
    renderApp('/staff/releases');
    await screen.findByRole('heading', { level: 1, name: STAFF_MESSAGES.releasesHeader });
    expect((await screen.findByRole('alert')).textContent).toBe(STAFF_MESSAGES.adminsOnly);
    expect(screen.queryByRole('link', { name: STAFF_MESSAGES.navReleases })).toBeNull();
  });
});

describe('a wall-clock time in the institution’s zone', () => {
  test('is the instant it names there, on either side of a daylight-saving change, and none for a day that does not exist', () => {
    expect(instantInTimeZone('2027-01-15T09:00', 'America/New_York')?.toISOString()).toBe(
      '2027-01-15T14:00:00.000Z',
    );
    expect(instantInTimeZone('2027-07-15T09:00', 'America/New_York')?.toISOString()).toBe(
      '2027-07-15T13:00:00.000Z',
    );
    expect(instantInTimeZone('2027-03-14T12:00', 'America/Los_Angeles')?.toISOString()).toBe(
      '2027-03-14T19:00:00.000Z',
    );
    expect(instantInTimeZone('2027-02-30T09:00', 'America/New_York')).toBeNull();
    expect(instantInTimeZone('tomorrow', 'America/New_York')).toBeNull();
  });
});
