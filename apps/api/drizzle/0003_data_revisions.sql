CREATE TABLE "data_revisions" (
	"name" text PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
