import { APPLICATION, indexDefinition, STAFF_MESSAGES } from '@portico/application';
import type { ServiceSnapshot } from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { staffFileUrl } from '../api/staff-client';
import { Link, Navigate, useLocation, useNavigate } from '../navigation/router';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { ScreenHeading } from '../ui/screen-heading';
import { Spinner } from '../ui/spinner';
import { APPLICATION_ID, listAddressOf, readingPath, sortValues } from './list-address';
import { queueQueryOptions } from './reading-queries';
import { StaffAnswers } from './staff-answers';
import { StaffNotes } from './staff-notes';
import type { StaffScreenProps } from './staff-pages';
import { applicationQueryOptions, type StaffMember } from './staff-queries';
import { StaffReviewForm } from './staff-review-form';
import { useSignOutWhenUnauthorized } from './use-sign-out-when-unauthorized';
import './staff-reading.css';

/**
 * The page of /staff/applications/{id}/read (staff-pages.tsx): a screen of its own for each
 * application; an address that names no application's id goes to the list.
 */
export function StaffReadingRoute({ params, member }: StaffScreenProps) {
  const id = params.id ?? '';
  if (!APPLICATION_ID.test(id)) return <Navigate replace to="/staff" />;
  return <StaffReadingScreen key={id} id={id} member={member} />;
}

/**
 * /staff/applications/{id}/read (issue 28): one screen to read a file and review it. The
 * application as the print view shows it and its documents in place, each in a frame of its own,
 * beside the review form and the notes. Previous and Next move through the list the reader came
 * from (its filters ride in the address), by link or by Alt+Shift+P and Alt+Shift+N.
 */
export function StaffReadingScreen({ id, member }: { id: string; member: StaffMember }) {
  const { search } = useLocation();
  const application = useQuery(applicationQueryOptions(id));
  useSignOutWhenUnauthorized(application.error);
  const unsavedReview = useRef<() => boolean>(() => false);
  if (!application.data) return <Spinner />;
  const { row } = application.data;
  return (
    <div className="staff-page staff-reading">
      <p className="staff-reading__links">
        <Link to={`/staff${search}`}>{STAFF_MESSAGES.backToList}</Link>
        <Link to={`/staff/applications/${id}`}>{STAFF_MESSAGES.applicationDetails}</Link>
      </p>
      <ScreenHeading>{STAFF_MESSAGES.readingHeading(row.name || row.email)}</ScreenHeading>
      <QueueNavigation id={id} search={search} unsavedReview={unsavedReview} />
      <div className="staff-reading__columns">
        <div className="staff-reading__file">
          <Documents id={id} documents={application.data.snapshot.document_answer} />
          <StaffAnswers id={id} snapshot={application.data.snapshot} />
        </div>
        <div className="staff-reading__review">
          <StaffReviewForm id={id} member={member} unsavedRef={unsavedReview} />
          <StaffNotes id={id} />
        </div>
      </div>
    </div>
  );
}

/** The application's file questions, in its order: the documents an applicant may upload. */
const FILE_QUESTIONS = [...indexDefinition(APPLICATION).byPage.values()]
  .flat()
  .filter((question) => question.kind === 'fileUpload');

/**
 * The applicant's documents, each shown in place as its PDF in a titled frame (the server lets its
 * own pages frame it, and records a view), with a download beside it for those whose browser or
 * screen reader reads PDFs better outside a frame.
 */
function Documents({ id, documents }: { id: string; documents: ServiceSnapshot['document_answer'] }) {
  const headingId = useId();
  const uploaded = FILE_QUESTIONS.filter((question) => Object.hasOwn(documents, question.key));
  return (
    <section className="staff-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{STAFF_MESSAGES.readingDocumentsHeading}</h2>
      {uploaded.length === 0 && <p>{STAFF_MESSAGES.readingNoDocuments}</p>}
      {uploaded.map(({ key, label }) => {
        const params = { id, key };
        return (
          <figure key={key} className="staff-reading__document">
            <figcaption>
              <h3>{label}</h3>
              <a href={staffFileUrl('staffDocumentPdf', { params })} download>
                {STAFF_MESSAGES.documentDownload(label)}
              </a>
            </figcaption>
            <iframe
              className="staff-reading__frame"
              title={STAFF_MESSAGES.documentFrameTitle(label, documents[key]!.file_name)}
              src={staffFileUrl('staffDocumentPdf', { params, query: { inline: '1' } })}
              loading="lazy"
            />
          </figure>
        );
      })}
    </section>
  );
}

