import { isAlertActive } from '@portico/application';
import { useId } from 'react';
import { useSiteConfig, useSiteLang } from '../config/site-config-context';

/**
 * The date-window alert: shown only while `now` is inside its window. A region
 * named by its heading rather than a live region: it is there on arrival, nothing to announce.
 * In the language shown; a text the site configuration gives in English only is marked so.
 */
export function DateWindowAlert({ now }: { now: Date }) {
  const { dateWindowAlert: alert } = useSiteConfig();
  const headingId = useId();
  const lang = useSiteLang();
  if (!isAlertActive(alert, now)) return null;
  return (
    <section className="date-window-alert" aria-labelledby={headingId}>
      <h2 id={headingId} className="date-window-alert__title" lang={lang(alert.title)}>
        {alert.title}
      </h2>
      {alert.content.map((paragraph) => (
        <p key={paragraph} lang={lang(paragraph)}>
          {paragraph}
        </p>
      ))}
    </section>
  );
}
