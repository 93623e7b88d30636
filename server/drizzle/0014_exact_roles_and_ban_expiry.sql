-- Written by drizzle-kit, with two statements added by hand before the constraint: a role that is
-- neither user nor admin ("user,admin", which better-auth's set-role stored when given a list) was
-- a hidden admin the console showed as a learner. It becomes a learner in fact, in the audit trail.
INSERT INTO "admin_actions" ("action", "actor", "target_id", "target", "origin", "details")
  SELECT 'user.revoke_admin', 'migration 0014 (roles are user or admin)', "id", "name" || ' <' || "email" || '>', 'server',
    'the role was "' || "role" || '", which better-auth read as admin'
  FROM "users" WHERE "role" NOT IN ('user', 'admin');--> statement-breakpoint
UPDATE "users" SET "role" = 'user', "updated_at" = now() WHERE "role" NOT IN ('user', 'admin');--> statement-breakpoint
CREATE INDEX "users_ban_expires" ON "users" USING btree ("ban_expires") WHERE "users"."banned";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_known" CHECK ("users"."role" in ('user', 'admin'));
