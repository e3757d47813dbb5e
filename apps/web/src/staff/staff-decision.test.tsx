import { STAFF_MESSAGES } from '@portico/application';
import type { ResponseOf } from '@portico/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { ANONYMOUS, renderApp, stubApi } from '../testing/render-app';
import { axeViolations } from '../widgets/testing/render-widgets';

const ID = '55555555-5555-4555-8555-555555555555';
const DECIDER = 'dee@harborvalley.example.edu';

const APPLICATION: ResponseOf<'staffApplication'> = {
  row: {
    id: ID,
    name: 'Ana Lopez',
    email: 'ana@example.com',
    status: 'submitted',
    staff_status: 'ready_for_review',
    reader_email: null,
    last_page: null,
    last_activity: '2027-02-01T15:00:00.000Z',
    submitted_at: '2027-02-01T15:00:00.000Z',
    reference: '2027-ABCD-EFGH',
    decision: null,
  },
  checklist: { items: [], complete: true },
  snapshot: { answer: {}, add_another: {}, document_answer: {}, tabs: {} },
  status_history: [],
  applicant_updates: [],
};
const RECORDED = {
  decision: 'deny',
  reasons: ['incomplete'],
  recorded_at: '2027-03-01T15:00:00.000Z',
  recorded_by_email: DECIDER,
  released_at: null,
};

const screenWith = (role: 'reader' | 'decider' | 'admin', decision: ResponseOf<'staffDecision'>) =>
  stubApi({
    ...ANONYMOUS,
    'GET /staff-api/session': { status: 200, body: { email: DECIDER, role } },
    [`GET /staff-api/applications/${ID}`]: { status: 200, body: APPLICATION },
    [`GET /staff-api/applications/${ID}/decision`]: { status: 200, body: decision },
    [`PUT /staff-api/applications/${ID}/decision`]: {
      status: 200,
      body: { message: STAFF_MESSAGES.decisionRecorded('Deny'), decision: RECORDED },
    },
  });

describe('the decision on the application screen (issue 28)', () => {
  test('lets a decider choose a decision and reasons of that decision only, and record it', async () => {
    const fetchMock = screenWith('decider', { decision: null });
    const { container } = renderApp(`/staff/applications/${ID}`);
    const section = await screen.findByRole('region', { name: STAFF_MESSAGES.decisionHeading });
    await within(section).findByText(STAFF_MESSAGES.decisionNone);
    const user = userEvent.setup();

    await user.click(within(section).getByRole('radio', { name: 'Admit' }));
    const admitReasons = within(section).getByRole('group', { name: STAFF_MESSAGES.reasonsLegend('Admit') });
    await user.click(within(admitReasons).getByRole('checkbox', { name: 'Strong essay' }));
    // Another decision: its own reasons, none of the first's ticked.
    await user.click(within(section).getByRole('radio', { name: 'Deny' }));
    const denyReasons = within(section).getByRole('group', { name: STAFF_MESSAGES.reasonsLegend('Deny') });
    expect(within(denyReasons).queryByRole('checkbox', { name: 'Strong essay' })).toBeNull();
    await user.click(within(denyReasons).getByRole('checkbox', { name: 'Required materials not received' }));
    expect(await axeViolations(container)).toEqual([]);

    await user.click(within(section).getByRole('button', { name: STAFF_MESSAGES.recordDecision }));
    await screen.findByText(STAFF_MESSAGES.decisionRecorded('Deny'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ decision: 'deny', reasons: ['incomplete'] });
    await within(section).findByText(/^Deny, recorded .* by dee@harborvalley\.example\.edu\./);
    expect(within(section).getByText(STAFF_MESSAGES.decisionNotReleased)).toBeTruthy();
  });

  test('asks for a decision before sending', async () => {
    const fetchMock = screenWith('admin', { decision: null });
    renderApp(`/staff/applications/${ID}`);
    const section = await screen.findByRole('region', { name: STAFF_MESSAGES.decisionHeading });
    await userEvent
      .setup()
      .click(await within(section).findByRole('button', { name: STAFF_MESSAGES.recordDecision }));
    await within(section).findByText(STAFF_MESSAGES.decisionChoose);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  test('shows a reader the decision without the form, and a released decision to anyone as fixed', async () => {
    screenWith('reader', { decision: RECORDED });
    const { unmount } = renderApp(`/staff/applications/${ID}`);
    const section = await screen.findByRole('region', { name: STAFF_MESSAGES.decisionHeading });
    await within(section).findByText(/Reasons: Required materials not received\./);
    expect(within(section).queryByRole('button', { name: STAFF_MESSAGES.recordDecision })).toBeNull();
    expect(within(section).queryByRole('radio')).toBeNull();
    unmount();

    screenWith('admin', { decision: { ...RECORDED, released_at: '2027-03-15T13:00:00.000Z' } });
    renderApp(`/staff/applications/${ID}`);
    const released = await screen.findByRole('region', { name: STAFF_MESSAGES.decisionHeading });
    await within(released).findByText(new RegExp(STAFF_MESSAGES.decisionReleasedFixed));
    await waitFor(() => expect(within(released).queryByRole('radio')).toBeNull());
  });
});
