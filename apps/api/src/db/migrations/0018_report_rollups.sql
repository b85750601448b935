CREATE TABLE "report_answer_counts" (
	"process_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sub" text NOT NULL,
	"role" text NOT NULL,
	"source" text NOT NULL,
	"question_id" text NOT NULL,
	"row_key" text,
	"point" text,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_rating_changes" (
	"process_id" uuid NOT NULL,
	"sub" text NOT NULL,
	"role" text NOT NULL,
	"source" text NOT NULL,
	"question_id" text NOT NULL,
	"row_key" text,
	"n" integer NOT NULL,
	"sum_change" numeric NOT NULL,
	"sum_squares" numeric NOT NULL,
	"improved" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_stale_processes" (
	"process_id" uuid PRIMARY KEY NOT NULL,
	"version" bigserial NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_answer_counts" ADD CONSTRAINT "report_answer_counts_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_rating_changes" ADD CONSTRAINT "report_rating_changes_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_stale_processes" ADD CONSTRAINT "report_stale_processes_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_answer_counts_process_idx" ON "report_answer_counts" USING btree ("process_id");--> statement-breakpoint
CREATE INDEX "report_rating_changes_process_idx" ON "report_rating_changes" USING btree ("process_id");--> statement-breakpoint
-- Marks the processes whose report counts changed. Statement triggers with transition tables: one mark per process
-- and statement, however many rows it wrote. Each id written is looked up by its primary key in a LATERAL subquery
-- that the LIMIT keeps from being turned into a join, so the cost stays linear in the rows written whatever the
-- planner believes of a table just filled (a join against the transition table could go quadratic). A process
-- deleted in the same statement is not marked (its counts go with it): hence the last look in processes. Marks are
-- taken in process order, so two writers marking the same processes wait for each other and never deadlock.
CREATE FUNCTION "report_mark_stale"(process_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_stale_processes (process_id)
    SELECT p.id FROM (SELECT DISTINCT unnest(process_ids) AS id) x,
      LATERAL (SELECT id FROM processes WHERE id = x.id LIMIT 1) p
    ORDER BY p.id
  ON CONFLICT (process_id) DO UPDATE SET version = excluded.version;
$$;--> statement-breakpoint
CREATE FUNCTION "report_mark_stale_invitations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_mark_stale(array(
    SELECT DISTINCT process_id FROM changed_rows
    WHERE process_id IS NOT NULL AND entity_type IN ('MDI', 'SESSION_FEEDBACK')));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "report_mark_stale_responses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_mark_stale(array(
    SELECT DISTINCT qi.process_id FROM (SELECT DISTINCT invitation_id FROM changed_rows) c,
      LATERAL (SELECT process_id FROM questionary_invitations
               WHERE id = c.invitation_id AND entity_type IN ('MDI', 'SESSION_FEEDBACK') LIMIT 1) qi
    WHERE qi.process_id IS NOT NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "report_mark_stale_answers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_mark_stale(array(
    SELECT DISTINCT qi.process_id FROM (SELECT DISTINCT response_id FROM changed_rows) c,
      LATERAL (SELECT invitation_id FROM questionary_responses WHERE id = c.response_id LIMIT 1) qr,
      LATERAL (SELECT process_id FROM questionary_invitations
               WHERE id = qr.invitation_id AND entity_type IN ('MDI', 'SESSION_FEEDBACK') LIMIT 1) qi
    WHERE qi.process_id IS NOT NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "report_stale_invitations_insert" AFTER INSERT ON "questionary_invitations"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_stale_invitations();--> statement-breakpoint
CREATE TRIGGER "report_stale_invitations_update" AFTER UPDATE ON "questionary_invitations"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_stale_invitations();--> statement-breakpoint
CREATE TRIGGER "report_stale_invitations_delete" AFTER DELETE ON "questionary_invitations"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_stale_invitations();--> statement-breakpoint
CREATE TRIGGER "report_stale_responses_insert" AFTER INSERT ON "questionary_responses"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_stale_responses();--> statement-breakpoint
CREATE TRIGGER "report_stale_responses_update" AFTER UPDATE ON "questionary_responses"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_stale_responses();--> statement-breakpoint
CREATE TRIGGER "report_stale_responses_delete" AFTER DELETE ON "questionary_responses"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_stale_responses();--> statement-breakpoint
CREATE TRIGGER "report_stale_answers_insert" AFTER INSERT ON "questionary_answers"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_stale_answers();--> statement-breakpoint
CREATE TRIGGER "report_stale_answers_update" AFTER UPDATE ON "questionary_answers"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_stale_answers();--> statement-breakpoint
CREATE TRIGGER "report_stale_answers_delete" AFTER DELETE ON "questionary_answers"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_stale_answers();--> statement-breakpoint
-- Processes answered before this migration are counted by the first report that reads them.
INSERT INTO "report_stale_processes" ("process_id")
  SELECT DISTINCT process_id FROM questionary_invitations
  WHERE process_id IS NOT NULL AND entity_type IN ('MDI', 'SESSION_FEEDBACK');
