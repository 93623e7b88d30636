CREATE TABLE "course_units" (
	"user_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"done_at" timestamp with time zone,
	"tested_out" boolean DEFAULT false NOT NULL,
	"best_correct" smallint NOT NULL,
	"best_total" smallint NOT NULL,
	"checkpoints" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_units_user_id_unit_id_pk" PRIMARY KEY("user_id","unit_id"),
	CONSTRAINT "course_units_best" CHECK ("course_units"."best_correct" between 0 and "course_units"."best_total" and "course_units"."best_total" > 0),
	CONSTRAINT "course_units_tested_out_done" CHECK (not "course_units"."tested_out" or "course_units"."done_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "quizzes" DROP CONSTRAINT "quizzes_mode_known";--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "option_pictures" jsonb;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "unit_id" text;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "names" text DEFAULT 'common' NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "slots" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_units" ADD CONSTRAINT "course_units_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_picture_options" CHECK ("quiz_questions"."option_pictures" is null or ("quiz_questions"."pictures" = '{}'::jsonb
        and jsonb_array_length("quiz_questions"."option_pictures") = cardinality("quiz_questions"."option_ids")));--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_unit" CHECK (("quizzes"."mode" in ('practice', 'checkpoint')) = ("quizzes"."unit_id" is not null));--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_names_known" CHECK ("quizzes"."names" in ('common', 'scientific'));--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_slots_known" CHECK ("quizzes"."slots" in ('all', 'one'));--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_mode_known" CHECK ("quizzes"."mode" in ('training', 'test', 'review', 'challenge', 'practice', 'checkpoint'));