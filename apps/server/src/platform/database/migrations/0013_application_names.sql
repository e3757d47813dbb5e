CREATE TABLE "application_names" (
	"applicant_id" uuid PRIMARY KEY NOT NULL,
	"searched_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_watermarks" (
	"name" text PRIMARY KEY NOT NULL,
	"indexed_through" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_names" ADD CONSTRAINT "application_names_applicant_id_applications_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applications"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_names_trgm_idx" ON "application_names" USING gin ("searched_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
INSERT INTO "application_names" ("applicant_id", "searched_name")
  SELECT "applicant_id", lower(coalesce("answers"->>'first_name', '') || ' ' || coalesce("answers"->>'last_name', ''))
  FROM "applications";--> statement-breakpoint
INSERT INTO "search_watermarks" ("name", "indexed_through") VALUES ('application_names', now());
