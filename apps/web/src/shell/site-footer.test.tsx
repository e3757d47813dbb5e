import { FOOTER_MESSAGES, MESSAGES } from '@portico/application';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS, renderApp, stubApi } from '../testing/render-app';

async function renderAbout() {
  stubApi(ANONYMOUS);
  const user = userEvent.setup();
  renderApp('/about');
  await screen.findByRole('heading', { level: 1, name: 'About You' });
  return user;
}

describe('footer dialogs', () => {
  it('opens Help from the keyboard, lists how to get help, and closes on Escape back to its button', async () => {
    const user = await renderAbout();
    const footer = screen.getByRole('contentinfo');
    const helpButton = within(footer).getByRole('button', { name: MESSAGES.helpButton });

    helpButton.focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: FOOTER_MESSAGES.helpDialogTitle });
    const help = within(dialog);
    expect(help.getByRole('link', { name: 'help@test.example.edu' }).getAttribute('href')).toBe(
      'mailto:help@test.example.edu',
    );
    expect(help.getByRole('link', { name: /Get a PDF reader/ }).getAttribute('href')).toBe(
      'https://pdf.example.com/',
    );
    expect(help.getByRole('link', { name: 'admissions@test.example.edu' }).getAttribute('href')).toBe(
      'mailto:admissions@test.example.edu',
    );
    expect(help.getByRole('link', { name: '(706) 555-0100' }).getAttribute('href')).toBe('tel:7065550100');
    expect(dialog.textContent).toContain('Weekdays, 9 to 5');
    expect(dialog.textContent).toContain('Office of Admissions');
    expect(dialog.textContent).toContain('Testville, GA 30000');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(helpButton));
  });

  it('shows the privacy policy and the cookie notice, and closes with its Close button', async () => {
    const user = await renderAbout();
    const privacyButton = within(screen.getByRole('contentinfo')).getByRole('button', {
      name: MESSAGES.privacyButton,
    });

    await user.click(privacyButton);

    const dialog = await screen.findByRole('dialog', { name: FOOTER_MESSAGES.privacyDialogTitle });
    expect(dialog.textContent).toContain('We use your data to consider your application.');
    expect(dialog.textContent).toContain('We share it with nobody else.');
    expect(dialog.textContent).toContain('We set only the cookies the site needs.');
    expect(
      within(dialog)
        .getByRole('link', { name: /Full privacy policy/ })
        .getAttribute('href'),
    ).toBe('https://test.example.edu/privacy');

    await user.click(within(dialog).getByRole('button', { name: MESSAGES.close }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(privacyButton));
  });
});
