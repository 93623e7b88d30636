CREATE TABLE "photos" (
	"photo_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "photos_photo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tree_id" integer NOT NULL,
	"slot" text NOT NULL,
	"source_hash" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"author" text NOT NULL,
	"licence" text NOT NULL,
	"source_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_source_hash_unique" UNIQUE("source_hash"),
	CONSTRAINT "photos_slot_known" CHECK ("photos"."slot" in ('leaf', 'bark', 'bud', 'seed'))
);
--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_tree_id_trees_tree_id_fk" FOREIGN KEY ("tree_id") REFERENCES "public"."trees"("tree_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_tree_slot" ON "photos" USING btree ("tree_id","slot");