// `pnpm --filter @platform/api ops <command>`: the operator CLI. Money and review commands call
// the operator API (OPS_API_URL, default http://127.0.0.1:$PORT) with an operator key
// (OPERATOR_KEY or --key), each with a fresh Idempotency-Key (or --idempotency-key to retry one
// safely). Key management and the audit log read the database directly (DATABASE_URL,
// PGLITE_DIR, else the embedded PostgreSQL: stop a server using the embedded one first).
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { openConfiguredDatabase } from '../db/default-database';
import { migrateDatabase } from '../db/migrate';
import { contentCoverage, coverageReport } from '../domain/content';
import {
  archivePartitions,
  ensureComingPartitions,
  listPartitions,
  PARTITIONED_TABLES,
} from '../domain/kernel';
import { findMerchantByCode } from '../domain/merchants';
import {
  auditLog,
  createOperatorKey,
  createStaffUser,
  isStaffRole,
  listOperatorKeys,
  listStaff,
  revokeOperatorKey,
  STAFF_ROLES,
  type StaffRole,
  unlockStaff,
} from '../domain/operators';
import { readEnv } from '../env';

const USAGE = `Usage: pnpm --filter @platform/api ops <command> [args] [--key K] [--merchant M] [--idempotency-key K]

Operator API (needs OPERATOR_KEY or --key; the API must be running):
  deposits [status]                     list deposits (pending, credited, failed, cancelled, expired)
  deposit:confirm <id>                  confirm a pending bank transfer or late-paid payment (credits)
  deposit:reject <id> <reason...>       reject a pending deposit
  withdrawals [status]                  list withdrawals (pending, approved, disbursed, disputed, ...)
  withdrawal:approve <id>               approve (money to payout clearing)
  withdrawal:reject <id> <reason...>    reject (money back to the member)
  withdrawal:disburse <id>              mark paid out (starts the receipt clock)
  disputes                              withdrawals in dispute
  dispute:resolve <id> paid|refunded [--amount X] <note...>
  adjust <account> <amount> <reason...> balance adjustment (negative takes money away)
  rewards [status] [--account A]        reward claims (Applying: waiting for review; Process, ...)
  reward:process <id>                   take a claim up for review
  reward:approve <id> [--amount X]      approve (the reward is credited; --amount sets a prize)
  reward:reject <id> <reason...>        reject (nothing is paid)
  settlements [contractId] [period]     the latest contract settlements
  settlements:run [job] [period]        run due settlement jobs now (or one job, or one closed period)
  settlement:rerun <contractId> <period> <reason...>
                                        recompute one settlement; only the difference moves
  contract:offer <account> <kind> <gameType> <terms-json>
                                        the house offers a top-level agent a contract
  points:redemptions [status]           points redemptions (in_process, approved, rejected)
  points:approve <id>                   approve a redemption (cash and bonus rewards pay the balance)
  points:reject <id> <reason...>        reject a redemption (its points and stock return)
  points:adjust <account> <points> <reason...>  add points (negative takes them away)
  jackpot [page]                        the jackpot pool's balance and ledger statement, newest first

Database (no API needed):
  keys:create <name> [--role R]         make an operator key (shown once); R is a role, default owner
  keys:revoke <id|name>                 revoke a key
  keys:list                             list keys
  staff:create <name> <role> --password P
                                        add a staff member of the console (roles: ${STAFF_ROLES.join(', ')});
                                        they set up two-factor at their first sign-in
  staff:list                            list staff members
  staff:unlock <name>                   unlock a staff sign-in (the lock, wrong codes, every wait)
  audit [limit]                         the latest operator actions
  content:check                         missing translations of the merchant's content, per type
                                        and language (exits 1 when any is missing)
  partitions                            the monthly partitions of ${PARTITIONED_TABLES.join(', ')}
                                        (schema, month, estimated rows)
  partitions:create                     make this month's and the next three months' partitions now
                                        (what the partitions job does; exits 1 when one is blocked)
  partitions:archive --keep-months N    move the partitions of the months before the last N (this
                                        month counts) to the archive schema; they stay attached, so
                                        records and reports of those months still read them`;

function parseArgs(argv: string[]) {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      options[arg.slice(2)] = argv[i + 1] ?? '';
      i += 1;
    } else positional.push(arg);
  }
  return { positional, options };
}

