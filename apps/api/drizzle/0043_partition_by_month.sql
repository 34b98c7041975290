-- Ledger entries and the member's ledger lines become declarative partitions by month: RANGE
-- on created_at, one partition per UTC month (`<table>_YYYY_MM`) and a DEFAULT partition
-- (`<table>_default`) that catches any row outside them. Legs carry their transaction's time
-- (the partition key), so a transaction's legs sit in one partition and every month query
-- prunes to the months it covers. What stays unique across months stays in tables that are
-- not partitioned: a ledger transaction's id and its idempotency key (ledger_transactions).
-- The keys of the partitioned tables carry the partition key: (id, created_at) and
-- (entry_id, created_at); the lines' foreign key to their entry names both.
-- The partitions of the coming months are made by the `partitions` job (domain/kernel/
-- partitions.ts) with create_month_partition below; see apps/api/README.md (Partitions).

-- Creates the partition of `parent` for the UTC month starting `month` when it is missing.
-- 'exists': attached already (in any schema: archived partitions stay attached); 'created';
-- 'blocked': the DEFAULT partition holds rows of that month, so nothing is made (PostgreSQL
-- would refuse, and rows are never moved silently: an operator moves them, README).
CREATE OR REPLACE FUNCTION create_month_partition(parent text, month date) RETURNS text AS $$
DECLARE
  first date := date_trunc('month', month)::date;
  name text := parent || '_' || to_char(first, 'YYYY_MM');
  lo timestamptz := first::timestamp AT TIME ZONE 'UTC';
  hi timestamptz := (first + interval '1 month')::timestamp AT TIME ZONE 'UTC';
  stray boolean;
BEGIN
  IF EXISTS (SELECT 1 FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
              WHERE i.inhparent = parent::regclass AND c.relname = name) THEN
    RETURN 'exists';
  END IF;
  EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE created_at >= $1 AND created_at < $2)',
                 parent || '_default') INTO stray USING lo, hi;
  IF stray THEN
    RETURN 'blocked';
  END IF;
  EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)', name, parent, lo, hi);
  RETURN 'created';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
ALTER TABLE "member_ledger_lines" DROP CONSTRAINT "member_ledger_lines_entry_id_ledger_entries_id_fk";
--> statement-breakpoint
ALTER SEQUENCE "ledger_entries_id_seq" OWNED BY NONE;
--> statement-breakpoint
ALTER TABLE "ledger_entries" RENAME TO "ledger_entries_unpartitioned";
--> statement-breakpoint
ALTER TABLE "member_ledger_lines" RENAME TO "member_ledger_lines_unpartitioned";
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint DEFAULT nextval('ledger_entries_id_seq') NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount" <> 0)
) PARTITION BY RANGE ("created_at");
--> statement-breakpoint
CREATE TABLE "member_ledger_lines" (
	"entry_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"transaction_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
) PARTITION BY RANGE ("created_at");
--> statement-breakpoint
CREATE TABLE "ledger_entries_default" PARTITION OF "ledger_entries" DEFAULT;
--> statement-breakpoint
CREATE TABLE "member_ledger_lines_default" PARTITION OF "member_ledger_lines" DEFAULT;
--> statement-breakpoint
-- A partition for every month of the last year and every month that has movements, and for
-- this month and the next three (a new database's seed writes some history: its months are
-- there before it).
DO $$
DECLARE
  m date;
  last date := (date_trunc('month', now() AT TIME ZONE 'UTC') + interval '3 months')::date;
  year_ago date := (date_trunc('month', now() AT TIME ZONE 'UTC') - interval '12 months')::date;
BEGIN
  m := least(coalesce((SELECT date_trunc('month', min(created_at) AT TIME ZONE 'UTC')::date
                         FROM ledger_transactions), year_ago), year_ago);
  WHILE m <= last LOOP
    PERFORM create_month_partition('ledger_entries', m);
    PERFORM create_month_partition('member_ledger_lines', m);
    m := (m + interval '1 month')::date;
  END LOOP;
