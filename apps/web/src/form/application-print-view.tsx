import { isAnswered, type AnswerValue, type Answers } from '@portico/application';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useCatalogue } from '../i18n/language-store';
import { useLocation } from '../navigation/router';
import { ApiError } from '../api/api-error';
import { serviceSnapshotQueryOptions } from '../api/get-service-snapshot';
import { useSiteConfig } from '../config/site-config-context';
import type { AnswersState } from '../session/answers-store';
import { FormSessionProvider, useAnswersSelector } from '../session/form-session';
import { createPrintSession } from '../session/print-session';
import { SERVICE_TOKEN_PARAM } from '../session/service-user';
import { Spinner } from '../ui/spinner';
// Through the step screen's module rather than from widgets/: this chunk then loads the step
// screen's, where the widgets are. Imported from both, Rollup would move the widgets to a third
// chunk that every first visit fetches too (about 1 KB more gzipped; bench/first-visit-js.mjs).
import { PrintedApplicationPages } from '../widgets/printed-application-pages';
import './application-print-view.css';

/** What tmp-pdf answers for a token that expired, was revoked or never existed. */
const REFUSED_LINK_STATUSES: readonly number[] = [401, 403, 404];

function isRefusedLink(error: unknown): boolean {
  return error instanceof ApiError && REFUSED_LINK_STATUSES.includes(error.status);
}

function applicantName(answers: Answers): string {
  const part = (value: AnswerValue | undefined) =>
    isAnswered(value) && typeof value === 'string' ? value.trim() : '';
  return [part(answers.first_name), part(answers.last_name)].filter(Boolean).join(' ');
}

const selectName = (current: AnswersState) => applicantName(current.answers);

/**
 * The service user's view: the whole application, read-only, as the print
 * rendering of every widget, loaded by the `service_token` of the address. It is also the page the
 * server prints to the application PDF with headless Chromium, which waits for
 * `[data-print-ready="true"]` on the root. Nothing of the student's site is here: no navigation,
 * header, footer, banner, buttons or dialogs, and nothing that saves, validates or keeps a session:
 * the same widgets as the student's, under a read-only form session made from the snapshot.
 */
export function ApplicationPrintView() {
  const { search } = useLocation();
  const token = new URLSearchParams(search).get(SERVICE_TOKEN_PARAM) ?? '';
  const queryClient = useQueryClient();
  const snapshot = useQuery({
    ...serviceSnapshotQueryOptions(token),
    enabled: token !== '',
    // A refused link is this screen's to explain; any other failure is the error screen's.
    throwOnError: (error) => !isRefusedLink(error),
  });

  // Made as the snapshot arrives, so that its store is full when the pages first render.
  const session = useMemo(
    () => snapshot.data && createPrintSession(queryClient, snapshot.data),
    [queryClient, snapshot.data],
  );

  if (token === '' || isRefusedLink(snapshot.error)) return <PrintLinkRefused />;
  if (!session) {
    return (
      <div className="print-view print-view--loading">
        <Spinner />
      </div>
    );
  }
  return (
    <FormSessionProvider session={session}>
      <PrintedApplication />
    </FormSessionProvider>
  );
}

function PrintedApplication() {
  const { format } = useCatalogue();
  const { applicationTitle } = useSiteConfig();
  const name = useAnswersSelector(selectName);
  const title = name ? format.printTitle(applicationTitle, name) : applicationTitle;
  const [ready, setReady] = useState(false);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className="print-view" data-print-ready={ready ? 'true' : undefined}>
      <main id="main" className="print-view__main">
        <h1 className="print-view__title">{title}</h1>
        {/* Ready once everything inside has rendered: a part that suspends (a lazy chunk) keeps the
            whole boundary, and so the marker's effect, back until it resolves. */}
        <Suspense fallback={<Spinner />}>
          <PrintedApplicationPages classPrefix="print-view" />
          <RenderedMarker onRendered={setReady} />
        </Suspense>
      </main>
    </div>
  );
}

function RenderedMarker({ onRendered }: { onRendered: (rendered: true) => void }) {
  useEffect(() => onRendered(true), [onRendered]);
  return null;
}

/** A print link that expired or never was: said plainly, with no form behind it. */
function PrintLinkRefused() {
  const { messages } = useCatalogue();
  useEffect(() => {
    document.title = messages.serviceTokenInvalid;
  }, [messages.serviceTokenInvalid]);
  return (
    <div className="print-view" data-print-error="true">
      <main id="main" className="print-view__main">
        <h1 className="print-view__title">{messages.serviceTokenInvalid}</h1>
      </main>
    </div>
  );
}
