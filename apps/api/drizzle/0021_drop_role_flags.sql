ALTER TABLE "users" DROP COLUMN "is_admin";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_administrator";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_developer";