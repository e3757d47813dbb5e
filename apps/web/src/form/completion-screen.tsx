import { formatMessage, MESSAGES } from '@portico/application';
import { useProfile } from '../api/get-profile';
import { useSiteConfig } from '../config/site-config-context';
import { ScreenHeading } from '../ui/screen-heading';

/**
 * After a successful submit (spec section 2): the receipt, with the reference number and the date
 * and time in the institution's time zone (as the confirmation e-mail gives them). The success toast
 * arrives in navigation state.
 */
export function CompletionScreen() {
  const { institution } = useSiteConfig();
  const submission = useProfile().data?.submission;
  const submittedAt = submission
    ? new Intl.DateTimeFormat('en-US', {
        // Field by field: dateStyle and timeStyle cannot be combined with timeZoneName (a TypeError).
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: institution.timeZone,
        timeZoneName: 'short',
      }).format(new Date(submission.submitted_at))
    : null;
  return (
    <>
      <ScreenHeading>{MESSAGES.completionTitle}</ScreenHeading>
      <p>{formatMessage.completionBody(institution.name)}</p>
      {submission && submittedAt ? (
        <dl className="completion-receipt">
          <dt>{MESSAGES.completionReference}</dt>
          <dd>{submission.reference}</dd>
          <dt>{MESSAGES.completionSubmittedAt}</dt>
          <dd>{submittedAt}</dd>
        </dl>
      ) : null}
    </>
  );
}
