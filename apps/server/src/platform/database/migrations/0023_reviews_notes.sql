CREATE TABLE "application_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_reviews" (
	"applicant_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"ratings" jsonb NOT NULL,
	"recommendation" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_reviews_applicant_id_staff_id_pk" PRIMARY KEY("applicant_id","staff_id")
);
--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_applicant_id_applications_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applications"("applicant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_reviews" ADD CONSTRAINT "application_reviews_applicant_id_applications_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applications"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_reviews" ADD CONSTRAINT "application_reviews_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_notes_applicant_idx" ON "application_notes" USING btree ("applicant_id","created_at");--> statement-breakpoint
CREATE FUNCTION "application_notes_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'application_notes is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "application_notes_no_change" BEFORE UPDATE OR DELETE OR TRUNCATE ON "application_notes"
  FOR EACH STATEMENT EXECUTE FUNCTION "application_notes_append_only"();
