import type { LookupCategory } from '@portico/application';
import type { LookupRecord } from '@portico/contracts';
import { and, eq } from 'drizzle-orm';
import { lookupSchools } from '../platform/database/schema';
import { AppError } from '../platform/errors';
import { addressFromId } from './address-provider';
import type { LookupsContext } from './lookups-context';
import { isSchoolCategory, toSchoolRecord } from './school-record';

/**
 * The record a suggestion stands for. A school that an import has since removed is a 404, and the
 * browser then keeps the typed name.
 */
export async function findLookupRecord(
  context: LookupsContext,
  query: { category: LookupCategory; id: string },
): Promise<LookupRecord> {
  if (!isSchoolCategory(query.category)) {
    const address = addressFromId(query.id);
    if (!address) throw new AppError('NOT_FOUND', (c) => c.server.lookupNotFound);
    return address;
  }
  const [school] = await context.db
    .select()
    .from(lookupSchools)
    .where(and(eq(lookupSchools.category, query.category), eq(lookupSchools.code, query.id)));
  if (!school) throw new AppError('NOT_FOUND', (c) => c.server.lookupNotFound);
  return toSchoolRecord(school);
}
