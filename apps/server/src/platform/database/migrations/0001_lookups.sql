-- pg_trgm: the GIN trigram index of lookup_words (typo correction). A trusted extension since
-- PostgreSQL 13: the owner of the database may create it; PGlite loads it from @electric-sql/pglite/contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "lookup_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"source" text NOT NULL,
	"replaced" boolean NOT NULL,
	"rows_taken" integer NOT NULL,
	"rows_refused" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lookup_school_terms" (
	"category" text NOT NULL,
	"kind" smallint NOT NULL,
	"term" text collate "C" NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "lookup_school_terms_category_kind_term_code_pk" PRIMARY KEY("category","kind","term","code")
);
--> statement-breakpoint
CREATE TABLE "lookup_schools" (
	"category" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address_line_1" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"search_name" text collate "C" NOT NULL,
	"search_place" text collate "C" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lookup_schools_category_code_pk" PRIMARY KEY("category","code")
);
--> statement-breakpoint
CREATE TABLE "lookup_words" (
	"category" text NOT NULL,
	"word" text collate "C" NOT NULL,
	CONSTRAINT "lookup_words_category_word_pk" PRIMARY KEY("category","word")
);
--> statement-breakpoint
CREATE INDEX "lookup_words_trgm_idx" ON "lookup_words" USING gin ("word" gin_trgm_ops);
