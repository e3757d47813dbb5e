import { COMPLETE_ANSWERS } from '@portico/application/testing';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { pathOf, signUpThroughCards } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { saveThroughApi } from '../support/form';
import { hasFocus, tabTo } from '../support/keyboard';
import { SCREENSHOTS } from '../support/screenshots';

/**
 * Issue 31: 'Check your answers' as summary lists, with a link for each answer still needed that
 * lands in its question; and each step's progress in the step navigation, from the one validator.
 * On a phone (375 × 812) the review page is at most half the height it had (14,413 px measured on
 * main before the change, a complete application) and the page heading starts in the first 600 px.
 */
const site = useBrowser();
const dataDir = inject('dataDir');
const PASSWORD = 'Review-progress-2026 ok!';
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
const REVIEW_HEIGHT_BEFORE = 14_413;
const GED_REFUSED =
  'You must have either graduated from a high school or obtained a GED to complete this application.';
const STEPS = ['1 About You', '2 Your Academics', '3 Final Steps'] as const;

/** Screenshots to look at, at a phone's width and a desktop's (SCREENSHOTS; not kept in git). */
async function shoot(page: Page, name: string, { fullPage = true, clip = '' } = {}) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const size = page.viewportSize() ?? DESKTOP;
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    const path = join(SCREENSHOTS, `${name}-${viewport.width}.png`);
    if (clip) await page.locator(clip).screenshot({ path });
    else await page.screenshot({ path, fullPage });
  }
  await page.setViewportSize(size);
}

async function signedIn(page: Page, name: string) {
  await page.goto('/signup', { waitUntil: 'networkidle' });
  await signUpThroughCards(page, dataDir, `${name}-${Date.now()}@example.com`, PASSWORD);
  await page.getByLabel('Legal First Name').waitFor();
}

/** The progress each step's link is described by, read as a screen reader gets it. */
async function stepProgress(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Application steps' });
  return Promise.all(
    STEPS.map(async (step) => {
      const link = nav.getByRole('link', { name: step, exact: true });
      const describedBy = (await link.getAttribute('aria-describedby')) ?? '';
      return describedBy ? ((await page.locator(`#${describedBy}`).textContent()) ?? '') : '';
    }),
  );
}

async function expectProgress(page: Page, expected: string[]) {
  await expect.poll(() => stepProgress(page)).toEqual(expected);
}

async function openReview(page: Page) {
  await page.goto('/check-your-answers', { waitUntil: 'networkidle' });
  await page
    .getByRole('heading', { level: 1, name: 'Check your answers before submitting your application' })
    .waitFor();
  await page.locator('.summary-list').first().waitFor();
}

describe('check your answers and the progress of each step (issue 31)', () => {
  test('complete: summary lists at half the old height on a phone, every step Completed, axe clean', async () => {
    const page = await site.newPage({ viewport: PHONE });
    await signedIn(page, 'complete');
    expect(await saveThroughApi(page, COMPLETE_ANSWERS)).toBe(200);
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'About You' }).waitFor();
    await expectProgress(page, ['Completed', 'Completed', 'Completed']);

    // The phone's first screen: the page heading starts within the first 600 CSS px.
    const headingTop = await page
      .getByRole('heading', { level: 1 })
      .evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);
    console.info(`issue 31: /about heading top at 375 px: ${headingTop} px`);
    expect(headingTop).toBeLessThanOrEqual(600);
    await shoot(page, 'step-nav-completed', { clip: '.site-header' });

    await openReview(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.info(`issue 31: check your answers at 375 px: ${height} px (before: ${REVIEW_HEIGHT_BEFORE})`);
    expect(height).toBeLessThanOrEqual(REVIEW_HEIGHT_BEFORE / 2);

    // Agreements as Yes, a choice by its label, a date in words, the SSN masked; no hint repeated.
    const agreements = page.getByRole('region', { name: 'Agreements' });
    expect(await agreements.getByRole('definition').filter({ hasText: /^Yes$/ }).count()).toBe(4);
    expect(await page.getByText('[X]').count()).toBe(0);
    const personal = page.getByRole('region', { name: 'Personal Information' });
    await personal.getByText('March 14, 2008', { exact: true }).waitFor();
    await page.getByText('***-**-6789', { exact: true }).waitFor();
    expect(
      await page
        .getByText('As it appears on your passport, birth certificate or other legal documents.')
        .count(),
    ).toBe(0);
    expect(await page.getByText('Incomplete', { exact: true }).count()).toBe(0);
    // One card per section, none inside another.
    expect(await page.locator('.summary-card .summary-card').count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.setViewportSize(DESKTOP);
    await expectNoAxeViolations(page);
    await shoot(page, 'check-answers-complete');
  });

  test('gaps: the missing answer is a link that says what to do and lands in its question, by keyboard', async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await signedIn(page, 'gaps');
    await expectProgress(page, ['Not started', 'Not started', 'Not started']);
    await shoot(page, 'step-nav-not-started', { clip: '.site-header' });

    // A first answer typed: About You is in progress, with nothing blocked.
    await page.getByLabel('Legal First Name').fill('Ada');
    await expectProgress(page, ['In progress', 'Not started', 'Not started']);
    await shoot(page, 'step-nav-in-progress', { clip: '.site-header' });

    // Everything but the city, and on Your Academics an answer the validator refuses.
    const { city: _city, ...rest } = COMPLETE_ANSWERS;
    expect(await saveThroughApi(page, { ...rest, grad_hs: 'N', ged_earned: 'N' })).toBe(200);
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'About You' }).waitFor();
    await expectProgress(page, ['In progress', 'There is a problem', 'Completed']);
    await shoot(page, 'step-nav-problem', { clip: '.site-header' });

    await openReview(page);
    const address = page.getByRole('region', { name: /^Permanent Address/ });
    await address.getByRole('heading', { level: 3, name: 'Permanent Address Incomplete' }).waitFor();
    const missing = address.getByRole('link', { name: 'Enter city', exact: true });
    await missing.waitFor();
    await page
      .getByRole('region', { name: /^High School/ })
      .getByText(GED_REFUSED, { exact: true })
      .waitFor();
    await expectNoAxeViolations(page);
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
    await shoot(page, 'check-answers-gaps');
    // What a phone shows of it, readable at its size: the first screen and an incomplete card.
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: join(SCREENSHOTS, 'check-answers-gaps-375-first-screen.png') });
    await address.screenshot({ path: join(SCREENSHOTS, 'check-answers-gaps-375-incomplete-card.png') });
    await page
      .getByRole('region', { name: /^High School/ })
      .screenshot({ path: join(SCREENSHOTS, 'check-answers-gaps-375-problem-card.png') });
    await page.setViewportSize(DESKTOP);

    // Keyboard only: Tab to the link, Enter; the city's field has the focus.
    await page.locator('h1').focus();
    await tabTo(page, missing, { maxPresses: 120 });
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe('/about');
    const city = page.getByLabel('City', { exact: true });
    await expect.poll(() => hasFocus(city)).toBe(true);
    await page.keyboard.type('Athens');
    await expectProgress(page, ['Completed', 'There is a problem', 'Completed']);
    await expectNoAxeViolations(page);
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
  });
});
