import { useId, type ReactNode } from 'react';
import { ScreenHeading } from '../ui/screen-heading';
import { CardFooter, type CardFooterProps } from './card-footer';
import './auth-card.css';

/**
 * The card every account screen sits in: its header is the screen's h1, then the
 * form, then the footer link. Errors from the server come as toasts, in the page's one toast
 * region (F8), so that they are announced wherever focus is.
 */
export function AuthCard({
  header,
  children,
  footer,
}: {
  header: string;
  children: ReactNode;
  footer?: CardFooterProps;
}) {
  const headingId = useId();
  return (
    <section className="auth-card" aria-labelledby={headingId}>
      <ScreenHeading id={headingId}>{header}</ScreenHeading>
      {children}
      {footer && (
        <div className="auth-card__footer">
          <CardFooter {...footer} />
        </div>
      )}
    </section>
  );
}

/** A message for the whole card (the session ended, the reset link is broken), announced at once. */
export function CardAlert({ children }: { children: ReactNode }) {
  return (
    <p className="auth-card__error" role="alert">
      {children}
    </p>
  );
}
