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
ALTER TABLE "application_index" ADD COLUMN "office_activity" timestamp with time zone GENERATED ALWAYS AS (case when staff_status <> 'in_progress' or reader_id is not null then updated_at end) STORED;--> statement-breakpoint
-- Where a file stands for the office (issue 28), in the order a file moves through them
-- (contracts' STAFF_STATUSES; site-rules.test.ts checks that the two agree): the status sort's key.
CREATE FUNCTION "staff_status_rank"("status" text) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN array_position(ARRAY['in_progress', 'submitted_incomplete', 'ready_for_review', 'in_review',
    'decision_recorded', 'decision_released'], "status");--> statement-breakpoint
-- The one rule of where a file stands for the office (issue 28), for the list, its filter and sort,
-- the application screen and the student record system: never the applicant's own steps. An
-- application not submitted (`submitted` null) is in progress, whatever page it is on; a decision,
-- recorded and then released, comes before everything else; a file with a required checklist item
-- neither marked by staff nor, for an item tied to a file question, received by a converted upload
-- (packages/application's checklistOf, item by item) is incomplete; a complete one is in review
-- once someone is assigned to read it. The checklist and the decisions are the site
-- configuration's, as the server wrote them into site_checklist_items and site_decisions when it
-- started. With the status, the other keys application_index keeps: the reader, and the
-- decision's place in the configured order (0 without one; one no longer configured after every
-- configured one). One SELECT, so that the planner writes it into the query that reads it (a set of
-- rows costs joins, not a call a row); each fact is read by its table's key.
CREATE FUNCTION "application_index_keys"("applicant" uuid, "submitted" timestamptz)
  RETURNS TABLE ("staff_status" text, "reader_id" uuid, "decision_rank" smallint)
  LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT
    CASE
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
      WHEN s."applicant_id" IS NOT NULL THEN 'in_review'
      ELSE 'ready_for_review'
    END,
    s."staff_id",
    (CASE WHEN d."applicant_id" IS NULL THEN 0
      ELSE coalesce(o."position", (SELECT count(*) FROM "site_decisions") + 1) END)::smallint
  FROM (SELECT) AS "one"
    LEFT JOIN "application_decisions" d ON d."applicant_id" = "applicant"
    LEFT JOIN "site_decisions" o ON o."key" = d."decision"
    LEFT JOIN "application_assignments" s ON s."applicant_id" = "applicant"
$$;--> statement-breakpoint
-- Where the application stands for the office now, by the rule above: what a page of the list, the
-- application screen and the student record system show.
CREATE FUNCTION "staff_status"("applicant" uuid, "submitted" timestamptz) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT k."staff_status" FROM "application_index_keys"("applicant", "submitted") k
$$;--> statement-breakpoint
-- Keeps the keys of these applications' rows where they differ from what the rule says now. The
-- caller holds the rows: written by its own statement, or locked.
CREATE FUNCTION "keep_application_index_keys"("applicants" uuid[]) RETURNS void
  LANGUAGE sql
AS $$
  UPDATE "application_index" i
    SET "staff_status" = k."staff_status", "reader_id" = k."reader_id", "decision_rank" = k."decision_rank"
    FROM "application_index" x CROSS JOIN LATERAL "application_index_keys"(x."applicant_id", x."submitted_at") k
    WHERE x."applicant_id" = ANY ("applicants") AND i."applicant_id" = x."applicant_id"
      AND (i."staff_status", i."reader_id", i."decision_rank") IS DISTINCT FROM (k."staff_status", k."reader_id", k."decision_rank")
$$;--> statement-breakpoint
-- Every row's keys again, where they differ: after the site configuration's checklist or decisions
-- changed (staff/site-rules.ts, which holds the tables they read still while it runs).
CREATE FUNCTION "refresh_all_application_index_keys"() RETURNS void
  LANGUAGE sql
AS $$
  UPDATE "application_index" i
    SET "staff_status" = k."staff_status", "reader_id" = k."reader_id", "decision_rank" = k."decision_rank"
    FROM "application_index" x CROSS JOIN LATERAL "application_index_keys"(x."applicant_id", x."submitted_at") k
    WHERE i."applicant_id" = x."applicant_id"
      AND (i."staff_status", i."reader_id", i."decision_rank") IS DISTINCT FROM (k."staff_status", k."reader_id", k."decision_rank")
$$;--> statement-breakpoint
-- Keeps these applications' keys after a write to a table they read. A row a catch-up is inserting
-- at this moment is waited for (the conflict); one not copied yet is begun here, empty and without
-- activity, for the next catch-up to fill (staff/application-index.ts). The rows are locked, in
-- the catch-up's order, before the keys are read by a statement of their own: in READ COMMITTED
-- that statement sees every write committed before the lock was had, so of two writes at once on
-- one application the later keeps keys that see both.
CREATE FUNCTION "refresh_application_index_keys"("applicants" uuid[]) RETURNS void
  LANGUAGE plpgsql
AS $$
BEGIN
  IF cardinality("applicants") = 0 THEN
    RETURN;
  END IF;
  INSERT INTO "application_index" ("applicant_id", "searched_text", "updated_at")
    SELECT p."applicant_id", '', '-infinity' FROM "applications" p WHERE p."applicant_id" = ANY ("applicants")
    ORDER BY p."applicant_id"
    ON CONFLICT ("applicant_id") DO NOTHING;
  PERFORM 1 FROM "application_index" i WHERE i."applicant_id" = ANY ("applicants")
    ORDER BY i."applicant_id" FOR UPDATE;
  PERFORM "keep_application_index_keys"("applicants");
END;
$$;--> statement-breakpoint
-- After a statement that wrote rows the keys read: the applications of the rows it wrote, at once
-- (an assignment of 3,000, a release of 10,000 are one statement each).
CREATE FUNCTION "application_index_keys_written"() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "refresh_application_index_keys"(array(SELECT DISTINCT n."applicant_id" FROM "new_rows" n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "refresh_application_index_keys"(array(SELECT DISTINCT o."applicant_id" FROM "old_rows" o));
  ELSE
    PERFORM "refresh_application_index_keys"(array(
      SELECT n."applicant_id" FROM "new_rows" n UNION SELECT o."applicant_id" FROM "old_rows" o));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A catch-up's new rows, and a submission it copied: their keys, on rows the statement wrote.
CREATE FUNCTION "application_index_rows_copied"() RETURNS trigger
  LANGUAGE plpgsql
AS $$
DECLARE
  copied uuid[];
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    copied := ARRAY[NEW."applicant_id"];
  ELSE
    copied := array(SELECT n."applicant_id" FROM "new_rows" n);
  END IF;
  IF cardinality(copied) > 0 THEN
    PERFORM "keep_application_index_keys"(copied);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- What changes the keys, whoever writes it: a row copied or its submission changed by a catch-up,
-- an assignment, a decision recorded, changed, released or withdrawn, a checklist mark, an upload's
-- conversion. A catch-up that changes only the activity, and an autosave, fire none. A transition
-- table serves one event, so each table has a trigger for each.
CREATE TRIGGER "application_index_inserted_keys" AFTER INSERT ON "application_index"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_index_rows_copied"();--> statement-breakpoint
CREATE TRIGGER "application_index_submitted_keys" AFTER UPDATE OF "submitted_at" ON "application_index"
  FOR EACH ROW WHEN (OLD."submitted_at" IS DISTINCT FROM NEW."submitted_at")
  EXECUTE FUNCTION "application_index_rows_copied"();--> statement-breakpoint
CREATE TRIGGER "application_assignments_inserted_keys" AFTER INSERT ON "application_assignments"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_index_keys_written"();--> statement-breakpoint
CREATE TRIGGER "application_assignments_updated_keys" AFTER UPDATE ON "application_assignments"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_index_keys_written"();--> statement-breakpoint
CREATE TRIGGER "application_assignments_deleted_keys" AFTER DELETE ON "application_assignments"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_index_keys_written"();--> statement-breakpoint
CREATE TRIGGER "application_decisions_inserted_keys" AFTER INSERT ON "application_decisions"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_index_keys_written"();--> statement-breakpoint
CREATE TRIGGER "application_decisions_updated_keys" AFTER UPDATE ON "application_decisions"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_index_keys_written"();--> statement-breakpoint
CREATE TRIGGER "application_decisions_deleted_keys" AFTER DELETE ON "application_decisions"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_index_keys_written"();--> statement-breakpoint
CREATE TRIGGER "checklist_receipts_inserted_keys" AFTER INSERT ON "checklist_receipts"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_index_keys_written"();--> statement-breakpoint
CREATE TRIGGER "checklist_receipts_updated_keys" AFTER UPDATE ON "checklist_receipts"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_index_keys_written"();--> statement-breakpoint
CREATE TRIGGER "checklist_receipts_deleted_keys" AFTER DELETE ON "checklist_receipts"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_index_keys_written"();--> statement-breakpoint
CREATE TRIGGER "document_answers_inserted_keys" AFTER INSERT ON "document_answers"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_index_keys_written"();--> statement-breakpoint
CREATE TRIGGER "document_answers_updated_keys" AFTER UPDATE ON "document_answers"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_index_keys_written"();--> statement-breakpoint
CREATE TRIGGER "document_answers_deleted_keys" AFTER DELETE ON "document_answers"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_index_keys_written"();--> statement-breakpoint
-- The rows already there, as the tables hold them now; the server writes the site configuration's
-- checklist and decisions when it starts and keeps them again then (staff/site-rules.ts).
SELECT "refresh_all_application_index_keys"();--> statement-breakpoint
CREATE INDEX "application_index_status_idx" ON "application_index" USING btree ("staff_status","office_activity","applicant_id");--> statement-breakpoint
CREATE INDEX "application_index_reader_idx" ON "application_index" USING btree ("reader_id","applicant_id");--> statement-breakpoint
CREATE INDEX "application_index_reader_status_idx" ON "application_index" USING btree ("reader_id",staff_status_rank("staff_status"),"applicant_id");--> statement-breakpoint
CREATE INDEX "application_index_reader_name_idx" ON "application_index" USING btree ("reader_id","searched_text","applicant_id");--> statement-breakpoint
CREATE INDEX "application_index_reader_submitted_idx" ON "application_index" USING btree ("reader_id",coalesce("submitted_at", '-infinity'::timestamptz),"applicant_id");--> statement-breakpoint
CREATE INDEX "application_index_reader_decision_idx" ON "application_index" USING btree ("reader_id","decision_rank","applicant_id");--> statement-breakpoint
CREATE INDEX "application_index_reader_activity_idx" ON "application_index" USING btree ("reader_id","office_activity","applicant_id");