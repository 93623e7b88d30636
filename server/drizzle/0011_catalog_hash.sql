CREATE TABLE "catalog_syncs" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"hash" text NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_syncs_one_row" CHECK ("catalog_syncs"."id" = 1)
);