/** Whether a key press is one a field takes as text (Option+Shift+N types a character on a Mac). */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * Previous and Next in the list the reader came from: links, reached by Tab like any other, and
 * Alt+Shift+P and Alt+Shift+N (announced by aria-keyshortcuts and said on the page). No shortcut is
 * a single key (WCAG 2.1.4), and none acts while focus is in a field. Keys are matched by their
 * place on the keyboard (`code`), so that they work whatever the layout types there. A review not
 * saved is not left without a question (focus back where it was on Cancel).
 */
function QueueNavigation({
  id,
  search,
  unsavedReview,
}: {
  id: string;
  search: string;
  unsavedReview: RefObject<() => boolean>;
}) {
  // The list's filters and its sort: the queue is that list, in its order.
  const { filters, ...sort } = listAddressOf(search);
  const queue = useQuery(queueQueryOptions({ ...filters, ...sortValues(sort) }));
  useSignOutWhenUnauthorized(queue.error);
  const navigate = useNavigate();
  const hintId = useId();
  const [leaving, setLeaving] = useState<string | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const ids = queue.data ?? [];
  const at = ids.indexOf(id);
  const previous = at > 0 ? ids[at - 1] : undefined;
  const next = at >= 0 && at < ids.length - 1 ? ids[at + 1] : undefined;

  /** Opens `to`, or first asks, when the review holds ratings not saved. */
  const goTo = useCallback(
    (to: string) => {
      if (!unsavedReview.current()) {
        navigate(readingPath(to, search));
        return;
      }
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setLeaving(to);
    },
    [navigate, search, unsavedReview],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey || isTyping(event.target))
        return;
      const to = event.code === 'KeyN' ? next : event.code === 'KeyP' ? previous : undefined;
      if (!to) return;
      event.preventDefault();
      goTo(to);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [goTo, next, previous]);

  // A list the server refuses (filters edited by hand) is no queue: the page says so.
  if (queue.isPending) return <Spinner />;
  const link = (to: string, label: string, shortcut: string) => (
    <Link
      to={readingPath(to, search)}
      aria-keyshortcuts={shortcut}
      aria-describedby={hintId}
      onClick={(event) => {
        if (!unsavedReview.current()) return;
        event.preventDefault();
        goTo(to);
      }}
    >
      {label}
    </Link>
  );
  return (
    <nav className="staff-pager staff-reading__queue" aria-label={STAFF_MESSAGES.queueLabel}>
      <p>{at < 0 ? STAFF_MESSAGES.notInQueue : STAFF_MESSAGES.queuePosition(at + 1, ids.length)}</p>
      {previous && link(previous, STAFF_MESSAGES.previousApplication, 'Alt+Shift+P')}
      {next && link(next, STAFF_MESSAGES.nextApplication, 'Alt+Shift+N')}
      <p id={hintId} className="staff-reading__hint">
        {STAFF_MESSAGES.queueShortcuts}
      </p>
      <ConfirmDialog
        open={leaving !== null}
        title={STAFF_MESSAGES.leaveUnsavedTitle}
        description={STAFF_MESSAGES.leaveUnsavedBody}
        confirmLabel={STAFF_MESSAGES.leaveUnsaved}
        cancelLabel={STAFF_MESSAGES.stayOnReview}
        onCancel={() => setLeaving(null)}
        onConfirm={() => {
          if (leaving) navigate(readingPath(leaving, search));
        }}
        returnFocusRef={returnFocus}
      />
    </nav>
  );
}
