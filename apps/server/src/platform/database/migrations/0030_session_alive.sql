-- The one home in SQL of the rule "a session is alive": not revoked, seen within the idle limit and
-- made within the absolute limit (SESSION_RULES, packages/application, gives the limits). Asked by
-- save_answers below and by the typed save (answers/save-answers.ts), which checks the session in
-- the UPDATE of the answers itself. A SQL function of one expression: the planner inlines it, so the
-- session is still found by its token's index.
CREATE FUNCTION session_alive(s sessions, p_idle_seconds integer, p_absolute_seconds integer)
RETURNS boolean
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT s.revoked_at IS NULL
     AND s.last_seen_at > now() - make_interval(secs => p_idle_seconds)
     AND s.created_at > now() - make_interval(secs => p_absolute_seconds)
$$;
--> statement-breakpoint
-- Migration 0028's save_answers, asking session_alive rather than saying it again.
CREATE OR REPLACE FUNCTION save_answers(
  p_token_hash text,
  p_patch jsonb,
  p_ssn_changed boolean,
  p_ssn_ciphertext text,
  p_idle_seconds integer,
  p_absolute_seconds integer,
  p_touch_seconds integer,
  p_full boolean,
  p_language text
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
  v_open boolean;
BEGIN
  SELECT s.applicant_id, s.last_seen_at INTO v_applicant, v_last_seen
    FROM sessions s
   WHERE s.token_hash = p_token_hash AND session_alive(s, p_idle_seconds, p_absolute_seconds);
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
           language = p_language,
           updated_at = now()
     WHERE a.applicant_id = v_applicant AND application_open(a)
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
    SELECT application_open(a) INTO v_open FROM applications a WHERE a.applicant_id = v_applicant;
    IF FOUND AND NOT v_open THEN
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
