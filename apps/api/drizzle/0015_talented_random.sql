CREATE TABLE "google_auth_setups" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_avatars" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_avatars_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "play_breaks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"duration" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "deposit_limits" RENAME TO "member_limits";--> statement-breakpoint
ALTER TABLE "member_limits" DROP CONSTRAINT "deposit_limits_member_id_members_id_fk";
--> statement-breakpoint
DROP INDEX "sessions_member_idx";--> statement-breakpoint
-- drizzle-kit writes the new primary key before the column it names: the column comes first.
ALTER TABLE "member_limits" ADD COLUMN "kind" text DEFAULT 'deposit' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_limits" DROP CONSTRAINT "deposit_limits_member_id_period_pk";--> statement-breakpoint
ALTER TABLE "member_limits" ADD CONSTRAINT "member_limits_member_id_kind_period_pk" PRIMARY KEY("member_id","kind","period");--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "avatar" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "reality_check_minutes" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "google_auth_setups" ADD CONSTRAINT "google_auth_setups_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_avatars" ADD CONSTRAINT "member_avatars_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_breaks" ADD CONSTRAINT "play_breaks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_breaks_member_idx" ON "play_breaks" USING btree ("member_id","starts_at");--> statement-breakpoint
ALTER TABLE "member_limits" ADD CONSTRAINT "member_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_member_created_idx" ON "sessions" USING btree ("member_id","created_at");