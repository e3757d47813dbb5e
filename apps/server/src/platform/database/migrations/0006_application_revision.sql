ALTER TABLE "applications" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "visibility_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- PUT /api/answer in one round trip (apps/server/src/answers/save-answers.ts): checks the session
-- and touches it at most once a minute, then merges the answers into the application unless it is
-- submitted, under the row's lock. A function, so that its statements are planned once per
-- connection rather than on every save. It answers the outcome (saved, no-session or submitted) and
-- the row's new revision and visibility revision; p_full says that the answers may change what is
-- shown, and asks for the merged state that visibility is decided from.
CREATE FUNCTION save_answers(
  p_token_hash text,
  p_patch jsonb,
  p_ssn_changed boolean,
  p_ssn_ciphertext text,
  p_idle_seconds integer,
  p_absolute_seconds integer,
  p_touch_seconds integer,
  p_full boolean
)
RETURNS TABLE (
  outcome text,
  applicant_id uuid,
  revision integer,
  visibility_revision integer,
  answers jsonb,
  add_another jsonb,
  tabs jsonb,
  ssn_ciphertext text
)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_applicant uuid;
  v_last_seen timestamptz;
  v_submitted_at timestamptz;
BEGIN
  SELECT s.applicant_id, s.last_seen_at INTO v_applicant, v_last_seen
    FROM sessions s
   WHERE s.token_hash = p_token_hash AND s.revoked_at IS NULL
     AND s.last_seen_at > now() - make_interval(secs => p_idle_seconds)
     AND s.created_at > now() - make_interval(secs => p_absolute_seconds);
  IF NOT FOUND THEN
    outcome := 'no-session';
    RETURN NEXT;
    RETURN;
  END IF;
  IF v_last_seen < now() - make_interval(secs => p_touch_seconds) THEN
    UPDATE sessions SET last_seen_at = now() WHERE token_hash = p_token_hash;
  END IF;
  applicant_id := v_applicant;
  LOOP
    UPDATE applications a
       SET answers = a.answers || p_patch,
           ssn_ciphertext = CASE WHEN p_ssn_changed THEN p_ssn_ciphertext ELSE a.ssn_ciphertext END,
           revision = a.revision + 1,
           visibility_revision = CASE WHEN p_full THEN a.revision + 1 ELSE a.visibility_revision END,
           updated_at = now()
     WHERE a.applicant_id = v_applicant AND a.submitted_at IS NULL
    RETURNING a.revision,
              a.visibility_revision,
              CASE WHEN p_full THEN a.answers END,
              CASE WHEN p_full THEN a.add_another END,
              CASE WHEN p_full THEN a.tabs END,
              CASE WHEN p_full THEN a.ssn_ciphertext END
         INTO revision, visibility_revision, answers, add_another, tabs, ssn_ciphertext;
    IF FOUND THEN
      outcome := 'saved';
      RETURN NEXT;
      RETURN;
    END IF;
    -- Submitted; or made by another save since this one looked (try again); or not made yet.
    SELECT a.submitted_at INTO v_submitted_at FROM applications a WHERE a.applicant_id = v_applicant;
    IF FOUND AND v_submitted_at IS NOT NULL THEN
      outcome := 'submitted';
      RETURN NEXT;
      RETURN;
    END IF;
    IF NOT FOUND THEN
      INSERT INTO applications (applicant_id) VALUES (v_applicant) ON CONFLICT DO NOTHING;
    END IF;
  END LOOP;
END
$$;
