import { PAGES, type Page } from '@portico/application';
import { Suspense } from 'react';
import { useCatalogue } from '../i18n/language-store';
import { NavLink } from '../navigation/router';
import { useStepNavClick } from '../session/answers-navigation';
import { hasAnyAnswer, type AnswersState } from '../session/answers-store';
import { useClientSnapshot } from '../session/client-snapshot';
import { useAnswersSelector } from '../session/form-session';
import { stepStatusId } from './step-status';
import { lazy } from '../ui/lazy';

const StepProgressWatcher = lazy(async () => ({
  default: (await import('./step-progress-watcher')).StepProgressWatcher,
}));

/** A signed-in applicant's answers loaded, or answers typed: their progress is worth working out. */
const selectWorthWatching = (current: AnswersState) =>
  typeof current.owner === 'string' || (current.owner === null && hasAnyAnswer(current));

/**
 * The three steps. Links replace the history entry, so Back leaves the
 * application rather than walking back through its steps. NavLink sets aria-current="page".
 * The first click sets has_changed_page, which the welcome banner reads; a
 * logged-in student's answers are saved first (and the validations posted while validating), and
 * an anonymous visitor with answers goes to /signup with them (useStepNavClick).
 *
 * Each step says its progress (issue 31) in words beside a shape: Not started, In progress,
 * Completed or There is a problem. The words are the link's description (aria-describedby), not
 * part of its name, so that the step keeps the spec's name ('1 About You') and a screen reader
 * says the progress after it; aria-hidden keeps them out of the name, and a description reference
 * reads them all the same (accname 1.2). Nothing here blocks a click: a step with gaps is only
 * shown. The progress is worked out, and written into each step's status line, by code fetched
 * once a signed-in applicant's answers are loaded or a visitor has typed one
 * (step-progress-watcher.tsx): a first visit's JavaScript is at its budget. The status line is here from the first paint, so that
 * nothing below moves when the words arrive.
 *
 * Once the application is submitted its pages are not shown any more (the route rules keep the
 * applicant on /completion), so the steps are plain text: no link that goes nowhere, no progress.
 */
export function StepNav() {
  const { messages, pages } = useCatalogue();
  // '1 About You': the step's number and its title in the language shown.
  const stepLabel = (page: Page) => `${page.step} ${pages[page.id]}`;
  const onStepClick = useStepNavClick();
  const submitted = useClientSnapshot().web_status === 'submitted';
  const watching = useAnswersSelector(selectWorthWatching) && !submitted;
  return (
    <nav className="step-nav" aria-label={messages.stepNavLabel}>
      <ol className="step-nav__list">
        {PAGES.map((page) => (
          <li key={page.id} className="step-nav__item">
            {submitted ? (
              <span className="step-nav__link step-nav__link--closed">{stepLabel(page)}</span>
            ) : (
              <NavLink
                to={page.path}
                replace
                className="step-nav__link"
                aria-describedby={stepStatusId(page.id)}
                onClick={(event) => onStepClick(event, page.path)}
              >
                {stepLabel(page)}
                <span id={stepStatusId(page.id)} className="step-nav__status" aria-hidden="true" />
              </NavLink>
            )}
          </li>
        ))}
      </ol>
      {watching && (
        <Suspense fallback={null}>
          <StepProgressWatcher />
        </Suspense>
      )}
    </nav>
  );
}
