import { MESSAGES, PAGES, stepLabel } from '@portico/application';
import { NavLink } from '../navigation/router';
import { useStepNavClick } from '../session/answers-navigation';
import { useClientSnapshot } from '../session/client-snapshot';

/**
 * The three steps. Links replace the history entry, so Back leaves the
 * application rather than walking back through its steps. NavLink sets aria-current="page".
 * The first click sets has_changed_page, which the welcome banner reads; a
 * logged-in student's answers are saved first (and the validations posted while validating), and
 * an anonymous visitor with answers goes to /signup with them (useStepNavClick).
 *
 * Once the application is submitted its pages are not shown any more (the route rules keep the
 * applicant on /completion), so the steps are plain text: no link that goes nowhere.
 */
export function StepNav() {
  const onStepClick = useStepNavClick();
  const submitted = useClientSnapshot().web_status === 'submitted';
  return (
    <nav className="step-nav" aria-label={MESSAGES.stepNavLabel}>
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
                onClick={(event) => onStepClick(event, page.path)}
              >
                {stepLabel(page)}
              </NavLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
