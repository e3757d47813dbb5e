import { MESSAGES, PASSWORD_CHECKS } from '@portico/application';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteConfigProvider } from '../config/site-config-context';
import { siteConfigFixture } from '../testing/site-config-fixture';
import { PasswordChecklist } from './password-checklist';

function renderChecklist(password: string, email = 'jane.doe@example.edu', refusal?: string) {
  return render(
    <SiteConfigProvider config={siteConfigFixture()}>
      <PasswordChecklist id="checks" password={password} email={email} refusal={refusal} />
    </SiteConfigProvider>,
  );
}

/** The estimator's code loaded, and its answer for the password shown rendered. */
async function estimated() {
  await act(() => import('@portico/application/password-strength'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

function items() {
  const list = screen.getByRole('list', { name: MESSAGES.passwordRequirementsTitle });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => ({ text: item.textContent, state: item.getAttribute('data-state') }));
}

/** The six rules, in the spec's exact wording, and ours: every rule that can refuse a password. */
const RULES = [
  'is at least 12 characters',
  'contains at least one uppercase letter',
  'contains at least one lowercase letter',
  'contains at least one number',
  'contains at least one special character',
  'contains no leading or trailing whitespace',
  MESSAGES.passwordHardToGuess,
];

describe('PasswordChecklist', () => {
  it('lists the six rules in the exact wording and the strength rule, all inactive while the password is empty', () => {
    renderChecklist('');
    expect(items()).toEqual(RULES.map((rule) => ({ text: rule, state: 'inactive' })));
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('');
  });

  it('marks each rule met or not met, in words as well as marks, and sums them up politely', async () => {
    renderChecklist('abc1');
    const met = [false, false, true, true, false, true];
    expect(items()).toEqual([
      ...RULES.slice(0, -1).map((rule, index) =>
        met[index] ? { text: `${rule}: met`, state: 'met' } : { text: `${rule}: not met`, state: 'unmet' },
      ),
      // The strength rule is judged once the six are met: until then it is neither.
      { text: MESSAGES.passwordHardToGuess, state: 'inactive' },
    ]);
    const summary = document.querySelector('[aria-live="polite"]');
    expect(summary?.textContent).toBe('3 of 7 password requirements met.');
    await estimated();
    expect(items().at(-1)?.state).toBe('inactive');
  });

  it('meets every rule with a strong password, which is not easy to guess', async () => {
    renderChecklist('Correct-Horse-42');
    // The estimator loads, checks, and finds nothing to say.
    await estimated();
    expect(items().every((item) => item.state === 'met')).toBe(true);
    const all = PASSWORD_CHECKS.length + 1;
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
      `${all} of ${all} password requirements met.`,
    );
    expect(document.querySelector('.password-check__reason')).toBeNull();
  });

  it('marks the strength rule not met for a password that meets the six, and says why on its line, politely', async () => {
    renderChecklist('Aaaaaaaaaaa1!');
    const reason = `${MESSAGES.guessablePassword} ${MESSAGES.passwordRepetitive}`;
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(items()).toEqual([
      ...RULES.slice(0, -1).map((rule) => ({ text: `${rule}: met`, state: 'met' })),
      { text: `${MESSAGES.passwordHardToGuess}: ${MESSAGES.passwordCheckNotMet}${reason}`, state: 'unmet' },
    ]);
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
      `6 of 7 password requirements met. ${reason}`,
    );
  });

  it("shows the server's refusal of this password on the strength line, once", async () => {
    renderChecklist('Correct-Horse-42', 'jane.doe@example.edu', MESSAGES.commonPassword);
    await estimated();
    expect(items().at(-1)?.state).toBe('unmet');
    expect(screen.getAllByText(MESSAGES.commonPassword)).toHaveLength(1);
  });

  it('refuses the e-mail address inside the password', async () => {
    renderChecklist('Jane.Doe-Rocket-Fuel-9', 'jane.doe@example.edu');
    expect(await screen.findByText(MESSAGES.passwordContainsEmail)).toBeTruthy();
  });
});
