import { STAFF_MESSAGES } from '@portico/application';
import type { ResponseOf } from '@portico/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { ANONYMOUS, renderApp, stubApi } from '../testing/render-app';
import { axeViolations } from '../widgets/testing/render-widgets';

const READER = {
  'GET /staff-api/session': { status: 200, body: { email: 'r@example.edu', role: 'reader' } },
};

const REPORT: ResponseOf<'staffStuck'> = {
  from: '2027-02-01',
  to: '2027-03-02',
  statuses: { started: 1200, validating: 300, submitted: 500 },
  stops: [
    { page: '/about', started: 700, validating: 100 },
    { page: '/education', started: 400, validating: 50 },
    { page: '/final-steps', started: 100, validating: 150 },
  ],
  messages: [
    {
      key: 'hs_gpa',
      question: 'High School GPA',
      page: '/education',
      message: 'Please enter your GPA.',
      applications: 120,
    },
  ],
};

/** The rows of a table, each as its cells' texts. */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('where applicants get stuck', () => {
  test('shows the period, the statuses, the pages by their titles and the messages, in captioned tables, axe-clean', async () => {
    stubApi({ ...ANONYMOUS, ...READER, 'GET /staff-api/stuck': { status: 200, body: REPORT } });
    const { container } = renderApp('/staff/stuck');

    await screen.findByRole('heading', { level: 1, name: STAFF_MESSAGES.stuckHeader });
    expect(screen.getByRole('link', { name: STAFF_MESSAGES.navStuck }).getAttribute('aria-current')).toBe(
      'page',
    );
    const statuses = await screen.findByRole('table', { name: STAFF_MESSAGES.stuckStatusesCaption });
    expect(rowsOf(statuses)).toEqual([
      ['Status', 'Applications', 'Share'],
      ['Started', '1,200', '60%'],
      ['Validating', '300', '15%'],
      ['Submitted', '500', '25%'],
      ['All', '2,000', '100%'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: STAFF_MESSAGES.stuckStopsCaption }))).toEqual([
      ['Page', 'Started', 'Validating', 'Not submitted', 'Share'],
      ['About You', '700', '100', '800', '53%'],
      ['Your Academics', '400', '50', '450', '30%'],
      ['Final Steps', '100', '150', '250', '17%'],
      ['All', '1,200', '300', '1,500', '100%'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: STAFF_MESSAGES.stuckMessagesCaption }))).toEqual([
      ['Message', 'Question', 'Page', 'Applications'],
      ['Please enter your GPA.', 'High School GPA', 'Your Academics', '120'],
    ]);
    expect(screen.getByText(STAFF_MESSAGES.periodShown('Feb 1, 2027', 'Mar 2, 2027'))).toBeTruthy();
    // The fields hold the period the server chose.
    expect((screen.getByLabelText(STAFF_MESSAGES.periodFrom) as HTMLInputElement).value).toBe('2027-02-01');
    expect((screen.getByLabelText(STAFF_MESSAGES.periodTo) as HTMLInputElement).value).toBe('2027-03-02');
    expect(await axeViolations(container)).toEqual([]);
  });

  test('asks for the period chosen, and says beside the field what the server refused', async () => {
    const refused = {
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: STAFF_MESSAGES.periodOrder,
        errors: { to: [STAFF_MESSAGES.periodOrder] },
      },
    };
    stubApi({
      ...ANONYMOUS,
      ...READER,
      'GET /staff-api/stuck': { status: 200, body: REPORT },
      'GET /staff-api/stuck?from=2027-03-05&to=2027-03-01': refused,
    });
    const { container, history } = renderApp('/staff/stuck');
    // The fields are filled once the server has said which period it read.
    await screen.findByRole('table', { name: STAFF_MESSAGES.stuckStatusesCaption });
    const from = screen.getByLabelText(STAFF_MESSAGES.periodFrom);

    // A date input is typed into as the browser draws it; jsdom has only its value.
    fireEvent.change(from, { target: { value: '2027-03-05' } });
    fireEvent.change(screen.getByLabelText(STAFF_MESSAGES.periodTo), { target: { value: '2027-03-01' } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: STAFF_MESSAGES.applyFilters }));

    expect((await screen.findByRole('alert')).textContent).toBe(STAFF_MESSAGES.periodOrder);
    expect(history.location.search).toBe('?from=2027-03-05&to=2027-03-01');
    const field = screen.getByLabelText(STAFF_MESSAGES.periodTo);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const describers = (field.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describers.map((id) => document.getElementById(id)?.textContent)).toEqual([
      STAFF_MESSAGES.periodOrder,
      STAFF_MESSAGES.periodHint,
    ]);
    expect(screen.queryByRole('table')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});
