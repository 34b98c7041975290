ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_member_uq";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "vendor_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_member_wallet_uq" ON "ledger_accounts" USING btree ("member_id",coalesce("vendor_code", ''));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_vendor_owner" CHECK ("ledger_accounts"."vendor_code" is null or "ledger_accounts"."kind" = 'member');