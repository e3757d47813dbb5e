-- The suggestion's name, city and state beside each term, so that a suggestion reads one table.
-- Terms made before this migration get them from their school.
ALTER TABLE "lookup_school_terms" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lookup_school_terms" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lookup_school_terms" ADD COLUMN "state" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "lookup_school_terms" t SET "name" = s."name", "city" = s."city", "state" = s."state"
  FROM "lookup_schools" s WHERE s."category" = t."category" AND s."code" = t."code";--> statement-breakpoint
ALTER TABLE "lookup_school_terms" ALTER COLUMN "name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "lookup_school_terms" ALTER COLUMN "city" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "lookup_school_terms" ALTER COLUMN "state" DROP DEFAULT;
