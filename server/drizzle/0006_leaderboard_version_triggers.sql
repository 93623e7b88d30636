-- Custom SQL migration: what drizzle-kit cannot generate. Keeps leaderboard_versions.version
-- moving on with every change that can change what a board shows, whoever makes it (our routes,
-- better-auth, npm run admin, a cascade from a deleted user, plain SQL).
CREATE FUNCTION "leaderboard_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "leaderboard_versions" SET "version" = "version" + 1, "updated_at" = now();
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "leaderboard_entries_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "leaderboard_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "leaderboard_changed"();--> statement-breakpoint
-- A board shows names and hides banned users.
CREATE TRIGGER "users_leaderboard_changed" AFTER UPDATE OF "name", "banned" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "leaderboard_changed"();--> statement-breakpoint
INSERT INTO "leaderboard_versions" ("board") VALUES ('ancient');
