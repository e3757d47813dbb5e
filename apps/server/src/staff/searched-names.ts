import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../platform/database/open-database';
import { searchedName } from '../platform/database/schema';

const WATERMARK = 'application_names';

/**
 * A save that began before a catch-up's read but committed after it is still read by the next
 * one: each catch-up reads again the applications saved this long before the watermark. A save is
 * one short statement; a minute is many times the longest wait for its row's lock.
 */
const OVERLAP_MS = 60_000;

/**
 * The watermark is moved on at most this often: a catch-up that finds every name current writes
 * nothing, so that searches on a quiet evening are reads only.
 */
const ADVANCE_AFTER_MS = 10_000;

/**
 * Copies into application_names the names of the applications saved since the watermark, so that
 * a name search reads their trigram index and nothing else. Run before every name search and on
 * the sweep's schedule: the applicant's autosave never writes the index, and an applicant who
 * types their name in twenty saves is written once. Only a name that changed is written.
 *
 * The watermark is read first and given to the copy as a value, not a subquery: the planner then
 * reads the activity index for the few minutes since, where a subquery's unknown value made it
 * read every application (70 ms at 100,000, five searches at once waiting on each other). Two
 * catch-ups at once write the same names in the same order (applicant id), and the watermark only
 * moves forward.
 */
export async function catchUpSearchedNames(db: Database): Promise<void> {
  const [mark] = await queryRows<{ indexed_through: Date | string | null; now: Date | string }>(
    db,
    sql`select (select w.indexed_through from search_watermarks w where w.name = ${WATERMARK})
        as indexed_through, now() as now`,
  );
  if (!mark) return;
  const started = new Date(mark.now);
  const through = mark.indexed_through === null ? null : new Date(mark.indexed_through);
  const since = through ? sql`${new Date(through.getTime() - OVERLAP_MS)}::timestamptz` : sql`'-infinity'`;
  await queryRows(
    db,
    sql`insert into application_names (applicant_id, searched_name)
      select p.applicant_id, ${searchedName(sql`p.answers`)} from applications p
      where p.updated_at > ${since}
      order by p.applicant_id
      on conflict (applicant_id) do update set searched_name = excluded.searched_name
        where application_names.searched_name is distinct from excluded.searched_name`,
  );
  if (through && started.getTime() - through.getTime() < ADVANCE_AFTER_MS) return;
  await queryRows(
    db,
    sql`insert into search_watermarks (name, indexed_through) values (${WATERMARK}, ${started})
      on conflict (name) do update
        set indexed_through = greatest(search_watermarks.indexed_through, excluded.indexed_through)`,
  );
}
