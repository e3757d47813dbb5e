import { sql } from 'drizzle-orm';
import type { Database } from '../platform/database/open-database';
import { searchedName } from '../platform/database/schema';

const WATERMARK = 'application_names';

/**
 * A save that began before a catch-up but committed after it is still read by the next one: each
 * catch-up reads again the applications saved this long before the last one began. A save is one
 * short statement; a minute is many times the longest wait for its row's lock.
 */
const OVERLAP = sql`interval '1 minute'`;

/**
 * Copies into application_names the names of the applications saved since the last catch-up, so
 * that a name search reads their trigram index and nothing else. Run before every name search and
 * on the sweep's schedule: the applicant's autosave never writes the index, and an applicant who
 * types their name in twenty saves is written once. Only a name that changed is written.
 *
 * One catch-up at a time (an advisory lock for the transaction); one that waited then finds little
 * left. The watermark is this transaction's start (`now()`), read again less the overlap.
 */
export async function catchUpSearchedNames(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${WATERMARK}))`);
    await tx.execute(
      sql`insert into application_names (applicant_id, searched_name)
        select p.applicant_id, ${searchedName(sql`p.answers`)} from applications p
        where p.updated_at > coalesce(
          (select w.indexed_through from search_watermarks w where w.name = ${WATERMARK}),
          '-infinity') - ${OVERLAP}
        order by p.applicant_id
        on conflict (applicant_id) do update set searched_name = excluded.searched_name
          where application_names.searched_name is distinct from excluded.searched_name`,
    );
    await tx.execute(
      sql`insert into search_watermarks (name, indexed_through) values (${WATERMARK}, now())
        on conflict (name) do update set indexed_through = excluded.indexed_through`,
    );
  });
}
