import { useEffect, useRef } from 'react';
import { useCatalogue } from '../i18n/language-store';
import { NavigationType, useLocation, useNavigationType } from '../navigation/router';
import { useOptionalSiteConfig } from '../config/site-config-context';

/**
 * The one h1 of a screen. It names the browser tab after the screen, and after an in-app
 * navigation it takes focus, so that a screen reader announces the new screen (as a page load
 * would) and keyboard users start from the top instead of from a link that may no longer exist.
 */
export function ScreenHeading({ children, id }: { children: string; id?: string }) {
  const { format } = useCatalogue();
  const config = useOptionalSiteConfig();
  const navigationType = useNavigationType();
  const { key, hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = config ? format.documentTitle(children, config.applicationTitle) : children;
  }, [children, config, format]);

  useEffect(() => {
    // A first load or Back/Forward ("POP") keeps the browser's own focus and scroll handling,
    // and a link to an anchor (#question) scrolls there instead. `key` is new on every navigation.
    if (navigationType === NavigationType.Pop || hash || !key) return;
    heading.current?.focus();
  }, [key, navigationType, hash]);

  return (
    <h1 ref={heading} id={id} className="screen-heading" tabIndex={-1}>
      {children}
    </h1>
  );
}
