DROP INDEX "ledger_accounts_merchant_balance_idx";--> statement-breakpoint
DROP INDEX "members_merchant_team_size_idx";--> statement-breakpoint
ALTER TABLE "member_daily_stats" ADD COLUMN "deposit_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_daily_stats" ADD COLUMN "withdrawal_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_daily_stats" ADD COLUMN "withdrawn" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_daily_stats" ADD COLUMN "transfer_in_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_daily_stats" ADD COLUMN "transfer_in" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_daily_stats" ADD COLUMN "transfer_out_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_daily_stats" ADD COLUMN "transfer_out" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_daily_stats" ADD COLUMN "upline_transfer_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_daily_stats" ADD COLUMN "upline_transfer" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_tree" ADD COLUMN "registered_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "team_daily_stats" ADD COLUMN "deposit_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_daily_stats" ADD COLUMN "withdrawal_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_daily_stats" ADD COLUMN "withdrawn" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_daily_stats" ADD COLUMN "transfer_in_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_daily_stats" ADD COLUMN "transfer_in" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_daily_stats" ADD COLUMN "transfer_out_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_daily_stats" ADD COLUMN "transfer_out" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_daily_stats" ADD COLUMN "upline_transfer_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_daily_stats" ADD COLUMN "upline_transfer" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_daily_stats" ADD COLUMN "registrations" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_daily_stats" ADD COLUMN "first_depositors" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_accounts_member_balance_idx" ON "ledger_accounts" USING btree ("merchant_id","balance","member_id") WHERE "ledger_accounts"."kind" = 'member' and "ledger_accounts"."vendor_code" is null;--> statement-breakpoint
CREATE INDEX "ledger_transactions_cashier_time_idx" ON "ledger_transactions" USING btree ("merchant_id","created_at") WHERE "ledger_transactions"."kind" in ('deposit', 'withdrawal', 'transfer', 'upline_transfer');--> statement-breakpoint
CREATE INDEX "members_merchant_account_idx" ON "members" USING btree ("merchant_id",lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_merchant_agents_idx" ON "members" USING btree ("merchant_id","id") WHERE "members"."type" in (1, 2, 41, 42);--> statement-breakpoint
CREATE INDEX "members_merchant_locked_idx" ON "members" USING btree ("merchant_id","id") WHERE "members"."status" = 'locked';--> statement-breakpoint
CREATE INDEX "member_tree_ancestor_registered_idx" ON "member_tree" USING btree ("ancestor_id","registered_at","descendant_id","depth");--> statement-breakpoint
CREATE INDEX "members_merchant_team_size_idx" ON "members" USING btree ("merchant_id","team_size","id");