import { isAlertActive, type DateWindowAlert as DateWindowAlertConfig } from '@portico/application';
import { useId } from 'react';

/**
 * The date-window alert: shown only while `now` is inside its window. A region
 * named by its heading rather than a live region: it is there on arrival, nothing to announce.
 */
export function DateWindowAlert({ alert, now }: { alert: DateWindowAlertConfig | null; now: Date }) {
  const headingId = useId();
  if (!isAlertActive(alert, now)) return null;
  return (
    <section className="date-window-alert" aria-labelledby={headingId}>
      <h2 id={headingId} className="date-window-alert__title">
        {alert.title}
      </h2>
      {alert.content.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}
