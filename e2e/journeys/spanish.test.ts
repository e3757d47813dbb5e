import { join } from 'node:path';
import { ES } from '@portico/application/catalogue-es';
import { COMPLETE_ANSWERS } from '@portico/application/testing';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { pathOf } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { uncaughtErrors, useBrowser } from '../support/browser';
import { pdfPages } from '../support/files';
import { openStep, saveThroughApi } from '../support/form';
import { waitForMail } from '../support/mail';

/**
 * The applicant side in Spanish (issue 32): a visitor switches to Spanish by keyboard on the Sign
 * Up card, signs up, confirms and logs in in Spanish (the e-mail in Spanish too), reads the site
 * configuration's texts in the Spanish it gives, opens a new tab in the account's language, switches
 * to English and back mid-page with a typed answer kept, reads what is missing in Spanish, submits,
 * and gets the Spanish receipt e-mail and PDF.
 */
const site = useBrowser();
const dataDir = inject('dataDir');
const PASSWORD = 'Correct-Horse-42!';
const m = ES.messages;
/** No `{placeholder}` of a message reaches a screen, an e-mail or the PDF. */
const PLACEHOLDER = /\{\w+\}/;
/** The application's title as the shipped site configuration gives it in Spanish (config/site.json). */
const TITLE_ES = 'Solicitud de admisión a licenciatura';

const documentLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The newest e-mail to `email` whose raw text holds `marker`, parsed (subject and text decoded). */
async function mailTo(email: string, marker: RegExp) {
  const raw = await waitForMail(
    join(dataDir, 'mail'),
    // Quoted-printable's soft line breaks undone, so that a marker may span one.
    (text) => (text.includes(email) && marker.test(text.replace(/=\r?\n/g, '')) ? text : undefined),
    `e-mail to ${email}`,
  );
  const mail = await simpleParser(raw);
  return { subject: mail.subject ?? '', text: mail.text ?? '' };
}

