import type { Answers, FormNode } from '@portico/application';
import type { Profile } from '@portico/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { createQueryClient } from '../../api/query-client';
import { SiteConfigProvider } from '../../config/site-config-context';
import { createFormSession, FormSessionProvider } from '../../session/form-session';
import { createPrintSession } from '../../session/print-session';
import { profileFixture, setIdentityCookie } from '../../testing/account-fixtures';
import { siteConfigFixture } from '../../testing/site-config-fixture';
import type { AnswersStore } from '../../session/answers-store';
import { ToastProvider } from '../../ui/toast';
import { FormNodes } from '../form-nodes';
import type { WidgetMode } from '../widget-props';
import { definitionOf } from './widget-fixtures';
import { DocumentLinkContext, type DocumentLink } from '../print-audience';

export type RenderWidgetsOptions = {
  mode?: WidgetMode;
  answers?: Answers;
  loggedIn?: boolean;
  addAnother?: Record<string, number>;
  tabs?: Record<string, string>;
  /** The profile's document answers (logged in), else as the print view seeds them. */
  documentAnswers?: Profile['document_answer'];
  /** Where printed file questions link their documents (the staff's application page). */
  documentLink?: DocumentLink;
};

/** The store of the widgets rendered last in this test file's current test. */
let lastStore: AnswersStore | undefined;

/** The store of the widgets `renderWidgets` rendered last. */
export const renderedStore = () => lastStore;

/** The answers of the widgets `renderWidgets` rendered last. */
export const renderedAnswers = () => lastStore?.getState().answers ?? {};

/**
 * Renders definition nodes as the form page does, in a form session of their own whose store holds `answers` (as loaded
 * from a profile when logged in, else an anonymous visitor's), over a fixture definition made of
 * the same nodes so that the store's visibility rules apply to them.
 */
export function renderWidgets(nodes: FormNode[], options: RenderWidgetsOptions = {}) {
  const { mode = 'edit', answers = {}, loggedIn = false } = options;
  const queryClient: QueryClient = createQueryClient();
  const definition = definitionOf(nodes);
  let profile: Profile | null = null;
  if (loggedIn) {
    setIdentityCookie();
    profile = profileFixture({ answer: answers, document_answer: options.documentAnswers ?? {} });
  }
  queryClient.setQueryData(['profile'], profile);
  // Printed without a signed-in applicant: the print view's session, from a snapshot.
  const session =
    mode === 'print' && !loggedIn
      ? createPrintSession(
          queryClient,
          {
            answer: answers,
            add_another: options.addAnother ?? {},
            tabs: options.tabs ?? {},
            document_answer: options.documentAnswers ?? {},
          },
          { definition },
        )
      : createFormSession(queryClient, { definition });
  if (!session.readOnly)
    session.store.hydrateAnswers({
      owner: profile ? profile.username : null,
      ...(profile ? { profile: answers } : { typedHere: answers }),
      ...(options.addAnother ? { addAnother: options.addAnother } : {}),
      ...(options.tabs ? { tabs: options.tabs } : {}),
    });
  const view = render(
    <SiteConfigProvider config={siteConfigFixture()}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <FormSessionProvider session={session}>
            <main>
              <DocumentLinkContext value={options.documentLink ?? null}>
                <FormNodes nodes={nodes} mode={mode} />
              </DocumentLinkContext>
            </main>
          </FormSessionProvider>
        </ToastProvider>
      </QueryClientProvider>
    </SiteConfigProvider>,
  );
  lastStore = session.store;
  return { ...view, queryClient, session, store: session.store };
}

/**
 * axe on what was rendered, WCAG 2.2 AA as in the journeys. jsdom lays nothing out, so the rules
 * that need layout (colour contrast) are left to the browser journeys; nor does it load a frame's
 * page, which axe would then wait on, so a page with frames (the reading screen's documents) is
 * checked without going into them (`frames: false`), and its frames in the journeys.
 */
export async function axeViolations(container: Element, { frames = true } = {}): Promise<string[]> {
  const results = await axe.run(container, {
    iframes: frames,
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
