CREATE TABLE "staff_saved_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_saved_views" ADD CONSTRAINT "staff_saved_views_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_saved_views_name_key" ON "staff_saved_views" USING btree ("staff_id",lower("name"));--> statement-breakpoint
UPDATE "application_index" i SET "searched_text" = lower(coalesce(p."answers"->>'first_name', '') || ' ' || coalesce(p."answers"->>'last_name', '') || ' ' || a."email" || ' ' || p."reference")
  FROM "applications" p JOIN "applicants" a ON a."id" = p."applicant_id"
  WHERE p."applicant_id" = i."applicant_id" AND p."reference" IS NOT NULL;
