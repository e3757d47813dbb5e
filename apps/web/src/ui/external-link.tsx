import { useCatalogue } from '../i18n/language-store';

/**
 * A link off the site opens in a new tab so that an applicant's unsaved answers stay where they
 * are, and it says so (WCAG 3.2.5 advice: warn before a new window). `lang` is its words' when they
 * are not the page's (a label the site configuration gives in English only: issue 32).
 */
export function ExternalLink({
  href,
  lang,
  children,
}: {
  href: string;
  lang?: string | undefined;
  children: string;
}) {
  const { messages } = useCatalogue();
  return (
    <a href={href} target="_blank" rel="noreferrer">
      <span lang={lang}>{children}</span> <span className="visually-hidden">{messages.opensInNewTab}</span>
    </a>
  );
}
