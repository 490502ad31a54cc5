CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rights" text[] DEFAULT '{}'::text[] NOT NULL,
	"builtin" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"creation_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_update" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The built-in roles (packages/shared/src/permissions.ts, BUILTIN_ROLES; roles.test.ts compares them),
-- rights in the order of RIGHTS.
INSERT INTO "roles" ("name", "rights", "builtin") VALUES
	('Szerző', ARRAY['articles.write_own'], 'author'),
	('Szerkesztő', ARRAY['articles.write_own','articles.write_all','articles.publish','articles.review','articles.delete','ads.manage','polls.manage'], 'editor'),
	('Adminisztrátor', ARRAY['articles.write_own','articles.write_all','articles.publish','articles.review','articles.delete','ads.manage','ad_slots.manage','polls.manage','users.manage','roles.manage','audit.read','integrations.manage'], 'administrator'),
	('Fejlesztő', ARRAY['articles.write_own','articles.write_all','articles.publish','articles.delete','ad_slots.manage'], 'developer'),
	('Olvasó', ARRAY[]::text[], 'reader');
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role_id" integer;--> statement-breakpoint
-- Every user gets the role with exactly the rights their flags stood for (FLAG_RIGHTS): a built-in
-- one where it matches, else a role made for that combination of flags.
CREATE TEMPORARY TABLE "flag_roles" AS
SELECT DISTINCT u."is_admin", u."is_administrator", u."is_developer",
	ARRAY(
		SELECT r FROM unnest(ARRAY['articles.write_own','articles.write_all','articles.publish','articles.review','articles.delete','ads.manage','ad_slots.manage','polls.manage','users.manage','roles.manage','audit.read','integrations.manage']) WITH ORDINALITY AS x(r, i)
		WHERE (u."is_admin" AND r IN ('articles.write_own','articles.write_all','articles.publish','articles.review','articles.delete','ads.manage','polls.manage'))
			OR (u."is_administrator" AND r IN ('users.manage','roles.manage','audit.read','integrations.manage'))
			OR (u."is_developer" AND r IN ('articles.write_own','articles.write_all','articles.publish','articles.delete','ad_slots.manage'))
		ORDER BY i
	)::text[] AS "rights",
	concat_ws(' + ',
		CASE WHEN u."is_admin" THEN 'Szerkesztő' END,
		CASE WHEN u."is_administrator" THEN 'Rendszergazda' END,
		CASE WHEN u."is_developer" THEN 'Fejlesztő' END) AS "name"
FROM "users" u;
--> statement-breakpoint
INSERT INTO "roles" ("name", "rights")
SELECT f."name", f."rights" FROM "flag_roles" f
WHERE NOT EXISTS (SELECT 1 FROM "roles" r WHERE r."rights" = f."rights");
--> statement-breakpoint
UPDATE "users" u SET "role_id" = (
	SELECT r."id" FROM "roles" r JOIN "flag_roles" f ON r."rights" = f."rights"
	WHERE f."is_admin" = u."is_admin" AND f."is_administrator" = u."is_administrator" AND f."is_developer" = u."is_developer"
	ORDER BY r."builtin" IS NULL, r."id" LIMIT 1
);
--> statement-breakpoint
DROP TABLE "flag_roles";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "role_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_lower_idx" ON "roles" USING btree (lower("name")) WHERE "roles"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "roles_builtin_idx" ON "roles" USING btree ("builtin");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role_id");