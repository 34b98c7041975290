// What the read benchmarks (benchmark:agent, benchmark:records, benchmark:big) share: the
// statements one API call sends, recorded from the pool to run again directly as its anchor,
// and the figures of their samples (a quantile, min / median / max).
import type { Database } from '../src/db/client';

/** A statement as the API sent it. */
export type Statement = { text: string; values?: unknown[] };

/**
 * Records every statement the API sends on `database` (pool.query and the clients of
 * transactions alike) between `start()` and `stop()`, which returns them.
 */
export function statementRecorder(database: Database) {
  let recording: Statement[] | null = null;
  if (database.raw.kind === 'postgres') {
    database.raw.pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
        if (recording) {
          const [first, second] = args;
          if (typeof first === 'string')
            recording.push({ text: first, values: Array.isArray(second) ? second : undefined });
          else if (first && typeof first === 'object' && 'text' in first) {
            const q = first as { text: string; values?: unknown[] };
            recording.push({
              text: q.text,
              values: q.values ?? (Array.isArray(second) ? second : undefined),
            });
          }
        }
        return query(...args);
      };
    });
  }
  return {
    start() {
      recording = [];
    },
    stop(): Statement[] {
      const recorded = recording ?? [];
      recording = null;
      return recorded;
    },
  };
}

/** The q-quantile of the samples (nearest rank). */
export const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
};

/** The middle sample (the upper middle of an even count). */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** `min / median / max`, one decimal. */
export const spread = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `${s[0]!.toFixed(1)} / ${median(s).toFixed(1)} / ${s[s.length - 1]!.toFixed(1)}`;
};
