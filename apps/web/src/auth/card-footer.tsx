import { Link, useLocation } from '../navigation/router';
import { carryAnswers } from '../navigation/navigation-state';

/** A card's footer: a prompt, then a link to another card named by `link`. */
export type CardFooterProps = { prompt: string; to: string; link: string };

/** The footer link of a card. Like every account link, it carries the answers. */
export function CardFooter({ prompt, to, link }: CardFooterProps) {
  const { state } = useLocation();
  return (
    <p>
      {prompt}{' '}
      <Link to={to} state={carryAnswers(state)}>
        {link}
      </Link>
    </p>
  );
}
