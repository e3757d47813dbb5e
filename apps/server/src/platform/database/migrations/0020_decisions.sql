CREATE TABLE "application_decisions" (
	"applicant_id" uuid PRIMARY KEY NOT NULL,
	"decision" text NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"release_id" uuid,
	"released_at" timestamp with time zone,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "decision_releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"selection" jsonb NOT NULL,
	"decisions" integer NOT NULL,
	"finished_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "application_decisions" ADD CONSTRAINT "application_decisions_applicant_id_applications_applicant_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applications"("applicant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_decisions" ADD CONSTRAINT "application_decisions_recorded_by_staff_members_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_decisions" ADD CONSTRAINT "application_decisions_release_id_decision_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."decision_releases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_releases" ADD CONSTRAINT "decision_releases_created_by_staff_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_decisions_decision_idx" ON "application_decisions" USING btree ("decision","released_at");--> statement-breakpoint
CREATE INDEX "application_decisions_release_idx" ON "application_decisions" USING btree ("release_id");--> statement-breakpoint
CREATE INDEX "application_decisions_changed_idx" ON "application_decisions" USING btree ("changed_at","applicant_id");--> statement-breakpoint
CREATE INDEX "decision_releases_due_idx" ON "decision_releases" USING btree ("release_at");