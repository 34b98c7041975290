-- Days of the merchant's calendar: every daily figure (member_daily_stats, team_daily_stats,
-- team_category_daily_stats, team_active_periods, member_ledger_daily, member_bet_daily) is
-- bucketed by the local day of the merchant's IANA time zone (merchants.settings.timeZone, UTC
-- when unset), as the API's calendar (domain/kernel/calendar.ts) cuts days, weeks and months:
-- team figures then reconcile with the daily bases of contracts, reports and limits. The zone
-- is one primary-key read per trigger call; the existing figures are rebuilt at the end.
CREATE OR REPLACE FUNCTION merchant_zone(p_merchant integer) RETURNS text AS $$
  SELECT coalesce(nullif(btrim(settings->>'timeZone'), ''), 'UTC') FROM merchants WHERE id = p_merchant;
$$ LANGUAGE sql STABLE;

--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_tree_on_insert() RETURNS trigger AS $$
DECLARE
  d date := (NEW.created_at AT TIME ZONE merchant_zone(NEW.merchant_id))::date;
BEGIN
  INSERT INTO member_tree (ancestor_id, descendant_id, depth, registered_at)
    VALUES (NEW.id, NEW.id, 0, NEW.created_at);
  IF NEW.parent_id IS NOT NULL THEN
    INSERT INTO member_tree (ancestor_id, descendant_id, depth, registered_at)
      SELECT ancestor_id, NEW.id, depth + 1, NEW.created_at
        FROM member_tree WHERE descendant_id = NEW.parent_id;
    UPDATE members SET team_size = team_size + 1
      WHERE id IN (SELECT ancestor_id FROM member_tree WHERE descendant_id = NEW.parent_id);
    INSERT INTO team_daily_stats AS s (agent_id, day, registrations)
      SELECT ancestor_id, d, 1 FROM member_tree WHERE descendant_id = NEW.parent_id
       ORDER BY ancestor_id
      ON CONFLICT (agent_id, day) DO UPDATE SET registrations = s.registrations + 1;
  END IF;
  INSERT INTO ledger_accounts (merchant_id, kind, member_id, currency)
    SELECT NEW.merchant_id, 'member', NEW.id, currency FROM merchants WHERE id = NEW.merchant_id
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bet_records_stats() RETURNS trigger AS $$
DECLARE
  d date := (NEW.created_at AT TIME ZONE merchant_zone(NEW.merchant_id))::date;
  new_valid bigint := CASE WHEN NEW.status = 'SETTLED' THEN NEW.stake ELSE 0 END;
  new_payout bigint := CASE WHEN NEW.status = 'SETTLED' THEN NEW.payout ELSE 0 END;
  old_valid bigint := 0;
  old_payout bigint := 0;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM active_periods_on_bet(NEW.member_id, d);
    PERFORM daily_stats_add(NEW.member_id, d, 1, NEW.stake, new_valid, new_payout, 0, 0);
    PERFORM category_stats_add(NEW.member_id, d, NEW.category, 1, new_valid, new_payout);
    RETURN NULL;
  END IF;
  IF OLD.status = 'SETTLED' THEN
    old_valid := OLD.stake;
    old_payout := OLD.payout;
  END IF;
  IF new_valid <> old_valid OR new_payout <> old_payout THEN
    PERFORM daily_stats_add(NEW.member_id, d, 0, 0, new_valid - old_valid, new_payout - old_payout, 0, 0);
    PERFORM category_stats_add(NEW.member_id, d, NEW.category, 0, new_valid - old_valid, new_payout - old_payout);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_entries_stats() RETURNS trigger AS $$
DECLARE
  k text;
  at timestamptz;
  d date;
  m integer;
  mc integer;
