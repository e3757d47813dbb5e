ALTER TABLE "applicants" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "language" text;