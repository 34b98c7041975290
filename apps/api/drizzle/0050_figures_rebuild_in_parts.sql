-- The two rebuilds of derived figures (daily_stats_rebuild_from_sources(): the team figures;
-- member_records_rebuild_from_sources(): a member's ledger lines and daily records) are each
-- split into parts, one per table, which the rebuild runs in the same order as before (so the
-- same figures, in one transaction). A bulk load (the big merchant generator) runs the parts
-- that do not depend on each other on two connections at once. Each part clears its own
-- table first. The records' daily parts join each merchant's zone once instead of calling
-- merchant_zone() per ledger leg and per bet, as 0049 did for the team figures.
-- Each member's first deposit, from the ledger.
CREATE OR REPLACE FUNCTION figures_rebuild_first_deposits() RETURNS void AS $$
BEGIN
  UPDATE members m SET first_deposit_at = f.at
    FROM (SELECT a.member_id, min(t.created_at) AS at
            FROM ledger_entries e
            JOIN ledger_transactions t ON t.id = e.transaction_id AND t.kind = 'deposit'
            JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'member'
            GROUP BY 1) f
    WHERE f.member_id = m.id;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- member_daily_stats from the bets and the members' ledger legs.
CREATE OR REPLACE FUNCTION figures_rebuild_member_daily() RETURNS void AS $$
BEGIN
  DELETE FROM member_daily_stats;
  WITH zones AS MATERIALIZED (SELECT id, merchant_zone(id) AS zone FROM merchants)
  INSERT INTO member_daily_stats (member_id, day, bets, stake, valid_bets, payout, deposits,
      withdrawals, deposit_count, withdrawal_count, withdrawn, transfer_in_count, transfer_in,
      transfer_out_count, transfer_out, upline_transfer_count, upline_transfer)
    SELECT member_id, day, sum(bets), sum(stake), sum(valid), sum(payout), sum(dep), sum(wd),
           sum(dep_n), sum(wd_n), sum(wd_gross), sum(in_n), sum(in_amt), sum(out_n), sum(out_amt),
           sum(up_n), sum(up_amt)
      FROM (
      SELECT b.member_id, (b.created_at AT TIME ZONE z.zone)::date AS day, count(*)::int AS bets,
             sum(stake) AS stake,
             sum(CASE WHEN status = 'SETTLED' THEN stake ELSE 0 END) AS valid,
             sum(CASE WHEN status = 'SETTLED' THEN payout ELSE 0 END) AS payout,
             0::bigint AS dep, 0::bigint AS wd, 0 AS dep_n, 0 AS wd_n, 0::bigint AS wd_gross,
             0 AS in_n, 0::bigint AS in_amt, 0 AS out_n, 0::bigint AS out_amt,
             0 AS up_n, 0::bigint AS up_amt
        FROM bet_records b JOIN zones z ON z.id = b.merchant_id GROUP BY 1, 2
      UNION ALL
      SELECT a.member_id, (t.created_at AT TIME ZONE z.zone)::date, 0, 0, 0, 0,
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
        JOIN zones z ON z.id = t.merchant_id
        WHERE t.kind IN ('deposit', 'withdrawal', 'withdrawal_return', 'transfer', 'upline_transfer')
        GROUP BY 1, 2
    ) x GROUP BY 1, 2;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- team_daily_stats from member_daily_stats over the tree (after figures_rebuild_member_daily).
CREATE OR REPLACE FUNCTION figures_rebuild_team_daily() RETURNS void AS $$
BEGIN
  DELETE FROM team_daily_stats;
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
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Registrations and first depositors into team_daily_stats (after figures_rebuild_team_daily and figures_rebuild_first_deposits).
CREATE OR REPLACE FUNCTION figures_rebuild_registrations() RETURNS void AS $$
BEGIN
  WITH zones AS MATERIALIZED (SELECT id, merchant_zone(id) AS zone FROM merchants)
  INSERT INTO team_daily_stats AS s (agent_id, day, registrations, first_depositors)
    SELECT tr.ancestor_id, x.day, sum(x.reg), sum(x.fd)
      FROM (SELECT m.id, (m.created_at AT TIME ZONE z.zone)::date AS day, 1 AS reg, 0 AS fd
              FROM members m JOIN zones z ON z.id = m.merchant_id
            UNION ALL
            SELECT m.id, (m.first_deposit_at AT TIME ZONE z.zone)::date, 0, 1
              FROM members m JOIN zones z ON z.id = m.merchant_id
             WHERE m.first_deposit_at IS NOT NULL) x
      JOIN member_tree tr ON tr.descendant_id = x.id AND tr.depth >= 1
     GROUP BY 1, 2
    ON CONFLICT (agent_id, day) DO UPDATE SET
      registrations = EXCLUDED.registrations, first_depositors = EXCLUDED.first_depositors;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- team_category_daily_stats from the bets over the tree (needs nothing else).
CREATE OR REPLACE FUNCTION figures_rebuild_team_categories() RETURNS void AS $$
BEGIN
  DELETE FROM team_category_daily_stats;
  WITH zones AS MATERIALIZED (SELECT id, merchant_zone(id) AS zone FROM merchants)
  INSERT INTO team_category_daily_stats (agent_id, day, category, bets, valid_bets, payout)
    SELECT tr.ancestor_id, b.day, b.category, sum(b.bets), sum(b.valid), sum(b.payout)
      FROM (SELECT b.member_id, (b.created_at AT TIME ZONE z.zone)::date AS day, b.category,
                   count(*)::int AS bets,
                   sum(CASE WHEN b.status = 'SETTLED' THEN b.stake ELSE 0 END) AS valid,
                   sum(CASE WHEN b.status = 'SETTLED' THEN b.payout ELSE 0 END) AS payout
              FROM bet_records b JOIN zones z ON z.id = b.merchant_id GROUP BY 1, 2, 3) b
      JOIN member_tree tr ON tr.descendant_id = b.member_id
      GROUP BY 1, 2, 3;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- team_active_periods from member_daily_stats (after figures_rebuild_member_daily).
CREATE OR REPLACE FUNCTION figures_rebuild_active_periods() RETURNS void AS $$
BEGIN
  DELETE FROM team_active_periods;
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
CREATE OR REPLACE FUNCTION daily_stats_rebuild_from_sources() RETURNS void AS $$
BEGIN
  PERFORM figures_rebuild_first_deposits();
  PERFORM figures_rebuild_member_daily();
  PERFORM figures_rebuild_team_daily();
  PERFORM figures_rebuild_registrations();
  PERFORM figures_rebuild_team_categories();
  PERFORM figures_rebuild_active_periods();
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A member's ledger lines, from every ledger leg of a member's account.
CREATE OR REPLACE FUNCTION records_rebuild_lines() RETURNS void AS $$
BEGIN
  DELETE FROM member_ledger_lines;
  INSERT INTO member_ledger_lines (entry_id, member_id, account_id, transaction_id, kind, amount, created_at)
    SELECT e.id, a.member_id, e.account_id, e.transaction_id, t.kind, e.amount, t.created_at
      FROM ledger_entries e
      JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id IS NOT NULL
      JOIN ledger_transactions t ON t.id = e.transaction_id;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- member_ledger_daily from the ledger lines (after records_rebuild_lines).
CREATE OR REPLACE FUNCTION records_rebuild_ledger_daily() RETURNS void AS $$
BEGIN
  DELETE FROM member_ledger_daily;
  WITH zones AS MATERIALIZED (SELECT id, merchant_zone(id) AS zone FROM merchants)
  INSERT INTO member_ledger_daily (member_id, day, kind, entries, credits, debits)
    SELECT l.member_id, (l.created_at AT TIME ZONE z.zone)::date, l.kind, count(*),
           coalesce(sum(l.amount) FILTER (WHERE l.amount > 0), 0),
           coalesce(sum(l.amount) FILTER (WHERE l.amount < 0), 0)
      FROM member_ledger_lines l
      JOIN ledger_accounts a ON a.id = l.account_id
      JOIN zones z ON z.id = a.merchant_id
     GROUP BY 1, 2, 3;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- member_bet_daily from the bets (needs nothing else).
CREATE OR REPLACE FUNCTION records_rebuild_bet_daily() RETURNS void AS $$
BEGIN
  DELETE FROM member_bet_daily;
  WITH zones AS MATERIALIZED (SELECT id, merchant_zone(id) AS zone FROM merchants)
  INSERT INTO member_bet_daily
      (member_id, day, category, vendor_code, bets, stake, open_bets, open_stake, valid_bets, payout)
    SELECT b.member_id, (b.created_at AT TIME ZONE z.zone)::date, b.category, b.vendor_code,
           count(*), sum(b.stake),
           count(*) FILTER (WHERE b.status <> 'SETTLED'),
           coalesce(sum(b.stake) FILTER (WHERE b.status <> 'SETTLED'), 0),
           coalesce(sum(b.stake) FILTER (WHERE b.status = 'SETTLED'), 0),
           coalesce(sum(b.payout) FILTER (WHERE b.status = 'SETTLED'), 0)
      FROM bet_records b JOIN zones z ON z.id = b.merchant_id
     GROUP BY 1, 2, 3, 4;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_records_rebuild_from_sources() RETURNS void AS $$
BEGIN
  PERFORM records_rebuild_lines();
  PERFORM records_rebuild_ledger_daily();
  PERFORM records_rebuild_bet_daily();
END;
$$ LANGUAGE plpgsql;
