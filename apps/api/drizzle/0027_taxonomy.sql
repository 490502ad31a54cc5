CREATE TABLE "keyword_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"keyword_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keyword_upgrade_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"counted_to" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"fold" text GENERATED ALWAYS AS (lower(translate(btrim(name), 'áàâäãåāăąéèêëēėęěíìîïīįóòôöõőøōúùûüűūůýÿçćčñńšśžźżřďťľĺÁÀÂÄÃÅĀĂĄÉÈÊËĒĖĘĚÍÌÎÏĪĮÓÒÔÖÕŐØŌÚÙÛÜŰŪŮÝŸÇĆČÑŃŠŚŽŹŻŘĎŤĽĹ', 'aaaaaaaaaeeeeeeeeiiiiiioooooooouuuuuuuyycccnnsszzzrdtllaaaaaaaaaeeeeeeeeiiiiiioooooooouuuuuuuyycccnnsszzzrdtll'))) STORED NOT NULL,
	"article_count" integer DEFAULT 0 NOT NULL,
	"published_count" integer DEFAULT 0 NOT NULL,
	"merged_into_id" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_path_redirects" (
	"old_path" text PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_shortname_redirects" (
	"old_shortname" text PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_types" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_types" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "submenus" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "keyword_slugs" ADD CONSTRAINT "keyword_slugs_keyword_id_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."keywords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keywords" ADD CONSTRAINT "keywords_merged_into_id_keywords_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."keywords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_path_redirects" ADD CONSTRAINT "menu_path_redirects_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_shortname_redirects" ADD CONSTRAINT "post_shortname_redirects_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "keyword_slugs_keyword_idx" ON "keyword_slugs" USING btree ("keyword_id");--> statement-breakpoint
CREATE UNIQUE INDEX "keywords_live_fold_idx" ON "keywords" USING btree ("fold") WHERE "keywords"."merged_into_id" is null;--> statement-breakpoint
CREATE INDEX "keywords_fold_idx" ON "keywords" USING btree ("fold");--> statement-breakpoint
CREATE INDEX "keywords_merged_into_idx" ON "keywords" USING btree ("merged_into_id");--> statement-breakpoint
CREATE INDEX "keywords_count_list_idx" ON "keywords" USING btree ("article_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "keywords"."merged_into_id" is null;--> statement-breakpoint
CREATE INDEX "keywords_name_list_idx" ON "keywords" USING btree ("fold","id") WHERE "keywords"."merged_into_id" is null;--> statement-breakpoint
CREATE INDEX "keywords_fold_trgm_idx" ON "keywords" USING gin ("fold" gin_trgm_ops);