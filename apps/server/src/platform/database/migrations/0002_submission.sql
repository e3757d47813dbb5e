ALTER TABLE "applications" ADD COLUMN "reported_errors" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_reference_unique" UNIQUE("reference");