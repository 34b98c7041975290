// Types of ledger-invariants.mjs for the TypeScript scripts.
export function readInvariants(connectionString: string): Promise<Record<string, string | number>>;
export function broken(invariants: Record<string, string | number>): string[];
