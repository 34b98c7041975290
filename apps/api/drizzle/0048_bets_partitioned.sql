-- Bet records become declarative partitions by month, as the ledger's (partition_by_month):
-- RANGE on created_at (the round's time), one partition per UTC month (`bet_records_YYYY_MM`)
-- and a DEFAULT partition (`bet_records_default`) that catches any row outside them; the
-- `partitions` job makes the coming months (domain/kernel/partitions.ts). The primary key
-- carries the partition key: (id, created_at). What must stay unique whatever the month moves
-- to `bet_keys`, which is not partitioned: the round per member (a retried round is a replay)
-- and the vendor's debit and credit transaction ids per adapter (a repeated callback is a
-- replay), each row naming its bet by (bet_id, created_at), so a bet found by a key is read
-- from one partition. The wallet writes a bet's key row with the bet, in one statement
-- (domain/games/bet-keys.ts); the triggers below keep the key rows of bets written any other
-- way, changed or deleted.

-- Its parameter's row type is the table's: made again for the partitioned table below.
DROP FUNCTION member_bet_daily_add(bet_records, integer);
--> statement-breakpoint
ALTER SEQUENCE "bet_records_id_seq" OWNED BY NONE;
--> statement-breakpoint
ALTER TABLE "bet_records" RENAME TO "bet_records_unpartitioned";
--> statement-breakpoint
CREATE TABLE "bet_keys" (
	"member_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"bet_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"adapter" text,
	"debit_tx_id" text,
	"credit_tx_id" text,
	CONSTRAINT "bet_keys_pkey" PRIMARY KEY("member_id","round_id"),
	CONSTRAINT "bet_keys_debit_tx_uq" UNIQUE("adapter","debit_tx_id"),
	CONSTRAINT "bet_keys_credit_tx_uq" UNIQUE("adapter","credit_tx_id")
);
--> statement-breakpoint
ALTER TABLE "bet_keys" ADD CONSTRAINT "bet_keys_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
INSERT INTO "bet_keys" ("member_id", "round_id", "bet_id", "created_at", "adapter", "debit_tx_id", "credit_tx_id")
  SELECT "member_id", "round_id", "id", "created_at", "adapter", "debit_tx_id", "credit_tx_id"
    FROM "bet_records_unpartitioned";
--> statement-breakpoint
-- The jackpot's queue keeps each bet's time, so a sweep reads only the months of its bets.
ALTER TABLE "jackpot_stakes" ADD COLUMN "created_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "jackpot_stakes" q SET "created_at" = b."created_at"
  FROM "bet_records_unpartitioned" b WHERE b."id" = q."bet_id";
--> statement-breakpoint
-- (A queued bet that is gone adds nothing to the pool: its sweep would only delete it.)
DELETE FROM "jackpot_stakes" WHERE "created_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "jackpot_stakes" ALTER COLUMN "created_at" SET NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION queue_jackpot_stakes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO jackpot_stakes (bet_id, merchant_id, created_at)
    SELECT id, merchant_id, created_at FROM added_bets;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TABLE "bet_records" (
	"id" bigint DEFAULT nextval('bet_records_id_seq') NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"category" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"status" text NOT NULL,
	"bet" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"draw_numero" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"adapter" text,
	"debit_tx_id" text,
	"credit_tx_id" text,
	"rollback_tx_id" text
) PARTITION BY RANGE ("created_at");
--> statement-breakpoint
CREATE TABLE "bet_records_default" PARTITION OF "bet_records" DEFAULT;
--> statement-breakpoint
-- A partition for every month from the oldest bet's (or a year ago, whichever is older) to
-- three months ahead.
DO $$
DECLARE
  m date;
  last date := (date_trunc('month', now() AT TIME ZONE 'UTC') + interval '3 months')::date;
  year_ago date := (date_trunc('month', now() AT TIME ZONE 'UTC') - interval '12 months')::date;
