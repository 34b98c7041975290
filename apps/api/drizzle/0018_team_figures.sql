-- Figures the agent console reads instead of adding up a team per request:
-- * member_tree.registered_at (the descendant's registration time) for the downline table's
--   default order and deep pages;
-- * a ledger account for every member from its registration on, so the balance order walks
--   one index;
-- * per team and day: registrations and first depositors (the overview), and the member legs
--   of deposits, withdrawals and transfers and the sending leg of transfers to the upline (the
--   downline transaction report's totals).

-- A new member: itself at depth 0, and one row per ancestor of its upline; every ancestor's
-- team grows by one and counts a registration that day; the member gets its ledger account.
CREATE OR REPLACE FUNCTION member_tree_on_insert() RETURNS trigger AS $$
DECLARE
  d date := (NEW.created_at AT TIME ZONE 'UTC')::date;
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
-- Adds money movements to one member's day and to the day of every team it belongs to (its
-- own included), team rows in ancestor order as daily_stats_add does.
CREATE OR REPLACE FUNCTION movement_stats_add(
  p_member integer, p_day date, p_deposits bigint, p_withdrawals bigint,
  p_deposit_count integer, p_withdrawal_count integer, p_withdrawn bigint,
  p_in_count integer, p_in bigint, p_out_count integer, p_out bigint,
  p_up_count integer, p_up bigint
) RETURNS void AS $$
BEGIN
  INSERT INTO member_daily_stats AS s (member_id, day, deposits, withdrawals, deposit_count,
      withdrawal_count, withdrawn, transfer_in_count, transfer_in, transfer_out_count, transfer_out,
      upline_transfer_count, upline_transfer)
    VALUES (p_member, p_day, p_deposits, p_withdrawals, p_deposit_count, p_withdrawal_count,
      p_withdrawn, p_in_count, p_in, p_out_count, p_out, p_up_count, p_up)
    ON CONFLICT (member_id, day) DO UPDATE SET
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
  INSERT INTO team_daily_stats AS s (agent_id, day, deposits, withdrawals, deposit_count,
      withdrawal_count, withdrawn, transfer_in_count, transfer_in, transfer_out_count, transfer_out,
      upline_transfer_count, upline_transfer)
    SELECT ancestor_id, p_day, p_deposits, p_withdrawals, p_deposit_count, p_withdrawal_count,
           p_withdrawn, p_in_count, p_in, p_out_count, p_out, p_up_count, p_up
      FROM member_tree WHERE descendant_id = p_member ORDER BY ancestor_id
    ON CONFLICT (agent_id, day) DO UPDATE SET
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
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The member leg of deposits, withdrawals (a returned one takes its amount off the net
-- withdrawals again) and transfers, and the sender's leg of a transfer to the upline (its
-- agent's leg is that agent's income, not a movement of the team); a member's first deposit counts a first depositor for
-- every team above it. Stakes and payouts return at the first test, as before.
CREATE OR REPLACE FUNCTION ledger_entries_stats() RETURNS trigger AS $$
DECLARE
  k text;
  at timestamptz;
  d date;
  m integer;
BEGIN
  SELECT t.kind, t.created_at INTO k, at FROM ledger_transactions t WHERE t.id = NEW.transaction_id;
  IF k NOT IN ('deposit', 'withdrawal', 'withdrawal_return', 'transfer', 'upline_transfer')
     OR (k = 'upline_transfer' AND NEW.amount >= 0) THEN
    RETURN NULL;
  END IF;
  SELECT a.member_id INTO m FROM ledger_accounts a WHERE a.id = NEW.account_id AND a.kind = 'member';
  IF m IS NULL THEN
    RETURN NULL;
  END IF;
  d := (at AT TIME ZONE 'UTC')::date;
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
-- Rebuilds every daily figure, first deposit and registration count from the members, the bet
-- records and the ledger (bulk loads run with triggers off, then call this once).
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
      SELECT member_id, (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS bets,
             sum(stake) AS stake,
             sum(CASE WHEN status = 'SETTLED' THEN stake ELSE 0 END) AS valid,
             sum(CASE WHEN status = 'SETTLED' THEN payout ELSE 0 END) AS payout,
             0::bigint AS dep, 0::bigint AS wd, 0 AS dep_n, 0 AS wd_n, 0::bigint AS wd_gross,
             0 AS in_n, 0::bigint AS in_amt, 0 AS out_n, 0::bigint AS out_amt,
             0 AS up_n, 0::bigint AS up_amt
        FROM bet_records GROUP BY 1, 2
      UNION ALL
      SELECT a.member_id, (t.created_at AT TIME ZONE 'UTC')::date, 0, 0, 0, 0,
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
      FROM (SELECT id, (created_at AT TIME ZONE 'UTC')::date AS day, 1 AS reg, 0 AS fd
              FROM members
            UNION ALL
            SELECT id, (first_deposit_at AT TIME ZONE 'UTC')::date, 0, 1
              FROM members WHERE first_deposit_at IS NOT NULL) x
      JOIN member_tree tr ON tr.descendant_id = x.id AND tr.depth >= 1
     GROUP BY 1, 2
    ON CONFLICT (agent_id, day) DO UPDATE SET
      registrations = EXCLUDED.registrations, first_depositors = EXCLUDED.first_depositors;
  INSERT INTO team_category_daily_stats (agent_id, day, category, bets, valid_bets, payout)
    SELECT tr.ancestor_id, b.day, b.category, sum(b.bets), sum(b.valid), sum(b.payout)
      FROM (SELECT member_id, (created_at AT TIME ZONE 'UTC')::date AS day, category,
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
-- Members that exist already: their registration time in the tree, their ledger account, and
-- every figure rebuilt with the new columns.
UPDATE member_tree t SET registered_at = m.created_at
  FROM members m WHERE m.id = t.descendant_id;
--> statement-breakpoint
INSERT INTO ledger_accounts (merchant_id, kind, member_id, currency)
  SELECT m.merchant_id, 'member', m.id, c.currency
    FROM members m JOIN merchants c ON c.id = m.merchant_id
   WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.member_id = m.id AND a.vendor_code IS NULL);
--> statement-breakpoint
SELECT daily_stats_rebuild();
