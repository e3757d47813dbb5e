CREATE TABLE "applicant_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applicant_updates" ADD CONSTRAINT "applicant_updates_applicant_id_applications_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applications"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicant_updates_applicant_idx" ON "applicant_updates" USING btree ("applicant_id","at");