-- The agent tree (closure table) and the daily figures, kept by triggers so that every code
-- path that adds members, bets or ledger entries keeps them right.

-- A new member: itself at depth 0, and one row per ancestor of its upline; every ancestor's
-- team grows by one.
CREATE OR REPLACE FUNCTION member_tree_on_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO member_tree (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
  IF NEW.parent_id IS NOT NULL THEN
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
      SELECT ancestor_id, NEW.id, depth + 1 FROM member_tree WHERE descendant_id = NEW.parent_id;
    UPDATE members SET team_size = team_size + 1
      WHERE id IN (SELECT ancestor_id FROM member_tree WHERE descendant_id = NEW.parent_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER members_tree_insert AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION member_tree_on_insert();
--> statement-breakpoint
-- A member never moves to another upline once it has one (the tree and every team figure
-- would have to be rebuilt).
CREATE OR REPLACE FUNCTION member_tree_no_move() RETURNS trigger AS $$
BEGIN
  IF OLD.parent_id IS DISTINCT FROM NEW.parent_id THEN
    RAISE EXCEPTION 'a member cannot change its upline';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER members_tree_no_move BEFORE UPDATE OF parent_id ON members
  FOR EACH ROW EXECUTE FUNCTION member_tree_no_move();
--> statement-breakpoint
-- Members that exist already.
INSERT INTO member_tree (ancestor_id, descendant_id, depth)
  WITH RECURSIVE up(descendant_id, ancestor_id, depth) AS (
    SELECT id, id, 0 FROM members
    UNION ALL
    SELECT up.descendant_id, m.parent_id, up.depth + 1
      FROM up JOIN members m ON m.id = up.ancestor_id
      WHERE m.parent_id IS NOT NULL
  )
  SELECT ancestor_id, descendant_id, depth FROM up;
--> statement-breakpoint
UPDATE members m SET team_size = t.n
  FROM (SELECT ancestor_id, count(*) - 1 AS n FROM member_tree GROUP BY ancestor_id) t
  WHERE t.ancestor_id = m.id;
--> statement-breakpoint
-- Adds figures to one member's day and to the day of every team it belongs to (its own
-- included). Team rows are taken in ancestor order, so concurrent writers never deadlock.
CREATE OR REPLACE FUNCTION daily_stats_add(
  p_member integer, p_day date, p_bets integer, p_stake bigint, p_valid bigint,
  p_payout bigint, p_deposits bigint, p_withdrawals bigint
) RETURNS void AS $$
BEGIN
  INSERT INTO member_daily_stats AS s (member_id, day, bets, stake, valid_bets, payout, deposits, withdrawals)
    VALUES (p_member, p_day, p_bets, p_stake, p_valid, p_payout, p_deposits, p_withdrawals)
    ON CONFLICT (member_id, day) DO UPDATE SET
      bets = s.bets + EXCLUDED.bets, stake = s.stake + EXCLUDED.stake,
      valid_bets = s.valid_bets + EXCLUDED.valid_bets, payout = s.payout + EXCLUDED.payout,
      deposits = s.deposits + EXCLUDED.deposits, withdrawals = s.withdrawals + EXCLUDED.withdrawals;
  INSERT INTO team_daily_stats AS s (agent_id, day, bets, stake, valid_bets, payout, deposits, withdrawals)
    SELECT ancestor_id, p_day, p_bets, p_stake, p_valid, p_payout, p_deposits, p_withdrawals
      FROM member_tree WHERE descendant_id = p_member ORDER BY ancestor_id
    ON CONFLICT (agent_id, day) DO UPDATE SET
      bets = s.bets + EXCLUDED.bets, stake = s.stake + EXCLUDED.stake,
      valid_bets = s.valid_bets + EXCLUDED.valid_bets, payout = s.payout + EXCLUDED.payout,
      deposits = s.deposits + EXCLUDED.deposits, withdrawals = s.withdrawals + EXCLUDED.withdrawals;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Adds bets to the day and game category of every team the member belongs to.
CREATE OR REPLACE FUNCTION category_stats_add(
  p_member integer, p_day date, p_category text, p_bets integer, p_valid bigint, p_payout bigint
) RETURNS void AS $$
BEGIN
  INSERT INTO team_category_daily_stats AS s (agent_id, day, category, bets, valid_bets, payout)
    SELECT ancestor_id, p_day, p_category, p_bets, p_valid, p_payout
      FROM member_tree WHERE descendant_id = p_member ORDER BY ancestor_id
    ON CONFLICT (agent_id, day, category) DO UPDATE SET
      bets = s.bets + EXCLUDED.bets, valid_bets = s.valid_bets + EXCLUDED.valid_bets,
      payout = s.payout + EXCLUDED.payout;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The first bet of a member in a day, week or month counts it as active for every team above it.
CREATE OR REPLACE FUNCTION active_periods_on_bet(p_member integer, p_day date) RETURNS void AS $$
DECLARE
  week_start date := date_trunc('week', p_day)::date;
  month_start date := date_trunc('month', p_day)::date;
  keys text[] := '{}';
BEGIN
  IF NOT EXISTS (SELECT 1 FROM member_daily_stats WHERE member_id = p_member AND day = p_day AND bets > 0) THEN
    keys := keys || ('d:' || to_char(p_day, 'YYYY-MM-DD'));
  END IF;
  IF NOT EXISTS (SELECT 1 FROM member_daily_stats WHERE member_id = p_member
                   AND day BETWEEN week_start AND week_start + 6 AND bets > 0) THEN
    keys := keys || ('w:' || to_char(week_start, 'YYYY-MM-DD'));
  END IF;
  IF NOT EXISTS (SELECT 1 FROM member_daily_stats WHERE member_id = p_member
                   AND day BETWEEN month_start AND (month_start + interval '1 month' - interval '1 day')::date
                   AND bets > 0) THEN
    keys := keys || ('m:' || to_char(month_start, 'YYYY-MM'));
  END IF;
  IF array_length(keys, 1) IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO team_active_periods AS a (agent_id, period, active)
    SELECT t.ancestor_id, k, 1 FROM member_tree t, unnest(keys) k
     WHERE t.descendant_id = p_member AND t.depth >= 1
     ORDER BY t.ancestor_id, k
    ON CONFLICT (agent_id, period) DO UPDATE SET active = a.active + 1;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Bets: counted and staked on the day they were placed; valid bet (the stake) and payout
-- once settled. An update adds the difference between the new and old contribution.
CREATE OR REPLACE FUNCTION bet_records_stats() RETURNS trigger AS $$
DECLARE
  d date := (NEW.created_at AT TIME ZONE 'UTC')::date;
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
CREATE TRIGGER bet_records_daily_stats AFTER INSERT OR UPDATE OF status, payout, stake ON bet_records
  FOR EACH ROW EXECUTE FUNCTION bet_records_stats();
--> statement-breakpoint
-- Deposits and withdrawals: the member leg of ledger transactions of those kinds (a returned
-- withdrawal takes its amount off the withdrawals again).
CREATE OR REPLACE FUNCTION ledger_entries_stats() RETURNS trigger AS $$
DECLARE
  k text;
  at timestamptz;
  m integer;
BEGIN
  SELECT t.kind, t.created_at INTO k, at FROM ledger_transactions t WHERE t.id = NEW.transaction_id;
  IF k NOT IN ('deposit', 'withdrawal', 'withdrawal_return') THEN
    RETURN NULL;
  END IF;
  SELECT a.member_id INTO m FROM ledger_accounts a WHERE a.id = NEW.account_id AND a.kind = 'member';
  IF m IS NULL THEN
    RETURN NULL;
  END IF;
  IF k = 'deposit' THEN
    PERFORM daily_stats_add(m, (at AT TIME ZONE 'UTC')::date, 0, 0, 0, 0, NEW.amount, 0);
    UPDATE members SET first_deposit_at = at WHERE id = m AND first_deposit_at IS NULL;
  ELSE
    -- A withdrawal debits the member; a returned one credits it back and no longer counts.
    PERFORM daily_stats_add(m, (at AT TIME ZONE 'UTC')::date, 0, 0, 0, 0, 0, -NEW.amount);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_daily_stats AFTER INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_stats();
--> statement-breakpoint
-- Rebuilds every daily figure and first deposit from the bet records and the ledger (bulk
-- loads run with triggers off, then call this once).
CREATE OR REPLACE FUNCTION daily_stats_rebuild() RETURNS void AS $$
BEGIN
  DELETE FROM member_daily_stats;
  DELETE FROM team_daily_stats;
  DELETE FROM team_category_daily_stats;
  DELETE FROM team_active_periods;
  INSERT INTO member_daily_stats (member_id, day, bets, stake, valid_bets, payout, deposits, withdrawals)
    SELECT member_id, day, sum(bets), sum(stake), sum(valid), sum(payout), sum(dep), sum(wd) FROM (
      SELECT member_id, (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS bets,
             sum(stake) AS stake,
             sum(CASE WHEN status = 'SETTLED' THEN stake ELSE 0 END) AS valid,
             sum(CASE WHEN status = 'SETTLED' THEN payout ELSE 0 END) AS payout,
             0::bigint AS dep, 0::bigint AS wd
        FROM bet_records GROUP BY 1, 2
      UNION ALL
      SELECT a.member_id, (t.created_at AT TIME ZONE 'UTC')::date, 0, 0, 0, 0,
             sum(CASE WHEN t.kind = 'deposit' THEN e.amount ELSE 0 END),
             sum(CASE WHEN t.kind IN ('withdrawal', 'withdrawal_return') THEN -e.amount ELSE 0 END)
        FROM ledger_entries e
        JOIN ledger_transactions t ON t.id = e.transaction_id
        JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'member'
        WHERE t.kind IN ('deposit', 'withdrawal', 'withdrawal_return')
        GROUP BY 1, 2
    ) x GROUP BY 1, 2;
  INSERT INTO team_daily_stats (agent_id, day, bets, stake, valid_bets, payout, deposits, withdrawals)
    SELECT tr.ancestor_id, s.day, sum(s.bets), sum(s.stake), sum(s.valid_bets), sum(s.payout),
           sum(s.deposits), sum(s.withdrawals)
      FROM member_daily_stats s JOIN member_tree tr ON tr.descendant_id = s.member_id
      GROUP BY 1, 2;
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
  UPDATE members m SET first_deposit_at = f.at
    FROM (SELECT a.member_id, min(t.created_at) AS at
            FROM ledger_entries e
            JOIN ledger_transactions t ON t.id = e.transaction_id AND t.kind = 'deposit'
            JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'member'
            GROUP BY 1) f
    WHERE f.member_id = m.id;
END;
$$ LANGUAGE plpgsql;
