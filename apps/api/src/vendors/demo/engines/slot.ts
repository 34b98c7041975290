// A 3x3 slot with 5 paylines (three rows and two diagonals). Each cell is drawn on its own
// from the weighted symbols; three of a kind on a line pays `pays` times the line stake
// (stake / 5). The return to player is computed exactly in slot.test.ts.
import type { Rng } from './rng';

export const SLOT_SYMBOLS = [
  { id: 'SEVEN', weight: 2, pays: 250 },
  { id: 'BAR', weight: 4, pays: 60 },
  { id: 'BELL', weight: 6, pays: 40 },
  { id: 'CHERRY', weight: 8, pays: 27 },
  { id: 'LEMON', weight: 10, pays: 16 },
  { id: 'GRAPE', weight: 10, pays: 16 },
] as const;

export type SlotSymbol = (typeof SLOT_SYMBOLS)[number]['id'];

/** Cells of each line as [reel, row]. */
export const PAYLINES: readonly (readonly [number, number])[][] = [
  [
    [0, 0],
    [1, 0],
    [2, 0],
  ],
  [
    [0, 1],
    [1, 1],
    [2, 1],
  ],
  [
    [0, 2],
    [1, 2],
    [2, 2],
  ],
  [
    [0, 0],
    [1, 1],
    [2, 2],
  ],
  [
    [0, 2],
    [1, 1],
    [2, 0],
  ],
];

const TOTAL_WEIGHT = SLOT_SYMBOLS.reduce((s, x) => s + x.weight, 0);

function drawSymbol(rng: Rng): SlotSymbol {
  let r = rng(TOTAL_WEIGHT);
  for (const s of SLOT_SYMBOLS) {
    if (r < s.weight) return s.id;
    r -= s.weight;
  }
  return 'GRAPE';
}

export interface SlotOutcome {
  /** grid[reel][row] */
  grid: SlotSymbol[][];
  lines: { line: number; symbol: SlotSymbol; pays: number }[];
}

export function spin(rng: Rng): SlotOutcome {
  const grid = [0, 1, 2].map(() => [0, 1, 2].map(() => drawSymbol(rng)));
  const lines: SlotOutcome['lines'] = [];
  PAYLINES.forEach((cells, line) => {
    const symbols = cells.map(([reel, row]) => grid[reel]?.[row]);
    const first = symbols[0];
    if (first && symbols.every((s) => s === first)) {
      const pays = SLOT_SYMBOLS.find((s) => s.id === first)?.pays ?? 0;
      lines.push({ line, symbol: first, pays });
    }
  });
  return { grid, lines };
}

/** What a spin returns for `stake` minor units, rounded down. */
export function slotPayout(stake: bigint, outcome: SlotOutcome): bigint {
  const multiplier = outcome.lines.reduce((s, l) => s + l.pays, 0);
  return (stake * BigInt(multiplier)) / BigInt(PAYLINES.length);
}

/** Exact expected return per unit staked. @internal */
export function slotReturnToPlayer(): number {
  return SLOT_SYMBOLS.reduce((s, x) => s + (x.weight / TOTAL_WEIGHT) ** 3 * x.pays, 0);
}
