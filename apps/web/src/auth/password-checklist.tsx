import { formatMessage, MESSAGES, PASSWORD_CHECKS } from '@portico/application';
import { useId } from 'react';

type CheckState = 'inactive' | 'met' | 'unmet';

/**
 * The live password checklist of spec section 5, in its exact wording. While the password is
 * empty every item is inactive; then each shows a success or an error mark. The state is never
 * colour alone (WCAG 1.4.1): the mark differs in shape, and a screen reader hears 'met' or
 * 'not met' after each item. A polite live region says how many are met, and only when that
 * number changes, so typing is not drowned in announcements.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const titleId = useId();
  const active = password !== '';
  const results = PASSWORD_CHECKS.map((check) => ({ ...check, met: check.test(password) }));
  const metCount = results.filter((result) => result.met).length;
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
      <p className="visually-hidden" aria-live="polite">
        {active ? formatMessage.passwordChecksSummary(metCount, results.length) : ''}
      </p>
    </div>
  );
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