BEGIN
  SELECT t.kind, t.created_at, t.merchant_id INTO k, at, mc FROM ledger_transactions t WHERE t.id = NEW.transaction_id;
  IF k NOT IN ('deposit', 'withdrawal', 'withdrawal_return', 'transfer', 'upline_transfer')
     OR (k = 'upline_transfer' AND NEW.amount >= 0) THEN
    RETURN NULL;
  END IF;
  SELECT a.member_id INTO m FROM ledger_accounts a WHERE a.id = NEW.account_id AND a.kind = 'member';
  IF m IS NULL THEN
    RETURN NULL;
  END IF;
  d := (at AT TIME ZONE merchant_zone(mc))::date;
  IF k = 'deposit' THEN
    PERFORM movement_stats_add(m, d, NEW.amount, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0);
    UPDATE members SET first_deposit_at = at WHERE id = m AND first_deposit_at IS NULL;
    IF FOUND THEN
      INSERT INTO team_daily_stats AS s (agent_id, day, first_depositors)
        SELECT ancestor_id, d, 1 FROM member_tree WHERE descendant_id = m AND depth >= 1
         ORDER BY ancestor_id
        ON CONFLICT (agent_id, day) DO UPDATE SET first_depositors = s.first_depositors + 1;
    END IF;
  ELSIF k = 'withdrawal' THEN
    PERFORM movement_stats_add(m, d, 0, -NEW.amount, 0, 1, abs(NEW.amount), 0, 0, 0, 0, 0, 0);
  ELSIF k = 'withdrawal_return' THEN
    PERFORM movement_stats_add(m, d, 0, -NEW.amount, 0, 0, 0, 0, 0, 0, 0, 0, 0);
  ELSIF k = 'upline_transfer' THEN
    PERFORM movement_stats_add(m, d, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, -NEW.amount);
  ELSIF NEW.amount > 0 THEN
    PERFORM movement_stats_add(m, d, 0, 0, 0, 0, 0, 1, NEW.amount, 0, 0, 0, 0);
  ELSE
    PERFORM movement_stats_add(m, d, 0, 0, 0, 0, 0, 0, 0, 1, -NEW.amount, 0, 0);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION daily_stats_rebuild() RETURNS void AS $$
