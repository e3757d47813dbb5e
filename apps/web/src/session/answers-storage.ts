import { APPLICATION, indexDefinition, type Answers } from '@portico/application';
import type { AnswersStore } from './answers-store';

/**
 * An anonymous visitor's answers also sit in the tab's session storage, so that a reload loses
 * nothing before they create an account (issue 4), and nothing outlives the tab that typed them:
 * a new tab, or the next person at a school or library computer, does not find them (issue 27;
 * they were kept in localStorage for 2 hours). Across the account cards they travel in navigation
 * state. Never the Social Security number: it is the one answer that must not outlive the page.
 * The copy is removed once the answers are added to an account or discarded, when a logged-in
 * student's session ends, when the visitor says 'Not you?', and after two hours without a change
 * in a tab left open (issue 14).
 */
export const ANSWERS_STORAGE_KEY = 'portico.anonymous-answers';

/** How long answers typed anonymously are kept without a change, in a tab left open. */
export const ANONYMOUS_ANSWERS_KEPT_MS = 2 * 60 * 60_000;

/**
 * The secret answer (the question marked `secret`: the SSN) never touches browser storage. Looked
 * up when storage is first used, not as the module loads: indexing the application walks every
 * question, work that every page's start (the account screens' too) would otherwise pay for.
 */
const isNeverStored = (key: string) => key === indexDefinition(APPLICATION).secretKey;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage can be refused outright (a privacy setting): the answers then live in the page only.
    return undefined;
  }
}

/**
 * A copy an earlier version left in localStorage, shared by every tab and kept across a closed
 * browser: removed unread.
 */
function removeLegacyCopy(): void {
  try {
    window.localStorage.removeItem(ANSWERS_STORAGE_KEY);
  } catch {
    // Storage refused: nothing was kept there either.
  }
}

function isAnswerValue(value: unknown): boolean {
  return value === null || typeof value === 'string' || typeof value === 'boolean';
}

/** The stored answers, or undefined when there are none or they are not answers. */
export function readStoredAnswers(): Answers | undefined {
  removeLegacyCopy();
  try {
    const text = storage()?.getItem(ANSWERS_STORAGE_KEY);
    if (!text) return undefined;
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    // { updatedAt, answers }; a bare map of answers is the format before expiry was kept.
    const { updatedAt, answers: kept } = parsed as { updatedAt?: unknown; answers?: unknown };
    if (typeof updatedAt === 'number' && Date.now() - updatedAt > ANONYMOUS_ANSWERS_KEPT_MS) {
      clearStoredAnswers();
      return undefined;
    }
    const value = typeof updatedAt === 'number' ? kept : parsed;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const answers: Answers = {};
    for (const [key, answer] of Object.entries(value)) {
      if (!isNeverStored(key) && isAnswerValue(answer)) answers[key] = answer as Answers[string];
    }
    return Object.keys(answers).length > 0 ? answers : undefined;
  } catch {
    return undefined;
  }
}

export function writeStoredAnswers(answers: Answers): void {
  const kept = Object.fromEntries(Object.entries(answers).filter(([key]) => !isNeverStored(key)));
  try {
    storage()?.setItem(ANSWERS_STORAGE_KEY, JSON.stringify({ updatedAt: Date.now(), answers: kept }));
  } catch {
    // Full or refused: the answers stay in the page and in navigation state.
  }
}

export function clearStoredAnswers(): void {
  removeLegacyCopy();
  try {
    storage()?.removeItem(ANSWERS_STORAGE_KEY);
  } catch {
    // Nothing to clear where nothing could be written.
  }
}

/** Keeps the anonymous visitor's answers in storage as they change. Returns the unsubscribe. */
export function keepAnonymousAnswersStored(store: AnswersStore): () => void {
  let lastWritten = store.getState().answers;
  return store.subscribe(() => {
    const { owner, answers } = store.getState();
    if (owner !== null || answers === lastWritten) return;
    lastWritten = answers;
    writeStoredAnswers(answers);
  });
}
