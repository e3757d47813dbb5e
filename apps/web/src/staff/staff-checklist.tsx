import { MESSAGES, STAFF_MESSAGES } from '@portico/application';
import type { ResponseOf } from '@portico/contracts';
import { useId, useMemo, type FormEvent } from 'react';
import { ApiError } from '../api/api-error';
import { useSiteConfig } from '../config/site-config-context';
import { Button } from '../ui/button';
import { useToast } from '../ui/toast';
import { formatDay } from './staff-format';
import { useChecklistChange } from './staff-queries';
import { TableScroll } from './table-scroll';
import { useSignOutWhenUnauthorized } from './use-sign-out-when-unauthorized';
import '../ui/text-input.css';

type Checklist = ResponseOf<'staffApplication'>['checklist'];
type Entry = Checklist['items'][number];

/** Today where the institution is (YYYY-MM-DD): the day a mark defaults to and the latest it takes. */
function useInstitutionToday(): string {
  const { institution } = useSiteConfig();
  return useMemo(
    () => new Intl.DateTimeFormat('en-CA', { timeZone: institution.timeZone }).format(new Date()),
    [institution.timeZone],
  );
}

/** How an item came in, in words: by the applicant's upload, or marked by a staff member on a day. */
function receivedText(entry: Entry): string {
  const { received } = entry;
  if (!received) return STAFF_MESSAGES.checklistMissing;
  if (received.by === 'upload') return STAFF_MESSAGES.checklistUploaded(formatDay(received.on));
  return STAFF_MESSAGES.checklistMarked(formatDay(received.on), received.staff_email);
}

/**
 * The application's checklist of materials (issue 28): each item, whether it is required, and how
 * it came in; a staff member marks one received on a day (today by default, typed or picked in the
 * date field) or undoes their mark. Whether the file is complete is said above the table, in words.
 */
export function StaffChecklist({ id, checklist }: { id: string; checklist: Checklist }) {
  const headingId = useId();
  const captionId = useId();
  const change = useChecklistChange(id);
  useSignOutWhenUnauthorized(change.error);
  const toast = useToast();
  const today = useInstitutionToday();
  const missing = checklist.items.filter((entry) => entry.required && !entry.received).length;

  const send = (request: { item: Entry; received_on?: string; undo?: boolean }) => {
    if (change.isPending) return;
    change.mutate(
      {
        item: request.item.key,
        undo: request.undo ?? false,
        ...(request.received_on ? { received_on: request.received_on } : {}),
      },
      {
        onSuccess: () =>
          toast.success(
            request.undo
              ? STAFF_MESSAGES.checklistUndoneDone(request.item.label)
              : STAFF_MESSAGES.checklistMarkedDone(request.item.label),
          ),
        onError: (error) => toast.error(error instanceof ApiError ? error.message : MESSAGES.unexpectedError),
      },
    );
  };

  return (
    <section className="staff-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{STAFF_MESSAGES.checklistHeading}</h2>
      {checklist.items.length === 0 ? (
        <p>{STAFF_MESSAGES.checklistNone}</p>
      ) : (
        <>
          <p>
            {missing === 0 ? STAFF_MESSAGES.checklistComplete : STAFF_MESSAGES.checklistIncomplete(missing)}
          </p>
          <TableScroll labelledBy={captionId}>
            <table className="staff-table" aria-busy={change.isPending || undefined}>
              <caption id={captionId} className="visually-hidden">
                {STAFF_MESSAGES.checklistHeading}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{STAFF_MESSAGES.checklistItem}</th>
                  <th scope="col">{STAFF_MESSAGES.checklistRequirement}</th>
                  <th scope="col">{STAFF_MESSAGES.checklistState}</th>
                  <th scope="col">{STAFF_MESSAGES.checklistAction}</th>
                </tr>
              </thead>
              <tbody>
                {checklist.items.map((entry) => (
                  <tr key={entry.key}>
                    <th scope="row">{entry.label}</th>
                    <td>
                      {entry.required ? STAFF_MESSAGES.checklistRequired : STAFF_MESSAGES.checklistOptional}
                    </td>
                    <td>{receivedText(entry)}</td>
                    <td>
                      {entry.marked ? (
                        <Button variant="secondary" onClick={() => send({ item: entry, undo: true })}>
                          {STAFF_MESSAGES.undoReceived}
                          <ForItem label={entry.label} />
                        </Button>
                      ) : (
                        <MarkForm
                          entry={entry}
                          today={today}
                          onMark={(day) => send({ item: entry, received_on: day })}
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
    </section>
  );
}

/** The day an item came (a date field labelled for its item) and 'Mark received'. */
function MarkForm({ entry, today, onMark }: { entry: Entry; today: string; onMark: (day: string) => void }) {
  const fieldId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const day = new FormData(event.currentTarget).get('received_on');
    onMark(typeof day === 'string' ? day : '');
  };
  return (
    <form className="staff-member-actions" onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={fieldId}>
        {STAFF_MESSAGES.receivedOnLabel(entry.label)}
      </label>
      <input
        className="text-input staff-checklist-date"
        id={fieldId}
        name="received_on"
        type="date"
        max={today}
        defaultValue={today}
      />
      <Button type="submit" variant="secondary">
        {STAFF_MESSAGES.markReceived}
        <ForItem label={entry.label} />
      </Button>
    </form>
  );
}

/** The item a row's button acts on, for screen readers; the space outside the hidden text. */
function ForItem({ label }: { label: string }) {
  return (
    <>
      {' '}
      <span className="visually-hidden">{STAFF_MESSAGES.forItem(label)}</span>
    </>
  );
}
