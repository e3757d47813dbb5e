import type { ServiceSnapshot } from '@portico/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import { staffFileUrl } from '../api/staff-client';
import { FormSessionProvider } from '../session/form-session';
import { createPrintSession } from '../session/print-session';
import { Spinner } from '../ui/spinner';
import { PrintedApplicationPages } from '../widgets/printed-application-pages';
import { DocumentLinkContext } from '../widgets/print-audience';

/**
 * An application's answers as the print view shows them (the widgets' print rendering, the SSN
 * masked as the server sent it), each document a link to its PDF: the application screen's and the
 * reading screen's. The read-only form session is made on the first render, so that its store is
 * full when the answers first render.
 */
export function StaffAnswers({ id, snapshot }: { id: string; snapshot: ServiceSnapshot }) {
  const queryClient = useQueryClient();
  const session = useMemo(() => createPrintSession(queryClient, snapshot), [queryClient, snapshot]);
  return (
    <div className="staff-answers">
      <Suspense fallback={<Spinner />}>
        <FormSessionProvider session={session}>
          <DocumentLinkContext value={(key) => staffFileUrl('staffDocumentPdf', { params: { id, key } })}>
            <PrintedApplicationPages classPrefix="staff-answers" />
          </DocumentLinkContext>
        </FormSessionProvider>
      </Suspense>
    </div>
  );
}
