import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** WCAG 2.2 AA, as the site promises; axe's best-practice rules are not part of the promise. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * What AxeBuilder evaluates in the page for axe's source: nothing, since `inPage` has put axe there.
 * AxeBuilder's legacy mode evaluates the whole source (half a megabyte) twice per check, which cost
 * as much of the renderer as the check itself (D-TST-09).
 */
const ALREADY_INJECTED = 'undefined';

/** axe-core in the page, once per document: a screen checked again reuses it, warm. */
async function inPage(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(axe.source);
}

/**
 * Runs axe on the page as it is now, or on the part matched by `context` (a CSS selector), and
 * fails listing each violation: rule, impact, what it means and where.
 */
export async function expectNoAxeViolations(page: Page, context?: string): Promise<void> {
  // A dialog or toast fading in has, for a moment, the contrast of a half-transparent one.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Run in the page itself (legacy mode): the default opens a new tab for every check to merge
  // frames' results, and the site has no frames. Only violations are kept in full: otherwise axe
  // records every passing node of every rule, which nothing reads. 144 checks took 140 s of the
  // journeys' 494 (D-TST-07).
  await inPage(page);
  let builder = new AxeBuilder({ page, axeSource: ALREADY_INJECTED })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS);
  if (context) builder = builder.include(context);
  const { violations } = await builder.analyze();
  const found = violations.map((violation) => {
    const targets = violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n');
    return `${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}\n${targets}`;
  });
  expect(found, `axe found violations on ${page.url()}${context ? ` in ${context}` : ''}`).toEqual([]);
}