BEGIN
  DELETE FROM member_daily_stats;
  DELETE FROM team_daily_stats;
  DELETE FROM team_category_daily_stats;
  DELETE FROM team_active_periods;
  UPDATE members m SET first_deposit_at = f.at
    FROM (SELECT a.member_id, min(t.created_at) AS at
            FROM ledger_entries e
            JOIN ledger_transactions t ON t.id = e.transaction_id AND t.kind = 'deposit'
            JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'member'
            GROUP BY 1) f
    WHERE f.member_id = m.id;
  INSERT INTO member_daily_stats (member_id, day, bets, stake, valid_bets, payout, deposits,
      withdrawals, deposit_count, withdrawal_count, withdrawn, transfer_in_count, transfer_in,
      transfer_out_count, transfer_out, upline_transfer_count, upline_transfer)
    SELECT member_id, day, sum(bets), sum(stake), sum(valid), sum(payout), sum(dep), sum(wd),
           sum(dep_n), sum(wd_n), sum(wd_gross), sum(in_n), sum(in_amt), sum(out_n), sum(out_amt),
           sum(up_n), sum(up_amt)
      FROM (
      SELECT member_id, (created_at AT TIME ZONE merchant_zone(merchant_id))::date AS day, count(*)::int AS bets,
             sum(stake) AS stake,
             sum(CASE WHEN status = 'SETTLED' THEN stake ELSE 0 END) AS valid,
             sum(CASE WHEN status = 'SETTLED' THEN payout ELSE 0 END) AS payout,
             0::bigint AS dep, 0::bigint AS wd, 0 AS dep_n, 0 AS wd_n, 0::bigint AS wd_gross,
             0 AS in_n, 0::bigint AS in_amt, 0 AS out_n, 0::bigint AS out_amt,
             0 AS up_n, 0::bigint AS up_amt
        FROM bet_records GROUP BY 1, 2
      UNION ALL
      SELECT a.member_id, (t.created_at AT TIME ZONE merchant_zone(t.merchant_id))::date, 0, 0, 0, 0,
             sum(CASE WHEN t.kind = 'deposit' THEN e.amount ELSE 0 END),
             sum(CASE WHEN t.kind IN ('withdrawal', 'withdrawal_return') THEN -e.amount ELSE 0 END),
             count(*) FILTER (WHERE t.kind = 'deposit')::int,
             count(*) FILTER (WHERE t.kind = 'withdrawal')::int,
             sum(CASE WHEN t.kind = 'withdrawal' THEN abs(e.amount) ELSE 0 END),
             count(*) FILTER (WHERE t.kind = 'transfer' AND e.amount > 0)::int,
             sum(CASE WHEN t.kind = 'transfer' AND e.amount > 0 THEN e.amount ELSE 0 END),
             count(*) FILTER (WHERE t.kind = 'transfer' AND e.amount < 0)::int,
             sum(CASE WHEN t.kind = 'transfer' AND e.amount < 0 THEN -e.amount ELSE 0 END),
             count(*) FILTER (WHERE t.kind = 'upline_transfer' AND e.amount < 0)::int,
             sum(CASE WHEN t.kind = 'upline_transfer' AND e.amount < 0 THEN -e.amount ELSE 0 END)
        FROM ledger_entries e
        JOIN ledger_transactions t ON t.id = e.transaction_id
        JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'member'
        WHERE t.kind IN ('deposit', 'withdrawal', 'withdrawal_return', 'transfer', 'upline_transfer')
        GROUP BY 1, 2
    ) x GROUP BY 1, 2;
  INSERT INTO team_daily_stats (agent_id, day, bets, stake, valid_bets, payout, deposits,
      withdrawals, deposit_count, withdrawal_count, withdrawn, transfer_in_count, transfer_in,
      transfer_out_count, transfer_out, upline_transfer_count, upline_transfer)
    SELECT tr.ancestor_id, s.day, sum(s.bets), sum(s.stake), sum(s.valid_bets), sum(s.payout),
           sum(s.deposits), sum(s.withdrawals), sum(s.deposit_count), sum(s.withdrawal_count),
           sum(s.withdrawn), sum(s.transfer_in_count), sum(s.transfer_in),
           sum(s.transfer_out_count), sum(s.transfer_out), sum(s.upline_transfer_count),
           sum(s.upline_transfer)
      FROM member_daily_stats s JOIN member_tree tr ON tr.descendant_id = s.member_id
      GROUP BY 1, 2;
  INSERT INTO team_daily_stats AS s (agent_id, day, registrations, first_depositors)
    SELECT tr.ancestor_id, x.day, sum(x.reg), sum(x.fd)
      FROM (SELECT id, (created_at AT TIME ZONE merchant_zone(merchant_id))::date AS day, 1 AS reg, 0 AS fd
              FROM members
            UNION ALL
            SELECT id, (first_deposit_at AT TIME ZONE merchant_zone(merchant_id))::date, 0, 1
              FROM members WHERE first_deposit_at IS NOT NULL) x
      JOIN member_tree tr ON tr.descendant_id = x.id AND tr.depth >= 1
     GROUP BY 1, 2
    ON CONFLICT (agent_id, day) DO UPDATE SET
      registrations = EXCLUDED.registrations, first_depositors = EXCLUDED.first_depositors;
  INSERT INTO team_category_daily_stats (agent_id, day, category, bets, valid_bets, payout)
    SELECT tr.ancestor_id, b.day, b.category, sum(b.bets), sum(b.valid), sum(b.payout)
      FROM (SELECT member_id, (created_at AT TIME ZONE merchant_zone(merchant_id))::date AS day, category,
                   count(*)::int AS bets,
                   sum(CASE WHEN status = 'SETTLED' THEN stake ELSE 0 END) AS valid,
                   sum(CASE WHEN status = 'SETTLED' THEN payout ELSE 0 END) AS payout
              FROM bet_records GROUP BY 1, 2, 3) b
      JOIN member_tree tr ON tr.descendant_id = b.member_id
      GROUP BY 1, 2, 3;
  INSERT INTO team_active_periods (agent_id, period, active)
    SELECT tr.ancestor_id, p.period, count(*)
      FROM (SELECT DISTINCT member_id, k AS period
              FROM member_daily_stats,
                   unnest(ARRAY['d:' || to_char(day, 'YYYY-MM-DD'),
                                'w:' || to_char(date_trunc('week', day), 'YYYY-MM-DD'),
                                'm:' || to_char(day, 'YYYY-MM')]) k
             WHERE bets > 0) p
      JOIN member_tree tr ON tr.descendant_id = p.member_id AND tr.depth >= 1
      GROUP BY 1, 2;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
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
  INSERT INTO member_ledger_daily AS d (member_id, day, kind, entries, credits, debits)
    VALUES (m, (at AT TIME ZONE merchant_zone(mc))::date, k, 1, greatest(NEW.amount, 0), least(NEW.amount, 0))
    ON CONFLICT (member_id, day, kind) DO UPDATE SET
      entries = d.entries + 1, credits = d.credits + EXCLUDED.credits, debits = d.debits + EXCLUDED.debits;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_bet_daily_add(r bet_records, sign integer) RETURNS void AS $$
