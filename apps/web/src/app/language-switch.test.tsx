import { MESSAGES } from '@portico/application';
import { ES } from '@portico/application/catalogue-es';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { chooseLanguage, LANGUAGE_STORAGE_KEY } from '../i18n/language-store';
import { readStoredAnswers } from '../session/answers-storage';
import { ANONYMOUS, renderApp, stubApi } from '../testing/render-app';
import { axeViolations } from '../widgets/testing/render-widgets';

// Each test renders a whole form page in jsdom in two languages: 10-17 s alone, over the web
// project's 30 s on a loaded two-core machine. A hang still fails.
describe('the language switch', { timeout: 90_000 }, () => {
  test('switches a form page to Spanish and back, keeping a typed answer, the page and the focus', async () => {
    stubApi(ANONYMOUS);
    const { history } = renderApp('/about');
    const firstName = await screen.findByLabelText(MESSAGES.legalFirstName);
    await userEvent.type(firstName, 'Ada');

    const toSpanish = screen.getByRole('button', { name: 'Español' });
    expect(toSpanish.getAttribute('lang')).toBe('es');
    await userEvent.click(toSpanish);

    expect(await screen.findByRole('heading', { level: 1, name: ES.pages.about })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('button', { name: ES.messages.saveAndContinue })).toBeTruthy();
    // The same input, not a new one: what was typed (and not saved: anonymous) is still there.
    expect(screen.getByLabelText(ES.messages.legalFirstName)).toBe(firstName);
    expect((firstName as HTMLInputElement).value).toBe('Ada');
    expect(history.location.pathname).toBe('/about');
    // The same button, now named in the other language, and still focused.
    const toEnglish = screen.getByRole('button', { name: 'English' });
    expect(toEnglish).toBe(toSpanish);
    expect(toEnglish.getAttribute('lang')).toBe('en');
    expect(document.activeElement).toBe(toEnglish);
    expect(sessionStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');

    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'About You' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect((screen.getByLabelText(MESSAGES.legalFirstName) as HTMLInputElement).value).toBe('Ada');
    expect(document.activeElement).toBe(toSpanish);
  });

  test('names the steps and says a date of birth is not a date in Spanish', async () => {
    stubApi(ANONYMOUS);
    renderApp('/about');
    await screen.findByLabelText(MESSAGES.legalFirstName);
    await act(() => chooseLanguage('es'));
    expect(screen.getByRole('link', { name: `2 ${ES.pages.education}` })).toBeTruthy();
    await userEvent.type(screen.getByLabelText(ES.messages.dateMonth), '02');
    await userEvent.type(screen.getByLabelText(ES.messages.dateDay), '30');
    await userEvent.type(screen.getByLabelText(ES.messages.dateYear), '2008');
    expect(await screen.findByText(ES.messages.birthDateInvalid)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.birthDateInvalid)).toBeNull();
  });

  test('works on the account cards, which pass axe in both languages', async () => {
    stubApi(ANONYMOUS);
    const view = renderApp('/login');
    expect(await screen.findByRole('heading', { name: MESSAGES.loginCardHeader })).toBeTruthy();
    expect(await axeViolations(view.container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('heading', { name: ES.messages.loginCardHeader })).toBeTruthy();
    expect(screen.getByLabelText(ES.messages.emailLabel)).toBeTruthy();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  test('shows the site configuration’s texts in the Spanish it gives, and stores a choice’s English label (issue 32)', async () => {
    stubApi(ANONYMOUS);
    renderApp('/education');
    const major = await screen.findByLabelText(MESSAGES.appliedMajor);
    expect(screen.getByText('Test Application for Admission')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Español' }));

    // The header's title, the terms and the majors, as the configuration gives them in Spanish.
    const title = await screen.findByText('Solicitud de admisión de prueba');
    expect(title.getAttribute('lang')).toBeNull();
    expect(screen.queryByText('Test Application for Admission')).toBeNull();
    expect(screen.getByLabelText(ES.messages.appliedMajor)).toBe(major);
    expect(screen.getByRole('option', { name: 'Biología' }).getAttribute('lang')).toBeNull();
    expect(screen.getByRole('option', { name: 'Otoño de 2027' })).toBeTruthy();
    await userEvent.selectOptions(major, 'BIOL');
    // What staff read: the English label, whatever the language shown.
    expect(readStoredAnswers()).toMatchObject({ applied_major: 'BIOL', applied_major_desc: 'Biology' });

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Test Application for Admission')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Biology' })).toBeTruthy();
  });

  test('shows a text the configuration gives in English only in English, marked so (issue 32)', async () => {
    stubApi(ANONYMOUS);
    renderApp('/about');
    await screen.findByLabelText(MESSAGES.legalFirstName);
    await act(() => chooseLanguage('es'));
    // The fixture gives the policy's first paragraph in Spanish, its second in English only.
    await userEvent.click(screen.getByRole('button', { name: ES.messages.privacyButton }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Usamos sus datos para considerar su solicitud.').getAttribute('lang'),
    ).toBeNull();
    expect(within(dialog).getByText('We share it with nobody else.').getAttribute('lang')).toBe('en');
    expect(await axeViolations(dialog)).toEqual([]);
  });
});
