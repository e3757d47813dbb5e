import { MESSAGES } from '@portico/application';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryHistory, HistoryRouter } from '../navigation/router';
import { ValidationSummary } from './validation-summary';

function renderSummary(errors: Record<string, string[]>, path = '/about') {
  const history = createMemoryHistory({ initialEntries: [path] });
  render(
    <HistoryRouter history={history}>
      <main>
        <ValidationSummary errors={errors} />
        <label htmlFor="first_name">Legal first name</label>
        <input id="first_name" />
      </main>
    </HistoryRouter>,
  );
  return history;
}

describe('ValidationSummary', () => {
  it('shows nothing without errors', () => {
    renderSummary({});
    expect(screen.queryByText(MESSAGES.validationSummaryTitle)).toBeNull();
  });

  it('is titled, explains itself, takes focus and marks the page title as an error', () => {
    document.title = 'About You | Application';
    renderSummary({ first_name: ['Legal First Name'] });
    const heading = screen.getByRole('heading', { level: 2, name: MESSAGES.validationSummaryTitle });
    expect(heading).toBeTruthy();
    expect(screen.getByText(MESSAGES.validationSummaryIntro)).toBeTruthy();
    expect(document.activeElement?.className).toBe('validation-summary');
    expect(document.title).toBe('Error: About You | Application');
  });

  it('leaves the focus in a field the applicant is typing in when it appears, unless a submit asks', () => {
    const history = createMemoryHistory({ initialEntries: ['/about'] });
    const page = (errors: Record<string, string[]>, focusRequest = 0) => (
      <HistoryRouter history={history}>
        <main>
          <ValidationSummary errors={errors} focusRequest={focusRequest} />
          <label htmlFor="first_name">Legal first name</label>
          <input id="first_name" />
        </main>
      </HistoryRouter>
    );
    const { rerender } = render(page({}));
    const field = screen.getByLabelText('Legal first name');
    field.focus();
    rerender(page({ last_name: ['Legal Last Name'] }));
    expect(screen.getByRole('heading', { name: MESSAGES.validationSummaryTitle })).toBeTruthy();
    expect(document.activeElement).toBe(field);
    rerender(page({ last_name: ['Legal Last Name'] }, 1));
    expect(document.activeElement?.className).toBe('validation-summary');
  });

  it('links each message to its page and question, once, in page order; a key on no page is plain text', () => {
    renderSummary({
      legal_agree: ['You must agree'],
      first_name: ['Legal First Name'],
      last_name: ['Legal First Name'],
      no_such_key: ['Something else'],
    });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Legal First Name', '/about#first_name'],
      ['You must agree', '/final-steps#legal_agree'],
    ]);
    expect(screen.getByText('Something else').tagName).toBe('LI');
  });

  it('focuses the question when its link is on this page', async () => {
    renderSummary({ first_name: ['Legal First Name'] });
    await userEvent.click(screen.getByRole('link', { name: 'Legal First Name' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Legal first name'));
  });

  it('goes to the page of a question on another page', async () => {
    const history = renderSummary({ legal_agree: ['You must agree'] });
    await userEvent.click(screen.getByRole('link', { name: 'You must agree' }));
    expect(history.location.pathname).toBe('/final-steps');
    expect(history.location.hash).toBe('#legal_agree');
  });
});
