ALTER TABLE "bet_records" ADD COLUMN "adapter" text;--> statement-breakpoint
ALTER TABLE "bet_records" ADD COLUMN "debit_tx_id" text;--> statement-breakpoint
ALTER TABLE "bet_records" ADD COLUMN "credit_tx_id" text;--> statement-breakpoint
ALTER TABLE "bet_records" ADD COLUMN "rollback_tx_id" text;--> statement-breakpoint
ALTER TABLE "bet_records" ADD CONSTRAINT "bet_records_debit_tx_uq" UNIQUE("adapter","debit_tx_id");--> statement-breakpoint
ALTER TABLE "bet_records" ADD CONSTRAINT "bet_records_credit_tx_uq" UNIQUE("adapter","credit_tx_id");