import {
  answerKeysIn,
  APPLICATION,
  blocksIn,
  EMPTY_ANSWER,
  indexDefinition,
  isAnswered,
  LIMITS,
  pageNodes,
  keysClearedByChange,
  resolveVisibility,
  type AnswerValue,
  type Answers,
  type ApplicationDefinition,
  type FormState,
} from '@portico/application';
import type { WebStatus } from '@portico/contracts';

/**
 * The applicant's answers in this page ('Student answers'), with what decides what
 * is shown besides them: add-another counts, chosen tabs and opened confirm-to-continue blocks.
 *
 * Every change goes through `applyChange`, which clears what the change hides: a conditional
 * dropdown whose controlling answer changed, and every key that `resolveVisibility` (the one
 * visibility engine, shared with the server and the print view) now hides is set to EMPTY_ANSWER.
 * So what the page shows, what the store keeps and what the server keeps are always the same.
 *
 * One store per form session (session/form-session.tsx gives it to the widgets), read with
 * useSyncExternalStore and small selectors so that typing in one field re-renders that field only.
 */

/**
 * What a save is doing, for the save status the applicant sees (issue 4: 'State and saving').
 * 'offline': the browser has no connection, saves wait for it; 'reconnected': back online, and
 * everything typed meanwhile has been saved (issue 31).
 */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'retrying' | 'offline' | 'reconnected';

export type AnswersState = {
  answers: Answers;
  addAnother: Readonly<Record<string, number>>;
  tabs: Readonly<Record<string, string>>;
  /** Confirm-to-continue blocks opened in this browser (the server never sees the press). */
  confirmed: Readonly<Record<string, boolean>>;
  /**
   * The answers as the server holds them, as far as this page knows: a key whose answer differs
   * from this is unsaved. Empty for an anonymous visitor, whose every answer is unsaved.
   */
  saved: Answers;
  /** Keys the server refused (400 with an errors map) at the value it refused; not resent until changed. */
  refused: Answers;
  /**
   * Answers typed on this computer before a login that differ from the account's saved ones, an
   * answer to a question the account left empty included: none reaches the account unless its
   * owner adds them, listed (issue 27; a stranger's answers were saved into empty questions while
   * the panel said nothing had changed). They wait for the applicant to add or discard them.
   */
  offered: Answers;
  /**
   * Answers cleared in this visit because their question was hidden: shown again, it gets them
   * back (issue 14). The spec's rule stands, hidden answers are not kept once saved: this lives in
   * the page only, and goes with it.
   */
  hiddenInVisit: Answers;
  /**
   * Whose answers these are: a username (or the print view's service-user marker: an account's
   * answers all the same), null for an anonymous visitor, undefined before loading.
   */
  owner: string | null | undefined;
  saveStatus: SaveStatus;
  /** Per-key validation messages (answers-validation.ts). */
  errors: Readonly<Record<string, readonly string[]>>;
  /**
   * The web status this page has set for a user ahead of (or without) a new profile: the
   * client snapshot takes the later of it and the profile's (client-snapshot.ts).
   */
  localWebStatus: { username: string; status: WebStatus } | undefined;
  /**
   * A submit that goes to /completion itself, with the success message, says so while it is on
   * its way: the route rules then leave the page alone. The router renders a navigation in a
   * transition, after the status, so without this the rules would see 'submitted' on /final-steps
   * and go to /completion themselves, without the message, in its place.
   */
  completionUnderway: boolean;
  /**
   * Counts the requests for the error summary to take the focus again, even when it is already
   * shown (GOV.UK: the summary is focused after every failed submission, not only the first).
   */
  summaryFocusRequests: number;
};

type Listener = () => void;

const INITIAL: AnswersState = {
  answers: {},
  addAnother: {},
  tabs: {},
  confirmed: {},
  saved: {},
  refused: {},
  offered: {},
  hiddenInVisit: {},
  owner: undefined,
  saveStatus: 'idle',
  errors: {},
  localWebStatus: undefined,
  completionUnderway: false,
  summaryFocusRequests: 0,
};

