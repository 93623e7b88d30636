CREATE TABLE "review_cards" (
	"user_id" text NOT NULL,
	"tree_id" integer NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" smallint NOT NULL,
	"last_review" timestamp with time zone,
	"seen" integer NOT NULL,
	"right" integer NOT NULL,
	"wrong" integer NOT NULL,
	"last_correct" boolean NOT NULL,
	"last_answered_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_cards_user_id_tree_id_pk" PRIMARY KEY("user_id","tree_id"),
	CONSTRAINT "review_cards_state_known" CHECK ("review_cards"."state" between 0 and 3),
	CONSTRAINT "review_cards_tally" CHECK ("review_cards"."seen" = "review_cards"."right" + "review_cards"."wrong" and "review_cards"."seen" > 0)
);
--> statement-breakpoint
ALTER TABLE "quizzes" DROP CONSTRAINT "quizzes_mode_known";--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_tree_id_trees_tree_id_fk" FOREIGN KEY ("tree_id") REFERENCES "public"."trees"("tree_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_cards_user_due" ON "review_cards" USING btree ("user_id","due");--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_mode_known" CHECK ("quizzes"."mode" in ('training', 'test', 'review'));