import { APPLICATION, indexDefinition, STAFF_MESSAGES } from '@portico/application';
import type { ResponseOf } from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { staffFileUrl } from '../api/staff-client';
import { Link, Navigate, useLocation } from '../navigation/router';
import { Button } from '../ui/button';
import { ScreenHeading } from '../ui/screen-heading';
import { Spinner } from '../ui/spinner';
import { APPLICATION_ID, readingPath } from './list-address';
import { lastPageOf, staffStatusLabel, statusLabel, useFormatTime } from './staff-format';
import { StaffAnswers } from './staff-answers';
import { StaffChecklist } from './staff-checklist';
import { ApplicantUpdates } from './applicant-updates';
import { StaffDecision } from './staff-decision';
import { applicationQueryOptions, useRevealSsn, type StaffMember } from './staff-queries';
import type { StaffScreenProps } from './staff-pages';
import { useSignOutWhenUnauthorized } from './use-sign-out-when-unauthorized';

type StaffApplication = ResponseOf<'staffApplication'>;

/**
 * The page of /staff/applications/{id} (staff-pages.tsx): a screen of its own for each application
 * (the key), so that nothing of one is shown on the next; an address that names no application's
 * id goes to the list.
 */
export function StaffApplicationRoute({ params, member }: StaffScreenProps) {
  const id = params.id ?? '';
  if (!APPLICATION_ID.test(id)) return <Navigate replace to="/staff" />;
  return <StaffApplicationScreen key={id} id={id} member={member} />;
}

/**
 * /staff/applications/{id}: the application as the print view shows it (the widgets' print
 * rendering, the SSN masked as the server sent it) with its summary, status history and PDF; the
 * whole SSN only after 'Show SSN', which the server records.
 */
export function StaffApplicationScreen({ id, member }: { id: string; member: StaffMember }) {
  const application = useQuery(applicationQueryOptions(id));
  // The list's filters, carried on to the reading screen: its queue is that list.
  const { search } = useLocation();
  useSignOutWhenUnauthorized(application.error);
  if (!application.data) return <Spinner />;
  const { row } = application.data;
  return (
    <div className="staff-page">
      <p className="staff-reading__links">
        <Link to={`/staff${search}`}>{STAFF_MESSAGES.backToApplications}</Link>
        <Link to={readingPath(id, search)}>{STAFF_MESSAGES.readAndReview}</Link>
      </p>
      <ScreenHeading>{row.name || row.email}</ScreenHeading>
      <Summary id={id} application={application.data} />
      <StaffChecklist id={id} checklist={application.data.checklist} />
      <StaffDecision id={id} member={member} />
      <ApplicantUpdates updates={application.data.applicant_updates} />
      <StaffAnswers id={id} snapshot={application.data.snapshot} />
    </div>
  );
}

function Summary({ id, application }: { id: string; application: StaffApplication }) {
  const { row, status_history } = application;
  const formatTime = useFormatTime();
  const headingId = useId();
  const historyId = useId();
  return (
    <section className="staff-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{STAFF_MESSAGES.applicationSummary}</h2>
      <dl className="staff-summary">
        <dt>{STAFF_MESSAGES.columnEmail}</dt>
        <dd>{row.email}</dd>
        <dt>{STAFF_MESSAGES.columnStatus}</dt>
        <dd>{staffStatusLabel(row.staff_status)}</dd>
        <dt>{STAFF_MESSAGES.columnReader}</dt>
        <dd>{row.reader_email ?? STAFF_MESSAGES.noReader}</dd>
        <dt>{STAFF_MESSAGES.columnReference}</dt>
        <dd>{row.reference ?? ''}</dd>
        <dt>{STAFF_MESSAGES.columnSubmittedAt}</dt>
        <dd>{formatTime(row.submitted_at)}</dd>
        {row.staff_status === 'in_progress' && (
          <>
            <dt>{STAFF_MESSAGES.columnLastPage}</dt>
            <dd>{lastPageOf(row)}</dd>
          </>
        )}
        <dt>{STAFF_MESSAGES.columnLastActivity}</dt>
        <dd>{formatTime(row.last_activity)}</dd>
        <dt>{STAFF_MESSAGES.ssnLabel}</dt>
        <dd>
          <Ssn id={id} masked={maskedSsn(application)} />
        </dd>
      </dl>
      <p>
        <a
          className="staff-button-link"
          href={staffFileUrl('staffApplicationPdf', { params: { id } })}
          download
        >
          {STAFF_MESSAGES.downloadPdf}
        </a>
      </p>
      <h3 id={historyId}>{STAFF_MESSAGES.statusHistory}</h3>
      {status_history.length === 0 ? (
        <p>{STAFF_MESSAGES.noStatusHistory}</p>
      ) : (
        <ol className="staff-history" aria-labelledby={historyId}>
          {status_history.map((entry) => (
            <li key={`${entry.web_status}-${entry.at}`}>
              {statusLabel(entry.web_status)}: {formatTime(entry.at)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The masked SSN the server sent with the answers, if the application has one. */
function maskedSsn({ snapshot }: StaffApplication): string | null {
  const { secretKey } = indexDefinition(APPLICATION);
  const value = secretKey === undefined ? undefined : snapshot.answer[secretKey];
  return typeof value === 'string' && value !== '' ? value : null;
}

function Ssn({ id, masked }: { id: string; masked: string | null }) {
  const reveal = useRevealSsn(id);
  if (!masked) return <>{STAFF_MESSAGES.noSsn}</>;
  if (reveal.data) return <span className="staff-ssn">{reveal.data.ssn ?? STAFF_MESSAGES.noSsn}</span>;
  return (
    <span className="staff-ssn">
      {masked}{' '}
      <Button
        variant="link"
        onClick={() => {
          if (!reveal.isPending) reveal.mutate();
        }}
        aria-busy={reveal.isPending || undefined}
      >
        {STAFF_MESSAGES.showSsn}
      </Button>
    </span>
  );
}
