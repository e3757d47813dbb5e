import { useId, type ReactNode } from 'react';
import { ScreenHeading } from '../ui/screen-heading';
import './auth-card.css';

/** The card every account screen sits in (spec section 2): its header is the screen's h1. */
export function AuthCard({ header, children }: { header: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="auth-card" aria-labelledby={headingId}>
      <ScreenHeading id={headingId}>{header}</ScreenHeading>
      {children}
    </section>
  );
}
