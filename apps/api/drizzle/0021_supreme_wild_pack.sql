CREATE TABLE "member_bet_daily" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"vendor_code" text NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"open_bets" integer DEFAULT 0 NOT NULL,
	"open_stake" bigint DEFAULT 0 NOT NULL,
	"valid_bets" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_bet_daily_member_id_day_category_vendor_code_pk" PRIMARY KEY("member_id","day","category","vendor_code")
);
--> statement-breakpoint
CREATE TABLE "member_ledger_daily" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"credits" bigint DEFAULT 0 NOT NULL,
	"debits" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_ledger_daily_member_id_day_kind_pk" PRIMARY KEY("member_id","day","kind")
);
--> statement-breakpoint
CREATE TABLE "member_ledger_lines" (
	"entry_id" bigint PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"transaction_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "bet_records_member_time_idx";--> statement-breakpoint
ALTER TABLE "member_bet_daily" ADD CONSTRAINT "member_bet_daily_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_ledger_daily" ADD CONSTRAINT "member_ledger_daily_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_ledger_lines" ADD CONSTRAINT "member_ledger_lines_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_ledger_lines" ADD CONSTRAINT "member_ledger_lines_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_ledger_lines_time_idx" ON "member_ledger_lines" USING btree ("member_id","created_at","entry_id","kind","amount");--> statement-breakpoint
CREATE INDEX "member_ledger_lines_kind_idx" ON "member_ledger_lines" USING btree ("member_id","kind","created_at","entry_id","amount");--> statement-breakpoint
CREATE INDEX "member_ledger_lines_transaction_idx" ON "member_ledger_lines" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "bet_records_member_time_idx" ON "bet_records" USING btree ("member_id","created_at","id","category","vendor_code","status","stake","payout");