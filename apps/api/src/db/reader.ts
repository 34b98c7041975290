// Where read-only queries run: the primary, or a streaming replica (DATABASE_REPLICA_URL) for
// the reads its call site names. Two kinds of read:
//  - `shared`: reports, content, operator lists. Served by the replica while its lag (measured
//    below) is within `maxLagMs`; a report may then be up to that much behind the primary.
//  - `own`: what the caller may just have changed (a member's records, an agent's tables).
//    Served by the replica only when it has replayed every commit the primary had made when
//    the read began (the primary's current WAL position against the replica's replay
//    position), so a member who has just deposited, bet or created a downline sees it at once,
//    whoever's replica took the write. Otherwise the primary answers.
// Money, sessions, idempotency and every write never come here: they use the primary's `db`.
// A replica that is down, lagging or failing a query costs no error: the read runs on the
// primary and the replica is retried on the next check.
import { sql } from 'drizzle-orm';
import type { Db } from './client';

export interface Reader {
  /** Runs a read of shared figures (reports, lists, content) on the replica when it is fresh. */
  shared<T>(read: (db: Db) => Promise<T>): Promise<T>;
  /** Runs a read of the caller's own data on the replica only when it holds every commit so far. */
  own<T>(read: (db: Db) => Promise<T>): Promise<T>;
  /** With a replica: what the last check found and how many reads each side served. */
  state?: () => ReplicaState;
}

/** One database: every read on it (no replica configured; PGlite). */
export function primaryReader(primary: Db): Reader {
  return { shared: (read) => read(primary), own: (read) => read(primary) };
}

interface ReplicaReaderOptions {
  primary: Db;
  replica: Db;
  /** Largest replica lag at which shared reads still go there (default 5 s). */
  maxLagMs?: number;
  /** How often the lag is measured (default: a quarter of maxLagMs, at most 500 ms). */
  checkEveryMs?: number;
  /** Where the replica's failures are told (once per outage). */
  warn?: (message: string) => void;
}

interface ReplicaReader extends Reader {
  state: () => ReplicaState;
  close(): void;
}

interface ReplicaState {
  /** The replica answered its last check. */
  answering: boolean;
  /** It answered and its lag is within the bound: shared reads go there. */
  usable: boolean;
  lagMs: number | null;
  served: { replica: number; primary: number };
}

/** @internal A WAL position (`16/B374D848`) as a number that orders like it. */
export function lsnValue(lsn: string): bigint {
  const [high = '0', low = '0'] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** WAL page size (XLOG_BLCKSZ) and the sizes of a page's header (short, and a segment's first). */
const WAL_PAGE = 8192n;
const PAGE_HEADERS = new Set([24n, 40n]);

/**
 * The primary's insert position as a position the replica can reach: at a page boundary
 * PostgreSQL reports the insert position past the next page's header, where no record ends.
 */
function reachable(insert: bigint): bigint {
  const offset = insert % WAL_PAGE;
  return PAGE_HEADERS.has(offset) ? insert - offset : insert;
}

interface Sample {
  lsn: bigint;
  /** The primary's clock when it was at `lsn` (ms). */
  at: number;
}

const SAMPLES_KEPT = 200;