/** Where the answers of a page load come from ('merged from navigation state and the profile'). */
export type AnswerSources = {
  owner: string | null;
  /** The profile's answers: what the server holds (a logged-in student). */
  profile?: Answers;
  addAnother?: Record<string, number>;
  tabs?: Record<string, string>;
  /** Temporary public answers (?token=): they fill only what is not answered yet. */
  prefill?: Answers;
  /**
   * Answers typed on this computer while anonymous (kept in the tab's storage, or carried across
   * sign-up and login): an anonymous visitor's own; for a logged-in owner, those that differ from
   * the account are offered (`offered`), and none is put into it before the owner says.
   */
  typedHere?: Answers;
  /**
   * `typedHere` are the answers of the visitor who created this account in this tab: they fill
   * what the account left empty, and only answers that differ from its own are offered.
   */
  typedBySignUp?: boolean;
  /** A logged-in student's own unsaved answers, carried across an ended session: the newest of all. */
  carried?: Answers;
};

export type AnswersStore = ReturnType<typeof createAnswersStore>;

/**
 * A store of the answers for one definition (the application's, or a test's fixture). Every
 * change goes through it, and each clears what it hides, as the module comment says.
 */
export function createAnswersStore(definition: ApplicationDefinition = APPLICATION) {
  let state: AnswersState = INITIAL;
  const listeners = new Set<Listener>();

  const setState = (next: AnswersState): void => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };

  /**
   * The answers with every key that the state hides set to the empty-answer marker, remembered for
   * the visit; and every remembered answer whose question shows again, and is still empty, back.
   * An answer brought back can show or hide others, so this runs until nothing changes.
   */
  const withHiddenCleared = (current: AnswersState): AnswersState => {
    let next = current;
    for (let pass = 0; pass < 5; pass++) {
      const { keysToClear, hiddenKeys } = resolveVisibility(definition, formStateOf(next));
      const back = Object.keys(next.hiddenInVisit).filter(
        (key) => !hiddenKeys.has(key) && !isAnswered(next.answers[key]),
      );
      if (keysToClear.length === 0 && back.length === 0) return next;
      const answers = { ...next.answers };
      const hiddenInVisit = { ...next.hiddenInVisit };
      for (const key of keysToClear) {
        if (isAnswered(answers[key])) hiddenInVisit[key] = answers[key] ?? EMPTY_ANSWER;
        answers[key] = EMPTY_ANSWER;
      }
      for (const key of back) {
        answers[key] = hiddenInVisit[key] ?? EMPTY_ANSWER;
        delete hiddenInVisit[key];
      }
      next = { ...next, answers, hiddenInVisit };
    }
    return next;
  };

  /**
   * Applies answers to the state: what a change of controlling answer clears comes first, then the
   * patch itself (an autocomplete fills a country and its state in one patch), then what is hidden.
   */
  const applyPatch = (current: AnswersState, patch: Answers): AnswersState => {
    const cleared: Answers = {};
    for (const [key, value] of Object.entries(patch)) {
      for (const other of keysClearedByChange(definition, key, current.answers[key], value)) {
        if (current.answers[other] !== undefined && current.answers[other] !== EMPTY_ANSWER)
          cleared[other] = EMPTY_ANSWER;
      }
    }
    return withHiddenCleared({ ...current, answers: { ...current.answers, ...cleared, ...patch } });
  };

  /** Sets one or more answers, as a widget does on change. */
  const setAnswers = (patch: Answers): void => {
    const changed = Object.entries(patch).some(([key, value]) => state.answers[key] !== value);
    if (changed) setState(applyPatch(state, patch));
  };

  return {
    definition,
    getState: (): AnswersState => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The form state (answers, counts, tabs, confirmations) as it is now. */
    formState: (): FormState => formStateOf(state),
    setAnswers,
    setAnswer: (key: string, value: AnswerValue): void => setAnswers({ [key]: value }),

    /** A new add-another count: the components beyond it are hidden, so their answers are cleared. */
    setComponentCount(buttonId: string, count: number): void {
      const next = withHiddenCleared({ ...state, addAnother: { ...state.addAnother, [buttonId]: count } });
      if (count >= (state.addAnother[buttonId] ?? 1)) return setState(next);
      // A component removed on purpose (its answers deleted after a question): nothing to bring back.
      const hiddenInVisit = { ...next.hiddenInVisit };
      for (const key of Object.keys(hiddenInVisit))
        if (!(key in state.hiddenInVisit)) delete hiddenInVisit[key];
      setState({ ...next, hiddenInVisit });
    },

    /** A tab chosen: the other tabs are hidden, so their answers are cleared. */
    setChosenTab(tabId: string, tab: string): void {
      setState(withHiddenCleared({ ...state, tabs: { ...state.tabs, [tabId]: tab } }));
    },

    /** A confirm-to-continue block opened (or closed again by its checkbox): 'after' shows while open. */
    setConfirmed(blockId: string, confirmed: boolean): void {
      if (Boolean(state.confirmed[blockId]) === confirmed) return;
      setState(withHiddenCleared({ ...state, confirmed: { ...state.confirmed, [blockId]: confirmed } }));
    },

    setSaveStatus(saveStatus: SaveStatus): void {
      if (state.saveStatus !== saveStatus) setState({ ...state, saveStatus });
    },

    setErrors(errors: Readonly<Record<string, readonly string[]>>): void {
      setState({ ...state, errors });
    },

    setLocalWebStatus(username: string, status: WebStatus): void {
      setState({ ...state, localWebStatus: { username, status } });
    },

    setCompletionUnderway(completionUnderway: boolean): void {
      if (state.completionUnderway !== completionUnderway) setState({ ...state, completionUnderway });
    },

    requestSummaryFocus(): void {
      setState({ ...state, summaryFocusRequests: state.summaryFocusRequests + 1 });
    },

    /**
     * Loads the answers for an owner, replacing whatever the page held. The profile counts as saved;
     * everything merged on top of it is unsaved and goes to the server with the next save.
     */
    hydrateAnswers(sources: AnswerSources): void {
      const profile = sources.profile ?? {};
      const answers: Answers = { ...profile };
      for (const [key, value] of Object.entries(sources.prefill ?? {})) {
        if (!answers[key]) answers[key] = value;
      }
      let offered: Answers = {};
      if (sources.owner === null) Object.assign(answers, sources.typedHere);
      else {
        // Against what the account holds: a prefilled blank is no answer of theirs.
        offered = offeredFrom(definition, profile, sources.typedHere ?? {});
        if (sources.typedBySignUp) offered = fillUnanswered(answers, profile, offered);
      }
      Object.assign(answers, sources.carried);
      const next: AnswersState = {
        ...INITIAL,
        localWebStatus: state.localWebStatus,
        owner: sources.owner,
        saved: profile,
        ...shownByAnswers(definition, answers, sources.addAnother ?? {}, sources.tabs ?? {}),
        answers,
        offered,
      };
      // What was hidden before this visit is no answer to bring back.
      setState({ ...withHiddenCleared(next), hiddenInVisit: {} });
    },

    /**
     * Answers that arrive after loading (carried in navigation state): a logged-in student's own
     * unsaved ones are a change like any other; those typed on this computer while anonymous are
     * offered where they differ, as at loading.
     */
    mergeAnswers({ typedHere, own }: { typedHere?: Answers; own?: Answers }): void {
      if (typedHere && state.owner === null) setAnswers(typedHere);
      else if (typedHere) {
        const offered = offeredFrom(definition, state.answers, typedHere);
        if (Object.keys(offered).length > 0)
          setState({ ...state, offered: { ...state.offered, ...offered } });
      }
      if (own) setAnswers(own);
    },

    /** The applicant adds the offered answers to their application (saved with the next save). */
    acceptOfferedAnswers(): void {
      setState({ ...applyPatch(state, state.offered), offered: {} });
    },

    /** The applicant discards the offered answers. */
    discardOfferedAnswers(): void {
      setState({ ...state, offered: {} });
    },

    /** 'Not you?': an anonymous visitor's answers go from the page (the caller clears the storage). */
    clearAnonymousAnswers(): void {
      if (state.owner === null) setState({ ...INITIAL, localWebStatus: state.localWebStatus, owner: null });
    },

    /**
     * The form session has ended (a logout, an ended session): nothing typed under it stays in
     * memory, where the next person's form could find it (issue 27).
     */
    forgetEverything(): void {
      setState(INITIAL);
    },

    /** The server accepted these answers: they are saved unless they changed again meanwhile. */
    markSaved(sent: Answers): void {
      const refused = { ...state.refused };
      for (const key of Object.keys(sent)) delete refused[key];
      setState({ ...state, saved: { ...state.saved, ...sent }, refused });
    },

    /** The server refused these keys at these values: keep them here, stop resending them until they change. */
    markRefused(keys: readonly string[], sent: Answers): void {
      const refused = { ...state.refused };
      for (const key of keys) if (key in sent) refused[key] = sent[key] ?? null;
      setState({ ...state, refused });
    },
  };
}

