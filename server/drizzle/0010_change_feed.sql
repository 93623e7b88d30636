-- Custom SQL migration: the change feed (docs/decisions/005-caching.md). Every write to a table
-- that a server keeps a copy of tells the channel `leafwise_changes` what changed, whoever writes
-- it (our routes, better-auth, npm run admin, a cascade, plain SQL). A notification is sent when
-- its transaction commits, and PostgreSQL sends identical ones from one transaction once, so a
-- statement touching many rows of one user costs one message.
CREATE FUNCTION "leafwise_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  -- TG_ARGV[0] names the column holding the user the row belongs to; without it, or for a
  -- TRUNCATE (a statement-level trigger, no row), the message says only which table.
  IF TG_LEVEL = 'ROW' AND TG_NARGS > 0 THEN
    changed := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
    PERFORM pg_notify('leafwise_changes', json_build_object('table', TG_TABLE_NAME, 'user_id', changed ->> TG_ARGV[0])::text);
  ELSE
    PERFORM pg_notify('leafwise_changes', json_build_object('table', TG_TABLE_NAME)::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_feed" AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "leafwise_changed"('id');--> statement-breakpoint
CREATE TRIGGER "users_feed_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "leafwise_changed"();--> statement-breakpoint
CREATE TRIGGER "sessions_feed" AFTER INSERT OR UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "leafwise_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "sessions_feed_truncate" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "leafwise_changed"();--> statement-breakpoint
CREATE TRIGGER "review_cards_feed" AFTER INSERT OR UPDATE OR DELETE ON "review_cards"
  FOR EACH ROW EXECUTE FUNCTION "leafwise_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "review_cards_feed_truncate" AFTER TRUNCATE ON "review_cards"
  FOR EACH STATEMENT EXECUTE FUNCTION "leafwise_changed"();--> statement-breakpoint
CREATE TRIGGER "course_units_feed" AFTER INSERT OR UPDATE OR DELETE ON "course_units"
  FOR EACH ROW EXECUTE FUNCTION "leafwise_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "course_units_feed_truncate" AFTER TRUNCATE ON "course_units"
  FOR EACH STATEMENT EXECUTE FUNCTION "leafwise_changed"();--> statement-breakpoint
CREATE TRIGGER "leaderboard_entries_feed" AFTER INSERT OR UPDATE OR DELETE ON "leaderboard_entries"
  FOR EACH ROW EXECUTE FUNCTION "leafwise_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "leaderboard_entries_feed_truncate" AFTER TRUNCATE ON "leaderboard_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "leafwise_changed"();--> statement-breakpoint
-- Photos belong to a species, not a user: the message says only that the photos changed.
CREATE TRIGGER "photos_feed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "photos"
  FOR EACH STATEMENT EXECUTE FUNCTION "leafwise_changed"();
