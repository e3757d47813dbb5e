CREATE TABLE "used_upload_forms" (
	"object_key" text PRIMARY KEY NOT NULL,
	"stored_at" timestamp with time zone,
	"registered_at" timestamp with time zone,
	"keep_until" timestamp with time zone NOT NULL
);
