import { MESSAGES, PASSWORD_CHECKS } from '@portico/application';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteConfigProvider } from '../config/site-config-context';
import { siteConfigFixture } from '../testing/site-config-fixture';
import { PasswordChecklist } from './password-checklist';

function renderChecklist(password: string, email = 'jane.doe@example.edu') {
  return render(
    <SiteConfigProvider config={siteConfigFixture()}>
      <PasswordChecklist id="checks" password={password} email={email} />
    </SiteConfigProvider>,
  );
}

function items() {
  const list = screen.getByRole('list', { name: MESSAGES.passwordRequirementsTitle });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => ({ text: item.textContent, state: item.getAttribute('data-state') }));
}

/** The six rules, in the spec's exact wording. */
const RULES = [
  'is at least 12 characters',
  'contains at least one uppercase letter',
  'contains at least one lowercase letter',
  'contains at least one number',
  'contains at least one special character',
  'contains no leading or trailing whitespace',
];

describe('PasswordChecklist', () => {
  it('lists the six rules in the exact wording, all inactive while the password is empty', () => {
    renderChecklist('');
    expect(items()).toEqual(RULES.map((rule) => ({ text: rule, state: 'inactive' })));
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('');
  });

  it('marks each rule met or not met, in words as well as marks, and sums them up politely', () => {
    renderChecklist('abc1');
    const met = [false, false, true, true, false, true];
    expect(items()).toEqual(
      RULES.map((rule, index) =>
        met[index] ? { text: `${rule}: met`, state: 'met' } : { text: `${rule}: not met`, state: 'unmet' },
      ),
    );
    const summary = document.querySelector('[aria-live="polite"]');
    expect(summary?.textContent).toBe('3 of 6 password requirements met.');
  });

  it('meets every rule with a strong password, which is not easy to guess', async () => {
    renderChecklist('Correct-Horse-42');
    // The estimator loads, checks, and finds nothing to say.
    await act(() => import('@portico/application/password-strength'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(items().every((item) => item.state === 'met')).toBe(true);
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
      `${PASSWORD_CHECKS.length} of ${PASSWORD_CHECKS.length} password requirements met.`,
    );
    expect(document.querySelector('.password-checklist__weakness')).toBeNull();
  });

  it('says why a password that meets every rule is still easy to guess, and says it politely', async () => {
    renderChecklist('Aaaaaaaaaaa1!');
    expect(items().every((item) => item.state === 'met')).toBe(true);
    expect(
      await screen.findByText(`${MESSAGES.guessablePassword} ${MESSAGES.passwordRepetitive}`),
    ).toBeTruthy();
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
      `${PASSWORD_CHECKS.length} of ${PASSWORD_CHECKS.length} password requirements met. ${MESSAGES.guessablePassword}`,
    );
  });

  it('refuses the e-mail address inside the password', async () => {
    renderChecklist('Jane.Doe-Rocket-Fuel-9', 'jane.doe@example.edu');
    expect(await screen.findByText(MESSAGES.passwordContainsEmail)).toBeTruthy();
  });
});
