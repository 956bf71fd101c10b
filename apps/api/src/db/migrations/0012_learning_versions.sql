CREATE TABLE "learning_versions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"xid" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learning_versions" ADD CONSTRAINT "learning_versions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_cards_user_course_idx" ON "review_cards" USING btree ("user_id","course_id");--> statement-breakpoint
-- Bumps a student's learning version once per transaction (decision 603, "Read caches"). Called by the deferred
-- constraint triggers below, i.e. at commit, after every other statement of the transaction: the row lock is
-- taken last and held only until the commit, so it waits only for another commit of the same student. A student deleted in the
-- same transaction gets no row (the foreign key would refuse it).
CREATE FUNCTION "learning_version_bump"(uid text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  last_xid bigint;
BEGIN
  IF uid IS NULL THEN
    RETURN;
  END IF;
  SELECT xid INTO last_xid FROM learning_versions WHERE user_id = uid;
  IF FOUND AND last_xid = txid_current() THEN
    RETURN;
  END IF;
  INSERT INTO learning_versions (user_id, version, xid)
  SELECT uid, 1, txid_current() WHERE EXISTS (SELECT 1 FROM "user" WHERE id = uid)
  ON CONFLICT (user_id) DO UPDATE SET version = learning_versions.version + 1, xid = excluded.xid
    WHERE learning_versions.xid <> excluded.xid;
END $$;
--> statement-breakpoint
CREATE FUNCTION "learning_version_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM learning_version_bump(OLD.user_id);
  ELSE
    PERFORM learning_version_bump(NEW.user_id);
    IF TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id THEN
      PERFORM learning_version_bump(OLD.user_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "learning_version_plan_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM learning_version_bump(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "learning_version_courses" AFTER INSERT OR UPDATE OR DELETE ON "courses"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION learning_version_row_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "learning_version_course_summaries" AFTER INSERT OR UPDATE OR DELETE ON "course_summaries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION learning_version_row_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "learning_version_tests" AFTER INSERT OR UPDATE OR DELETE ON "tests"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION learning_version_row_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "learning_version_test_submissions" AFTER INSERT OR UPDATE OR DELETE ON "test_submissions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION learning_version_row_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "learning_version_review_cards" AFTER INSERT OR UPDATE OR DELETE ON "review_cards"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION learning_version_row_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "learning_version_review_logs" AFTER INSERT OR UPDATE OR DELETE ON "review_logs"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION learning_version_row_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "learning_version_question_flags" AFTER INSERT OR UPDATE OR DELETE ON "question_flags"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION learning_version_row_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "learning_version_user_plan" AFTER UPDATE OF "plan" ON "user"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.plan IS DISTINCT FROM NEW.plan)
  EXECUTE FUNCTION learning_version_plan_changed();