/** Presses the header's language switch from the keyboard, and waits for the page's language. */
async function switchTo(page: Page, name: 'English' | 'Español', lang: 'en' | 'es') {
  const button = page.getByRole('button', { name, exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => documentLanguage(page)).toBe(lang);
}

describe('the application in Spanish', () => {
  test('from sign-up to receipt, switched to English and back mid-page with a typed answer kept', async () => {
    const page = await site.newPage({ viewport: { width: 1280, height: 900 } });
    const email = `ana-${Date.now()}@example.com`;
    await page.goto('/signup', { waitUntil: 'networkidle' });
    expect(await documentLanguage(page)).toBe('en');

    // The switch is named in its own language, with its lang.
    expect(await page.getByRole('button', { name: 'Español', exact: true }).getAttribute('lang')).toBe('es');
    await switchTo(page, 'Español', 'es');
    await page.getByRole('heading', { name: m.signupCardHeader }).waitFor();
    expect(await page.getByRole('button', { name: 'English', exact: true }).getAttribute('lang')).toBe('en');
    await expectNoAxeViolations(page);

    // Sign up, confirm and log in, all in Spanish.
    await page.getByLabel(m.emailLabel).fill(email);
    await page.getByLabel(m.passwordLabel, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: m.submit, exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/confirm');
    const confirmation = await mailTo(email, /\b\d{6}\b/);
    expect(confirmation.subject).toMatch(/^Confirme su cuenta de solicitud de /);
    expect(confirmation.text).toContain('Su código de confirmación es');
    expect(`${confirmation.subject}\n${confirmation.text}`).not.toMatch(PLACEHOLDER);
    const code = /\b(\d{6})\b/.exec(confirmation.text)?.[1] ?? '';
    await page.getByLabel(m.confirmationCodeLabel).fill(code);
    await page.getByRole('button', { name: m.submit, exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/login');
    await page.getByLabel(m.emailLabel).fill(email);
    await page.getByLabel(m.passwordLabel, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: m.submit, exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/about');
    expect(await documentLanguage(page)).toBe('es');
    await page.getByRole('link', { name: `1 ${ES.pages.about}`, exact: true }).waitFor();
    await page.getByRole('button', { name: m.saveAndContinue }).waitFor();
    // The site configuration's texts in the Spanish it gives: the header's title.
    await page.getByText(TITLE_ES, { exact: true }).waitFor();
    expect(await page.getByText('Undergraduate Application for Admission').count()).toBe(0);
    await expectNoAxeViolations(page);

    // A new tab of the signed-in applicant opens in the account's language, not the browser's (en-US).
    const tab = await page.context().newPage();
    await tab.goto('/about', { waitUntil: 'networkidle' });
    expect(await tab.evaluate(() => navigator.language)).toBe('en-US');
    expect(await documentLanguage(tab)).toBe('es');
    await tab.getByText(TITLE_ES, { exact: true }).waitFor();
    await tab.close();

    // A typed, unsaved answer survives a switch to English and back, with the focus on the switch.
    const firstName = page.getByLabel(m.legalFirstName, { exact: true });
    await firstName.click();
    await page.keyboard.type('Ana');
    await switchTo(page, 'English', 'en');
    expect(await page.getByLabel('Legal First Name', { exact: true }).inputValue()).toBe('Ana');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Español');
    await page.getByRole('button', { name: 'Save and Continue' }).waitFor();
    await expectNoAxeViolations(page);
    await switchTo(page, 'Español', 'es');
    expect(await firstName.inputValue()).toBe('Ana');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('English');

    // What is missing, in Spanish: the summary and the messages at the questions.
    await openStep(page, `3 ${ES.pages['final-steps']}`, '/final-steps');
    await page.getByRole('button', { name: m.submit, exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/about');
    const summary = page.locator('.validation-summary');
    await summary.getByRole('heading', { name: m.validationSummaryTitle }).waitFor();
    const missing = await summary.getByRole('link').allTextContents();
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.join('\n')).not.toMatch(/Please|required|Enter /);
    const lastName = page.getByLabel(m.legalLastName, { exact: true });
    expect(await lastName.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('body').innerText()).not.toMatch(PLACEHOLDER);
    await expectNoAxeViolations(page);

    // Everything else answered; submitted in Spanish.
    const rest = Object.fromEntries(
      Object.entries({ ...COMPLETE_ANSWERS, last_name: 'Ortega' }).filter(([key]) => key !== 'first_name'),
    );
    expect(await saveThroughApi(page, rest)).toBe(200);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await documentLanguage(page)).toBe('es');
    // The configuration's majors in Spanish; the choice stored is the same.
    await openStep(page, `2 ${ES.pages.education}`, '/education');
    expect(await page.locator('#applied_major option:checked').textContent()).toBe('Biología');
    await openStep(page, `3 ${ES.pages['final-steps']}`, '/final-steps');
    await page.getByRole('button', { name: m.submit, exact: true }).click();
    await expect.poll(() => pathOf(page), { timeout: 30_000 }).toBe('/completion');
    await page.getByText(m.submitSuccess).first().waitFor();
    await page.getByText('Si tomó el SAT o el ACT, pida a la agencia del examen', { exact: false }).waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(PLACEHOLDER);
    await expectNoAxeViolations(page);

    // The receipt e-mail in Spanish.
    const receipt = await mailTo(email, /Gracias por presentar su solicitud/);
    expect(receipt.subject).toMatch(/^Recibimos su solicitud a /);
    expect(receipt.text).toContain('Gracias por presentar su solicitud');
    expect(receipt.text).toContain(`Recibimos su ${TITLE_ES} el `);
    expect(receipt.text).toContain('Si tomó el SAT o el ACT, pida a la agencia del examen');
    expect(`${receipt.subject}\n${receipt.text}`).not.toMatch(PLACEHOLDER);

    // The applicant's PDF in Spanish.
    const link = page.getByRole('link', { name: m.pdfDownload });
    await link.waitFor({ timeout: 30_000 });
    const response = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(response.status()).toBe(200);
    const pages = await pdfPages(await response.body());
    const text = pages.join('\n');
    expect(text).toContain(ES.pages.about);
    expect(text).toContain('Ana');
    expect(text).toContain('Biología');
    pages.forEach((pdfPage, index) => expect(pdfPage).toContain(`Página ${index + 1} de ${pages.length}`));
    expect(text).not.toMatch(PLACEHOLDER);
    expect(uncaughtErrors(page)).toEqual([]);
  });
});
