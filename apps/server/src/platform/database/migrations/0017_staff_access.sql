CREATE TABLE "staff_oidc_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "staff_oidc_states_expires_idx" ON "staff_oidc_states" USING btree ("expires_at");