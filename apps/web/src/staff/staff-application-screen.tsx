import { APPLICATION, indexDefinition, PAGES, STAFF_MESSAGES } from '@portico/application';
import type { ResponseOf } from '@portico/contracts';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Suspense, useId } from 'react';
import { addAnotherQueryOptions } from '../api/get-add-another';
import { documentAnswersQueryOptions } from '../api/get-document-answers';
import { profileQueryOptions } from '../api/get-profile';
import { tabsQueryOptions } from '../api/get-tabs';
import { staffFileUrl } from '../api/staff-client';
import { Link } from '../navigation/router';
import { hydrateAnswers } from '../session/answers-store';
import { Button } from '../ui/button';
import { ScreenHeading } from '../ui/screen-heading';
import { Spinner } from '../ui/spinner';
import { FormPageContent } from '../widgets/form-page';
import { PrintAudienceContext } from '../widgets/print-audience';
import { pageLabel, statusLabel, useFormatTime } from './staff-format';
import { applicationQueryOptions, useRevealSsn } from './staff-queries';
import { useSignOutWhenUnauthorized } from './use-sign-out-when-unauthorized';

type StaffApplication = ResponseOf<'staffApplication'>;

/**
 * Whose answers the answers store holds here: an account's on the server, so nothing keeps them
 * in this browser (as the print view's service user).
 */
const STAFF_READER_OWNER = 'staff-reader';

/**
 * Puts the application where the form's widgets look for their data, as the print view does
 * (form/application-print-view.tsx), so that the answers render with the same widgets in print
 * mode, and nothing asks /api: the answers store, and the query cache under the widgets' keys.
 */
function seedApplication(queryClient: QueryClient, { snapshot }: StaffApplication): void {
  queryClient.setQueryData(profileQueryOptions.queryKey, null);
  queryClient.setQueryData(addAnotherQueryOptions.queryKey, snapshot.add_another);
  queryClient.setQueryData(tabsQueryOptions.queryKey, snapshot.tabs);
  queryClient.setQueryData(documentAnswersQueryOptions.queryKey, snapshot.document_answer);
  hydrateAnswers({
    owner: STAFF_READER_OWNER,
    profile: snapshot.answer,
    addAnother: snapshot.add_another,
    tabs: snapshot.tabs,
  });
}

/**
 * /staff/applications/{id}: the application as the print view shows it (the widgets' print
 * rendering, the SSN masked as the server sent it) with its summary, status history and PDF; the
 * whole SSN only after 'Show SSN', which the server records.
 */
export function StaffApplicationScreen({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const application = useQuery({
    ...applicationQueryOptions(id),
    // Seeded as it arrives, so that the stores are full before the answers first render.
    queryFn: async (context) => {
      const loaded = await applicationQueryOptions(id).queryFn!(context);
      seedApplication(queryClient, loaded);
      return loaded;
    },
  });
  useSignOutWhenUnauthorized(application.error);
  if (!application.data) return <Spinner />;
  const { row } = application.data;
  return (
    <div className="staff-page">
      <p>
        <Link to="/staff">{STAFF_MESSAGES.backToApplications}</Link>
      </p>
      <ScreenHeading>{row.name || row.email}</ScreenHeading>
      <Summary id={id} application={application.data} />
      {/* The pages as the print view heads them: each an h2, its sections h3. */}
      <div className="staff-answers">
        <Suspense fallback={<Spinner />}>
          <PrintAudienceContext value="print-view">
            {PAGES.map((page) => {
              const definition = APPLICATION.pages.find((candidate) => candidate.id === page.id);
              if (!definition) return null;
              const headingId = `staff-page-${page.id}`;
              return (
                <section key={page.id} className="staff-section" aria-labelledby={headingId}>
                  <h2 id={headingId}>{page.title}</h2>
                  <FormPageContent page={definition} mode="print" sectionHeadingLevel={3} />
                </section>
              );
            })}
          </PrintAudienceContext>
        </Suspense>
      </div>
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
        <dd>{statusLabel(row.status)}</dd>
        <dt>{STAFF_MESSAGES.columnReference}</dt>
        <dd>{row.reference ?? ''}</dd>
        <dt>{STAFF_MESSAGES.columnSubmittedAt}</dt>
        <dd>{formatTime(row.submitted_at)}</dd>
        <dt>{STAFF_MESSAGES.columnLastPage}</dt>
        <dd>{pageLabel(row.last_page)}</dd>
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
