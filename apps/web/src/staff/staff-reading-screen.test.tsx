import { STAFF_MESSAGES } from '@portico/application';
import type { ResponseOf } from '@portico/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { ANONYMOUS, renderApp, stubApi, type FakeResponse } from '../testing/render-app';
import { axeViolations } from '../widgets/testing/render-widgets';

const READER = 'rui@harborvalley.example.edu';
const FIRST = '11111111-1111-4111-8111-111111111111';
const SECOND = '22222222-2222-4222-8222-222222222222';
const BASE = `/staff-api/applications/${FIRST}`;

const APPLICATION: ResponseOf<'staffApplication'> = {
  row: {
    id: FIRST,
    name: 'Dana Reyes',
    email: 'dana@example.com',
    status: 'submitted',
    staff_status: 'in_review',
    reader_email: READER,
    last_page: null,
    last_activity: '2027-03-01T15:00:00.000Z',
    submitted_at: '2027-03-01T15:00:00.000Z',
    reference: '2027-7KQM-3XBT',
    decision: null,
  },
  checklist: { items: [], complete: true },
  snapshot: {
    answer: { first_name: 'Dana', last_name: 'Reyes' },
    add_another: {},
    document_answer: { hs_transcript: { status: 'ANSWERED', file_name: 'transcript.png', file_size: 2048 } },
    tabs: {},
  },
  status_history: [],
  applicant_updates: [],
};

const REVIEWS = (mayReview: boolean): ResponseOf<'staffReview'> => ({
  may_review: mayReview,
  own: null,
  others: [],
});

function stubReading(mayReview: boolean, extra: Record<string, FakeResponse> = {}) {
  return stubApi({
    ...ANONYMOUS,
    'GET /staff-api/session': { status: 200, body: { email: READER, role: 'reader' } },
    [`GET ${BASE}`]: { status: 200, body: APPLICATION },
    [`GET ${BASE}/review`]: { status: 200, body: REVIEWS(mayReview) },
    [`GET ${BASE}/notes`]: { status: 200, body: { notes: [] } },
    // The next application of the list, opened by the queue.
    [`GET /staff-api/applications/${SECOND}`]: {
      status: 200,
      body: { ...APPLICATION, row: { ...APPLICATION.row, id: SECOND, name: 'Bo Reyes' } },
    },
    [`GET /staff-api/applications/${SECOND}/review`]: { status: 200, body: REVIEWS(mayReview) },
    [`GET /staff-api/applications/${SECOND}/notes`]: { status: 200, body: { notes: [] } },
    'GET /staff-api/applications?reader=me&limit=100': {
      status: 200,
      body: { applications: [APPLICATION.row, { ...APPLICATION.row, id: SECOND }], next: null },
    },
    ...extra,
  });
}

