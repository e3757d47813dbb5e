import type { Answers, Language } from '@portico/application';
import { JOB_STATUSES, type SignInMethod } from '@portico/contracts';
import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The database schema. Migrations are generated from it (`npm run db:generate -w @portico/server`)
 * into ./migrations and applied at start on PGlite and PostgreSQL alike.
 */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const applicants = pgTable(
  'applicants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * The language the applicant reads (issue 32): the sign-up's, then PUT /api/account/language's.
     * The e-mails sent from jobs (the receipt, the decision's update) are written in it.
     */
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: createdAt(),
  },
  (table) => [
    // E-mail addresses are unique whatever their case.
    uniqueIndex('applicants_email_lower_key').on(sql`lower(${table.email})`),
    // The staff list's search by any part of an address (`like '%…%'`): trigrams, as lookup_words.
    // Without GIN's pending list (fastupdate): PGlite has no autovacuum, so new entries would wait
    // there until 4 MB of them had gathered, and every search reads the whole list (an address
    // search at 100,000 applicants: 30 ms with it, 2.4 ms without, bench/staff.mjs).
    index('applicants_email_trgm_idx')
      .using('gin', sql`lower(${table.email}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/** One pending confirmation code per applicant; resend replaces it. Only its hash is kept. */
export const confirmationCodes = pgTable('confirmation_codes', {
  applicantId: uuid('applicant_id')
    .primaryKey()
    .references(() => applicants.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Each sign-up of an address not yet confirmed, with its own password, keyed by the hash of the
 * token in the signing-up browser's cookie. Confirmation makes the password of the confirming
 * browser's sign-up the account's, never another's (accounts/confirm-account.ts, issue 27 M4).
 */
export const pendingSignUps = pgTable(
  'pending_sign_ups',
  {
    tokenHash: text('token_hash').primaryKey(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('pending_sign_ups_applicant_idx').on(table.applicantId)],
);

/** Sessions, keyed by the hash of the cookie's token: a stolen table holds no usable cookie. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_applicant_idx').on(table.applicantId)],
);

/** Every successful login: the profile's successful_login list and the welcome banner read it. */
export const logins = pgTable(
  'logins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('logins_applicant_idx').on(table.applicantId)],
);

/** Password reset links: single use, valid one hour, kept as a hash of the link's id. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_resets_applicant_idx').on(table.applicantId)],
);

/**
 * Throttling counters (rate-limiter-flexible's RateLimiterDrizzle), shared by every app process
 * through the database: each consume is one atomic upsert.
 */
export const rateLimits = pgTable('rate_limits', {
  // The limit's name and a hash of its subject (an address, an IP): no list of who tried what.
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});

/**
 * The object key of each signed upload form that has been used (issue 27, L5): a form stores one
 * object, once, and its object is registered for conversion once. The embedded store refuses a
 * second post of a form; a bucket cannot (an S3 POST policy may be posted until it expires), so
 * the registration is what takes the object once there. Kept until `keepUntil`, past the form's
 * expiry and the sweep of whatever a replay left, then deleted by the sweep.
 */
export const usedUploadForms = pgTable('used_upload_forms', {
  objectKey: text('object_key').primaryKey(),
  storedAt: timestamp('stored_at', { withTimezone: true }),
  registeredAt: timestamp('registered_at', { withTimezone: true }),
  keepUntil: timestamp('keep_until', { withTimezone: true }).notNull(),
});

/**
 * What staff search an application by, lower case: the name, then the e-mail address, then the
 * reference once submitted (issue 28: found by any part of it). The one definition of the
 * expression that the index holds and that the list's short searches compare, so that the two
 * cannot drift apart.
 */
export const searchedText = (
  answers: SQL | AnyPgColumn,
  email: SQL | AnyPgColumn,
  reference: SQL | AnyPgColumn,
) =>
  sql`lower(coalesce(${answers}->>'first_name', '') || ' ' || coalesce(${answers}->>'last_name', '') || ' ' || ${email} || coalesce(' ' || ${reference}, ''))`;

/**
 * One application per applicant: the answers (a map of answer key to value, merged per key), the
 * SSN apart and encrypted, the last page, the add-another counts and the chosen tabs.
 */
export const applications = pgTable(
  'applications',
  {
    applicantId: uuid('applicant_id')
      .primaryKey()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Answers>().notNull().default({}),
    /** AES-256-GCM; never in `answers`, never logged. */
    ssnCiphertext: text('ssn_ciphertext'),
    lastPage: text('last_page'),
    addAnother: jsonb('add_another').$type<Record<string, number>>().notNull().default({}),
    tabs: jsonb('tabs').$type<Record<string, string>>().notNull().default({}),
    /** The errors the browser last reported (POST /api/validations): where applicants get stuck. */
    reportedErrors: jsonb('reported_errors').$type<Record<string, string[]>>(),
    /** Set once, by POST /api/submit, after the server's own check of the whole application. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reference: text('reference').unique(),
    /**
     * The language the application was filled in (issue 32): the request's, set as the applicant
     * moves between pages and at submit; the staff export says it. Null before either.
     */
    language: text('language').$type<Language>(),
    /**
     * Counts the changes to what decides visibility (answers, add-another counts, tabs). A save that
     * must clear answers it made hidden does so only if nothing changed since (answers/save-answers.ts).
     */
    revision: integer('revision').notNull().default(0),
    /**
     * The revision at which what decides visibility last changed: a save of answers that visibility
     * reads, a tab or an add-another count. Saves of other answers leave it, so a process that knows
     * which keys were hidden at this revision still knows (answers/known-visibility.ts).
     */
    visibilityRevision: integer('visibility_revision').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The staff list: newest activity first (this index read backwards), a keyset page at a time.
    index('applications_activity_idx').on(table.updatedAt, table.applicantId),
    // No index of the answers' contents: each would be written by every autosave, which deadline
    // night cannot afford (docs/decisions.md, 'Staff list and export at 100,000 applications'). The
    // major and term staff filter by are kept apart, in application_index.
  ],
);

/**
 * Applications as staff find, count and sort them, kept apart from the applications and off the
 * applicant's save path: the searched text (the name and the e-mail address), the major, the entry
 * term, the last page, the submission, the errors last reported and the last activity. `catchUpApplicationIndex` (staff/application-index.ts) copies the applications saved
 * since `search_watermarks` says it last did, before every list that reads it and on the sweep's
 * schedule; no autosave writes it (docs/decisions.md, 'Staff list and export at 100,000
 * applications'). A search or a major finds its applications here and sorts them by the activity
 * here, so that only the page's rows are read from the wide applications; the stuck report counts
 * a period's applications here, a twentieth of the pages the applications fill.
 *
 * Most catch-ups change only the activity of a file in progress, which no index holds (its
 * `office_activity` stays null): the table is created with room in each page (fillfactor 80,
 * migration 0015) for those updates to stay on their page (HOT) and write no index entry.
 *
 * The office's keys of each row (issue 28) are kept by triggers on the tables that change them
 * (migration 0029), whoever writes them: where the file stands for the office (`staff_status`, as
 * the database function `staff_status` derives it from this row's submission), its reader and its
 * decision's place in the configured order. A reader's queue sorted by any column is then a range
 * of one of the reader's indexes, a page read rather than a queue (docs/decisions.md D-STF-36).
 */
export const applicationIndex = pgTable(
  'application_index',
  {
    applicantId: uuid('applicant_id')
      .primaryKey()
      .references(() => applications.applicantId, { onDelete: 'cascade' }),
    searchedText: text('searched_text').notNull(),
    appliedMajor: text('applied_major'),
    entryTerm: text('entry_term'),
    /** What the stuck report counts (staff/read-stuck-report.ts), as in the application. */
    lastPage: text('last_page'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reportedErrors: jsonb('reported_errors').$type<Record<string, string[]>>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** Kept by triggers: `staff_status(applicant_id, submitted_at)`, one of STAFF_STATUSES. */
    staffStatus: text('staff_status').notNull().default('in_progress'),
    /** Kept by triggers: the staff member assigned to read it (application_assignments), if any. */
    readerId: uuid('reader_id'),
    /** Kept by triggers: 0 without a decision, else its place in `site_decisions` (one no longer configured last). */
    decisionRank: smallint('decision_rank').notNull().default(0),
    /**
     * The activity of a file the office holds (past in progress, or assigned), else null: the
     * activity a status filter and a reader's queue are sorted by, from their indexes. A file in
     * progress no one reads, the one that saves as its applicant types, keeps it null, so the
     * catch-up's copies of its activity still write no index entry.
     */
    officeActivity: timestamp('office_activity', { withTimezone: true }).generatedAlwaysAs(
      sql`case when staff_status <> 'in_progress' or reader_id is not null then updated_at end`,
    ),
  },
  (table) => [
    // Without GIN's pending list, as for the e-mail addresses above.
    index('application_index_text_trgm_idx')
      .using('gin', table.searchedText.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    // A major (with a term or not) is a few hundred applications of 100,000.
    index('application_index_major_term_idx').on(table.appliedMajor, table.entryTerm),
    // A status filter, newest activity first, a page at a time (every status but in progress:
    // staff/staff-applications.ts).
    index('application_index_status_idx').on(table.staffStatus, table.officeActivity, table.applicantId),
    // A reader's queue (or no one's, null) by each sortable column, ties broken by the id:
    // staff/list-sort.ts writes each key as these do.
    index('application_index_reader_idx').on(table.readerId, table.applicantId),
    index('application_index_reader_status_idx').on(
      table.readerId,
      sql`staff_status_rank(${table.staffStatus})`,
      table.applicantId,
    ),
    index('application_index_reader_name_idx').on(table.readerId, table.searchedText, table.applicantId),
    index('application_index_reader_submitted_idx').on(
      table.readerId,
      sql`coalesce(${table.submittedAt}, '-infinity'::timestamptz)`,
      table.applicantId,
    ),
    index('application_index_reader_decision_idx').on(table.readerId, table.decisionRank, table.applicantId),
    index('application_index_reader_activity_idx').on(
      table.readerId,
      table.officeActivity,
      table.applicantId,
    ),
  ],
);

/**
 * What the site configuration says decides a file's status and a decision's place, as the
 * database's triggers and `staff_status` read them: written from the configuration when the server
 * starts (staff/site-rules.ts), which then keeps every application_index row's keys again if it
 * changed.
 */
export const siteChecklistItems = pgTable('site_checklist_items', {
  key: text('key').primaryKey(),
  required: boolean('required').notNull(),
  /** The file question whose converted upload receives it, if any. */
  document: text('document'),
});

/** The configured decisions in their order (`position` from 1), as the list sorts them. */
export const siteDecisions = pgTable('site_decisions', {
  key: text('key').primaryKey(),
  position: smallint('position').notNull(),
});

/** How far a copy kept off the save path has caught up: the start of its last catch-up. */
export const searchWatermarks = pgTable('search_watermarks', {
  name: text('name').primaryKey(),
  indexedThrough: timestamp('indexed_through', { withTimezone: true }).notNull(),
});

/** The web statuses an application has reached: started, validating, submitted. */
export const webStatuses = pgTable(
  'web_statuses',
  {
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    webStatus: text('web_status').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.applicantId, table.webStatus] })],
);

/** Temporary public answers (GET /public/tmp?token=): a prefill made by an operator, expiring. */
export const prefillTokens = pgTable('prefill_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  answers: jsonb('answers').$type<Answers>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Text compared byte by byte (collation "C"), whatever the database's locale: search keys hold only
 * [a-z0-9 ], and a prefix search is then a plain range scan of a btree index, ordered.
 */
const byteText = customType<{ data: string; driverData: string }>({ dataType: () => 'text collate "C"' });

/**
 * The schools and colleges of the autocomplete (docs/lookups.md), one list per category (hs_ceeb,
 * college_ceeb), keyed by code. `search_name` and `search_place` are the name and "city state" as
 * search keys (lower case, accents and punctuation removed).
 */
export const lookupSchools = pgTable(
  'lookup_schools',
  {
    category: text('category').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    addressLine1: text('address_line_1').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    country: text('country').notNull().default(''),
    searchName: byteText('search_name').notNull(),
    searchPlace: byteText('search_place').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.category, table.code] })],
);

/**
 * The prefix index of the schools, rebuilt from `lookup_schools` by every import: for each school
 * its code (kind 0), its name then place (kind 1), each later word of its name onwards (kind 2:
 * 'East Lincoln High' gives 'lincoln high ...' and 'high ...') and its place then name (kind 3).
 * A suggestion is a range scan of the primary key per kind, best kind first: no scan of the list.
 * Name, city and state are copied here so that a suggestion needs no second table.
 */
export const lookupSchoolTerms = pgTable(
  'lookup_school_terms',
  {
    category: text('category').notNull(),
    kind: smallint('kind').notNull(),
    term: byteText('term').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
  },
  (table) => [primaryKey({ columns: [table.category, table.kind, table.term, table.code] })],
);

/** Every word of the schools' names and places, for correcting a typo (pg_trgm similarity). */
export const lookupWords = pgTable(
  'lookup_words',
  {
    category: text('category').notNull(),
    word: byteText('word').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.category, table.word] }),
    index('lookup_words_trgm_idx').using('gin', table.word.op('gin_trgm_ops')),
  ],
);

/** Each import of a school list: the operator's record, and how a first start knows the sample is due. */
export const lookupImports = pgTable('lookup_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  category: text('category').notNull(),
  source: text('source').notNull(),
  replaced: boolean('replaced').notNull(),
  rowsTaken: integer('rows_taken').notNull(),
  rowsRefused: integer('rows_refused').notNull(),
  createdAt: createdAt(),
});

/**
 * A document answer and its conversion, one per question: the
 * uploaded file's key, its name as the applicant named it, its size, and the stored PDF made from
 * it. A new upload replaces the row. UNPROCESSED and IN_PROGRESS are a conversion on its way;
 * COMPLETED is the answer shown as ANSWERED; FAILED keeps the message for the applicant.
 * `conversionId` names the conversion a queued job belongs to, so a job of a replaced upload ends
 * without touching its successor.
 */
export const documentAnswers = pgTable(
  'document_answers',
  {
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    answerKey: text('answer_key').notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull(),
    message: text('message').notNull().default(''),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    /** The uploaded file's object key; null once its conversion has ended. */
    fileKey: text('file_key'),
    /** The stored PDF's object key; null unless the conversion COMPLETED. */
    pdfKey: text('pdf_key'),
    conversionId: uuid('conversion_id').notNull().defaultRandom(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.applicantId, table.answerKey] })],
);

/**
 * Read-only access to one applicant's application for staff (the print view):
 * made by an operator command or by the PDF job, stored hashed, expiring. Every use is recorded.
 */
export const serviceTokens = pgTable('service_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  applicantId: uuid('applicant_id')
    .notNull()
    .references(() => applicants.id, { onDelete: 'cascade' }),
  /** Who asked for it: 'operator' (the command) or 'pdf' (the whole-application PDF job). */
  purpose: text('purpose', { enum: ['operator', 'pdf'] }).notNull(),
  /** For an operator's link, the address of whoever asked for it: each use is audited under it. */
  madeFor: text('made_for'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const serviceTokenUses = pgTable(
  'service_token_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash')
      .notNull()
      .references(() => serviceTokens.tokenHash, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('service_token_uses_token_idx').on(table.tokenHash)],
);

/**
 * The whole-application PDF of one applicant (GET /api/pdf): made once by a job, and again only
 * when the answers or documents have changed since (`sourceVersion`, see application-pdf.ts).
 */
export const applicationPdfs = pgTable('application_pdfs', {
  applicantId: uuid('applicant_id')
    .primaryKey()
    .references(() => applicants.id, { onDelete: 'cascade' }),
  status: text('status', { enum: JOB_STATUSES }).notNull(),
  message: text('message').notNull().default(''),
  pdfKey: text('pdf_key'),
  /** What the PDF was made from: the latest change of the answers and the documents. */
  sourceVersion: text('source_version').notNull(),
  renderId: uuid('render_id').notNull().defaultRandom(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Admissions staff (issue 17): invited by e-mail, each with a role, a password (the applicant
 * rules) and an authenticator (TOTP, RFC 6238) as the second factor that US law asks of anyone
 * who reaches applicant records. The TOTP secret is sealed like an SSN; set up once the invitation
 * is used.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    role: text('role', { enum: ['reader', 'decider', 'admin'] }).notNull(),
    passwordHash: text('password_hash'),
    totpSecretCiphertext: text('totp_secret_ciphertext'),
    /** Set once the first code from the authenticator was accepted: the account is then usable. */
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    /** The time step of the last accepted code: a code is accepted once. */
    lastTotpStep: integer('last_totp_step'),
    /** Set while an admin has taken the member's access away: no session, sign-in or setup (issue 27). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('staff_members_email_lower_key').on(sql`lower(${table.email})`)],
);

/** A staff invitation: a link valid 24 hours, used once. Only the token's hash is kept. */
export const staffInvitations = pgTable('staff_invitations', {
  tokenHash: text('token_hash').primaryKey(),
  staffId: uuid('staff_id')
    .notNull()
    .references(() => staffMembers.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** One-time recovery codes, shown once at setup; only their hashes are kept. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    codeHash: text('code_hash').notNull(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.staffId, table.codeHash] })],
);

/**
 * The single sign-ons that came back (issue 27): the hash of each pending sign-in's state, kept
 * until the pending cookie would have expired anyway, so that a pending cookie finishes one sign-in
 * only, however many answers the provider gives for it.
 */
export const staffOidcStates = pgTable(
  'staff_oidc_states',
  {
    stateHash: text('state_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_oidc_states_expires_idx').on(table.expiresAt)],
);

/**
 * Staff sessions, apart from the applicants' (their own cookie and table). A session is half open
 * after the password and whole once the second factor is given; it ends after 30 minutes idle.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);

/**
 * What staff did: every sign-in (and failure), application view, download, SSN reveal, export and
 * invitation, with who, which applicant, when and from where. Append-only: a trigger refuses every
 * update and delete (migration 0008).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: uuid('staff_id'),
    /** The address tried, for a sign-in that names no known staff member. */
    email: text('email'),
    action: text('action').notNull(),
    applicantId: uuid('applicant_id'),
    ip: text('ip').notNull(),
    /** How a sign-in (or a failed one) was tried: 'password' or 'oidc'; none for other events. */
    method: text('method').$type<SignInMethod>(),
    /** What the event was about within the application: a checklist item's key (issue 28). */
    detail: text('detail'),
    /** Who acted when no staff member did: the student record system's credential (issue 28). */
    systemCredentialId: uuid('system_credential_id'),
  },
  (table) => [
    index('audit_events_at_idx').on(table.at),
    index('audit_events_staff_idx').on(table.staffId, table.at),
    index('audit_events_applicant_idx').on(table.applicantId, table.at),
  ],
);

/**
 * The checklist items staff marked received (issue 28): one row per application and item, with the
 * day staff say it came (in the institution's calendar) and who marked it. An undo deletes the row;
 * the audit keeps both. Items fulfilled by an upload are read from document_answers, not copied here.
 */
export const checklistReceipts = pgTable(
  'checklist_receipts',
  {
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => applications.applicantId, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.applicantId, table.itemKey] })],
);

/**
 * Which staff member reads each application (issue 28): one reader per application, assigned by an
 * admin, one or thousands at once. Unassigning deletes the row; the audit keeps each change.
 */
export const applicationAssignments = pgTable(
  'application_assignments',
  {
    applicantId: uuid('applicant_id')
      .primaryKey()
      .references(() => applications.applicantId, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    assignedBy: uuid('assigned_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A reader's queue and the counts per reader.
  (table) => [index('application_assignments_staff_idx').on(table.staffId, table.applicantId)],
);

/**
 * A release of decisions (issue 28): an admin's choice of recorded decisions (`selection`, the
 * list's filter and decision as given) to publish at `releaseAt` (now, or a set time). The release
 * job claims the decisions it holds (application_decisions.release_id) and publishes each once.
 */
export const decisionReleases = pgTable(
  'decision_releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdBy: uuid('created_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    releaseAt: timestamp('release_at', { withTimezone: true }).notNull(),
    selection: jsonb('selection').notNull(),
    /** How many decisions the release held when it was made. */
    decisions: integer('decisions').notNull(),
    /**
     * When the release job first took it up: from then on it cannot be cancelled, and it publishes
     * only decisions recorded (or changed) before this moment (staff/release-decisions.ts).
     */
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [index('decision_releases_due_idx').on(table.releaseAt)],
);

/**
 * Each application's decision (issue 28): one per application, a key of the site configuration's
 * `decisions` with its reasons' keys, recorded by an admin or a decider. Hidden from the applicant
 * until `releasedAt`; once released it is not changed. `changedAt` feeds the student record
 * system's `changed_since`.
 */
export const applicationDecisions = pgTable(
  'application_decisions',
  {
    applicantId: uuid('applicant_id')
      .primaryKey()
      .references(() => applications.applicantId, { onDelete: 'cascade' }),
    decision: text('decision').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    recordedBy: uuid('recorded_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    releaseId: uuid('release_id').references(() => decisionReleases.id, { onDelete: 'set null' }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('application_decisions_decision_idx').on(table.decision, table.releasedAt),
    index('application_decisions_release_idx').on(table.releaseId),
    index('application_decisions_changed_idx').on(table.changedAt, table.applicantId),
  ],
);

/**
 * The outbox of the release e-mails (issue 28): one row per release and applicant, written in the
 * same transaction that publishes the applicant's decision, so that a release killed at any point
 * has queued exactly the mails of the decisions it published. The mail worker leases a few rows at
 * a time (`leaseUntil`), sends them and marks each `sentAt`; a lease that runs out (its process
 * died) is taken again (docs/decisions.md, 'Decision release e-mails: exactly one queued, at least
 * one sent').
 */
export const releaseMails = pgTable(
  'release_mails',
  {
    releaseId: uuid('release_id')
      .notNull()
      .references(() => decisionReleases.id, { onDelete: 'cascade' }),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    /** Tries so far; the worker gives up after a few (a refused address), leaving `sentAt` null. */
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.releaseId, table.applicantId] }),
    // The mails still to send, oldest first: the worker's claim reads only these.
    index('release_mails_unsent_idx')
      .on(table.queuedAt)
      .where(sql`${table.sentAt} is null`),
  ],
);

/**
 * A staff member's saved views of the list (issue 28): a name and the list's filter and sort as
 * its address holds them (contracts' ZStaffViewQuery), their own alone. A name once per member,
 * whatever its case.
 */
export const staffSavedViews = pgTable(
  'staff_saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('staff_saved_views_name_key').on(table.staffId, sql`lower(${table.name})`)],
);

/**
 * A staff member's review of an application (issue 28): one per application and reviewer, its
 * ratings the answers to the site configuration's rubric (keyed by its questions' keys, checked by
 * the application's validator) and the recommendation's value. Saved again, it is replaced; the
 * audit keeps each save.
 */
export const applicationReviews = pgTable(
  'application_reviews',
  {
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => applications.applicantId, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    ratings: jsonb('ratings').$type<Answers>().notNull(),
    recommendation: text('recommendation').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.applicantId, table.staffId] })],
);

/**
 * Staff's notes on an application (issue 28), each with its author and time. Append-only: a
 * trigger refuses every update and delete (migration 0023), and neither an application nor a staff
 * member with notes can be deleted under them (no cascade).
 */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => applications.applicantId),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('application_notes_applicant_idx').on(table.applicantId, table.createdAt)],
);

/**
 * The student record system's credentials (issue 28): made by the operator's command, each a
 * random token shown once and kept only as its hash (platform/tokens.ts), so a copy of the
 * database holds none. Read-only by construction: the one route that takes them reads. Revoked,
 * never deleted, so that the audit keeps naming who read.
 */
export const systemCredentials = pgTable('system_credentials', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** Written at most once a minute: when the system last called. */
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});

/**
 * When each submitted application last changed for the student record system (issue 28): its
 * answers or submission, its decision (recorded, changed, released), its checklist (a mark, an
 * undo, an upload) or its reader. Kept by triggers on those tables (migration 0024), whoever
 * writes them, so no feature can forget it; the API reads it by keyset on (changed_at, id).
 */
export const applicationChanges = pgTable(
  'application_changes',
  {
    applicantId: uuid('applicant_id')
      .primaryKey()
      .references(() => applications.applicantId, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('application_changes_changed_idx').on(table.changedAt, table.applicantId)],
);

/**
 * What an applicant changed after submitting (issue 28): a document uploaded for a missing
 * checklist item, or new contact details. The applicant's own actions, shown to staff on the
 * application with their time; kept apart from audit_events, which records what staff do.
 * `detail` is what staff read: the item and the file's name, or the contact answers changed.
 */
export const applicantUpdates = pgTable(
  'applicant_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => applications.applicantId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['document', 'contact'] }).notNull(),
    detail: text('detail').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('applicant_updates_applicant_idx').on(table.applicantId, table.at)],
);
