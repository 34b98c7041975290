-- Account names are unique per merchant regardless of letter case. Names that already
-- clash (bob and BOB) are resolved first: the oldest account (lowest id) keeps its name,
-- each later one is renamed to <name>_c<id>, and every rename is recorded in
-- username_case_renames so the operator can tell those members their new sign-in name.
CREATE TABLE IF NOT EXISTS "username_case_renames" (
	"member_id" integer PRIMARY KEY NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"old_username" text NOT NULL,
	"new_username" text NOT NULL,
	"renamed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
WITH "ranked" AS (
	SELECT "id", "username",
		row_number() OVER (PARTITION BY "merchant_id", lower("username") ORDER BY "id") AS "rank"
	FROM "members"
), "renamed" AS (
	UPDATE "members" SET "username" = "members"."username" || '_c' || "members"."id"
	FROM "ranked"
	WHERE "ranked"."id" = "members"."id" AND "ranked"."rank" > 1
	RETURNING "members"."id", "ranked"."username" AS "old_username", "members"."username" AS "new_username"
)
INSERT INTO "username_case_renames" ("member_id", "old_username", "new_username")
SELECT "id", "old_username", "new_username" FROM "renamed";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "members_merchant_username_lower_uq" ON "members" ("merchant_id", lower("username"));
