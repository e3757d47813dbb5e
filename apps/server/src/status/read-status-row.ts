import type { Answers } from '@portico/application';
import { JOB_STATUS } from '@portico/contracts';
import { queryPrepared } from '../platform/database/open-database';
import { AppError } from '../platform/errors';
import type { StatusContext } from './status-context';

/**
 * Everything the status page reads of one application, in one statement by primary keys: the
 * receipt, what visibility reads, the decision only once released (released_at set and come: an
 * unreleased one is never selected), the documents converted and the items staff marked. One round
 * trip, planned once per connection: on decision day every applicant opens the page at once, and
 * five statements each queued for a connection took three times as long as one (measured).
 */
const STATUS_ROW = `
  select p.reference, p.submitted_at, p.answers, p.tabs, p.add_another,
    p.ssn_ciphertext is not null as has_ssn,
    d.decision, d.released_at,
    (select coalesce(json_agg(json_build_object('key', u.answer_key, 'at', u.updated_at)), '[]'::json)
       from document_answers u where u.applicant_id = p.applicant_id and u.status = '${JOB_STATUS.COMPLETED}') as uploads,
    (select coalesce(json_agg(json_build_object('key', r.item_key, 'on', r.received_on)), '[]'::json)
       from checklist_receipts r where r.applicant_id = p.applicant_id) as marks
  from applications p
  left join application_decisions d
    on d.applicant_id = p.applicant_id and d.released_at is not null and d.released_at <= now()
  where p.applicant_id = $1`;

interface StoredStatusRow {
  reference: string | null;
  submitted_at: Date | string | null;
  answers: Answers;
  tabs: Record<string, string>;
  add_another: Record<string, number>;
  has_ssn: boolean;
  decision: string | null;
  released_at: Date | string | null;
  uploads: { key: string; at: string }[];
  marks: { key: string; on: string }[];
}

export type StatusRow = Awaited<ReturnType<typeof readStatusRow>>;

/** The signed-in applicant's submitted application as the status page reads it; 409 before the submit. */
export async function readStatusRow(context: StatusContext, applicantId: string) {
  const [row] = await queryPrepared<StoredStatusRow>(context.db, 'application_status', STATUS_ROW, [
    applicantId,
  ]);
  if (!row?.submitted_at || !row.reference) throw new AppError('CONFLICT', (c) => c.status.notSubmitted);
  return {
    reference: row.reference,
    submittedAt: new Date(row.submitted_at),
    // What the engine reads of it (applicationState): the SSN only as answered or not.
    stored: {
      answers: row.answers,
      tabs: row.tabs,
      addAnother: row.add_another,
      ssnCiphertext: row.has_ssn ? 'sealed' : null,
    },
    released:
      row.decision && row.released_at ? { decision: row.decision, at: new Date(row.released_at) } : null,
    uploads: row.uploads.map((upload) => ({ key: upload.key, at: new Date(upload.at) })),
    marks: row.marks,
  };
}
