import type { ReactNode } from 'react';
import { Link, useLocation } from '../navigation/router';
import { carryAnswers } from '../navigation/navigation-state';

/** The footer link of a card. Like every account link, it carries the answers. */
export function CardFooter({ prompt, to, children }: { prompt: string; to: string; children: ReactNode }) {
  const { state } = useLocation();
  return (
    <p>
      {prompt}{' '}
      <Link to={to} state={carryAnswers(state)}>
        {children}
      </Link>
    </p>
  );
}
