import { MESSAGES, PASSWORD_CHECKS } from '@portico/application';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordChecklist } from './password-checklist';

function items() {
  const list = screen.getByRole('list', { name: MESSAGES.passwordRequirementsTitle });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => ({ text: item.textContent, state: item.getAttribute('data-state') }));
}

describe('PasswordChecklist', () => {
  it('lists the six rules in the exact wording, all inactive while the password is empty', () => {
    render(<PasswordChecklist id="checks" password="" />);
    expect(items()).toEqual([
      { text: 'is at least 12 characters', state: 'inactive' },
      { text: 'contains at least one uppercase letter', state: 'inactive' },
      { text: 'contains at least one lowercase letter', state: 'inactive' },
      { text: 'contains at least one number', state: 'inactive' },
      { text: 'contains at least one special character', state: 'inactive' },
      { text: 'contains no leading or trailing whitespace', state: 'inactive' },
    ]);
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('');
  });

  it('marks each rule met or not met, in words as well as marks, and sums them up politely', () => {
    render(<PasswordChecklist id="checks" password="abc1" />);
    expect(items()).toEqual([
      { text: 'is at least 12 characters: not met', state: 'unmet' },
      { text: 'contains at least one uppercase letter: not met', state: 'unmet' },
      { text: 'contains at least one lowercase letter: met', state: 'met' },
      { text: 'contains at least one number: met', state: 'met' },
      { text: 'contains at least one special character: not met', state: 'unmet' },
      { text: 'contains no leading or trailing whitespace: met', state: 'met' },
    ]);
    const summary = document.querySelector('[aria-live="polite"]');
    expect(summary?.textContent).toBe('3 of 6 password requirements met.');
  });

  it('meets every rule with a strong password', () => {
    render(<PasswordChecklist id="checks" password="Correct-Horse-42" />);
    expect(items().every((item) => item.state === 'met')).toBe(true);
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
      `${PASSWORD_CHECKS.length} of ${PASSWORD_CHECKS.length} password requirements met.`,
    );
  });
});
