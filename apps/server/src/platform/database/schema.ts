import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The database schema. Migrations are generated from it (`npm run db:generate -w @portico/server`)
 * into ./migrations and applied at start on PGlite and PostgreSQL alike.
 */
export const applicants = pgTable(
  'applicants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // E-mail addresses are unique whatever their case.
  (table) => [uniqueIndex('applicants_email_lower_key').on(sql`lower(${table.email})`)],
);
