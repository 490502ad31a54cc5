CREATE TABLE "scheduler_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp (3) with time zone NOT NULL,
	"late_until" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "published_late_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "posts_published_late_idx" ON "posts" USING btree ("published_late_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."published_late";