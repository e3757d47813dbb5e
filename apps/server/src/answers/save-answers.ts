import {
  indexDefinition,
  isAnswered,
  visibilityInputs,
  type Answers,
  type Catalogue,
  type Language,
  SESSION_RULES,
} from '@portico/application';
import { and, eq, isNull } from 'drizzle-orm';
import { executePrepared, queryPrepared } from '../platform/database/open-database';
import { sessions } from '../platform/database/schema';
import { isDueTouch, touchSession } from '../accounts/sessions';
import { ssnBinding } from '../platform/secret-box';
import { AppError } from '../platform/errors';
import type { AnswersContext } from './answers-context';
import { withoutSecret } from '../applications/application-state';
import { checkAnswers } from './check-answers';
import { visibilityOf, type StoredState } from './update-application';

/** The row as visibility reads it, with its revision. */
interface StateRow {
  revision: number;
  visibility_revision: number;
  answers: Answers;
  add_another: Record<string, number>;
  tabs: Record<string, string>;
  ssn_ciphertext: string | null;
}

/** What save_answers (migrations 0006, 0026, 0028) answers; the state only when asked for it. */
type SavedRow =
  | { outcome: 'no-session' | 'submitted'; applicant_id: string | null }
  | ({ outcome: 'saved'; applicant_id: string } & (StateRow | NullState));
type NullState = {
  [Key in keyof StateRow]: Key extends 'revision' | 'visibility_revision' ? number : null;
};

/** The one statement of a save: migration 0028's function, prepared once per connection. */
const SAVE_ANSWERS = `select * from save_answers($1, $2::jsonb, $3::boolean, $4::text, $5::integer,
  $6::integer, $7::integer, $8::boolean, $9::text)`;

/**
 * A typed save's change to the application (`a`), as the database function save_answers makes it,
 * written once for the three statements below, which each add whose application and on what
 * conditions: the answers $2 merged in, the revision moved on, and the language $3 the application
 * is being filled in recorded (issue 32).
 */
const MERGE_TYPED = `update applications a set answers = a.answers || $2::jsonb,
    revision = a.revision + 1, language = $3, updated_at = now()`;

/**
 * A typed save on a session known alive: the merge without the session check. application_open
 * (migration 0026) is the one rule of what its applicant may still change.
 */
const SAVE_TYPED_ANSWERS = `${MERGE_TYPED}
  where a.applicant_id = $1 and application_open(a)
  returning a.revision, a.visibility_revision`;

/**
 * A time as milliseconds since the epoch, a float8: read as a number, where a timestamp is parsed
 * into a Date by the driver on every save (D-PRF-19).
 */
const epochMs = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

/**
 * A typed save that checks the session in the same statement: the merge (MERGE_TYPED) on the
 * application of the session whose token's hash is $1, while it is alive (session_alive, migration
 * 0030, the rule save_answers asks too). One statement planned once per connection, where
 * save_answers is a procedure of three (measured on PostgreSQL alone, ten connections, 50
 * applicants: 0.20 ms of the database's CPU a save against save_answers's 0.23, and a bare
 * upsert's 0.18). The session is read once, by one lookup of its token's index (a materialized CTE),
 * and taken from there by subqueries: as a join, a generic plan on a young table (few rows, no
 * statistics yet) read every application; read by three subqueries, it was three lookups. It answers
 * when the session was made and last seen, so that a touch that is due follows, and the embedded
 * database's process can remember the session alive.
 */
const SAVE_TYPED_IN_SESSION = `with s as materialized (select s.applicant_id, s.created_at, s.last_seen_at
    from sessions s where s.token_hash = $1 and session_alive(s, $4, $5))
  ${MERGE_TYPED}
  where a.applicant_id = (select s.applicant_id from s) and application_open(a)
  returning a.applicant_id, a.revision, a.visibility_revision,
    (select ${epochMs('s.created_at')} from s) as created_at,
    (select ${epochMs('s.last_seen_at')} from s) as last_seen_at`;

/**
 * A typed save as the session's last one went (SavingSessions): the merge (MERGE_TYPED)
 * on applicant $6's application while its visibility revision is still $7, with the session whose
 * token's hash is $1 still alive and theirs (session_alive, migration 0030). It answers nothing:
 * its count of rows says whether it saved. An answer cost each save about a tenth of the server's
 * CPU and of the database's (D-PRF-20).
 */
const SAVE_TYPED_AS_BEFORE = `${MERGE_TYPED}
  where a.applicant_id = $6 and a.visibility_revision = $7 and application_open(a)
    and exists (select from sessions s where s.token_hash = $1 and s.applicant_id = $6
      and session_alive(s, $4, $5))`;

