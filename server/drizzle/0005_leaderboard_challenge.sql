CREATE TABLE "leaderboard_entries" (
	"leaderboard_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leaderboard_entries_leaderboard_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"board" text NOT NULL,
	"user_id" text NOT NULL,
	"score" integer NOT NULL,
	"achieved_at" timestamp with time zone NOT NULL,
	"quiz_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_entries_board_user" UNIQUE("board","user_id"),
	CONSTRAINT "leaderboard_entries_board_known" CHECK ("leaderboard_entries"."board" in ('ancient')),
	CONSTRAINT "leaderboard_entries_score_range" CHECK ("leaderboard_entries"."score" >= 0)
);
--> statement-breakpoint
CREATE TABLE "leaderboard_versions" (
	"board" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_versions_board_known" CHECK ("leaderboard_versions"."board" in ('ancient'))
);
--> statement-breakpoint
ALTER TABLE "quizzes" DROP CONSTRAINT "quizzes_mode_known";--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "deadline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leaderboard_entries" ADD CONSTRAINT "leaderboard_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_entries" ADD CONSTRAINT "leaderboard_entries_quiz_id_quizzes_quiz_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("quiz_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaderboard_entries_rank" ON "leaderboard_entries" USING btree ("board","score" DESC NULLS FIRST,"achieved_at","leaderboard_id");--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_challenge_deadline" CHECK (("quizzes"."mode" = 'challenge') = ("quizzes"."deadline_at" is not null) and
        ("quizzes"."submitted_at" is null or "quizzes"."mode" = 'challenge'));--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_mode_known" CHECK ("quizzes"."mode" in ('training', 'test', 'review', 'challenge'));