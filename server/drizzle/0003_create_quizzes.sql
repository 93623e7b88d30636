CREATE TABLE "quiz_questions" (
	"quiz_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"tree_id" integer NOT NULL,
	"option_ids" integer[] NOT NULL,
	"pictures" jsonb NOT NULL,
	"chosen_tree_id" integer,
	"correct" boolean,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_questions_quiz_id_position_pk" PRIMARY KEY("quiz_id","position"),
	CONSTRAINT "quiz_questions_right_tree_offered" CHECK ("quiz_questions"."tree_id" = any("quiz_questions"."option_ids")),
	CONSTRAINT "quiz_questions_answer_whole" CHECK (("quiz_questions"."answered_at" is null and "quiz_questions"."chosen_tree_id" is null and "quiz_questions"."correct" is null) or
        ("quiz_questions"."answered_at" is not null and "quiz_questions"."chosen_tree_id" = any("quiz_questions"."option_ids")
          and "quiz_questions"."correct" = ("quiz_questions"."chosen_tree_id" = "quiz_questions"."tree_id")))
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"quiz_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"mode" text NOT NULL,
	"level" smallint NOT NULL,
	"type" text,
	"study_tree_ids" integer[],
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_mode_known" CHECK ("quizzes"."mode" in ('training', 'test')),
	CONSTRAINT "quizzes_level_range" CHECK ("quizzes"."level" between 1 and 3),
	CONSTRAINT "quizzes_type_known" CHECK ("quizzes"."type" is null or "quizzes"."type" in ('deciduous', 'evergreen'))
);
--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quizzes_quiz_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("quiz_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_tree_id_trees_tree_id_fk" FOREIGN KEY ("tree_id") REFERENCES "public"."trees"("tree_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_chosen_tree_id_trees_tree_id_fk" FOREIGN KEY ("chosen_tree_id") REFERENCES "public"."trees"("tree_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quizzes_user_created" ON "quizzes" USING btree ("user_id","created_at");