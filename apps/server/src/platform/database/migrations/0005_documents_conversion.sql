CREATE TABLE "application_pdfs" (
	"applicant_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"pdf_key" text,
	"source_version" text NOT NULL,
	"render_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_token_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"ip" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"applicant_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_answers" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "document_answers" ADD COLUMN "conversion_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "document_answers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "application_pdfs" ADD CONSTRAINT "application_pdfs_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_token_uses" ADD CONSTRAINT "service_token_uses_token_hash_service_tokens_token_hash_fk" FOREIGN KEY ("token_hash") REFERENCES "public"."service_tokens"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tokens" ADD CONSTRAINT "service_tokens_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_token_uses_token_idx" ON "service_token_uses" USING btree ("token_hash");