DECLARE
  open boolean := r.status <> 'SETTLED';
BEGIN
  INSERT INTO member_bet_daily AS d
      (member_id, day, category, vendor_code, bets, stake, open_bets, open_stake, valid_bets, payout)
    VALUES (r.member_id, (r.created_at AT TIME ZONE merchant_zone(r.merchant_id))::date, r.category, r.vendor_code,
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
    SELECT l.member_id, (l.created_at AT TIME ZONE merchant_zone(a.merchant_id))::date, l.kind, count(*),
           coalesce(sum(l.amount) FILTER (WHERE l.amount > 0), 0),
           coalesce(sum(l.amount) FILTER (WHERE l.amount < 0), 0)
      FROM member_ledger_lines l JOIN ledger_accounts a ON a.id = l.account_id GROUP BY 1, 2, 3;
  INSERT INTO member_bet_daily
      (member_id, day, category, vendor_code, bets, stake, open_bets, open_stake, valid_bets, payout)
    SELECT member_id, (created_at AT TIME ZONE merchant_zone(merchant_id))::date, category, vendor_code,
           count(*), sum(stake),
           count(*) FILTER (WHERE status <> 'SETTLED'),
           coalesce(sum(stake) FILTER (WHERE status <> 'SETTLED'), 0),
           coalesce(sum(stake) FILTER (WHERE status = 'SETTLED'), 0),
           coalesce(sum(payout) FILTER (WHERE status = 'SETTLED'), 0)
      FROM bet_records GROUP BY 1, 2, 3, 4;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT daily_stats_rebuild();
--> statement-breakpoint
SELECT member_records_rebuild();
--> statement-breakpoint
-- A merchant that changes its time zone has its figures bucketed again in the new zone's days
-- (a rare operator action: the rebuild reads every bet record and ledger entry once).
CREATE OR REPLACE FUNCTION merchants_zone_changed() RETURNS trigger AS $$
BEGIN
  PERFORM daily_stats_rebuild();
  PERFORM member_records_rebuild();
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER merchants_zone_rebuild AFTER UPDATE OF settings ON merchants
  FOR EACH ROW WHEN (coalesce(OLD.settings->>'timeZone', '') IS DISTINCT FROM coalesce(NEW.settings->>'timeZone', ''))
  EXECUTE FUNCTION merchants_zone_changed();
