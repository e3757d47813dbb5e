import { summarizeErrors, type ValidationErrors } from '@portico/application';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useCatalogue } from '../i18n/language-store';
import { Link, useLocation } from '../navigation/router';
import { focusQuestion } from './focus-question';
import './validation-summary.css';

/**
 * The validation summary, in the GOV.UK error summary pattern: it takes focus
 * when it appears (so a screen reader reads it at once), the page title starts with 'Error: ', and
 * each message links to its question ('/{page}#{key}'); a key on no page is plain text.
 */
export function ValidationSummary({
  errors,
  focusRequest = 0,
}: {
  errors: ValidationErrors | Readonly<Record<string, readonly string[]>>;
  /** A new value (a submit that found errors) moves focus to the summary again. */
  focusRequest?: number;
}) {
  const { messages } = useCatalogue();
  const items = summarizeErrors(errors as ValidationErrors);
  const summary = useRef<HTMLDivElement>(null);
  const { pathname, hash } = useLocation();
  const count = items.length;
  // Focus moves when the summary appears or a submit asks, never as the count changes: the errors
  // are recomputed while the applicant types, and focus must stay in the field being fixed. Nor
  // when the page was opened at a question ('/{page}#{key}', a summary link): that question has it.
  // Nor, unasked, when the applicant is already in a field: on a slow phone the errors may arrive
  // after they began typing, and the rest of what they type would go to the summary.
  const shown = count > 0;
  const seenRequest = useRef(focusRequest);

  useEffect(() => {
    if (!shown) return;
    const requested = seenRequest.current !== focusRequest;
    seenRequest.current = focusRequest;
    if (!requested && (hash || isInField(document.activeElement))) return;
    summary.current?.focus();
  }, [shown, focusRequest, hash]);

  useEffect(() => {
    if (!shown) return;
    const title = document.title;
    if (!title.startsWith(messages.errorTitlePrefix)) document.title = `${messages.errorTitlePrefix}${title}`;
    return () => {
      if (document.title.startsWith(messages.errorTitlePrefix)) {
        document.title = document.title.slice(messages.errorTitlePrefix.length);
      }
    };
  }, [shown, messages.errorTitlePrefix]);

  if (count === 0) return null;

  const followOnThisPage = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    const [path, key] = href.split('#');
    if (path === pathname && key && focusQuestion(key)) event.preventDefault();
  };

  return (
    <div
      className="validation-summary"
      ref={summary}
      tabIndex={-1}
      aria-labelledby="validation-summary-title"
    >
      <h2 id="validation-summary-title" className="validation-summary__title">
        {messages.validationSummaryTitle}
      </h2>
      <p>{messages.validationSummaryIntro}</p>
      <ul className="validation-summary__list">
        {items.map((item) => (
          <li key={`${item.key}:${item.message}`}>
            {item.href ? (
              <Link to={item.href} onClick={(event) => followOnThisPage(event, item.href!)}>
                {item.message}
              </Link>
            ) : (
              item.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Whether focus is in something the applicant types in or chooses with. */
function isInField(element: Element | null): boolean {
  return (
    element instanceof HTMLElement && element.closest('input, select, textarea, [role="combobox"]') !== null
  );
}