BEGIN
  m := least(coalesce((SELECT date_trunc('month', min(created_at) AT TIME ZONE 'UTC')::date
                         FROM bet_records_unpartitioned), year_ago), year_ago);
  WHILE m <= last LOOP
    PERFORM create_month_partition('bet_records', m);
    m := (m + interval '1 month')::date;
  END LOOP;
END $$;
--> statement-breakpoint
INSERT INTO "bet_records" ("id", "merchant_id", "member_id", "round_id", "category", "vendor_code",
    "game_id", "game_code", "stake", "payout", "status", "bet", "outcome", "draw_numero",
    "created_at", "settled_at", "adapter", "debit_tx_id", "credit_tx_id", "rollback_tx_id")
  SELECT "id", "merchant_id", "member_id", "round_id", "category", "vendor_code", "game_id",
         "game_code", "stake", "payout", "status", "bet", "outcome", "draw_numero", "created_at",
         "settled_at", "adapter", "debit_tx_id", "credit_tx_id", "rollback_tx_id"
    FROM "bet_records_unpartitioned";
--> statement-breakpoint
DROP TABLE "bet_records_unpartitioned";
--> statement-breakpoint
ALTER SEQUENCE "bet_records_id_seq" OWNED BY "bet_records"."id";
--> statement-breakpoint
ALTER TABLE "bet_records" ADD CONSTRAINT "bet_records_pkey" PRIMARY KEY("id","created_at");
--> statement-breakpoint
ALTER TABLE "bet_records" ADD CONSTRAINT "bet_records_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bet_records" ADD CONSTRAINT "bet_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bet_records" ADD CONSTRAINT "bet_records_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "bet_records_member_time_idx" ON "bet_records" USING btree ("member_id","created_at","id","category","vendor_code","status","stake","payout");
--> statement-breakpoint
CREATE INDEX "bet_records_open_draw_idx" ON "bet_records" USING btree ("game_id","draw_numero","status");
--> statement-breakpoint
CREATE INDEX "bet_records_time_idx" ON "bet_records" USING btree ("merchant_id","created_at");
--> statement-breakpoint
CREATE INDEX "bet_records_settled_idx" ON "bet_records" USING btree ("merchant_id","settled_at");
--> statement-breakpoint
-- The triggers of the table, as they were (row triggers run on every partition; the jackpot
-- queue is a statement trigger whose transition table holds the rows of every partition).
CREATE OR REPLACE FUNCTION member_bet_daily_add(r bet_records, sign integer) RETURNS void AS $$
DECLARE
  open boolean := r.status <> 'SETTLED';
BEGIN
  INSERT INTO figure_deltas (figure, member_id, day, category, vendor_code, bets, stake,
      open_bets, open_stake, valid_bets, payout)
    VALUES ('bets', r.member_id, (r.created_at AT TIME ZONE merchant_zone(r.merchant_id))::date,
            r.category, r.vendor_code, sign, sign * r.stake,
            CASE WHEN open THEN sign ELSE 0 END, CASE WHEN open THEN sign * r.stake ELSE 0 END,
            CASE WHEN open THEN 0 ELSE sign * r.stake END, CASE WHEN open THEN 0 ELSE sign * r.payout END);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bet_records_daily_stats AFTER INSERT OR UPDATE OF status, payout, stake ON bet_records
  FOR EACH ROW EXECUTE FUNCTION bet_records_stats();
--> statement-breakpoint
CREATE TRIGGER bet_records_member_daily
  AFTER INSERT OR UPDATE OF status, stake, payout, category, vendor_code, created_at ON bet_records
  FOR EACH ROW EXECUTE FUNCTION member_bet_daily_on_bet();
--> statement-breakpoint
CREATE TRIGGER bet_records_jackpot_queue AFTER INSERT ON bet_records
  REFERENCING NEW TABLE AS added_bets FOR EACH STATEMENT EXECUTE FUNCTION queue_jackpot_stakes();
