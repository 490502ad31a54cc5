ALTER TABLE "posts" ADD COLUMN "updated_by" integer;--> statement-breakpoint
CREATE INDEX "posts_list_idx" ON "posts" USING btree ("menu_type","is_active","creation_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_menu_list_idx" ON "posts" USING btree ("menu_id","menu_type","is_active","creation_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_author_list_idx" ON "posts" USING btree ("user_id","menu_type","is_active","creation_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_type_list_idx" ON "posts" USING btree ("post_type","menu_type","is_active","creation_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_title_trgm_idx" ON "posts" USING gin ("title" gin_trgm_ops);