function formStateOf(
  current: Pick<AnswersState, 'answers' | 'addAnother' | 'tabs' | 'confirmed'>,
): FormState {
  return {
    answers: current.answers,
    addAnother: current.addAnother,
    tabs: current.tabs,
    confirmed: current.confirmed,
  };
}

/**
 * Puts each answer of `typed` into `answers` where the account (`profile`) has none, and returns
 * the rest: those that differ from an answer of the account's, still only offered.
 */
function fillUnanswered(answers: Answers, profile: Answers, typed: Answers): Answers {
  const rest: Answers = {};
  for (const [key, value] of Object.entries(typed)) {
    if (isAnswered(profile[key])) rest[key] = value;
    else answers[key] = value;
  }
  return rest;
}

/**
 * Of answers typed on this computer, those an account would gain by adding them: every answer that
 * differs from what `answers` holds, an empty question's included. Only the definition's own keys:
 * the panel lists every answer it would add (answers-typed-here.tsx), and can list no other.
 */
function offeredFrom(definition: ApplicationDefinition, answers: Answers, typedHere: Answers): Answers {
  const offered: Answers = {};
  const { byKey } = indexDefinition(definition);
  for (const [key, value] of Object.entries(typedHere)) {
    if (!isAnswered(value) || sameValue(value, answers[key]) || !byKey.has(key)) continue;
    offered[key] = value;
  }
  return offered;
}