/**
 * The state visibility reads and the clearing of hidden answers, both on an open application.
 * Prepared once per connection like the saves: unprepared, a statement is planned on every call,
 * and planning inlines application_open again each time (measured on PostgreSQL: 766 updates/s
 * against 948 with the rule written out; prepared, 920 against 915).
 */
const READ_STATE = `select revision, visibility_revision, answers, add_another, tabs, ssn_ciphertext
  from applications where applicant_id = $1 and application_open(applications)`;
const CLEAR_HIDDEN = `update applications set answers = answers || $2::jsonb,
  ssn_ciphertext = case when $3::boolean then null else ssn_ciphertext end, revision = revision + 1
  where applicant_id = $1 and revision = $4 and application_open(applications) returning revision`;

const LIVE_SESSION = `select ${epochMs('created_at')} as created_at, ${epochMs('last_seen_at')} as last_seen_at
  from sessions where token_hash = $1 and revoked_at is null`;

/**
 * Rounds of clearing a save may take when other changes keep landing in between; each later change
 * clears what it hides itself, so giving up after these rounds keeps nothing hidden for long.
 */
const CLEARING_ROUNDS = 5;

/**
 * PUT /api/answer: merges the answers sent into the applicant's answers, key by key. Every key and
 * value is checked first against the application's data model; one bad key writes nothing.
 *
 * Deadline night sends thousands of these a minute, so a save is one statement: a typed save (most
 * of them) one UPDATE that checks the session (session_alive, migration 0030) and merges the
 * answers (saveTyped), or on PostgreSQL, once the session has saved, one that answers nothing,
 * guarded by what that save learnt (savedAsBefore); any other, or a typed one that finds no live
 * session or no open application, a call of the database function save_answers, which tells those
 * apart. Each checks the session (touching it at most once a minute) and merges the answers into
 * the row while the application is open (application_open, migration 0026: not submitted),
 * recording the request's language as the one the application is filled in (issue 32) in the same
 * UPDATE. Two tabs saving at once both keep their keys (the merge is one atomic update of the
 * row); a save racing a submit loses (the update waits for the submit's row lock, then finds the
 * application submitted); a revoked session is refused by the same statement.
 *
 * Hidden answers are not kept. A save that changes an answer visibility reads (a radio button, a
 * dropdown, the SSN) gets the merged state back and runs the engine on it. A save that changes none
 * (typing, the usual autosave) hides nothing new: only its own keys can be hidden, and which keys
 * are hidden the process usually knows from an earlier save (KnownVisibility); otherwise it reads
 * the row. Answers the merged state hides are then cleared by a second statement, guarded by the
 * row's revision.
 */
export async function saveAnswers(
  context: AnswersContext,
  sessionTokenHash: string,
  answers: Answers,
  { language, catalogue }: { language: Language; catalogue: Catalogue },
): Promise<{ message: string } | 'no-session' | 'submitted'> {
  const errors = checkAnswers(context.dataModel, answers);
  if (Object.keys(errors).length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      (c) => `${c.server.answersRefused} ${Object.keys(errors).join(', ')}`,
      errors,
    );
  }
  const { secret: ssn, others: patch } = withoutSecret(context.definition, answers);
  const inputs = visibilityInputs(context.definition);
  const changesVisibility = ssn !== undefined || Object.keys(patch).some((key) => inputs.has(key));
  const sealedSsn =
    typeof ssn === 'string' && ssn !== '' ? await sealSsn(context, sessionTokenHash, ssn) : null;
  if (sealedSsn === 'no-session') return 'no-session';
  const patchJson = JSON.stringify(patch);
  const save = { patchJson, language };
  if (!changesVisibility && (await savedAsBefore(context, sessionTokenHash, save, patch))) {
    return { message: catalogue.server.answersSaved };
  }
  const row =
    (changesVisibility ? undefined : await saveTyped(context, sessionTokenHash, save)) ??
    (await saveThroughSessionCheck(context, sessionTokenHash, save, ssn, sealedSsn, changesVisibility));
  if (row?.outcome !== 'saved') return row?.outcome ?? 'no-session';

  const applicantId = row.applicant_id;
  const known = changesVisibility
    ? undefined
    : context.knownVisibility.hiddenAt(applicantId, row.visibility_revision);
  let keysToClear: string[];
  let revision = row.revision;
  if (known) {
    keysToClear = hiddenTyped(known, patch);
  } else {
    const state = row.answers ? row : await readState(context, applicantId);
    // Submitted since this save went in: the submit cleared what was hidden under its own lock.
    if (!state) return { message: catalogue.server.answersSaved };
    const visibility = visibilityOf(context.definition, toState(state));
    keysToClear = visibility.keysToClear;
    revision = state.revision;
    context.knownVisibility.remember(applicantId, state.visibility_revision, visibility.hiddenKeys);
    context.savingSessions?.revised(sessionTokenHash, state.visibility_revision);
  }
  if (keysToClear.length > 0) await clearHidden(context, applicantId, keysToClear, revision);
  return { message: catalogue.server.answersSaved };
}

