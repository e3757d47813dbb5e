import { MESSAGES } from '@portico/application';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { axeViolations } from '../widgets/testing/render-widgets';
import { formApi, profileFixture, sentBodies, setIdentityCookie } from '../testing/account-fixtures';
import { renderApp, stubApi } from '../testing/render-app';

const STARTED = [{ web_status: 'started' as const }];

function student(answer: Record<string, string>) {
  setIdentityCookie();
  return stubApi(formApi(profileFixture({ answer, web_status: STARTED, last_page: '/final-steps' })));
}

describe("'Check your answers' (issue 16)", () => {
  test('lists every page with its answers read-only, each question with a Change link to itself', async () => {
    student({ first_name: 'Ada', last_name: 'Lovelace' });
    const { container } = renderApp('/check-your-answers');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.checkAnswersTitle })).toBeTruthy();
    for (const title of ['About You', 'Your Academics', 'Final Steps'])
      expect(await screen.findByRole('heading', { level: 2, name: title })).toBeTruthy();
    expect(await screen.findByText('Ada')).toBeTruthy();
    const change = screen.getByRole('link', { name: 'Change Legal First Name' });
    expect(change.getAttribute('href')).toBe('/about#first_name');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: MESSAGES.submit })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('a Change goes to the question and back: the form page offers the return, which saves first', async () => {
    const fetchMock = student({ first_name: 'Ada' });
    const { history } = renderApp('/check-your-answers');
    await userEvent.click(await screen.findByRole('link', { name: 'Change Legal First Name' }));
    await waitFor(() => expect(history.location.pathname).toBe('/about'));
    expect(history.location.hash).toBe('#first_name');
    const field = await screen.findByLabelText('Legal First Name');
    await waitFor(() => expect(document.activeElement).toBe(field));
    await userEvent.clear(field);
    await userEvent.type(field, 'Augusta');
    const actions = screen.getByRole('group', { name: MESSAGES.formActionsLabel });
    await userEvent.click(within(actions).getByRole('button', { name: MESSAGES.checkAnswersReturn }));
    await waitFor(() => expect(history.location.pathname).toBe('/check-your-answers'));
    expect(sentBodies(fetchMock, 'PUT', '/api/answer')).toEqual([{ answers: { first_name: 'Augusta' } }]);
    expect(await screen.findByText('Augusta')).toBeTruthy();
  });

  test('Final Steps leads to it before Submit; the other pages do not', async () => {
    student({});
    const { history } = renderApp('/final-steps');
    const actions = await screen.findByRole('group', { name: MESSAGES.formActionsLabel });
    await userEvent.click(within(actions).getByRole('button', { name: MESSAGES.checkAnswersLink }));
    await screen.findByRole('heading', { level: 1, name: MESSAGES.checkAnswersTitle });
    expect(history.location.pathname).toBe('/check-your-answers');
    await userEvent.click(screen.getByRole('link', { name: '1 About You' }));
    await screen.findByRole('heading', { level: 1, name: 'About You' });
    expect(history.location.pathname).toBe('/about');
    const aboutActions = await screen.findByRole('group', { name: MESSAGES.formActionsLabel });
    expect(within(aboutActions).queryByRole('button', { name: MESSAGES.checkAnswersLink })).toBeNull();
    expect(within(aboutActions).queryByRole('button', { name: MESSAGES.checkAnswersReturn })).toBeNull();
  });
});
