CREATE TABLE "jackpot_stakes" (
	"bet_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "jackpot_stakes_merchant_idx" ON "jackpot_stakes" USING btree ("merchant_id","bet_id");--> statement-breakpoint
CREATE FUNCTION queue_jackpot_stakes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO jackpot_stakes (bet_id, merchant_id) SELECT id, merchant_id FROM added_bets;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER bet_records_jackpot_queue AFTER INSERT ON bet_records
  REFERENCING NEW TABLE AS added_bets FOR EACH STATEMENT EXECUTE FUNCTION queue_jackpot_stakes();--> statement-breakpoint
INSERT INTO jackpot_stakes (bet_id, merchant_id)
  SELECT b.id, b.merchant_id FROM bet_records b
  LEFT JOIN jackpot_pools p ON p.merchant_id = b.merchant_id
  WHERE p.swept_until IS NULL OR b.created_at > p.swept_until;--> statement-breakpoint
ALTER TABLE "jackpot_pools" DROP COLUMN "swept_until";