// Types of pg-cluster.mjs for the TypeScript scripts that start a throw-away cluster.
export function findPostgresBin(): string | null;
export function startCluster(
  bin: string,
  port?: number,
): Promise<{
  dir: string;
  port: number;
  version: string;
  url: string;
  stop: () => void;
}>;
export function freePort(): Promise<number>;
