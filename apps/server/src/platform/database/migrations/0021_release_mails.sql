CREATE TABLE "release_mails" (
	"release_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "release_mails_release_id_applicant_id_pk" PRIMARY KEY("release_id","applicant_id")
);
--> statement-breakpoint
ALTER TABLE "decision_releases" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "release_mails" ADD CONSTRAINT "release_mails_release_id_decision_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."decision_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_mails" ADD CONSTRAINT "release_mails_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_mails_unsent_idx" ON "release_mails" USING btree ("queued_at") WHERE "release_mails"."sent_at" is null;