describe('the reading screen', () => {
  test('shows the document in place beside the rubric, shows the server’s messages at its questions, and saves the review', async () => {
    const saved = {
      message: STAFF_MESSAGES.reviewSaved,
      review: {
        staff_email: READER,
        ratings: { academic_preparation: '4', essay: '5', activities_character: '3' },
        recommendation: 'recommend',
        updated_at: '2027-03-02T15:00:00.000Z',
      },
    };
    const fetchMock = stubReading(true, { [`PUT ${BASE}/review`]: { status: 200, body: saved } });
    const { container } = renderApp(`/staff/applications/${FIRST}/read?reader=me`);
    await screen.findByRole('heading', { level: 1, name: STAFF_MESSAGES.readingHeading('Dana Reyes') });
    const frame = await screen.findByTitle('Unofficial High School Transcript: transcript.png');
    expect(frame.getAttribute('src')).toBe(`${BASE}/documents/hs_transcript?inline=1`);
    const queue = screen.getByRole('navigation', { name: STAFF_MESSAGES.queueLabel });
    await within(queue).findByText(STAFF_MESSAGES.queuePosition(1, 2));
    expect(
      within(queue).getByRole('link', { name: STAFF_MESSAGES.nextApplication }).getAttribute('href'),
    ).toBe(`/staff/applications/${SECOND}/read?reader=me`);
    expect(within(queue).queryByRole('link', { name: STAFF_MESSAGES.previousApplication })).toBeNull();
    const form = (await screen.findByRole('button', { name: STAFF_MESSAGES.reviewSave })).closest('form')!;
    expect(await axeViolations(container, { frames: false })).toEqual([]);

    // Nothing rated: the server's messages (its validator's) at the rubric's questions, the first focused.
    const refused = {
      code: 'VALIDATION_FAILED',
      message: STAFF_MESSAGES.reviewInvalid,
      errors: {
        academic_preparation: ['Rate the academic preparation.'],
        recommendation: ['Choose a recommendation.'],
      },
    };
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify(refused), { status: 400, headers: { 'content-type': 'application/json' } }),
    );
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: STAFF_MESSAGES.reviewSave }));
    await within(form).findByText('Rate the academic preparation.');
    expect(within(form).getByText('Choose a recommendation.')).toBeTruthy();
    await screen.findByText(STAFF_MESSAGES.reviewInvalid);
    expect(document.activeElement).toBe(within(form).getAllByRole('radio')[0]);

    const rate = (question: string, choice: string) =>
      user.click(
        within(within(form).getByRole('group', { name: question })).getByRole('radio', { name: choice }),
      );
    await rate('Academic preparation', '4 – Very good');
    await rate('Essay', '5 – Outstanding');
    await rate('Activities and character', '3 – Good');
    await rate('Recommendation', 'Recommend');
    await user.click(within(form).getByRole('button', { name: STAFF_MESSAGES.reviewSave }));
    await screen.findByText(STAFF_MESSAGES.reviewSaved);
    expect(within(form).queryByText('Rate the academic preparation.')).toBeNull();
    const put = fetchMock.mock.calls.findLast(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put![1]!.body))).toMatchObject({
      ratings: { academic_preparation: '4', essay: '5', activities_character: '3' },
      recommendation: 'recommend',
    });
  });

  test('adds a note, refusing an empty one, and moves to the next application by Alt+Shift+N', async () => {
    const note = {
      id: 'n1',
      staff_email: READER,
      body: 'Strong essay.',
      created_at: '2027-03-02T15:00:00.000Z',
    };
    const fetchMock = stubReading(false, {
      [`POST ${BASE}/notes`]: { status: 200, body: { message: STAFF_MESSAGES.noteAdded, note } },
    });
    const { history } = renderApp(`/staff/applications/${FIRST}/read?reader=me`);
    expect(await screen.findByText(STAFF_MESSAGES.reviewReadOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: STAFF_MESSAGES.reviewSave })).toBeNull();

    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: STAFF_MESSAGES.noteLabel });
    await user.click(screen.getByRole('button', { name: STAFF_MESSAGES.addNote }));
    await screen.findByText(STAFF_MESSAGES.noteEmpty);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.type(field, '  Strong essay.  ');
    await user.click(screen.getByRole('button', { name: STAFF_MESSAGES.addNote }));
    await screen.findByText(STAFF_MESSAGES.noteAdded);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post![1]!.body))).toEqual({ body: 'Strong essay.' });

    // Typing in a field, the shortcut is the field's; elsewhere it opens the next application.
    await within(screen.getByRole('navigation', { name: STAFF_MESSAGES.queueLabel })).findByRole('link', {
      name: STAFF_MESSAGES.nextApplication,
    });
    fireEvent.keyDown(field, { code: 'KeyN', altKey: true, shiftKey: true });
    expect(history.location.pathname).toBe(`/staff/applications/${FIRST}/read`);
    fireEvent.keyDown(document.body, { code: 'KeyN', altKey: true, shiftKey: true });
    await waitFor(() => expect(history.location.pathname).toBe(`/staff/applications/${SECOND}/read`));
    expect(history.location.search).toBe('?reader=me');
    await screen.findByRole('heading', { level: 1, name: STAFF_MESSAGES.readingHeading('Bo Reyes') });
  });

  test('asks before leaving a review not saved, and stays when asked to', async () => {
    stubReading(true);
    const { history } = renderApp(`/staff/applications/${FIRST}/read?reader=me`);
    const essay = await screen.findByRole('group', { name: 'Essay' });
    const user = userEvent.setup();
    await user.click(within(essay).getByRole('radio', { name: '2 – Fair' }));
    const next = await screen.findByRole('link', { name: STAFF_MESSAGES.nextApplication });

    fireEvent.keyDown(document.body, { code: 'KeyN', altKey: true, shiftKey: true });
    const dialog = await screen.findByRole('alertdialog', { name: STAFF_MESSAGES.leaveUnsavedTitle });
    await user.click(within(dialog).getByRole('button', { name: STAFF_MESSAGES.stayOnReview }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(history.location.pathname).toBe(`/staff/applications/${FIRST}/read`);
    expect(within(essay).getByRole('radio', { name: '2 – Fair' })).toHaveProperty('checked', true);

    await user.click(next);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: STAFF_MESSAGES.leaveUnsaved,
      }),
    );
    await waitFor(() => expect(history.location.pathname).toBe(`/staff/applications/${SECOND}/read`));
  });
});
