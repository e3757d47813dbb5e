import { STAFF_MESSAGES } from '@portico/application';
import type { ResponseOf } from '@portico/contracts';
import { useId } from 'react';
import { useFormatTime } from './staff-format';

type ApplicantUpdate = ResponseOf<'staffApplication'>['applicant_updates'][number];

/**
 * 'Updates from the applicant' (issue 28): what they changed after submitting (a document for a
 * missing checklist item, contact details), newest first, each with its time in the institution's
 * time zone. The applicant's own actions, so kept apart from the staff's audit.
 */
export function ApplicantUpdates({ updates }: { updates: readonly ApplicantUpdate[] }) {
  const headingId = useId();
  const formatTime = useFormatTime();
  return (
    <section className="staff-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{STAFF_MESSAGES.applicantUpdates}</h2>
      {updates.length === 0 ? (
        <p>{STAFF_MESSAGES.noApplicantUpdates}</p>
      ) : (
        <ol className="staff-history" aria-labelledby={headingId}>
          {updates.map((update) => (
            <li key={`${update.at}-${update.kind}-${update.detail}`}>
              {STAFF_MESSAGES.applicantUpdate(
                formatTime(update.at),
                STAFF_MESSAGES.applicantUpdateKinds[update.kind],
                update.detail,
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
