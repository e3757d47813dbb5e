CREATE TABLE "application_index" (
	"applicant_id" uuid PRIMARY KEY NOT NULL,
	"searched_text" text NOT NULL,
	"applied_major" text,
	"entry_term" text,
	"last_page" text,
	"submitted_at" timestamp with time zone,
	"reported_errors" jsonb,
	"updated_at" timestamp with time zone NOT NULL
) WITH (fillfactor = 80);
--> statement-breakpoint
ALTER TABLE "application_index" ADD CONSTRAINT "application_index_applicant_id_applications_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applications"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_index_text_trgm_idx" ON "application_index" USING gin ("searched_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "application_index_major_term_idx" ON "application_index" USING btree ("applied_major","entry_term");--> statement-breakpoint
INSERT INTO "application_index" ("applicant_id", "searched_text", "applied_major", "entry_term", "last_page", "submitted_at", "reported_errors", "updated_at")
  SELECT p."applicant_id",
    lower(coalesce(p."answers"->>'first_name', '') || ' ' || coalesce(p."answers"->>'last_name', '') || ' ' || a."email"),
    p."answers"->>'applied_major', p."answers"->>'entry_term', p."last_page", p."submitted_at", p."reported_errors", p."updated_at"
  FROM "applications" p JOIN "applicants" a ON a."id" = p."applicant_id";--> statement-breakpoint
DELETE FROM "search_watermarks" WHERE "name" = 'application_names';--> statement-breakpoint
INSERT INTO "search_watermarks" ("name", "indexed_through") VALUES ('application_index', now());--> statement-breakpoint
DROP TABLE "application_names" CASCADE;--> statement-breakpoint
DROP TABLE "application_search" CASCADE;
