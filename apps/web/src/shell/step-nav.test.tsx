import { MESSAGES, STEP_PROGRESS_MESSAGES } from '@portico/application';
import type { Profile } from '@portico/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COMPLETE_ANSWERS } from '@portico/application/testing';
import { formApi, profileFixture, sentBodies, setIdentityCookie } from '../testing/account-fixtures';
import { ANONYMOUS, renderApp, stubApi } from '../testing/render-app';

const VALIDATING: Profile['web_status'] = [{ web_status: 'started' }, { web_status: 'validating' }];

function studentApi(profile: Profile) {
  setIdentityCookie();
  return stubApi(formApi(profile));
}

describe('StepNav', () => {
  it.each([
    [
      'nothing answered',
      {},
      [
        STEP_PROGRESS_MESSAGES.notStarted,
        STEP_PROGRESS_MESSAGES.notStarted,
        STEP_PROGRESS_MESSAGES.notStarted,
      ],
    ],
    [
      'a first answer',
      { first_name: 'Ada' },
      [
        STEP_PROGRESS_MESSAGES.inProgress,
        STEP_PROGRESS_MESSAGES.notStarted,
        STEP_PROGRESS_MESSAGES.notStarted,
      ],
    ],
    [
      'everything',
      COMPLETE_ANSWERS,
      [STEP_PROGRESS_MESSAGES.completed, STEP_PROGRESS_MESSAGES.completed, STEP_PROGRESS_MESSAGES.completed],
    ],
    [
      'an answer the validator refuses',
      { ...COMPLETE_ANSWERS, ssn: '12' },
      [STEP_PROGRESS_MESSAGES.problem, STEP_PROGRESS_MESSAGES.completed, STEP_PROGRESS_MESSAGES.completed],
    ],
  ])("says each step's progress from the validator (issue 31): %s", async (_case, answer, expected) => {
    studentApi(profileFixture({ answer, web_status: [{ web_status: 'started' }] }));
    renderApp('/about');
    const nav = await screen.findByRole('navigation', { name: MESSAGES.stepNavLabel });
    const labels = ['1 About You', '2 Your Academics', '3 Final Steps'];
    await waitFor(() =>
      labels.forEach((label, index) =>
        expect(within(nav).getByRole('link', { name: label, description: expected[index] })).toBeTruthy(),
      ),
    );
  });

  it('an anonymous visitor gets the progress once an answer is typed', async () => {
    stubApi(ANONYMOUS);
    renderApp('/about');
    await userEvent.type(await screen.findByLabelText('Legal First Name'), 'Ada');
    const nav = screen.getByRole('navigation', { name: MESSAGES.stepNavLabel });
    await waitFor(() =>
      expect(
        within(nav).getByRole('link', {
          name: '1 About You',
          description: STEP_PROGRESS_MESSAGES.inProgress,
        }),
      ).toBeTruthy(),
    );
  });

  it('after a refused Submit, a step with answers missing has a problem', async () => {
    studentApi(profileFixture({ answer: { first_name: 'Ada' }, web_status: VALIDATING }));
    renderApp('/about');
    const nav = await screen.findByRole('navigation', { name: MESSAGES.stepNavLabel });
    await waitFor(() =>
      expect(
        within(nav).getByRole('link', { name: '1 About You', description: STEP_PROGRESS_MESSAGES.problem }),
      ).toBeTruthy(),
    );
  });

  it('after submission the steps are text, not links', async () => {
    studentApi(
      profileFixture({
        answer: {},
        web_status: [{ web_status: 'started' }, { web_status: 'validating' }, { web_status: 'submitted' }],
      }),
    );
    renderApp('/completion');
    const nav = await screen.findByRole('navigation', { name: MESSAGES.stepNavLabel });
    await waitFor(() => expect(within(nav).queryAllByRole('link')).toHaveLength(0));
    expect(within(nav).getByText('2 Your Academics')).toBeTruthy();
  });

  it('labels the three steps and marks the current one', async () => {
    stubApi(ANONYMOUS);
    renderApp('/education');
    await screen.findByRole('heading', { level: 1, name: 'Your Academics' });

    const nav = screen.getByRole('navigation', { name: MESSAGES.stepNavLabel });
    const links = within(nav).getAllByRole('link');
    // The spec's names; the progress is each link's description (issue 31).
    expect(links.map((link) => link.firstChild?.textContent)).toEqual([
      '1 About You',
      '2 Your Academics',
      '3 Final Steps',
    ]);
    // An anonymous first visit with nothing typed: no progress, and none of its code fetched.
    for (const label of ['1 About You', '2 Your Academics', '3 Final Steps'])
      expect(within(nav).getByRole('link', { name: label, description: '' })).toBeTruthy();
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null]);
  });

  it('replaces the history entry, moves aria-current and focuses the new heading', async () => {
    stubApi(ANONYMOUS);
    const user = userEvent.setup();
    const { history } = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About You' });

    await user.click(screen.getByRole('link', { name: '3 Final Steps' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Final Steps' });
    expect(history.location.pathname).toBe('/final-steps');
    expect(history.action).toBe('REPLACE');
    expect(screen.getByRole('link', { name: '3 Final Steps' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '1 About You' }).getAttribute('aria-current')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});

describe('StepNav click (saves the answers and the validations)', () => {
  it('while validating, saves the answers and posts the errors of the answers as they are now', async () => {
    const fetchMock = studentApi(profileFixture({ answer: {}, web_status: VALIDATING }));
    const { history, formSlot } = renderApp('/about');
    await userEvent.type(await screen.findByLabelText('Legal First Name'), 'Ada');

    await userEvent.click(screen.getByRole('link', { name: '2 Your Academics' }));

    await waitFor(() => expect(history.location.pathname).toBe('/education'));
    expect(sentBodies(fetchMock, 'PUT', '/api/answer')).toEqual([{ answers: { first_name: 'Ada' } }]);
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', '/api/validations')).toHaveLength(1));
    const posted = sentBodies(fetchMock, 'POST', '/api/validations') as {
      errors: Record<string, string[]>;
    }[];
    expect(posted).toHaveLength(1);
    expect(posted[0]?.errors).toEqual(await formSlot.session()?.validation.validateCurrentAnswers());
    // The answer typed just before the click counts: its message is gone, the others remain.
    expect(posted[0]?.errors.first_name).toBeUndefined();
    expect(posted[0]?.errors.last_name).toBeDefined();
  });

  it('while started, saves the answers and posts no validations (nothing is shown as missing yet)', async () => {
    const fetchMock = studentApi(profileFixture({ answer: {} }));
    const { history } = renderApp('/about');
    await userEvent.type(await screen.findByLabelText('Legal First Name'), 'Ada');

    await userEvent.click(screen.getByRole('link', { name: '3 Final Steps' }));

    await waitFor(() => expect(history.location.pathname).toBe('/final-steps'));
    expect(sentBodies(fetchMock, 'PUT', '/api/answer')).toEqual([{ answers: { first_name: 'Ada' } }]);
    expect(sentBodies(fetchMock, 'POST', '/api/validations')).toEqual([]);
  });

  it('an anonymous visitor with answers goes to /signup with them, and nothing is posted', async () => {
    const fetchMock = stubApi(ANONYMOUS);
    const { history } = renderApp('/about');
    await userEvent.type(await screen.findByLabelText('Legal First Name'), 'Ada');

    await userEvent.click(screen.getByRole('link', { name: '2 Your Academics' }));

    await waitFor(() => expect(history.location.pathname).toBe('/signup'));
    expect(history.location.state).toEqual({ answers: { first_name: 'Ada' } });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/profile']);
  });
});