/**
 * Counts and tabs as the answers show them: a component or a tab that holds an answer is shown.
 * The server keeps counts and tabs consistent with the answers, so this adds nothing then; when
 * they could not be loaded it keeps the store from clearing saved answers it cannot see.
 */
function shownByAnswers(
  definition: ApplicationDefinition,
  answers: Answers,
  addAnother: Record<string, number>,
  tabs: Record<string, string>,
): Pick<AnswersState, 'addAnother' | 'tabs'> {
  const counts = { ...addAnother };
  const chosen = { ...tabs };
  const answered = (nodes: Parameters<typeof answerKeysIn>[0]) =>
    answerKeysIn(nodes).some((key) => isAnswered(answers[key]));
  for (const page of definition.pages) {
    for (const block of blocksIn(pageNodes(page))) {
      if (block.type === 'addAnother') {
        const last = block.components.findLastIndex((component) => answered(component.children));
        if (last >= 0) counts[block.id] = Math.max(counts[block.id] ?? LIMITS.addAnotherDefault, last + 1);
      } else if (block.type === 'tabs' && chosen[block.id] === undefined) {
        const tab = block.tabs.find((candidate) => answered(candidate.children));
        if (tab && tab.id !== block.defaultTab) chosen[block.id] = tab.id;
      }
    }
  }
  return { addAnother: counts, tabs: chosen };
}

function sameValue(left: AnswerValue | undefined, right: AnswerValue | undefined): boolean {
  return (left ?? null) === (right ?? null);
}

/** The answers that differ from what the server holds: what the next save sends. */
export function unsavedAnswers(current: AnswersState): Answers {
  const patch: Answers = {};
  for (const [key, value] of Object.entries(current.answers)) {
    if (sameValue(value, current.saved[key])) continue;
    if (key in current.refused && sameValue(value, current.refused[key])) continue;
    patch[key] = value;
  }
  return patch;
}

/** Whether the visitor has entered any answer (an anonymous nav click then goes to /signup). */
export function hasAnyAnswer(current: AnswersState): boolean {
  return Object.values(current.answers).some((value) => value !== null && value !== '' && value !== false);
}

/**
 * The answers an anonymous visitor carries to the account screens in navigation state. A logged-in
 * student's answers are on the server and travel nowhere.
 */
export function answersToCarry(current: AnswersState | undefined): Answers | undefined {
  if (!current || current.owner !== null || !hasAnyAnswer(current)) return undefined;
  return current.answers;
}