/** What a save writes: the answers merged (JSON) and the language they were typed in. */
interface Save {
  patchJson: string;
  language: Language;
}

/**
 * A save of typed answers: on a session this process knows alive (the embedded database only,
 * accounts/live-sessions.ts), one UPDATE by applicant; otherwise one UPDATE that checks the session
 * too, followed by the session's touch when one is due. Undefined when the session is not alive, or
 * the application is missing or submitted: save_answers then decides which.
 */
async function saveTyped(
  context: AnswersContext,
  sessionTokenHash: string,
  { patchJson, language }: Save,
): Promise<SavedRow | undefined> {
  const live = context.liveSessions?.get(sessionTokenHash);
  const known = live && isFresh(context, sessionTokenHash) ? live.applicantId : undefined;
  if (known) {
    const [saved] = await queryPrepared<{ revision: number; visibility_revision: number }>(
      context.db,
      'save_typed_answers',
      SAVE_TYPED_ANSWERS,
      [known, patchJson, language],
    );
    return saved ? typedSave(known, saved) : undefined;
  }
  const epoch = context.liveSessions?.epoch;
  const [saved] = await queryPrepared<
    { applicant_id: string; revision: number; visibility_revision: number } & SessionTimes
  >(context.db, 'save_typed_in_session', SAVE_TYPED_IN_SESSION, [
    sessionTokenHash,
    patchJson,
    language,
    SESSION_RULES.serverIdleMs / 1000,
    SESSION_RULES.absoluteMs / 1000,
  ]);
  if (!saved) return undefined;
  const now = Date.now();
  let lastSeenAt = saved.last_seen_at;
  if (isDueTouch(lastSeenAt, now)) {
    await touchSession(context.db, sessionTokenHash, now);
    lastSeenAt = now;
  }
  context.savingSessions?.remember(sessionTokenHash, {
    applicantId: saved.applicant_id,
    visibilityRevision: saved.visibility_revision,
    lastSeenAt,
  });
  if (context.liveSessions && epoch !== undefined) {
    context.liveSessions.remember(
      sessionTokenHash,
      { applicantId: saved.applicant_id, createdAt: saved.created_at, lastSeenAt },
      epoch,
    );
  }
  return typedSave(saved.applicant_id, saved);
}

/**
 * A typed save on PostgreSQL as the session's last one went (SavingSessions, SAVE_TYPED_AS_BEFORE):
 * while no touch of the session is due, and this process knows the application's hidden keys at
 * that visibility revision and none of them is typed (a hidden answer is cleared by the save that
 * reads the state). Whether it saved; when it did not (the session ended, the application was
 * submitted or its visibility changed, or nothing is known), the save that reads all this decides.
 */
async function savedAsBefore(
  context: AnswersContext,
  sessionTokenHash: string,
  { patchJson, language }: Save,
  patch: Answers,
): Promise<boolean> {
  const before = context.savingSessions?.get(sessionTokenHash);
  if (!before || isDueTouch(before.lastSeenAt, Date.now())) return false;
  const hidden = context.knownVisibility.hiddenAt(before.applicantId, before.visibilityRevision);
  if (!hidden || hiddenTyped(hidden, patch).length > 0) return false;
  const saved = await executePrepared(context.db, 'save_typed_as_before', SAVE_TYPED_AS_BEFORE, [
    sessionTokenHash,
    patchJson,
    language,
    SESSION_RULES.serverIdleMs / 1000,
    SESSION_RULES.absoluteMs / 1000,
    before.applicantId,
    before.visibilityRevision,
  ]);
  if (saved === 1) return true;
  context.savingSessions?.forget(sessionTokenHash);
  return false;
}

/** The answers a typed save holds for questions the application hides: to be cleared. */
function hiddenTyped(hidden: ReadonlySet<string>, patch: Answers): string[] {
  return Object.keys(patch).filter((key) => hidden.has(key) && isAnswered(patch[key]));
}

/** When a session was made and last seen, in milliseconds since the epoch (epochMs). */
interface SessionTimes {
  created_at: number;
  last_seen_at: number;
}

