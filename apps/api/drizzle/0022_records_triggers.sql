-- The member's records (member_ledger_lines, member_ledger_daily, member_bet_daily), kept by
-- triggers so that every code path that posts to the ledger or writes a bet record keeps them
-- right. Days are UTC days; readers add the partial days at a period's edges from the rows.

-- A ledger entry on an account a member owns (its main account or a vendor wallet): one line
-- with the transaction's kind and time, and its day's sums. Runs after the account's balance
-- update (post() updates balances before it inserts entries), so the day row is always taken
-- after the account row.
CREATE OR REPLACE FUNCTION member_ledger_lines_add() RETURNS trigger AS $$
DECLARE
  m integer;
  k text;
  at timestamptz;
BEGIN
  SELECT a.member_id INTO m FROM ledger_accounts a WHERE a.id = NEW.account_id;
  IF m IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT t.kind, t.created_at INTO k, at FROM ledger_transactions t WHERE t.id = NEW.transaction_id;
  INSERT INTO member_ledger_lines (entry_id, member_id, account_id, transaction_id, kind, amount, created_at)
    VALUES (NEW.id, m, NEW.account_id, NEW.transaction_id, k, NEW.amount, at);
  INSERT INTO member_ledger_daily AS d (member_id, day, kind, entries, credits, debits)
    VALUES (m, (at AT TIME ZONE 'UTC')::date, k, 1, greatest(NEW.amount, 0), least(NEW.amount, 0))
    ON CONFLICT (member_id, day, kind) DO UPDATE SET
      entries = d.entries + 1, credits = d.credits + EXCLUDED.credits, debits = d.debits + EXCLUDED.debits;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_member_lines AFTER INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION member_ledger_lines_add();
--> statement-breakpoint
-- Adds one bet's contribution (or takes it away, sign -1) to its day, category and vendor.
CREATE OR REPLACE FUNCTION member_bet_daily_add(r bet_records, sign integer) RETURNS void AS $$
DECLARE
  open boolean := r.status <> 'SETTLED';
BEGIN
  INSERT INTO member_bet_daily AS d
      (member_id, day, category, vendor_code, bets, stake, open_bets, open_stake, valid_bets, payout)
    VALUES (r.member_id, (r.created_at AT TIME ZONE 'UTC')::date, r.category, r.vendor_code,
            sign, sign * r.stake,
            CASE WHEN open THEN sign ELSE 0 END, CASE WHEN open THEN sign * r.stake ELSE 0 END,
            CASE WHEN open THEN 0 ELSE sign * r.stake END, CASE WHEN open THEN 0 ELSE sign * r.payout END)
    ON CONFLICT (member_id, day, category, vendor_code) DO UPDATE SET
      bets = d.bets + EXCLUDED.bets, stake = d.stake + EXCLUDED.stake,
      open_bets = d.open_bets + EXCLUDED.open_bets, open_stake = d.open_stake + EXCLUDED.open_stake,
      valid_bets = d.valid_bets + EXCLUDED.valid_bets, payout = d.payout + EXCLUDED.payout;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A new bet adds itself; a changed one (settled, paid) takes its old contribution away and
-- adds the new one.
CREATE OR REPLACE FUNCTION member_bet_daily_on_bet() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.status IS NOT DISTINCT FROM NEW.status AND OLD.stake = NEW.stake AND OLD.payout = NEW.payout
       AND OLD.category = NEW.category AND OLD.vendor_code = NEW.vendor_code
       AND OLD.created_at = NEW.created_at THEN
      RETURN NULL;
    END IF;
    PERFORM member_bet_daily_add(OLD, -1);
  END IF;
  PERFORM member_bet_daily_add(NEW, 1);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bet_records_member_daily
  AFTER INSERT OR UPDATE OF status, stake, payout, category, vendor_code, created_at ON bet_records
  FOR EACH ROW EXECUTE FUNCTION member_bet_daily_on_bet();
--> statement-breakpoint
-- Rebuilds the member records from the ledger and the bet records (the migration runs it for
-- existing data; bulk loads run with triggers off, then call it once).
CREATE OR REPLACE FUNCTION member_records_rebuild() RETURNS void AS $$
BEGIN
  DELETE FROM member_ledger_lines;
  DELETE FROM member_ledger_daily;
  DELETE FROM member_bet_daily;
  INSERT INTO member_ledger_lines (entry_id, member_id, account_id, transaction_id, kind, amount, created_at)
    SELECT e.id, a.member_id, e.account_id, e.transaction_id, t.kind, e.amount, t.created_at
      FROM ledger_entries e
      JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id IS NOT NULL
      JOIN ledger_transactions t ON t.id = e.transaction_id;
  INSERT INTO member_ledger_daily (member_id, day, kind, entries, credits, debits)
    SELECT member_id, (created_at AT TIME ZONE 'UTC')::date, kind, count(*),
           coalesce(sum(amount) FILTER (WHERE amount > 0), 0),
           coalesce(sum(amount) FILTER (WHERE amount < 0), 0)
      FROM member_ledger_lines GROUP BY 1, 2, 3;
  INSERT INTO member_bet_daily
      (member_id, day, category, vendor_code, bets, stake, open_bets, open_stake, valid_bets, payout)
    SELECT member_id, (created_at AT TIME ZONE 'UTC')::date, category, vendor_code,
           count(*), sum(stake),
           count(*) FILTER (WHERE status <> 'SETTLED'),
           coalesce(sum(stake) FILTER (WHERE status <> 'SETTLED'), 0),
           coalesce(sum(stake) FILTER (WHERE status = 'SETTLED'), 0),
           coalesce(sum(payout) FILTER (WHERE status = 'SETTLED'), 0)
      FROM bet_records GROUP BY 1, 2, 3, 4;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT member_records_rebuild();