END $$;
--> statement-breakpoint
INSERT INTO "ledger_entries" ("id", "transaction_id", "account_id", "amount", "created_at")
  SELECT e.id, e.transaction_id, e.account_id, e.amount, t.created_at
    FROM "ledger_entries_unpartitioned" e JOIN "ledger_transactions" t ON t.id = e.transaction_id;
--> statement-breakpoint
INSERT INTO "member_ledger_lines"
  SELECT "entry_id", "member_id", "account_id", "transaction_id", "kind", "amount", "created_at"
    FROM "member_ledger_lines_unpartitioned";
--> statement-breakpoint
DROP TABLE "member_ledger_lines_unpartitioned";
--> statement-breakpoint
DROP TABLE "ledger_entries_unpartitioned";
--> statement-breakpoint
ALTER SEQUENCE "ledger_entries_id_seq" OWNED BY "ledger_entries"."id";
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_pkey" PRIMARY KEY("id","created_at");
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id");
--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");
--> statement-breakpoint
ALTER TABLE "member_ledger_lines" ADD CONSTRAINT "member_ledger_lines_pkey" PRIMARY KEY("entry_id","created_at");
--> statement-breakpoint
ALTER TABLE "member_ledger_lines" ADD CONSTRAINT "member_ledger_lines_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "member_ledger_lines" ADD CONSTRAINT "member_ledger_lines_entry_fk" FOREIGN KEY ("entry_id","created_at") REFERENCES "public"."ledger_entries"("id","created_at") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "member_ledger_lines_time_idx" ON "member_ledger_lines" USING btree ("member_id","created_at","entry_id","kind","amount");
--> statement-breakpoint
CREATE INDEX "member_ledger_lines_kind_idx" ON "member_ledger_lines" USING btree ("member_id","kind","created_at","entry_id","amount");
--> statement-breakpoint
CREATE INDEX "member_ledger_lines_transaction_idx" ON "member_ledger_lines" USING btree ("transaction_id");
--> statement-breakpoint
-- At commit, each transaction touched balances, and each leg carries its transaction's time
-- (so its legs share one partition, and this sum reads that partition only).
CREATE OR REPLACE FUNCTION ledger_transaction_balanced() RETURNS trigger AS $$
DECLARE
  total numeric;
  at timestamptz;
BEGIN
  SELECT t.created_at INTO at FROM ledger_transactions t WHERE t.id = NEW.transaction_id;
  IF NOT FOUND THEN
    -- Deleted with its transaction (a cascade) before the check ran.
    RETURN NULL;
  END IF;
  IF at <> NEW.created_at THEN
    RAISE EXCEPTION 'ledger entry % is dated % but its transaction % is dated %',
      NEW.id, NEW.created_at, NEW.transaction_id, at;
  END IF;
  SELECT coalesce(sum(amount), 0) INTO total FROM ledger_entries
   WHERE transaction_id = NEW.transaction_id AND created_at = NEW.created_at;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % is unbalanced by %', NEW.transaction_id, total;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced
  AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_change
  BEFORE UPDATE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_daily_stats AFTER INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_stats();
--> statement-breakpoint
-- The line takes the entry's time (its transaction's), the partition key of both.
CREATE OR REPLACE FUNCTION member_ledger_lines_add() RETURNS trigger AS $$
DECLARE
  m integer;
  mc integer;
  k text;
BEGIN
  SELECT a.member_id, a.merchant_id INTO m, mc FROM ledger_accounts a WHERE a.id = NEW.account_id;
  IF m IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT t.kind INTO k FROM ledger_transactions t WHERE t.id = NEW.transaction_id;
  INSERT INTO member_ledger_lines (entry_id, member_id, account_id, transaction_id, kind, amount, created_at)
    VALUES (NEW.id, m, NEW.account_id, NEW.transaction_id, k, NEW.amount, NEW.created_at);
  INSERT INTO figure_deltas (figure, member_id, day, ledger_kind, entries, credits, debits)
    VALUES ('ledger', m, (NEW.created_at AT TIME ZONE merchant_zone(mc))::date, k, 1,
            greatest(NEW.amount, 0), least(NEW.amount, 0));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_member_lines AFTER INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION member_ledger_lines_add();
--> statement-breakpoint
CREATE SCHEMA IF NOT EXISTS "archive";
