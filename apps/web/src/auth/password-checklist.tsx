import { formatMessage, MESSAGES, PASSWORD_CHECKS } from '@portico/application';
import type { PasswordWeakness } from '@portico/application/password-strength';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { useSiteConfig } from '../config/site-config-context';
import { PasswordField, type TextFieldProps } from './auth-field';

/**
 * A new password's field with the checklist below it, which describes the input
 * (aria-describedby) so that the rules are read with it. `email` is the account's address, which
 * the password must not resemble.
 */
export function NewPasswordField({
  password,
  email,
  ...fieldProps
}: Omit<TextFieldProps, 'type' | 'autoComplete' | 'describedBy'> & { password: string; email: string }) {
  const checklistId = useId();
  return (
    <>
      <PasswordField autoComplete="new-password" describedBy={checklistId} {...fieldProps} />
      <PasswordChecklist id={checklistId} password={password} email={email} />
    </>
  );
}

type CheckState = 'inactive' | 'met' | 'unmet';

/**
 * The live password checklist, in its exact wording. While the password is
 * empty every item is inactive; then each shows a success or an error mark. The state is never
 * colour alone (WCAG 1.4.1): the mark differs in shape, and a screen reader hears 'met' or
 * 'not met' after each item. A polite live region says how many are met, and only when that
 * number changes, so typing is not drowned in announcements.
 *
 * Once every item is met, the password is also checked for being easy to guess (the server's own
 * check, password-strength.ts, loaded only here), and the reason shows below the list.
 */
export function PasswordChecklist({ id, password, email }: { id: string; password: string; email: string }) {
  const titleId = useId();
  const active = password !== '';
  const results = PASSWORD_CHECKS.map((check) => ({ ...check, met: check.test(password) }));
  const metCount = results.filter((result) => result.met).length;
  const weakness = usePasswordWeakness(metCount === results.length ? password : '', email);
  return (
    <div className="password-checklist" id={id}>
      <p className="password-checklist__title" id={titleId}>
        {MESSAGES.passwordRequirementsTitle}
      </p>
      <ul className="password-checklist__items" aria-labelledby={titleId}>
        {results.map((result) => {
          const state: CheckState = !active ? 'inactive' : result.met ? 'met' : 'unmet';
          return (
            <li key={result.id} className={`password-check password-check--${state}`} data-state={state}>
              <CheckMark state={state} />
              <span>{result.label}</span>
              {active && (
                <span className="visually-hidden">
                  {`: ${result.met ? MESSAGES.passwordCheckMet : MESSAGES.passwordCheckNotMet}`}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {weakness && (
        <p className="password-checklist__weakness">
          <CheckMark state="unmet" />
          <span>
            {weakness.message}
            {weakness.hint && ` ${weakness.hint}`}
          </span>
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {active ? formatMessage.passwordChecksSummary(metCount, results.length) : ''}
        {weakness && ` ${weakness.message}`}
      </p>
    </div>
  );
}

/** Why `password` is easy to guess, once the estimator has checked it; null for an empty password. */
function usePasswordWeakness(password: string, email: string): PasswordWeakness | null {
  const { institution } = useSiteConfig();
  const [checked, setChecked] = useState<{ password: string; weakness: PasswordWeakness | null }>();
  const deferred = useDeferredValue(password);
  useEffect(() => {
    if (!deferred) return;
    let current = true;
    void import('@portico/application/password-strength').then(({ passwordWeakness }) => {
      const weakness = passwordWeakness(deferred, { email, siteWords: institution.name.split(/\s+/) });
      if (current) setChecked({ password: deferred, weakness });
    });
    return () => {
      current = false;
    };
  }, [deferred, email, institution.name]);
  // Only what was found for this very password: never a reason left from an earlier one.
  return password && checked?.password === password ? checked.weakness : null;
}
/** A tick, a cross or an empty circle: the three states differ in shape as well as in colour. */
function CheckMark({ state }: { state: CheckState }) {
  return (
    <svg className="password-check__mark" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      {state === 'met' && (
        <path d="M6 10.5l2.5 2.5L14 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
      )}
      {state === 'unmet' && <path d="M7 7l6 6M13 7l-6 6" fill="none" stroke="currentColor" strokeWidth="2" />}
    </svg>
  );
}
