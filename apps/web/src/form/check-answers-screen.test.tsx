import { CHECK_ANSWERS_MESSAGES, MESSAGES } from '@portico/application';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { ES } from '@portico/application/catalogue-es';
import { COMPLETE_ANSWERS } from '@portico/application/testing';
import { axeViolations } from '../widgets/testing/render-widgets';
import { formApi, profileFixture, sentBodies, setIdentityCookie } from '../testing/account-fixtures';
import { renderApp, stubApi } from '../testing/render-app';

const STARTED = [{ web_status: 'started' as const }];

function student(answer: Record<string, string | boolean>) {
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

  test('in Spanish (issue 32): the pages, a needed answer, Yes and the tag in the catalogue’s words', async () => {
    const { city: _city, ...answers } = COMPLETE_ANSWERS;
    student(answers as Record<string, string | boolean>);
    const { container } = renderApp('/check-your-answers');
    await screen.findByRole('link', { name: 'Enter city' });
    await userEvent.click(screen.getByRole('button', { name: 'Español' }));
    const missing = await screen.findByRole('link', { name: ES.checkAnswers.missingAnswer.enter('ciudad') });
    expect(missing.getAttribute('href')).toBe('/about#city');
    expect(screen.getByRole('heading', { level: 1, name: ES.messages.checkAnswersTitle })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: ES.pages.education })).toBeTruthy();
    expect(screen.getAllByText(ES.checkAnswers.incomplete)).toHaveLength(1);
    expect(screen.getAllByText(ES.checkAnswers.yes).length).toBeGreaterThanOrEqual(4);
    expect(screen.queryByText(CHECK_ANSWERS_MESSAGES.incomplete)).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('summary lists (issue 31): a needed answer is a link to its question, its section incomplete', async () => {
    const { city: _city, ...answers } = COMPLETE_ANSWERS;
    student(answers as Record<string, string | boolean>);
    const { container, history } = renderApp('/check-your-answers');
    const missing = await screen.findByRole('link', { name: 'Enter city' });
    expect(missing.getAttribute('href')).toBe('/about#city');
    const card = screen.getByRole('region', {
      name: `Permanent Address ${CHECK_ANSWERS_MESSAGES.incomplete}`,
    });
    expect(within(card).getByText('City')).toBeTruthy();
    // Only that section is incomplete; agreements read Yes, never [X]; a choice by its label.
    expect(screen.getAllByText(CHECK_ANSWERS_MESSAGES.incomplete)).toHaveLength(1);
    const agreements = screen.getByRole('region', { name: 'Agreements' });
    expect(within(agreements).getAllByText(CHECK_ANSWERS_MESSAGES.yes)).toHaveLength(4);
    expect(screen.queryByText(/\[X\]/)).toBeNull();
    expect(screen.getByText('United States')).toBeTruthy();
    // No card inside a card: each section's list is in its own card.
    expect(container.querySelector('.summary-card .summary-card')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(missing);
    await waitFor(() => expect(history.location.pathname).toBe('/about'));
    const field = await screen.findByLabelText('City');
    await waitFor(() => expect(document.activeElement).toBe(field));
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
