import { MESSAGES, PAGES, stepLabel } from '@portico/application';
import { NavLink } from 'react-router';

/**
 * The three steps (spec section 2). Links replace the history entry, so Back leaves the
 * application rather than walking back through its steps. NavLink sets aria-current="page".
 */
export function StepNav() {
  return (
    <nav className="step-nav" aria-label={MESSAGES.stepNavLabel}>
      <ol className="step-nav__list">
        {PAGES.map((page) => (
          <li key={page.id} className="step-nav__item">
            <NavLink to={page.path} replace end caseSensitive className="step-nav__link">
              {stepLabel(page)}
            </NavLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
