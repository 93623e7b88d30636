CREATE TABLE "offline_answers" (
	"practice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"tree_id" integer NOT NULL,
	"chosen_tree_id" integer NOT NULL,
	"part" text NOT NULL,
	"correct" boolean NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_answers_practice_id_position_pk" PRIMARY KEY("practice_id","position"),
	CONSTRAINT "offline_answers_position" CHECK ("offline_answers"."position" >= 0),
	CONSTRAINT "offline_answers_part_known" CHECK ("offline_answers"."part" in ('leaf', 'bark', 'bud', 'seed', 'form')),
	CONSTRAINT "offline_answers_correct" CHECK ("offline_answers"."correct" = ("offline_answers"."chosen_tree_id" = "offline_answers"."tree_id"))
);
--> statement-breakpoint
CREATE TABLE "offline_practices" (
	"practice_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offline_answers" ADD CONSTRAINT "offline_answers_practice_id_offline_practices_practice_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."offline_practices"("practice_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_answers" ADD CONSTRAINT "offline_answers_tree_id_trees_tree_id_fk" FOREIGN KEY ("tree_id") REFERENCES "public"."trees"("tree_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_answers" ADD CONSTRAINT "offline_answers_chosen_tree_id_trees_tree_id_fk" FOREIGN KEY ("chosen_tree_id") REFERENCES "public"."trees"("tree_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_practices" ADD CONSTRAINT "offline_practices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offline_practices_user" ON "offline_practices" USING btree ("user_id");