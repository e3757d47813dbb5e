CREATE TABLE "document_answers" (
	"applicant_id" uuid NOT NULL,
	"answer_key" text NOT NULL,
	"status" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"pdf_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_answers_applicant_id_answer_key_pk" PRIMARY KEY("applicant_id","answer_key")
);
--> statement-breakpoint
ALTER TABLE "document_answers" ADD CONSTRAINT "document_answers_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;