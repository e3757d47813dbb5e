import { APPLICATION, type ApplicationDefinition } from '@portico/application';
import type { ServiceSnapshot } from '@portico/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { createFormSession, type FormSession } from './form-session';

/**
 * Whose answers the store holds in the print view. A string, as a student's username would be:
 * the answers belong to an account on the server, so nothing keeps them in this browser and
 * nothing carries them anywhere.
 */
const SERVICE_USER_OWNER = 'service-user';

function refuseChange(): never {
  throw new Error('The print view changes nothing.');
}

/** The print view's session: the snapshot's answers, counts, tabs and documents, read-only. */
export function createPrintSession(
  queryClient: QueryClient,
  snapshot: ServiceSnapshot,
  { definition = APPLICATION }: { definition?: ApplicationDefinition } = {},
): FormSession {
  const session = createFormSession(queryClient, { definition });
  session.store.hydrateAnswers({
    owner: SERVICE_USER_OWNER,
    profile: snapshot.answer,
    addAnother: snapshot.add_another,
    tabs: snapshot.tabs,
  });
  return {
    ...session,
    operations: { saveComponentCount: refuseChange, chooseTab: refuseChange, refreshDocuments: refuseChange },
    readOnly: true,
    documentAnswers: snapshot.document_answer,
  };
}
