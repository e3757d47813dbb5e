import { STAFF_MESSAGES } from '@portico/application';
import type { ZStaffViewRequest } from '@portico/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../platform/database/open-database';
import { staffSavedViews } from '../platform/database/schema';
import { AppError } from '../platform/errors';

type ViewRequest = z.output<typeof ZStaffViewRequest>;

const VIEW_COLUMNS = { id: staffSavedViews.id, name: staffSavedViews.name, query: staffSavedViews.query };

/** GET /staff-api/views: the signed-in staff member's saved views of the list, by name. */
export async function listSavedViews(db: Database, staffId: string) {
  const views = await db
    .select(VIEW_COLUMNS)
    .from(staffSavedViews)
    .where(eq(staffSavedViews.staffId, staffId))
    .orderBy(asc(sql`lower(${staffSavedViews.name})`));
  return { views };
}

/**
 * POST /staff-api/views: saves the list's filter and sort under a name of the staff member's own
 * (issue 28). A name they already use, whatever its case, is refused with 409 by the unique index
 * (staff_id, lower(name)) rather than by a read first, which two saves at once would both pass.
 */
export async function saveView(db: Database, staffId: string, request: ViewRequest) {
  const query = Object.fromEntries(Object.entries(request.query).filter(([, value]) => value !== undefined));
  const [view] = await db
    .insert(staffSavedViews)
    .values({ staffId, name: request.name, query })
    .onConflictDoNothing()
    .returning(VIEW_COLUMNS);
  if (!view) throw new AppError('CONFLICT', STAFF_MESSAGES.viewNameTaken);
  return view;
}

/** DELETE /staff-api/views/{id}: one of the staff member's own views; another's is not found (404). */
export async function deleteView(db: Database, staffId: string, id: string) {
  const [deleted] = await db
    .delete(staffSavedViews)
    .where(and(eq(staffSavedViews.id, id), eq(staffSavedViews.staffId, staffId)))
    .returning({ name: staffSavedViews.name });
  if (!deleted) throw new AppError('NOT_FOUND', STAFF_MESSAGES.viewNotFound);
  return { message: STAFF_MESSAGES.viewDeleted(deleted.name) };
}
