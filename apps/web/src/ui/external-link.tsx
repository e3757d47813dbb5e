import { useCatalogue } from '../i18n/language-store';

/**
 * A link off the site opens in a new tab so that an applicant's unsaved answers stay where they
 * are, and it says so (WCAG 3.2.5 advice: warn before a new window).
 */
export function ExternalLink({ href, children }: { href: string; children: string }) {
  const { messages } = useCatalogue();
  return (
    <a href={href} target="_blank" rel="noreferrer">
      {children} <span className="visually-hidden">{messages.opensInNewTab}</span>
    </a>
  );
}
