ALTER TABLE "post_revisions" DROP CONSTRAINT "post_revisions_action_check";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "workflow_status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "workflow_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "responsible_editor_id" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "embargo_until" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_responsible_editor_id_users_id_fk" FOREIGN KEY ("responsible_editor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_workflow_idx" ON "posts" USING btree ("workflow_status","creation_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."menu_type" = 'draft' and "posts"."is_active" and "posts"."workflow_status" <> 'draft';--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_action_check" CHECK (action in ('create', 'update', 'publish', 'unpublish', 'restore', 'scheduled-publish', 'submit', 'return', 'approve'));