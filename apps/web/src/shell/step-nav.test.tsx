import { MESSAGES } from '@portico/application';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS, renderApp, stubApi } from '../testing/render-app';

describe('StepNav', () => {
  it('labels the three steps and marks the current one', async () => {
    stubApi(ANONYMOUS);
    renderApp('/education');
    await screen.findByRole('heading', { level: 1, name: 'Your Academics' });

    const nav = screen.getByRole('navigation', { name: MESSAGES.stepNavLabel });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '1 About You',
      '2 Your Academics',
      '3 Final Steps',
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null]);
  });

  it('replaces the history entry, moves aria-current and focuses the new heading', async () => {
    stubApi(ANONYMOUS);
    const user = userEvent.setup();
    const { router } = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About You' });

    await user.click(screen.getByRole('link', { name: '3 Final Steps' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Final Steps' });
    expect(router.state.location.pathname).toBe('/final-steps');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('link', { name: '3 Final Steps' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '1 About You' }).getAttribute('aria-current')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
