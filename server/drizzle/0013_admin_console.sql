CREATE TABLE "admin_actions" (
	"audit_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_actions_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"action" text NOT NULL,
	"actor_id" text,
	"actor" text NOT NULL,
	"target_id" text,
	"target" text NOT NULL,
	"origin" text NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_actions_action_named" CHECK ("admin_actions"."action" ~ '^[a-z]+\.[a-z_]+$')
);
--> statement-breakpoint
CREATE TABLE "photo_imports" (
	"import_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "photo_imports_import_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"state" text DEFAULT 'running' NOT NULL,
	"species" text[],
	"started_by" text NOT NULL,
	"started_by_id" text,
	"found" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"current" text,
	"message" text,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancel_requested" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_imports_state_known" CHECK ("photo_imports"."state" in ('running', 'done', 'cancelled', 'failed', 'interrupted'))
);
--> statement-breakpoint
ALTER TABLE "admin_actions" ADD CONSTRAINT "admin_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_imports" ADD CONSTRAINT "photo_imports_started_by_id_users_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_actions_by_action" ON "admin_actions" USING btree ("action","audit_id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "photo_imports_one_running" ON "photo_imports" USING btree ("state") WHERE "photo_imports"."state" = 'running';--> statement-breakpoint
CREATE INDEX "quizzes_challenges_newest" ON "quizzes" USING btree ("created_at" DESC NULLS LAST) WHERE "quizzes"."mode" = 'challenge';