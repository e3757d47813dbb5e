import {
  APPLICATION,
  type AnswerValue,
  type ApplicationDefinition,
  type FormState,
  optionalQuestionKeys,
} from '@portico/application';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { use, useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { addAnotherQueryOptions } from '../api/get-add-another';
import {
  documentAnswersQueryOptions,
  useDocumentAnswers,
  type DocumentAnswers,
} from '../api/get-document-answers';
import { conversionQueryKey } from '../api/get-document-conversion';
import { tabsQueryOptions } from '../api/get-tabs';
import { saveAddAnother } from '../api/save-add-another';
import { saveTab } from '../api/save-tab';
import { createAnswersSaver, type AnswersSaver } from './answers-save';
import { clearStoredAnswers } from './answers-storage';
import { createAnswersStore, type AnswersState, type AnswersStore } from './answers-store';
import { createAnswersValidation, type AnswersValidation } from './answers-validation';
import { clearDateDrafts } from './date-drafts';
import { FormSessionContext, FormSessionSlotContext } from './form-session-context';
import { useAccount } from './use-account';
import { useProvided } from '../ui/use-provided';

/**
 * Everything the form's widgets and screens work on, given to them by one provider instead of
 * module state: the answers store (answers, counts, tabs, confirmations, errors), its saving and
 * validation, and the operations that change what the server holds besides answers. A widget is a
 * function of its props and this; the print view is the same tree under a read-only session;
 * each test makes its own.
 */
export type FormSession = {
  store: AnswersStore;
  saver: AnswersSaver;
  validation: AnswersValidation;
  operations: FormOperations;
  /** The keys of the questions marked '(optional)' (never required, not answered with others). */
  optional: ReadonlySet<string>;
  /** The print view's: the whole application as its snapshot holds it, nothing saved, no account. */
  readOnly: boolean;
  /** The print view's document answers, from its snapshot; a student's come from the API. */
  documentAnswers?: DocumentAnswers;
  /**
   * Once per login, and once per user, in this session: true the first time for each (the saved
   * last page restored; the status set to started).
   */
  firstTime: { lastPageRestore(login: string): boolean; startedStatus(username: string): boolean };
  /**
   * Ends the session (a logout, a session ended on the server or in another tab): its saves stop,
   * queued ones included, and its answers leave memory. The app's slot then makes a new one.
   */
  end(): void;
};

/** What changes the server's record of the form beside the answers: one call each. */
export type FormOperations = {
  /** PUT /api/add-another, then the count in the store (which clears what it hides). */
  saveComponentCount(blockId: string, count: number): Promise<void>;
  /**
   * PUT /api/tabs, which deletes the documents of the tab left in the same operation; then the
   * choice in the store (which clears the other tabs' answers).
   */
  chooseTab(blockId: string, tab: string): Promise<void>;
  /** The document caches of these questions are refetched (after a tab switch, or its failure). */
  refreshDocuments(fileKeys: readonly string[]): void;
};

function createFormOperations(store: AnswersStore, queryClient: QueryClient): FormOperations {
  return {
    async saveComponentCount(blockId, count) {
      await saveAddAnother(blockId, count);
      queryClient.setQueryData(addAnotherQueryOptions.queryKey, (saved) => ({ ...saved, [blockId]: count }));
      store.setComponentCount(blockId, count);
    },
    async chooseTab(blockId, tab) {
      await saveTab(blockId, tab);
      queryClient.setQueryData(tabsQueryOptions.queryKey, (saved) => ({ ...saved, [blockId]: tab }));
      store.setChosenTab(blockId, tab);
    },
    refreshDocuments(fileKeys) {
      if (fileKeys.length === 0) return;
      void queryClient.invalidateQueries({ queryKey: documentAnswersQueryOptions.queryKey });
      for (const key of fileKeys) void queryClient.invalidateQueries({ queryKey: conversionQueryKey(key) });
    },
  };
}

/** A student's (or an anonymous visitor's) form session, over the app's query client. */
export function createFormSession(
  queryClient: QueryClient,
  { definition = APPLICATION }: { definition?: ApplicationDefinition } = {},
): FormSession {
  const store = createAnswersStore(definition);
  const saver = createAnswersSaver(store, queryClient);
  return {
    store,
    saver,
    validation: createAnswersValidation(store),
    operations: createFormOperations(store, queryClient),
    optional: optionalQuestionKeys(definition),
    readOnly: false,
    firstTime: createFirstTimes(),
    end() {
      saver.close();
      store.forgetEverything();
      // What this browser keeps besides memory: answers typed before a login that the applicant
      // neither added nor discarded, and dates typed that are not dates yet.
      clearStoredAnswers();
      clearDateDrafts();
    },
  };
}

function createFirstTimes(): FormSession['firstTime'] {
  let restoredFor: string | undefined;
  const startedFor = new Set<string>();
  return {
    lastPageRestore(login) {
      if (restoredFor === login) return false;
      restoredFor = login;
      return true;
    },
    startedStatus(username) {
      if (startedFor.has(username)) return false;
      startedFor.add(username);
      return true;
    },
  };
}

/**
 * Gives `session` to the form below; without one, the app's form session (created once per app,
 * kept while the student visits the account screens and comes back).
 */
export function FormSessionProvider({ session, children }: { session?: FormSession; children: ReactNode }) {
  const slot = use(FormSessionSlotContext);
  const queryClient = useQueryClient();
  // Made on first use, and again after the slot's session ends (a logout): a form still shown
  // then works on a new one.
  const appSession = session ?? slot?.sessionOrNew(() => createFormSession(queryClient));
  if (!appSession) throw new Error('FormSessionProvider has no session');
  const [, setEndings] = useState(0);
  useEffect(() => {
    if (session || !slot) return;
    const rerender = () => setEndings((count) => count + 1);
    // An ordinary update rather than useSyncExternalStore's synchronous one: it renders with the
    // logout's own updates (a failed Log Out's error screen), not ahead of them.
    const unsubscribe = slot.subscribe(rerender);
    if (slot.session() !== appSession) rerender();
    return unsubscribe;
  }, [session, slot, appSession]);
  return <FormSessionContext value={appSession}>{children}</FormSessionContext>;
}

export function useFormSession(): FormSession {
  return useProvided(FormSessionContext, 'useFormSession');
}

/** Whether the question is marked '(optional)'. */
export function useOptional(key: string): boolean {
  return useFormSession().optional.has(key);
}

/** A value derived from the store; re-renders only when it changes (return primitives or stable objects). */
export function useAnswersSelector<T>(selector: (current: AnswersState) => T): T {
  const { store } = useFormSession();
  const read = useCallback(() => selector(store.getState()), [store, selector]);
  return useSyncExternalStore(store.subscribe, read, read);
}

/** One answer, for the widget that edits it. */
export function useAnswer(key: string): AnswerValue | undefined {
  return useAnswersSelector(useCallback((current: AnswersState) => current.answers[key], [key]));
}

const selectAnswers = (current: AnswersState) => current.answers;
const selectAddAnother = (current: AnswersState) => current.addAnother;
const selectTabs = (current: AnswersState) => current.tabs;
const selectConfirmed = (current: AnswersState) => current.confirmed;

/** The form state (answers, counts, tabs, confirmations), for a block whose visibility depends on it. */
export function useFormState(): FormState {
  const answers = useAnswersSelector(selectAnswers);
  const addAnother = useAnswersSelector(selectAddAnother);
  const tabs = useAnswersSelector(selectTabs);
  const confirmed = useAnswersSelector(selectConfirmed);
  return { answers, addAnother, tabs, confirmed };
}

/**
 * Whether a student is signed in to this form: never in the print view, whose browser may hold a
 * student's identity cookie without the view asking the API who it is.
 */
export function useFormSignedIn(): boolean {
  const { readOnly } = useFormSession();
  return useAccount({ enabled: !readOnly }).isLoggedIn && !readOnly;
}

/** The document answers: the print view's snapshot, or a signed-in student's from the API. */
export function useFormDocumentAnswers(): DocumentAnswers | undefined {
  const { documentAnswers } = useFormSession();
  const signedIn = useFormSignedIn();
  const query = useDocumentAnswers({ enabled: signedIn && !documentAnswers });
  return documentAnswers ?? (signedIn ? query.data : undefined);
}
