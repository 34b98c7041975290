-- Sign-ins and inbox messages join the monthly partitions (as ledger_entries in
-- partition_by_month: RANGE on created_at, one partition per UTC month `<table>_YYYY_MM`, a
-- DEFAULT partition `<table>_default`, made ahead by the `partitions` job with
-- create_month_partition; see apps/api/README.md, Partitions).
--  - `sessions` was both the live session table (looked up by token hash on every signed-in
--    request) and the member's sign-in history. The history moves to `sign_ins`, append-only
--    and partitioned, one row per session opened (written in the same statement as the
--    session); `sessions` keeps the live sessions (the `sessions` job deletes those that ended
--    more than a week ago), so the token lookup stays one probe of one small unique index.
--  - `inbox_messages` is partitioned; its uniqueness (one message per member and event) moves
--    to `inbox_message_keys`, not partitioned, which also gives a message's time (the
--    partition key) to a read by id.
CREATE TABLE "sign_ins" (
	"session_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"method" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone NOT NULL
) PARTITION BY RANGE ("created_at");
--> statement-breakpoint
CREATE TABLE "sign_ins_default" PARTITION OF "sign_ins" DEFAULT;
--> statement-breakpoint
ALTER SEQUENCE "inbox_messages_id_seq" OWNED BY NONE;
--> statement-breakpoint
ALTER TABLE "inbox_messages" RENAME TO "inbox_messages_unpartitioned";
--> statement-breakpoint
CREATE TABLE "inbox_messages" (
	"id" integer DEFAULT nextval('inbox_messages_id_seq') NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"event_key" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
) PARTITION BY RANGE ("created_at");
--> statement-breakpoint
CREATE TABLE "inbox_messages_default" PARTITION OF "inbox_messages" DEFAULT;
--> statement-breakpoint
-- A partition for every month of the last year and every month that has sign-ins or messages,
-- and for this month and the next three.
DO $$
DECLARE
  m date;
  last date := (date_trunc('month', now() AT TIME ZONE 'UTC') + interval '3 months')::date;
  year_ago date := (date_trunc('month', now() AT TIME ZONE 'UTC') - interval '12 months')::date;
BEGIN
  m := least(coalesce((SELECT date_trunc('month', min(created_at) AT TIME ZONE 'UTC')::date
                         FROM sessions), year_ago), year_ago);
  WHILE m <= last LOOP
    PERFORM create_month_partition('sign_ins', m);
    m := (m + interval '1 month')::date;
  END LOOP;
  m := least(coalesce((SELECT date_trunc('month', min(created_at) AT TIME ZONE 'UTC')::date
                         FROM inbox_messages_unpartitioned), year_ago), year_ago);
  WHILE m <= last LOOP
    PERFORM create_month_partition('inbox_messages', m);
    m := (m + interval '1 month')::date;
  END LOOP;
END $$;
--> statement-breakpoint
-- The history so far: every session ever opened was one sign-in.
INSERT INTO "sign_ins" ("session_id", "merchant_id", "member_id", "method", "ip", "user_agent", "created_at")
  SELECT "id", "merchant_id", "member_id", "method", "ip", "user_agent", "created_at" FROM "sessions";
--> statement-breakpoint
INSERT INTO "inbox_messages" ("id", "merchant_id", "member_id", "type", "title", "content", "event_key", "read_at", "created_at")
  SELECT "id", "merchant_id", "member_id", "type", "title", "content", "event_key", "read_at", "created_at"
    FROM "inbox_messages_unpartitioned";
--> statement-breakpoint
CREATE TABLE "inbox_message_keys" (
	"member_id" integer NOT NULL,
	"event_key" text NOT NULL,
	"message_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inbox_message_keys_pkey" PRIMARY KEY("member_id","event_key"),
	CONSTRAINT "inbox_message_keys_message_uq" UNIQUE("message_id")
);
--> statement-breakpoint
INSERT INTO "inbox_message_keys" ("member_id", "event_key", "message_id", "created_at")
  SELECT "member_id", "event_key", "id", "created_at" FROM "inbox_messages_unpartitioned";
--> statement-breakpoint
DROP TABLE "inbox_messages_unpartitioned";
--> statement-breakpoint
ALTER SEQUENCE "inbox_messages_id_seq" OWNED BY "inbox_messages"."id";
--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_pkey" PRIMARY KEY("id","created_at");
--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "inbox_messages_member_time_idx" ON "inbox_messages" USING btree ("member_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "inbox_messages_unread_idx" ON "inbox_messages" USING btree ("member_id","created_at") WHERE "inbox_messages"."read_at" is null;
--> statement-breakpoint
ALTER TABLE "inbox_message_keys" ADD CONSTRAINT "inbox_message_keys_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_pkey" PRIMARY KEY("session_id","created_at");
--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "sign_ins_member_time_idx" ON "sign_ins" USING btree ("member_id","created_at","session_id");
--> statement-breakpoint
CREATE INDEX "sign_ins_ip_idx" ON "sign_ins" USING btree ("merchant_id","ip" text_pattern_ops);
--> statement-breakpoint
-- The live sessions only from now on: where and on what is in sign_ins.
ALTER TABLE "sessions" DROP COLUMN "ip";
--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "user_agent";
--> statement-breakpoint
CREATE INDEX "sessions_ended_idx" ON "sessions" USING btree ((least("expires_at", "revoked_at")));
