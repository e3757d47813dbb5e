import { PASSWORD_CHECKS } from '@portico/application';
import { useCatalogue } from '../i18n/language-store';
import { shownMessage } from './shown-message';
import type { PasswordWeakness } from '@portico/application/password-strength';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { useSiteConfig } from '../config/site-config-context';
import { PasswordField, type TextFieldProps } from './auth-field';

/**
 * A new password's field with the checklist below it, which describes the input
 * (aria-describedby) so that the rules are read with it. `email` is the account's address, which
 * the password must not resemble; `refusal` is the server's reason for refusing this very password
 * (cleared by the form once it changes), shown on the checklist's line for it.
 */
export function NewPasswordField({
  password,
  email,
  refusal,
  ...fieldProps
}: Omit<TextFieldProps, 'type' | 'autoComplete' | 'describedBy'> & {
  password: string;
  email: string;
  refusal?: string | undefined;
}) {
  const checklistId = useId();
  return (
    <>
      <PasswordField autoComplete="new-password" describedBy={checklistId} {...fieldProps} />
      <PasswordChecklist id={checklistId} password={password} email={email} refusal={refusal} />
    </>
  );
}

type CheckState = 'inactive' | 'met' | 'unmet';

/**
 * The live password checklist, in its exact wording, and a last line of ours, 'is hard to guess'
 * (issue 31): the checklist holds every rule that can refuse a password, so a list that says
 * everything is met never stands beside a refusal. While the password is empty every line is
 * inactive; then each shows a success or an error mark. The state is never colour alone
 * (WCAG 1.4.1): the mark differs in shape, and a screen reader hears 'met' or 'not met' after
 * each line. A polite live region says how many are met, and only when that number changes, so
 * typing is not drowned in announcements.
 *
 * The last line is the server's own check (password-strength.ts), judged once the six are met:
 * until then it stays inactive, as every line does before anything is typed. When it is not met the
 * reason shows under it, and a reason the server gave for this password (`refusal`) shows there
 * too: the one place a refusal is said beside the field.
 */
export function PasswordChecklist({
  id,
  password,
  email,
  refusal,
}: {
  id: string;
  password: string;
  email: string;
  refusal?: string | undefined;
}) {
  const { messages, format } = useCatalogue();
  const titleId = useId();
  const active = password !== '';
  const rules = PASSWORD_CHECKS.map((check) => ({
    id: check.id,
    label: shownMessage(check.label, messages),
    met: check.test(password),
  }));
  // Judged once the six rules are met (the estimator's dictionaries are a large download, D-ACC-03);
  // until the estimator has answered, the line is not judged: neither met nor not met.
  const weakness = usePasswordWeakness(rules.every((rule) => rule.met) ? password : '', email);
  const reason =
    refusal ??
    (weakness &&
      [weakness.message, weakness.hint]
        .filter((part) => part !== null)
        .map((part) => shownMessage(part, messages))
        .join(' '));
  const results = [
    ...rules.map((rule) => ({ ...rule, judged: active })),
    {
      id: 'guessable',
      label: messages.passwordHardToGuess,
      met: !reason,
      judged: Boolean(refusal) || weakness !== undefined,
    },
  ];
  const metCount = results.filter((result) => result.judged && result.met).length;
  return (
    <div className="password-checklist" id={id}>
      <p className="password-checklist__title" id={titleId}>
        {messages.passwordRequirementsTitle}
      </p>
      <ul className="password-checklist__items" aria-labelledby={titleId}>
        {results.map((result) => {
          const state: CheckState = !result.judged ? 'inactive' : result.met ? 'met' : 'unmet';
          return (
            <li key={result.id} className={`password-check password-check--${state}`} data-state={state}>
              <CheckMark state={state} />
              <span>
                {result.label}
                {state !== 'inactive' && (
                  <span className="visually-hidden">
                    {`: ${result.met ? messages.passwordCheckMet : messages.passwordCheckNotMet}`}
                  </span>
                )}
                {state === 'unmet' && result.id === 'guessable' && reason && (
                  <span className="password-check__reason">{reason}</span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {active ? format.passwordChecksSummary(metCount, results.length) : ''}
        {active && reason && ` ${reason}`}
      </p>
    </div>
  );
}

/**
 * Why `password` is easy to guess, as the estimator last found (for this password, or the one
 * typed just before while it checks this one: a line that blinks on every key would be noise);
 * null when it finds it hard to guess, undefined before its first answer or for no password (the
 * code and dictionaries load with the first password to judge).
 */
function usePasswordWeakness(password: string, email: string): PasswordWeakness | null | undefined {
  const { institution } = useSiteConfig();
  const [weakness, setWeakness] = useState<PasswordWeakness | null>();
  const deferred = useDeferredValue(password);
  useEffect(() => {
    if (!deferred) return;
    let current = true;
    void import('@portico/application/password-strength').then(({ passwordWeakness }) => {
      const found = passwordWeakness(deferred, { email, siteWords: institution.name.split(/\s+/) });
      if (current) setWeakness(found);
    });
    return () => {
      current = false;
    };
  }, [deferred, email, institution.name]);
  return password ? weakness : undefined;
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