export function replicaReader(options: ReplicaReaderOptions): ReplicaReader {
  const { primary, replica } = options;
  const maxLagMs = options.maxLagMs ?? 5_000;
  const checkEveryMs = options.checkEveryMs ?? Math.min(500, Math.max(50, maxLagMs / 4));
  const served = { replica: 0, primary: 0 };
  /** The primary's recent positions, oldest first. */
  let samples: Sample[] = [];
  /** Replayed by the replica at the last check (null: it did not answer). */
  let replayed: bigint | null = null;
  /** Lag at the last check: the primary's latest time minus the time it had what was replayed. */
  let lagMs: number | null = null;
  let down = false;
  let checking: Promise<void> | null = null;

  const replayPosition = async (): Promise<bigint | null> => {
    const { rows } = await replica.execute<{ lsn: string | null }>(
      sql`select coalesce(pg_last_wal_replay_lsn(), pg_current_wal_lsn())::text as lsn`,
    );
    return rows[0]?.lsn ? lsnValue(rows[0].lsn) : null;
  };

  const primaryPosition = async (): Promise<Sample> => {
    const { rows } = await primary.execute<{ lsn: string; at: string }>(
      // The insert position, not the write position: with asynchronous commit a committed
      // transaction may not be written out yet, and it must count as needed.
      sql`select pg_current_wal_insert_lsn()::text as lsn, (extract(epoch from clock_timestamp()) * 1000)::text as at`,
    );
    const row = rows[0];
    if (!row) throw new Error('the primary did not say its WAL position');
    return { lsn: reachable(lsnValue(row.lsn)), at: Number(row.at) };
  };

  const markDown = (error: unknown) => {
    replayed = null;
    lagMs = null;
    if (!down) {
      down = true;
      options.warn?.(`read replica unavailable, reading from the primary: ${reason(error)}`);
    }
  };

  async function check(): Promise<void> {
    let sample: Sample;
    try {
      sample = await primaryPosition();
    } catch {
      // The primary itself is unreachable: the reads will say so on their own.
      return;
    }
    samples.push(sample);
    if (samples.length > SAMPLES_KEPT) samples = samples.slice(-SAMPLES_KEPT);
    try {
      const position = await replayPosition();
      if (position === null) throw new Error('no replay position');
      replayed = position;
      // Everything the primary had at a sample's time is on the replica once its position
      // is replayed: the latest such time is how far the replica has caught up.
      let caughtUpTo: number | null = null;
      for (const s of samples) if (s.lsn <= position) caughtUpTo = s.at;
      lagMs = caughtUpTo === null ? null : Math.max(0, sample.at - caughtUpTo);
      // Older samples than the caught-up one are no longer needed.
      const firstNeeded = samples.findIndex((s) => s.lsn > position);
      if (firstNeeded > 1) samples = samples.slice(firstNeeded - 1);
      if (down) {
        down = false;
        options.warn?.('read replica available again');
      }
    } catch (error) {
      markDown(error);
    }
  }

  const tick = () => {
    checking ??= check().finally(() => {
      checking = null;
    });
    return checking;
  };
  const timer = setInterval(() => void tick(), checkEveryMs);
  timer.unref();
  void tick();

  const fresh = () => !down && lagMs !== null && lagMs <= maxLagMs;

  async function run<T>(onReplica: boolean, read: (db: Db) => Promise<T>): Promise<T> {
    if (onReplica) {
      try {
        const result = await read(replica);
        served.replica++;
        return result;
      } catch (error) {
        // The domain's own refusals are answers, the same on either side.
        if (isAnswer(error)) throw error;
        markDown(error);
      }
    }
    served.primary++;
    return read(primary);
  }

  return {
    shared: (read) => run(fresh(), read),
    async own(read) {
      if (!fresh()) return run(false, read);
      let needed: bigint;
      try {
        needed = (await primaryPosition()).lsn;
      } catch {
        return run(false, read);
      }
      // The last check may already be past it; otherwise ask the replica where it is now.
      let onReplica = replayed !== null && replayed >= needed;
      if (!onReplica) {
        try {
          const position = await replayPosition();
          onReplica = position !== null && position >= needed;
        } catch (error) {
          markDown(error);
        }
      }
      return run(onReplica, read);
    },
    state: () => ({
      answering: !down && lagMs !== null,
      usable: fresh(),
      lagMs,
      served: { ...served },
    }),
    close() {
      clearInterval(timer);
    },
  };
}

/** The driver's own message (drizzle wraps it in "Failed query: ..." with the SQL). */
function reason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

/** An error the domain raised on purpose (an AppError: a status and an error code). */
function isAnswer(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'statusCode' in error && 'errorCode' in error
  );
}