--> statement-breakpoint
-- A bet keeps its month: moving a row to another partition would run its INSERT triggers
-- (figures, keys) again instead of its UPDATE ones.
CREATE OR REPLACE FUNCTION bet_records_keep_month() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'bet record % cannot move from % to another month (%)', OLD.id, OLD.created_at, NEW.created_at;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bet_records_same_month BEFORE UPDATE OF created_at ON bet_records
  FOR EACH ROW
  WHEN (date_trunc('month', OLD.created_at AT TIME ZONE 'UTC') <> date_trunc('month', NEW.created_at AT TIME ZONE 'UTC'))
  EXECUTE FUNCTION bet_records_keep_month();
--> statement-breakpoint
-- A new bet's key row: written already by the wallet (the same bet, time and ids), else
-- written here, refused as a unique violation when another bet holds one of its keys.
CREATE OR REPLACE FUNCTION bet_keys_add() RETURNS trigger AS $$
BEGIN
  PERFORM 1 FROM bet_keys k
   WHERE k.member_id = NEW.member_id AND k.round_id = NEW.round_id AND k.bet_id = NEW.id
     AND k.created_at = NEW.created_at AND k.adapter IS NOT DISTINCT FROM NEW.adapter
     AND k.debit_tx_id IS NOT DISTINCT FROM NEW.debit_tx_id
     AND k.credit_tx_id IS NOT DISTINCT FROM NEW.credit_tx_id;
  IF NOT FOUND THEN
    INSERT INTO bet_keys (member_id, round_id, bet_id, created_at, adapter, debit_tx_id, credit_tx_id)
      VALUES (NEW.member_id, NEW.round_id, NEW.id, NEW.created_at, NEW.adapter, NEW.debit_tx_id,
              NEW.credit_tx_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bet_records_keys AFTER INSERT ON bet_records
  FOR EACH ROW EXECUTE FUNCTION bet_keys_add();
--> statement-breakpoint
-- A bet whose keys change (the credit that settles it) changes its key row: a credit id
-- another bet of the adapter holds is refused as a unique violation, as before.
CREATE OR REPLACE FUNCTION bet_keys_follow() RETURNS trigger AS $$
BEGIN
  UPDATE bet_keys
     SET member_id = NEW.member_id, round_id = NEW.round_id, bet_id = NEW.id,
         created_at = NEW.created_at, adapter = NEW.adapter, debit_tx_id = NEW.debit_tx_id,
         credit_tx_id = NEW.credit_tx_id
   WHERE member_id = OLD.member_id AND round_id = OLD.round_id AND bet_id = OLD.id;
  IF NOT FOUND THEN
    INSERT INTO bet_keys (member_id, round_id, bet_id, created_at, adapter, debit_tx_id, credit_tx_id)
      VALUES (NEW.member_id, NEW.round_id, NEW.id, NEW.created_at, NEW.adapter, NEW.debit_tx_id,
              NEW.credit_tx_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bet_records_keys_follow
  AFTER UPDATE OF id, member_id, round_id, created_at, adapter, debit_tx_id, credit_tx_id ON bet_records
  FOR EACH ROW
  WHEN (OLD.id IS DISTINCT FROM NEW.id OR OLD.member_id IS DISTINCT FROM NEW.member_id
        OR OLD.round_id IS DISTINCT FROM NEW.round_id OR OLD.created_at IS DISTINCT FROM NEW.created_at
        OR OLD.adapter IS DISTINCT FROM NEW.adapter OR OLD.debit_tx_id IS DISTINCT FROM NEW.debit_tx_id
        OR OLD.credit_tx_id IS DISTINCT FROM NEW.credit_tx_id)
  EXECUTE FUNCTION bet_keys_follow();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bet_keys_drop() RETURNS trigger AS $$
BEGIN
  DELETE FROM bet_keys WHERE member_id = OLD.member_id AND round_id = OLD.round_id AND bet_id = OLD.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bet_records_keys_drop AFTER DELETE ON bet_records
  FOR EACH ROW EXECUTE FUNCTION bet_keys_drop();
