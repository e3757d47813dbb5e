CREATE TABLE "application_search" (
	"applicant_id" uuid PRIMARY KEY NOT NULL,
	"applied_major" text,
	"entry_term" text
);
--> statement-breakpoint
ALTER TABLE "application_search" ADD CONSTRAINT "application_search_applicant_id_applications_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applications"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_search_major_term_idx" ON "application_search" USING btree ("applied_major","entry_term");--> statement-breakpoint
INSERT INTO "application_search" ("applicant_id", "applied_major", "entry_term")
  SELECT "applicant_id", "answers"->>'applied_major', "answers"->>'entry_term'
  FROM "applications"
  WHERE "answers"->>'applied_major' IS NOT NULL OR "answers"->>'entry_term' IS NOT NULL;
