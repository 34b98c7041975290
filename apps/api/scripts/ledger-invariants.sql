-- The ledger invariants, read straight from the tables: one row, every column must be 0.
-- The one statement every check runs (the API tests through test/helpers/ledger-audit.ts, the
-- bank test and the money soak, the fault drill, `check:invariants`), reading one snapshot, so
-- it can run against a live database, a restored backup or a replica:
--   psql "$DATABASE_URL" -X -A -x -f apps/api/scripts/ledger-invariants.sql
-- or `pnpm --filter @platform/api check:invariants` (DATABASE_URL; exits 1 when one is not 0).
begin transaction isolation level repeatable read read only;
select
  -- Sum of every entry: zero in a double-entry ledger (minor units).
  (select coalesce(sum(amount), 0) from ledger_entries)::text as ledger_total,
  -- Transactions whose entries do not sum to zero.
  (select count(*) from (
     select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0
   ) t)::int as unbalanced_transactions,
  -- Legs dated otherwise than their transaction (a leg's month partition is its
  -- transaction's month).
  (select count(*) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
   where e.created_at <> t.created_at)::int as entries_off_transaction_time,
  -- Member accounts (main and vendor wallets) below zero.
  (select count(*) from ledger_accounts where kind = 'member' and balance < 0)::int
    as negative_balances,
  -- Member accounts whose cached balance differs from the sum of their entries.
  (select count(*) from ledger_accounts a
   where a.kind = 'member'
     and a.balance <> (select coalesce(sum(e.amount), 0) from ledger_entries e where e.account_id = a.id)
  )::int as cached_balance_drift,
  -- A deposit credited by more than one ledger transaction.
  (select count(*) from (
     select reference from ledger_transactions
     where kind = 'deposit' and reference in (select id from deposits)
     group by reference having count(*) > 1
   ) t)::int as deposits_credited_twice,
  -- A deposit whose state says credited without a credit, or the other way round.
  -- (Each check below reads the transactions once, grouped by reference, and joins them: a
  -- check per row would scan them once per deposit, withdrawal or settlement.)
  (select count(*) from deposits d
   left join (select distinct reference from ledger_transactions where kind = 'deposit') x
     on x.reference = d.id
   where (d.status = 'credited') <> (x.reference is not null)
  )::int as deposit_credit_mismatch,
  -- A credit of another amount, or to another member, than its deposit.
  (select count(*) from deposits d
   join ledger_transactions x on x.kind = 'deposit' and x.reference = d.id
   join ledger_entries e on e.transaction_id = x.id
   join ledger_accounts a on a.id = e.account_id and a.kind = 'member'
   where e.amount <> d.amount or a.member_id <> d.member_id
  )::int as deposit_amount_mismatch,
  -- One hold per withdrawal, and a return (rejected) or a payout (approved and every state
  -- after it: disbursed, received, disputed, partly_received, not_received) as its state says.
  (select count(*) from withdrawals w
   left join (select reference,
                     count(*) filter (where kind = 'withdrawal') as holds,
                     bool_or(kind = 'withdrawal_return') as returned,
                     bool_or(kind = 'withdrawal_payout') as paid
                from ledger_transactions
               where kind in ('withdrawal', 'withdrawal_return', 'withdrawal_payout')
               group by reference) x on x.reference = w.id
   where coalesce(x.holds, 0) <> 1
      or (w.status = 'rejected') <> coalesce(x.returned, false)
      or (w.status not in ('pending', 'rejected')) <> coalesce(x.paid, false)
  )::int as withdrawal_ledger_mismatch,
  -- The pending-withdrawals accounts hold exactly the pending withdrawals.
  (select count(*) from (
     select
       (select coalesce(sum(amount), 0) from withdrawals where status = 'pending') as pending,
       (select coalesce(sum(e.amount), 0) from ledger_entries e
        join ledger_accounts a on a.id = e.account_id where a.kind = 'pending_withdrawals') as held
   ) t where pending <> held)::int as pending_withdrawals_held_mismatch,
  -- Agent commission: each settlement credited once, its amount, to its agent, by the house.
  (select count(distinct c.id) from commission_settlements c
   left join (select reference, count(*) as n from ledger_transactions
               where kind = 'commission' group by reference) x
     on x.reference = 'commission:' || c.id
   left join (select x.reference, e.amount, a.member_id from ledger_transactions x
                join ledger_entries e on e.transaction_id = x.id
                join ledger_accounts a on a.id = e.account_id and a.kind = 'member'
               where x.kind = 'commission') credit
     on credit.reference = 'commission:' || c.id and credit.amount = c.amount
    and credit.member_id = c.agent_id
   where coalesce(x.n, 0) <> 1 or credit.reference is null
  )::int as commission_credit_mismatch,
  -- Bet records (partitioned by month) without the key row that keeps their round and their
  -- vendor's debit and credit ids unique whatever the month (bet_keys), or whose key row
  -- names another bet, time or ids: a retried round or callback could be played twice.
  (select count(*) from bet_records b
   where not exists (
     select 1 from bet_keys k
      where k.member_id = b.member_id and k.round_id = b.round_id and k.bet_id = b.id
        and k.created_at = b.created_at and k.adapter is not distinct from b.adapter
        and k.debit_tx_id is not distinct from b.debit_tx_id
        and k.credit_tx_id is not distinct from b.credit_tx_id)
  )::int as bets_without_their_key,
  -- Key rows whose bet is gone: its round would be refused, yet nothing would replay it.
  (select count(*) from bet_keys k
   where not exists (select 1 from bet_records b where b.id = k.bet_id and b.created_at = k.created_at)
  )::int as keys_without_their_bet;
commit;