/** A typed save as save_answers answers one: saved, with no state (typing hides nothing new). */
function typedSave(
  applicantId: string,
  { revision, visibility_revision }: { revision: number; visibility_revision: number },
): SavedRow {
  return {
    outcome: 'saved',
    applicant_id: applicantId,
    revision,
    visibility_revision,
    answers: null,
    add_another: null,
    tabs: null,
    ssn_ciphertext: null,
  };
}

/** Whether this process knows the session alive and recently seen: typed saves may skip the check. */
function isFresh(context: AnswersContext, sessionTokenHash: string): boolean {
  const live = context.liveSessions?.get(sessionTokenHash);
  const now = Date.now();
  return (
    !!live &&
    now - live.lastSeenAt < SESSION_RULES.touchIntervalMs &&
    now - live.createdAt < SESSION_RULES.absoluteMs
  );
}

/** A save through save_answers, which checks the session in the database (and touches it). */
async function saveThroughSessionCheck(
  context: AnswersContext,
  sessionTokenHash: string,
  { patchJson, language }: Save,
  ssn: Answers[string] | undefined,
  sealedSsn: string | null,
  changesVisibility: boolean,
): Promise<SavedRow | undefined> {
  const epoch = context.liveSessions?.epoch;
  const [row] = await queryPrepared<SavedRow>(context.db, 'save_answers', SAVE_ANSWERS, [
    sessionTokenHash,
    patchJson,
    ssn !== undefined,
    sealedSsn,
    SESSION_RULES.serverIdleMs / 1000,
    SESSION_RULES.absoluteMs / 1000,
    SESSION_RULES.touchIntervalMs / 1000,
    changesVisibility,
    language,
  ]);
  if (
    context.liveSessions &&
    epoch !== undefined &&
    row?.outcome === 'saved' &&
    !isFresh(context, sessionTokenHash)
  ) {
    const [session] = await queryPrepared<SessionTimes>(context.db, 'live_session', LIVE_SESSION, [
      sessionTokenHash,
    ]);
    if (session) {
      context.liveSessions.remember(
        sessionTokenHash,
        {
          applicantId: row.applicant_id,
          createdAt: session.created_at,
          lastSeenAt: session.last_seen_at,
        },
        epoch,
      );
    }
  }
  return row;
}

/**
 * The SSN sealed for the session's applicant, to whom its ciphertext is bound: a save of the SSN
 * (rare: once or twice an application) reads whose session it is first. save_answers checks the
 * session again, as for every save.
 */
async function sealSsn(
  context: AnswersContext,
  sessionTokenHash: string,
  ssn: string,
): Promise<string | 'no-session'> {
  const [session] = await context.db
    .select({ applicantId: sessions.applicantId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sessionTokenHash), isNull(sessions.revokedAt)));
  return session ? context.secretBox.seal(ssn, ssnBinding(session.applicantId)) : 'no-session';
}

function toState(row: StateRow): StoredState {
  return {
    answers: row.answers,
    ssnCiphertext: row.ssn_ciphertext,
    addAnother: row.add_another,
    tabs: row.tabs,
  };
}

/** The application as visibility reads it, while it is open (not submitted). */
async function readState(context: AnswersContext, applicantId: string): Promise<StateRow | undefined> {
  const [row] = await queryPrepared<StateRow>(context.db, 'read_state', READ_STATE, [applicantId]);
  return row;
}

/** Sets answers the application now hides to the empty-answer marker, if nothing changed since. */
async function clearHidden(
  context: AnswersContext,
  applicantId: string,
  firstKeys: string[],
  revision: number,
) {
  const secretKey = indexDefinition(context.definition).secretKey;
  let keysToClear = firstKeys;
  let seen = revision;
  for (let round = 0; round < CLEARING_ROUNDS && keysToClear.length > 0; round += 1) {
    const cleared = Object.fromEntries(
      keysToClear.filter((key) => key !== secretKey).map((key) => [key, null]),
    );
    const [updated] = await queryPrepared<{ revision: number }>(context.db, 'clear_hidden', CLEAR_HIDDEN, [
      applicantId,
      JSON.stringify(cleared),
      secretKey !== undefined && keysToClear.includes(secretKey),
      seen,
    ]);
    // Clearing hidden answers hides nothing more (the engine settled on these keys), so the
    // visibility revision stays.
    if (updated) return;
    const current = await readState(context, applicantId);
    // Submitted meanwhile: the submit cleared what was hidden under its own lock.
    if (!current) return;
    keysToClear = visibilityOf(context.definition, toState(current)).keysToClear;
    seen = current.revision;
  }
}
