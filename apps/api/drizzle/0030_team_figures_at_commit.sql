-- The figures kept by triggers (member_daily_stats, team_daily_stats, team_category_daily_stats,
-- team_active_periods, member_ledger_daily, member_bet_daily, members.team_size and
-- members.first_deposit_at) are written once per transaction, at its commit, in one fixed
-- order, instead of row by row in the middle of it.
--
-- Why: the row triggers upserted a member's day and the day of every team above it while the
-- transaction went on. A team's day row is shared by every member of the team, so a round or
-- a deposit held it from its first statement to its commit, and took ledger account locks
-- after it (a round records its bet, then posts its payout): two money transactions each held
-- what the other waited for, PostgreSQL answered 40P01 (deadlock) "while inserting index tuple
-- in relation member_daily_stats", and the member saw a 500.
--
-- Now: the triggers append the transaction's figure deltas to figure_deltas (insert only, no
-- key shared with anyone, so they never wait), and a deferred constraint trigger folds them at
-- commit, after every other lock of the transaction has been taken, with one set-wise upsert
-- per table, in this order and each in key order:
--   1. members (id order): team sizes, first deposits
--   2. member_daily_stats (member, day)
--   3. team_daily_stats (agent, day)
--   4. team_category_daily_stats (agent, day, category)
--   5. team_active_periods (agent, period)
--   6. member_ledger_daily (member, day, kind)
--   7. member_bet_daily (member, day, category, vendor)
-- Every transaction that writes figures takes these rows in the same global order and waits
-- for nothing else after it, so no two of them can deadlock; and a team's hot row is held only
-- for the commit itself. The figures stay exact and synchronous: a reader sees a transaction's
-- figures exactly when it sees its money (same commit). The rows of figure_deltas live and die
-- inside their own transaction (the table is empty between transactions; UNLOGGED: nothing of
-- it needs to survive a crash).
CREATE UNLOGGED TABLE IF NOT EXISTS figure_deltas (
  tx xid8 NOT NULL DEFAULT pg_current_xact_id(),
  -- 'daily' (member and team days, and the category day when category is set), 'team' (team
  -- days only, from depth 1: registrations, first depositors), 'active' (a period a member
  -- became active in), 'ledger' (member_ledger_daily), 'bets' (member_bet_daily).
  figure text NOT NULL,
  member_id integer NOT NULL,
  day date,
  category text,
  vendor_code text,
  ledger_kind text,
  period text,
  bets integer NOT NULL DEFAULT 0,
  stake bigint NOT NULL DEFAULT 0,
  valid_bets bigint NOT NULL DEFAULT 0,
  payout bigint NOT NULL DEFAULT 0,
  open_bets integer NOT NULL DEFAULT 0,
  open_stake bigint NOT NULL DEFAULT 0,
  deposits bigint NOT NULL DEFAULT 0,
  withdrawals bigint NOT NULL DEFAULT 0,
  deposit_count integer NOT NULL DEFAULT 0,
  withdrawal_count integer NOT NULL DEFAULT 0,
  withdrawn bigint NOT NULL DEFAULT 0,
  transfer_in_count integer NOT NULL DEFAULT 0,
  transfer_in bigint NOT NULL DEFAULT 0,
  transfer_out_count integer NOT NULL DEFAULT 0,
  transfer_out bigint NOT NULL DEFAULT 0,
  upline_transfer_count integer NOT NULL DEFAULT 0,
  upline_transfer bigint NOT NULL DEFAULT 0,
  entries integer NOT NULL DEFAULT 0,
  credits bigint NOT NULL DEFAULT 0,
  debits bigint NOT NULL DEFAULT 0,
  registrations integer NOT NULL DEFAULT 0,
  first_depositors integer NOT NULL DEFAULT 0,
  -- A deposit: when it was made (the member's first deposit if it has none yet).
  deposit_at timestamptz,
  -- True on the transaction's first delta only: that row queues the fold for the commit.
  fold boolean NOT NULL DEFAULT false
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS figure_deltas_tx ON figure_deltas (tx);
--> statement-breakpoint
-- True the first time it is called in a transaction (a transaction-local setting remembers it;
-- rolled back with a savepoint together with the delta that set it).
CREATE OR REPLACE FUNCTION figure_deltas_first() RETURNS boolean AS $$
BEGIN
  IF current_setting('figures.queued', true) = 'on' THEN
    RETURN false;
  END IF;
  PERFORM set_config('figures.queued', 'on', true);
  RETURN true;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
ALTER TABLE figure_deltas ALTER COLUMN fold SET DEFAULT figure_deltas_first();
--> statement-breakpoint
-- Folds the transaction's deltas into the figures (see the order above) and removes them.
CREATE OR REPLACE FUNCTION figure_deltas_fold() RETURNS trigger AS $$
DECLARE
  me xid8 := pg_current_xact_id();
BEGIN
  -- Deltas queued after this (SET CONSTRAINTS ... IMMEDIATE ran the fold early) queue another.
  PERFORM set_config('figures.queued', '', true);
  -- 1. members rows, id order.
  PERFORM 1 FROM members WHERE id IN (
      SELECT t.ancestor_id FROM figure_deltas f
        JOIN member_tree t ON t.descendant_id = f.member_id AND t.depth >= 1
       WHERE f.tx = me AND f.registrations <> 0
      UNION
      SELECT f.member_id FROM figure_deltas f WHERE f.tx = me AND f.deposit_at IS NOT NULL)
    ORDER BY id FOR NO KEY UPDATE;
  UPDATE members m SET team_size = m.team_size + r.n
    FROM (SELECT t.ancestor_id AS id, sum(f.registrations) AS n FROM figure_deltas f
            JOIN member_tree t ON t.descendant_id = f.member_id AND t.depth >= 1
           WHERE f.tx = me AND f.registrations <> 0 GROUP BY 1) r
   WHERE m.id = r.id;
  -- A member's first deposit counts a first depositor for every team above it, on its day.
  WITH firsts AS (
    UPDATE members m SET first_deposit_at = f.at
      FROM (SELECT member_id, min(deposit_at) AS at FROM figure_deltas
             WHERE tx = me AND deposit_at IS NOT NULL GROUP BY 1) f
     WHERE m.id = f.member_id AND m.first_deposit_at IS NULL
    RETURNING m.id, m.merchant_id, f.at)
  INSERT INTO figure_deltas (tx, figure, member_id, day, first_depositors, fold)
    SELECT me, 'team', id, (at AT TIME ZONE merchant_zone(merchant_id))::date, 1, false FROM firsts;
  -- A member's first bet of a day, week or month (before this transaction) makes it active for
  -- every team above it in that period.
  INSERT INTO figure_deltas (tx, figure, member_id, period, fold)
    SELECT DISTINCT me, 'active', b.member_id, p.k, false
      FROM (SELECT DISTINCT member_id, day FROM figure_deltas
             WHERE tx = me AND figure = 'daily' AND bets > 0) b,
           LATERAL (VALUES
             ('d:' || to_char(b.day, 'YYYY-MM-DD'), b.day, b.day),
             ('w:' || to_char(date_trunc('week', b.day), 'YYYY-MM-DD'),
               date_trunc('week', b.day)::date, date_trunc('week', b.day)::date + 6),
             ('m:' || to_char(b.day, 'YYYY-MM'), date_trunc('month', b.day)::date,
               (date_trunc('month', b.day) + interval '1 month' - interval '1 day')::date)
           ) p(k, lo, hi)
     WHERE NOT EXISTS (SELECT 1 FROM member_daily_stats s
                        WHERE s.member_id = b.member_id AND s.day BETWEEN p.lo AND p.hi AND s.bets > 0);
  -- 2. member_daily_stats.
  INSERT INTO member_daily_stats AS s (member_id, day, bets, stake, valid_bets, payout, deposits,
      withdrawals, deposit_count, withdrawal_count, withdrawn, transfer_in_count, transfer_in,
      transfer_out_count, transfer_out, upline_transfer_count, upline_transfer)
    SELECT member_id, day, sum(bets), sum(stake), sum(valid_bets), sum(payout), sum(deposits),
           sum(withdrawals), sum(deposit_count), sum(withdrawal_count), sum(withdrawn),
           sum(transfer_in_count), sum(transfer_in), sum(transfer_out_count), sum(transfer_out),
           sum(upline_transfer_count), sum(upline_transfer)
      FROM figure_deltas WHERE tx = me AND figure = 'daily'
     GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (member_id, day) DO UPDATE SET
      bets = s.bets + EXCLUDED.bets, stake = s.stake + EXCLUDED.stake,
      valid_bets = s.valid_bets + EXCLUDED.valid_bets, payout = s.payout + EXCLUDED.payout,
      deposits = s.deposits + EXCLUDED.deposits, withdrawals = s.withdrawals + EXCLUDED.withdrawals,
      deposit_count = s.deposit_count + EXCLUDED.deposit_count,
      withdrawal_count = s.withdrawal_count + EXCLUDED.withdrawal_count,
      withdrawn = s.withdrawn + EXCLUDED.withdrawn,
      transfer_in_count = s.transfer_in_count + EXCLUDED.transfer_in_count,
      transfer_in = s.transfer_in + EXCLUDED.transfer_in,
      transfer_out_count = s.transfer_out_count + EXCLUDED.transfer_out_count,
      transfer_out = s.transfer_out + EXCLUDED.transfer_out,
      upline_transfer_count = s.upline_transfer_count + EXCLUDED.upline_transfer_count,
      upline_transfer = s.upline_transfer + EXCLUDED.upline_transfer;
  -- 3. team_daily_stats: a member's day goes to every team it belongs to (its own included);
  --    registrations and first depositors to the teams above it.
  INSERT INTO team_daily_stats AS s (agent_id, day, bets, stake, valid_bets, payout, deposits,
      withdrawals, deposit_count, withdrawal_count, withdrawn, transfer_in_count, transfer_in,
      transfer_out_count, transfer_out, upline_transfer_count, upline_transfer, registrations,
      first_depositors)
    SELECT t.ancestor_id, f.day, sum(f.bets), sum(f.stake), sum(f.valid_bets), sum(f.payout),
           sum(f.deposits), sum(f.withdrawals), sum(f.deposit_count), sum(f.withdrawal_count),
           sum(f.withdrawn), sum(f.transfer_in_count), sum(f.transfer_in),
           sum(f.transfer_out_count), sum(f.transfer_out), sum(f.upline_transfer_count),
           sum(f.upline_transfer), sum(f.registrations), sum(f.first_depositors)
      FROM figure_deltas f
      JOIN member_tree t ON t.descendant_id = f.member_id
                        AND (f.figure = 'daily' OR t.depth >= 1)
     WHERE f.tx = me AND f.figure IN ('daily', 'team')
     GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (agent_id, day) DO UPDATE SET
      bets = s.bets + EXCLUDED.bets, stake = s.stake + EXCLUDED.stake,
      valid_bets = s.valid_bets + EXCLUDED.valid_bets, payout = s.payout + EXCLUDED.payout,
      deposits = s.deposits + EXCLUDED.deposits, withdrawals = s.withdrawals + EXCLUDED.withdrawals,
      deposit_count = s.deposit_count + EXCLUDED.deposit_count,
      withdrawal_count = s.withdrawal_count + EXCLUDED.withdrawal_count,
      withdrawn = s.withdrawn + EXCLUDED.withdrawn,
      transfer_in_count = s.transfer_in_count + EXCLUDED.transfer_in_count,
      transfer_in = s.transfer_in + EXCLUDED.transfer_in,
      transfer_out_count = s.transfer_out_count + EXCLUDED.transfer_out_count,
      transfer_out = s.transfer_out + EXCLUDED.transfer_out,
      upline_transfer_count = s.upline_transfer_count + EXCLUDED.upline_transfer_count,
      upline_transfer = s.upline_transfer + EXCLUDED.upline_transfer,
      registrations = s.registrations + EXCLUDED.registrations,
      first_depositors = s.first_depositors + EXCLUDED.first_depositors;
  -- 4. team_category_daily_stats: bets by game category, every team the member belongs to.
  INSERT INTO team_category_daily_stats AS s (agent_id, day, category, bets, valid_bets, payout)
    SELECT t.ancestor_id, f.day, f.category, sum(f.bets), sum(f.valid_bets), sum(f.payout)
      FROM figure_deltas f JOIN member_tree t ON t.descendant_id = f.member_id
     WHERE f.tx = me AND f.figure = 'daily' AND f.category IS NOT NULL
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (agent_id, day, category) DO UPDATE SET
      bets = s.bets + EXCLUDED.bets, valid_bets = s.valid_bets + EXCLUDED.valid_bets,
      payout = s.payout + EXCLUDED.payout;
  -- 5. team_active_periods.
  INSERT INTO team_active_periods AS a (agent_id, period, active)
    SELECT t.ancestor_id, f.period, count(*)
      FROM figure_deltas f JOIN member_tree t ON t.descendant_id = f.member_id AND t.depth >= 1
     WHERE f.tx = me AND f.figure = 'active'
     GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (agent_id, period) DO UPDATE SET active = a.active + EXCLUDED.active;
  -- 6. member_ledger_daily.
  INSERT INTO member_ledger_daily AS d (member_id, day, kind, entries, credits, debits)
    SELECT member_id, day, ledger_kind, sum(entries), sum(credits), sum(debits)
      FROM figure_deltas WHERE tx = me AND figure = 'ledger'
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (member_id, day, kind) DO UPDATE SET
      entries = d.entries + EXCLUDED.entries, credits = d.credits + EXCLUDED.credits,
      debits = d.debits + EXCLUDED.debits;
  -- 7. member_bet_daily.
  INSERT INTO member_bet_daily AS d
      (member_id, day, category, vendor_code, bets, stake, open_bets, open_stake, valid_bets, payout)
    SELECT member_id, day, category, vendor_code, sum(bets), sum(stake), sum(open_bets),
           sum(open_stake), sum(valid_bets), sum(payout)
      FROM figure_deltas WHERE tx = me AND figure = 'bets'
     GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (member_id, day, category, vendor_code) DO UPDATE SET
      bets = d.bets + EXCLUDED.bets, stake = d.stake + EXCLUDED.stake,
      open_bets = d.open_bets + EXCLUDED.open_bets, open_stake = d.open_stake + EXCLUDED.open_stake,
      valid_bets = d.valid_bets + EXCLUDED.valid_bets, payout = d.payout + EXCLUDED.payout;
  DELETE FROM figure_deltas WHERE tx = me;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER figure_deltas_fold AFTER INSERT ON figure_deltas
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.fold) EXECUTE FUNCTION figure_deltas_fold();
--> statement-breakpoint
-- A new member: its place in the tree and its ledger account at once; the registration it
-- counts for the teams above it (and their sizes) at commit.
CREATE OR REPLACE FUNCTION member_tree_on_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO member_tree (ancestor_id, descendant_id, depth, registered_at)
    VALUES (NEW.id, NEW.id, 0, NEW.created_at);
  IF NEW.parent_id IS NOT NULL THEN
    INSERT INTO member_tree (ancestor_id, descendant_id, depth, registered_at)
      SELECT ancestor_id, NEW.id, depth + 1, NEW.created_at
        FROM member_tree WHERE descendant_id = NEW.parent_id;
    INSERT INTO figure_deltas (figure, member_id, day, registrations)
      VALUES ('team', NEW.id, (NEW.created_at AT TIME ZONE merchant_zone(NEW.merchant_id))::date, 1);
  END IF;
  INSERT INTO ledger_accounts (merchant_id, kind, member_id, currency)
    SELECT NEW.merchant_id, 'member', NEW.id, currency FROM merchants WHERE id = NEW.merchant_id
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Bets: counted and staked on the day they were placed; valid bet (the stake) and payout once
-- settled. An update adds the difference between the new and the old contribution.
CREATE OR REPLACE FUNCTION bet_records_stats() RETURNS trigger AS $$
DECLARE
  d date := (NEW.created_at AT TIME ZONE merchant_zone(NEW.merchant_id))::date;
  new_valid bigint := CASE WHEN NEW.status = 'SETTLED' THEN NEW.stake ELSE 0 END;
  new_payout bigint := CASE WHEN NEW.status = 'SETTLED' THEN NEW.payout ELSE 0 END;
  old_valid bigint := 0;
  old_payout bigint := 0;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO figure_deltas (figure, member_id, day, category, bets, stake, valid_bets, payout)
      VALUES ('daily', NEW.member_id, d, NEW.category, 1, NEW.stake, new_valid, new_payout);
    RETURN NULL;
  END IF;
  IF OLD.status = 'SETTLED' THEN
    old_valid := OLD.stake;
    old_payout := OLD.payout;
  END IF;
  IF new_valid <> old_valid OR new_payout <> old_payout THEN
    INSERT INTO figure_deltas (figure, member_id, day, category, valid_bets, payout)
      VALUES ('daily', NEW.member_id, d, NEW.category, new_valid - old_valid, new_payout - old_payout);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The member leg of deposits, withdrawals (a returned one takes its amount off the net
-- withdrawals again) and transfers, and the sender's leg of a transfer to the upline.
CREATE OR REPLACE FUNCTION ledger_entries_stats() RETURNS trigger AS $$
DECLARE
  k text;
  at timestamptz;
  d date;
  m integer;
  mc integer;
  a bigint := NEW.amount;
BEGIN
  SELECT t.kind, t.created_at, t.merchant_id INTO k, at, mc FROM ledger_transactions t WHERE t.id = NEW.transaction_id;
  IF k NOT IN ('deposit', 'withdrawal', 'withdrawal_return', 'transfer', 'upline_transfer')
     OR (k = 'upline_transfer' AND a >= 0) THEN
    RETURN NULL;
  END IF;
  SELECT acc.member_id INTO m FROM ledger_accounts acc WHERE acc.id = NEW.account_id AND acc.kind = 'member';
  IF m IS NULL THEN
    RETURN NULL;
  END IF;
  d := (at AT TIME ZONE merchant_zone(mc))::date;
  IF k = 'deposit' THEN
    INSERT INTO figure_deltas (figure, member_id, day, deposits, deposit_count, deposit_at)
      VALUES ('daily', m, d, a, 1, at);
  ELSIF k = 'withdrawal' THEN
    INSERT INTO figure_deltas (figure, member_id, day, withdrawals, withdrawal_count, withdrawn)
      VALUES ('daily', m, d, -a, 1, abs(a));
  ELSIF k = 'withdrawal_return' THEN
    INSERT INTO figure_deltas (figure, member_id, day, withdrawals) VALUES ('daily', m, d, -a);
  ELSIF k = 'upline_transfer' THEN
    INSERT INTO figure_deltas (figure, member_id, day, upline_transfer_count, upline_transfer)
      VALUES ('daily', m, d, 1, -a);
  ELSIF a > 0 THEN
    INSERT INTO figure_deltas (figure, member_id, day, transfer_in_count, transfer_in)
      VALUES ('daily', m, d, 1, a);
  ELSE
    INSERT INTO figure_deltas (figure, member_id, day, transfer_out_count, transfer_out)
      VALUES ('daily', m, d, 1, -a);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A ledger entry on an account a member owns: its line at once (insert only), its day's sums
-- at commit.
CREATE OR REPLACE FUNCTION member_ledger_lines_add() RETURNS trigger AS $$
DECLARE
  m integer;
  mc integer;
  k text;
  at timestamptz;
BEGIN
  SELECT a.member_id, a.merchant_id INTO m, mc FROM ledger_accounts a WHERE a.id = NEW.account_id;
  IF m IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT t.kind, t.created_at INTO k, at FROM ledger_transactions t WHERE t.id = NEW.transaction_id;
  INSERT INTO member_ledger_lines (entry_id, member_id, account_id, transaction_id, kind, amount, created_at)
    VALUES (NEW.id, m, NEW.account_id, NEW.transaction_id, k, NEW.amount, at);
  INSERT INTO figure_deltas (figure, member_id, day, ledger_kind, entries, credits, debits)
    VALUES ('ledger', m, (at AT TIME ZONE merchant_zone(mc))::date, k, 1,
            greatest(NEW.amount, 0), least(NEW.amount, 0));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Adds one bet's contribution (or takes it away, sign -1) to its day, category and vendor.
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
-- The rebuilds recompute every figure from the sources, this transaction's rows included: its
-- queued deltas of the same figures would count twice.
ALTER FUNCTION daily_stats_rebuild() RENAME TO daily_stats_rebuild_from_sources;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION daily_stats_rebuild() RETURNS void AS $$
BEGIN
  DELETE FROM figure_deltas WHERE tx = pg_current_xact_id() AND figure IN ('daily', 'team', 'active');
  PERFORM daily_stats_rebuild_from_sources();
  -- Team sizes, which the rebuild leaves alone: counted from the tree.
  UPDATE members m SET team_size = t.n
    FROM (SELECT ancestor_id, count(*) - 1 AS n FROM member_tree GROUP BY ancestor_id) t
   WHERE t.ancestor_id = m.id AND m.team_size <> t.n;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
ALTER FUNCTION member_records_rebuild() RENAME TO member_records_rebuild_from_sources;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_records_rebuild() RETURNS void AS $$
BEGIN
  DELETE FROM figure_deltas WHERE tx = pg_current_xact_id() AND figure IN ('ledger', 'bets');
  PERFORM member_records_rebuild_from_sources();
END;
$$ LANGUAGE plpgsql;
