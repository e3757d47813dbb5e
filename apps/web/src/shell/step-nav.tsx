import { MESSAGES, PAGES, stepLabel, stepProgressText } from '@portico/application';
import { NavLink } from '../navigation/router';
import { useStepNavClick } from '../session/answers-navigation';
import { useClientSnapshot } from '../session/client-snapshot';
import { useStepProgress } from './use-step-progress';

const statusId = (pageId: string) => `step-status-${pageId}`;

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
 * says the progress after it; they are hidden from the name by aria-hidden, which a description
 * reference ignores (accname 1.2). Nothing here blocks a click: a step with gaps is only shown.
 *
 * Once the application is submitted its pages are not shown any more (the route rules keep the
 * applicant on /completion), so the steps are plain text: no link that goes nowhere, no progress.
 */
export function StepNav() {
  const onStepClick = useStepNavClick();
  const submitted = useClientSnapshot().web_status === 'submitted';
  const progress = useStepProgress(!submitted);
  return (
    <nav className="step-nav" aria-label={MESSAGES.stepNavLabel}>
      <ol className="step-nav__list">
        {PAGES.map((page) => {
          const state = progress?.[page.id];
          return (
            <li key={page.id} className="step-nav__item">
              {submitted ? (
                <span className="step-nav__link step-nav__link--closed">{stepLabel(page)}</span>
              ) : (
                <NavLink
                  to={page.path}
                  replace
                  className={state ? `step-nav__link step-nav__link--${state}` : 'step-nav__link'}
                  aria-describedby={state ? statusId(page.id) : undefined}
                  onClick={(event) => onStepClick(event, page.path)}
                >
                  <span className="step-nav__label">{stepLabel(page)}</span>
                  {/* Its room is kept while the progress is worked out: nothing below moves. */}
                  <span id={statusId(page.id)} className="step-nav__status" aria-hidden="true">
                    {state && (
                      <>
                        {/* Drawn by CSS (shell.css), a shape per state, none of it in the first visit's JS. */}
                        <span className={`step-nav__icon step-nav__icon--${state}`} />
                        <span className="step-nav__status-text">{stepProgressText(state)}</span>
                      </>
                    )}
                  </span>
                </NavLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
