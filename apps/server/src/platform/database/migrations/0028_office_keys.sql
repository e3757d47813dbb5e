CREATE TABLE "site_checklist_items" (
	"key" text PRIMARY KEY NOT NULL,
	"required" boolean NOT NULL,
	"document" text
);
--> statement-breakpoint
CREATE TABLE "site_decisions" (
	"key" text PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_index" ADD COLUMN "staff_status" text DEFAULT 'in_progress' NOT NULL;--> statement-breakpoint
ALTER TABLE "application_index" ADD COLUMN "reader_id" uuid;--> statement-breakpoint
ALTER TABLE "application_index" ADD COLUMN "decision_rank" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Where a file stands for the office (issue 28), in the order a file moves through them
-- (contracts' STAFF_STATUSES; site-rules.test.ts checks that the two agree): the status sort's key.
CREATE FUNCTION "staff_status_rank"("status" text) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN array_position(ARRAY['in_progress', 'submitted_incomplete', 'ready_for_review', 'in_review',
    'decision_recorded', 'decision_released'], "status");--> statement-breakpoint
-- The one rule of where a file stands for the office, for the list, its filter and sort, the
-- application screen and the student record system: never the applicant's own steps. An
-- application not submitted is in progress, whatever page it is on; a decision, recorded and then
-- released, comes before everything else; a file with a required checklist item neither marked by
-- staff nor, for an item tied to a file question, received by a converted upload
-- (packages/application's checklistOf, item by item) is incomplete; a complete one is in review once
-- someone is assigned to read it. The checklist is the site configuration's, as the server wrote it
-- into site_checklist_items when it started. Each fact is read by its table's primary key.
CREATE FUNCTION "staff_status"("applicant" uuid, "submitted" timestamptz) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT CASE
    WHEN "submitted" IS NULL THEN 'in_progress'
    WHEN d."released_at" IS NOT NULL THEN 'decision_released'
    WHEN d."applicant_id" IS NOT NULL THEN 'decision_recorded'
    WHEN EXISTS (SELECT 1 FROM "site_checklist_items" c
      WHERE c."required"
        AND NOT EXISTS (SELECT 1 FROM "checklist_receipts" r
          WHERE r."applicant_id" = "applicant" AND r."item_key" = c."key")
        AND NOT EXISTS (SELECT 1 FROM "document_answers" u
          WHERE u."applicant_id" = "applicant" AND u."answer_key" = c."document" AND u."status" = 'COMPLETED'))
      THEN 'submitted_incomplete'
    WHEN EXISTS (SELECT 1 FROM "application_assignments" s WHERE s."applicant_id" = "applicant") THEN 'in_review'
    ELSE 'ready_for_review'
  END
  FROM (SELECT) AS "one" LEFT JOIN "application_decisions" d ON d."applicant_id" = "applicant"
$$;--> statement-breakpoint
-- The keys application_index keeps for an application whose submission is `submitted`: its status,
-- its reader and its decision's place (0 without one; one no longer configured after every
-- configured one).
CREATE FUNCTION "application_index_keys"("applicant" uuid, "submitted" timestamptz,
    OUT "staff_status" text, OUT "reader_id" uuid, OUT "decision_rank" smallint)
  LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT "staff_status"("applicant", "submitted"),
    (SELECT s."staff_id" FROM "application_assignments" s WHERE s."applicant_id" = "applicant"),
    coalesce((SELECT coalesce(o."position", (SELECT count(*) FROM "site_decisions") + 1)::smallint
      FROM "application_decisions" d LEFT JOIN "site_decisions" o ON o."key" = d."decision"
      WHERE d."applicant_id" = "applicant"), 0::smallint)
$$;--> statement-breakpoint
-- Keeps one application's keys in application_index after a write that may change them. A row a
-- catch-up is inserting at this moment is waited for (the conflict); one not copied yet is begun
-- here, empty and without activity, for the next catch-up to fill (staff/application-index.ts).
-- The row is locked before the keys are read, by a statement of their own: in READ COMMITTED that
-- statement sees every write committed before the lock was had, so of two writes at once on one
-- application the later keeps keys that see both.
CREATE FUNCTION "refresh_application_index_keys"("applicant" uuid) RETURNS void
  LANGUAGE plpgsql
AS $$
DECLARE
  submitted timestamptz;
BEGIN
  INSERT INTO "application_index" ("applicant_id", "searched_text", "updated_at")
    SELECT p."applicant_id", '', '-infinity' FROM "applications" p WHERE p."applicant_id" = "applicant"
    ON CONFLICT ("applicant_id") DO NOTHING;
  SELECT i."submitted_at" INTO submitted FROM "application_index" i WHERE i."applicant_id" = "applicant" FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  UPDATE "application_index" i
    SET "staff_status" = k."staff_status", "reader_id" = k."reader_id", "decision_rank" = k."decision_rank"
    FROM "application_index_keys"("applicant", submitted) k
    WHERE i."applicant_id" = "applicant"
      AND (i."staff_status", i."reader_id", i."decision_rank") IS DISTINCT FROM (k."staff_status", k."reader_id", k."decision_rank");
END;
$$;--> statement-breakpoint
-- Every row's keys again, where they differ: after the site configuration's checklist or decisions
-- changed (staff/site-rules.ts, which holds the tables they read still while it runs).
CREATE FUNCTION "refresh_all_application_index_keys"() RETURNS void
  LANGUAGE sql
AS $$
  UPDATE "application_index" i
    SET "staff_status" = k."staff_status", "reader_id" = k."reader_id", "decision_rank" = k."decision_rank"
    FROM "application_index" x CROSS JOIN LATERAL "application_index_keys"(x."applicant_id", x."submitted_at") k
    WHERE x."applicant_id" = i."applicant_id"
      AND (i."staff_status", i."reader_id", i."decision_rank") IS DISTINCT FROM (k."staff_status", k."reader_id", k."decision_rank")
$$;--> statement-breakpoint
CREATE FUNCTION "application_index_keys_changed"() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "refresh_application_index_keys"(OLD."applicant_id");
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."applicant_id" <> OLD."applicant_id") THEN
    PERFORM "refresh_application_index_keys"(NEW."applicant_id");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- What changes the keys, whoever writes it: a row copied or its submission changed by a catch-up,
-- an assignment, a decision recorded, changed, released or withdrawn, a checklist mark, a converted
-- upload. A catch-up that changes only the activity, and an autosave, fire none.
CREATE TRIGGER "application_index_inserted_keys" AFTER INSERT ON "application_index"
  FOR EACH ROW EXECUTE FUNCTION "application_index_keys_changed"();--> statement-breakpoint
CREATE TRIGGER "application_index_submitted_keys" AFTER UPDATE OF "submitted_at" ON "application_index"
  FOR EACH ROW WHEN (OLD."submitted_at" IS DISTINCT FROM NEW."submitted_at")
  EXECUTE FUNCTION "application_index_keys_changed"();--> statement-breakpoint
CREATE TRIGGER "application_assignments_keys" AFTER INSERT OR UPDATE OR DELETE ON "application_assignments"
  FOR EACH ROW EXECUTE FUNCTION "application_index_keys_changed"();--> statement-breakpoint
CREATE TRIGGER "application_decisions_keys" AFTER INSERT OR DELETE ON "application_decisions"
  FOR EACH ROW EXECUTE FUNCTION "application_index_keys_changed"();--> statement-breakpoint
CREATE TRIGGER "application_decisions_changed_keys" AFTER UPDATE ON "application_decisions"
  FOR EACH ROW WHEN (OLD."applicant_id" <> NEW."applicant_id" OR OLD."decision" <> NEW."decision"
    OR (OLD."released_at" IS NULL) <> (NEW."released_at" IS NULL))
  EXECUTE FUNCTION "application_index_keys_changed"();--> statement-breakpoint
CREATE TRIGGER "checklist_receipts_keys" AFTER INSERT OR DELETE OR UPDATE OF "applicant_id", "item_key"
  ON "checklist_receipts" FOR EACH ROW EXECUTE FUNCTION "application_index_keys_changed"();--> statement-breakpoint
CREATE TRIGGER "document_answers_inserted_keys" AFTER INSERT ON "document_answers"
  FOR EACH ROW WHEN (NEW."status" = 'COMPLETED') EXECUTE FUNCTION "application_index_keys_changed"();--> statement-breakpoint
CREATE TRIGGER "document_answers_deleted_keys" AFTER DELETE ON "document_answers"
  FOR EACH ROW WHEN (OLD."status" = 'COMPLETED') EXECUTE FUNCTION "application_index_keys_changed"();--> statement-breakpoint
CREATE TRIGGER "document_answers_changed_keys" AFTER UPDATE ON "document_answers"
  FOR EACH ROW WHEN (OLD."applicant_id" <> NEW."applicant_id" OR OLD."answer_key" <> NEW."answer_key"
    OR (OLD."status" = 'COMPLETED') <> (NEW."status" = 'COMPLETED'))
  EXECUTE FUNCTION "application_index_keys_changed"();--> statement-breakpoint
-- The rows already there, as the tables hold them now; the server writes the site configuration's
-- checklist and decisions when it starts and keeps them again then (staff/site-rules.ts).
SELECT "refresh_all_application_index_keys"();--> statement-breakpoint
CREATE INDEX "application_index_status_idx" ON "application_index" USING btree ("staff_status");--> statement-breakpoint
CREATE INDEX "application_index_reader_idx" ON "application_index" USING btree ("reader_id","applicant_id");--> statement-breakpoint
CREATE INDEX "application_index_reader_status_idx" ON "application_index" USING btree ("reader_id",staff_status_rank("staff_status"),"applicant_id");--> statement-breakpoint
CREATE INDEX "application_index_reader_name_idx" ON "application_index" USING btree ("reader_id","searched_text","applicant_id");--> statement-breakpoint
CREATE INDEX "application_index_reader_submitted_idx" ON "application_index" USING btree ("reader_id",coalesce("submitted_at", '-infinity'::timestamptz),"applicant_id");--> statement-breakpoint
CREATE INDEX "application_index_reader_decision_idx" ON "application_index" USING btree ("reader_id","decision_rank","applicant_id");