const env = readEnv();
const { positional, options } = parseArgs(process.argv.slice(2));
const [command, ...args] = positional;
const merchantCode = options.merchant ?? 'demo';
const say = (line: string) => process.stdout.write(`${line}\n`);

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function roleOf(value: string): StaffRole {
  if (!isStaffRole(value)) fail(`The role is one of ${STAFF_ROLES.join(', ')}.`);
  return value;
}

async function api(method: string, path: string, body?: unknown): Promise<unknown> {
  const key = options.key ?? env.operatorKey;
  if (!key) fail('Set OPERATOR_KEY or pass --key (the seed prints the demo operator key).');
  const headers: Record<string, string> = { merchant: merchantCode, 'x-operator-key': key };
  if (method !== 'GET') headers['idempotency-key'] = options['idempotency-key'] ?? randomUUID();
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`${env.opsApiUrl}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    fail(`Cannot reach the API at ${env.opsApiUrl} (set OPS_API_URL, or start it).`);
  }
  const json = (await res.json()) as {
    success: boolean;
    value: unknown;
    message: string;
    errorCode: string;
  };
  if (!json.success)
    fail(`${json.errorCode}: ${json.message}${json.value ? ` ${JSON.stringify(json.value)}` : ''}`);
  return json.value;
}

interface Row {
  id: string;
  account: string;
  amount: string;
  currency: string;
  status: string;
  channel: string;
  createdAt: number;
}

function printRows(page: unknown, extra: (r: Record<string, unknown>) => string = () => '') {
  const { content, totalElements } = page as {
    content: (Row & Record<string, unknown>)[];
    totalElements: number;
  };
  if (content.length === 0) say('(none)');
  for (const r of content) {
    say(
      [
        r.id,
        r.account.padEnd(14),
        `${r.amount} ${r.currency}`.padStart(16),
        r.status.padEnd(10),
        r.channel,
        new Date(r.createdAt).toISOString(),
        extra(r),
      ]
        .join('  ')
        .trimEnd(),
    );
  }
  say(`${content.length} of ${totalElements}`);
}

const show = (label: string, value: unknown) => {
  const v = value as { id?: string; status?: string };
  say(`${label}: ${v.id ?? ''} -> ${v.status ?? JSON.stringify(value)}`);
};

const need = (value: string | undefined, what: string): string =>
  value ?? fail(`Missing ${what}.\n\n${USAGE}`);
const rest = (from: number, what: string) => {
  const text = args.slice(from).join(' ').trim();
  return text || fail(`Missing ${what}.`);
};
const query = (status?: string) =>
  `?size=100${status ? `&status=${encodeURIComponent(status)}` : ''}`;

async function withDatabase(run: (db: Database['db'], merchantId: number) => Promise<void>) {
  const opened = await openConfiguredDatabase(env);
  const { database } = opened;
  try {
    await migrateDatabase(database);
    const merchant = await findMerchantByCode(database.db, merchantCode);
    if (!merchant) fail(`No merchant ${merchantCode}.`);
    await run(database.db, merchant.id);
  } finally {
    await opened.close();
  }
}

switch (command) {
  case 'settlements': {
    const q = new URLSearchParams({ size: '50' });
    if (args[0]) q.set('contractId', args[0]);
    if (args[1]) q.set('period', args[1]);
    const page = (await api('GET', `/operator/settlements?${q}`)) as {
      content: Record<string, unknown>[];
      totalElements: number;
    };
    if (page.content.length === 0) say('(none)');
    for (const r of page.content) {
      const payer = (r.payer as { account: string } | null)?.account ?? 'house';
      const payee = (r.payee as { account: string }).account;
      say(
        [
          String(r.id).padStart(6),
          `contract ${String(r.contractId)}`.padEnd(14),
          String(r.kind).padEnd(9),
          String(r.period).padEnd(17),
          `${payer} -> ${payee}`.padEnd(28),
          `valid ${String(r.validBet)} pl ${String(r.profitLoss)} active ${String(r.activeMembers)}`,
          `tier ${String(r.tier ?? '-')} rate ${String(r.rate ?? '-')}`,
          `amount ${String(r.amount)} paid ${String(r.paid)} ${String(r.status)}`,
        ].join('  '),
      );
    }
    say(`${page.content.length} of ${page.totalElements}`);
    break;
  }
  case 'settlements:run': {
    const result = (await api('POST', '/operator/settlements/run', {
      ...(args[0] ? { job: args[0] } : {}),
      ...(args[1] ? { period: args[1] } : {}),
    })) as { runs: Record<string, unknown>[]; retried: number };
    for (const r of result.runs)
      say(
        `${String(r.job)} ${String(r.period)}: ${String(r.status)}, ${String(r.contracts)} settled, ${String(r.paid)} paid, ${String(r.amount)}`,
      );
    say(`${result.runs.length} runs; ${result.retried} short settlements paid`);
    break;
  }
  case 'settlement:rerun': {
    const r = (await api('POST', '/operator/settlements/rerun', {
      contractId: Number(need(args[0], 'contract id')),
      period: need(args[1], 'period'),
      reason: rest(2, 'reason'),
    })) as Record<string, unknown>;
    say(
      `settlement ${String(r.settlementId)}: ${String(r.previousAmount)} -> ${String(r.newAmount)}, difference ${String(r.difference)} (${String(r.outcome)})`,
    );
    break;
  }
  case 'contract:offer': {
    let terms: unknown;
    try {
      terms = JSON.parse(need(args[3], 'terms (JSON)'));
    } catch {
      fail('The terms are JSON, like {"kind":"daily","tiers":[...]}.');
    }
    const c = (await api('POST', '/operator/contracts', {
      account: need(args[0], 'account'),
      kind: need(args[1], 'kind'),
      gameType: need(args[2], 'game type'),
      terms,
    })) as { id: number; status: string };
    say(`contract ${c.id}: ${c.status}`);
    break;
  }
  case 'jackpot': {
    const page = Number(args[0] ?? '1');
    const pool = (await api('GET', `/operator/jackpot?page=${page}&size=50`)) as {
      balance: string;
      total: number;
      lines: {
        transactionId: number;
        kind: string;
        amount: string;
        reference: string | null;
        createdAt: string;
      }[];
    };
    say(`jackpot pool ${pool.balance} (${pool.total} movements, page ${page})`);
    for (const l of pool.lines)
      say(
        `${l.createdAt}  #${l.transactionId}  ${l.kind.padEnd(8)} ${l.amount.padStart(14)}  ${l.reference ?? ''}`,
      );
    break;
  }
  case 'deposits':
    printRows(await api('GET', `/operator/deposits${query(args[0])}`), (r) =>
      r.depositorName
        ? `${String(r.depositorName)} ref ${String(r.reference)}`
        : r.latePaidAt
          ? 'paid after its time: confirm (credit) or reject (refund)'
          : '',
    );
    break;
  case 'deposit:confirm':
    show(
      'confirmed',
      await api('POST', `/operator/deposits/${need(args[0], 'deposit id')}/confirm`),
    );
    break;
  case 'deposit:reject':
    show(
      'rejected',
      await api('POST', `/operator/deposits/${need(args[0], 'deposit id')}/reject`, {
        reason: rest(1, 'reason'),
      }),
    );
    break;
  case 'withdrawals':
  case 'disputes':
    printRows(
      await api(
        'GET',
        `/operator/withdrawals${query(command === 'disputes' ? 'disputed' : args[0])}`,
      ),
      (r) => {
        const receipt = r.receipt as { answer: string; receivedAmount: string | null } | null;
        return `to ${String(r.accountNumber)}${receipt ? `  receipt ${receipt.answer}${receipt.receivedAmount ? ` ${receipt.receivedAmount}` : ''}` : ''}`;
      },
    );
    break;
  case 'rewards': {
    const account = options.account ? `&account=${encodeURIComponent(options.account)}` : '';
    const page = (await api('GET', `/operator/rewards${query(args[0])}${account}`)) as {
      content: Record<string, unknown>[];
      totalElements: number;
    };
    if (page.content.length === 0) say('(none)');
    for (const g of page.content)
      say(
        [
          String(g.id).padStart(6),
          String(g.account).padEnd(14),
          `${String(g.amount)} ${String(g.currency)}`.padStart(16),
          String(g.status).padEnd(10),
          `${String(g.sourceKind)}:${String(g.sourceId)}`,
          g.title ? `"${String(g.title)}"` : '',
          new Date(Number(g.createdAt)).toISOString(),
        ]
          .join('  ')
          .trimEnd(),
      );
    say(`${page.content.length} of ${page.totalElements}`);
    break;
  }
  case 'reward:process':
    show(
      'processing',
      await api('POST', `/operator/rewards/${need(args[0], 'reward id')}/process`),
    );
    break;
  case 'reward:approve':
    show(
      'approved',
      await api(
        'POST',
        `/operator/rewards/${need(args[0], 'reward id')}/approve`,
        options.amount ? { amount: options.amount } : {},
      ),
    );
    break;
  case 'reward:reject':
    show(
      'rejected',
      await api('POST', `/operator/rewards/${need(args[0], 'reward id')}/reject`, {
        reason: rest(1, 'reason'),
      }),
    );
    break;
  case 'withdrawal:approve':
    show(
      'approved',
      await api('POST', `/operator/withdrawals/${need(args[0], 'withdrawal id')}/approve`),
    );
    break;
  case 'withdrawal:reject':
    show(
      'rejected',
      await api('POST', `/operator/withdrawals/${need(args[0], 'withdrawal id')}/reject`, {
        reason: rest(1, 'reason'),
      }),
    );
    break;
  case 'withdrawal:disburse':
    show(
      'disbursed',
      await api('POST', `/operator/withdrawals/${need(args[0], 'withdrawal id')}/disburse`),
    );
    break;
  case 'dispute:resolve': {
    const outcome = need(args[1], 'outcome (paid or refunded)');
    if (outcome !== 'paid' && outcome !== 'refunded') fail('The outcome is paid or refunded.');
    show(
      'resolved',
      await api('POST', `/operator/withdrawals/${need(args[0], 'withdrawal id')}/resolve`, {
        outcome,
        note: rest(2, 'note'),
        ...(options.amount ? { refundAmount: options.amount } : {}),
      }),
    );
    break;
  }
  case 'adjust': {
    const result = (await api('POST', '/operator/adjustments', {
      account: need(args[0], 'account'),
      amount: need(args[1], 'amount'),
      reason: rest(2, 'reason'),
    })) as { account: string; amount: string; balance: string };
    say(`adjusted ${result.account} by ${result.amount}; balance ${result.balance}`);
    break;
  }
  case 'points:redemptions': {
    const page = (await api('GET', `/operator/pointRedemptions${query(args[0])}`)) as {
      content: {
        id: string;
        account: string;
        rewardName: string;
        quantity: number;
        changedPoints: number;
        status: string;
        value: string | null;
        remark: string | null;
        applyTime: number;
      }[];
      totalElements: number;
    };
    if (page.content.length === 0) say('(none)');
    for (const r of page.content) {
      say(
        [
          r.id,
          r.account.padEnd(14),
          `${r.quantity} x ${r.rewardName}`.padEnd(28),
          `${r.changedPoints} pts`.padStart(12),
          r.status.padEnd(10),
          r.value ?? '',
          new Date(r.applyTime).toISOString(),
          r.remark ?? '',
        ]
          .join('  ')
          .trimEnd(),
      );
    }
    say(`${page.content.length} of ${page.totalElements}`);
    break;
  }
  case 'points:approve':
    show(
      'approved',
      await api('POST', `/operator/pointRedemptions/${need(args[0], 'redemption id')}/approve`),
    );
    break;
  case 'points:reject':
    show(
      'rejected',
      await api('POST', `/operator/pointRedemptions/${need(args[0], 'redemption id')}/reject`, {
        reason: rest(1, 'reason'),
      }),
    );
    break;
  case 'points:adjust': {
    const points = Number(need(args[1], 'points'));
    if (!Number.isSafeInteger(points)) fail('The points are a whole number.');
    const result = (await api('POST', '/operator/pointAdjustments', {
      account: need(args[0], 'account'),
      points,
      reason: rest(2, 'reason'),
    })) as { account: string; points: number; balance: number };
    say(`adjusted ${result.account} by ${result.points} points; points ${result.balance}`);
    break;
  }
  case 'keys:create':
    await withDatabase(async (db, merchantId) => {
      const { id, key, role } = await createOperatorKey(
        db,
        merchantId,
        need(args[0], 'key name'),
        Date.now(),
        { role: roleOf(options.role ?? 'owner') },
      );
      say(`operator key ${id} (${role}) for ${merchantCode}: ${key}`);
      say('It is shown only now; the database keeps its hash.');
    });
    break;
  case 'keys:revoke':
    await withDatabase(async (db, merchantId) => {
      const n = await revokeOperatorKey(
        db,
        merchantId,
        need(args[0], 'key id or name'),
        Date.now(),
      );
      say(n > 0 ? `revoked ${n} key(s)` : 'no such active key');
    });
    break;
  case 'keys:list':
    await withDatabase(async (db, merchantId) => {
      for (const k of await listOperatorKeys(db, merchantId)) {
        say(
          `${k.id}  ${k.name.padEnd(16)} ${k.role.padEnd(9)} created ${k.createdAt.toISOString()}${k.revokedAt ? `  revoked ${k.revokedAt.toISOString()}` : ''}`,
        );
      }
    });
    break;
  case 'staff:create':
    await withDatabase(async (db, merchantId) => {
      const staff = await createStaffUser(db, {
        merchantId,
        loginName: need(args[0], 'sign-in name'),
        role: roleOf(need(args[1], 'role')),
        password: need(options.password, 'password (--password)'),
        now: Date.now(),
        by: null,
      });
      say(`staff ${staff.loginName} (${staff.role}) for ${merchantCode}`);
      say('They set up two-factor (authenticator app) at their first sign-in to the console.');
    });
    break;
  case 'staff:list':
    await withDatabase(async (db, merchantId) => {
      for (const s of await listStaff(db, merchantId)) {
        say(
          `${s.id}  ${s.loginName.padEnd(16)} ${s.role.padEnd(9)} two-factor ${s.twoFactor ? 'on ' : 'off'}${s.locked ? `  locked (${s.lockedReason ?? ''})` : ''}`,
        );
      }
    });
    break;
  case 'staff:unlock':
    await withDatabase(async (db, merchantId) => {
      const staff = await unlockStaff(db, {
        merchantId,
        loginName: need(args[0], 'sign-in name'),
        by: null,
        now: Date.now(),
      });
      say(`unlocked ${staff.loginName}: they can sign in again`);
    });
    break;
  case 'audit':
    await withDatabase(async (db, merchantId) => {
      for (const a of await auditLog(db, merchantId, Number(args[0] ?? 20))) {
        say(
          `${a.createdAt.toISOString()}  ${a.operatorName.padEnd(14)} ${(a.ip ?? '').padEnd(15)} ${a.action.padEnd(20)} ${a.target}`,
        );
        say(`    before ${JSON.stringify(a.before)}\n    after  ${JSON.stringify(a.after)}`);
      }
    });
    break;
  case 'content:check':
    await withDatabase(async (db) => {
      const coverage = await contentCoverage(db, merchantCode);
      say(coverageReport(coverage));
      if (coverage.total > 0) process.exitCode = 1;
    });
    break;
  case 'partitions':
    await withDatabase(async (db) => {
      for (const p of await listPartitions(db))
        say(
          `${p.table.padEnd(22)} ${(p.month ?? 'DEFAULT').padEnd(10)} ${`${p.schema}.${p.name}`.padEnd(46)} ~${p.estimatedRows} rows`,
        );
    });
    break;
  case 'partitions:create':
    await withDatabase(async (db) => {
      for (const p of await ensureComingPartitions(db, Date.now())) {
        say(`${p.table.padEnd(22)} ${p.month}  ${p.outcome}`);
        if (p.outcome === 'blocked') process.exitCode = 1;
      }
    });
    break;
  case 'partitions:archive': {
    const keep = Number(options['keep-months']);
    if (!Number.isInteger(keep) || keep < 1)
      fail('Pass --keep-months N: the months the merchants keep (at least 1, this month counts).');
    await withDatabase(async (db) => {
      const moved = await archivePartitions(db, keep, Date.now());
      for (const p of moved) say(`archived ${p.table} ${p.month}: archive.${p.name}`);
      if (moved.length === 0) say('nothing to archive');
    });
    break;
  }
  default:
    say(USAGE);
    if (command && command !== 'help') process.exit(1);
}
