CREATE TABLE "course_steps" (
	"user_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"step" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_steps_user_id_unit_id_step_pk" PRIMARY KEY("user_id","unit_id","step"),
	CONSTRAINT "course_steps_step_known" CHECK ("course_steps"."step" in ('lesson', 'study', 'practice'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "level" smallint;--> statement-breakpoint
ALTER TABLE "course_steps" ADD CONSTRAINT "course_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_level_known" CHECK ("users"."level" between 1 and 3);--> statement-breakpoint
-- Added by hand: the change feed (0010_change_feed.sql) hears of the course steps as of the units.
CREATE TRIGGER "course_steps_feed" AFTER INSERT OR UPDATE OR DELETE ON "course_steps"
  FOR EACH ROW EXECUTE FUNCTION "leafwise_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "course_steps_feed_truncate" AFTER TRUNCATE ON "course_steps"
  FOR EACH STATEMENT EXECUTE FUNCTION "leafwise_changed"();
