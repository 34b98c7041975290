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
  /** `pg_ctl restart` with the same options (default mode `fast`); resolves once it accepts. */
  restart: (mode?: 'smart' | 'fast' | 'immediate') => Promise<void>;
}>;
export function freePort(): Promise<number>;
/** A streaming replica of `primary` (pg_basebackup -R), hot standby on `port`. */
export function startStandby(
  bin: string,
  primary: { port: number },
  port?: number,
): Promise<{
  dir: string;
  port: number;
  url: string;
  /** Stops the server and deletes its directory. */
  stop: () => void;
  /** Stops the server (immediate), keeping the directory. */
  stopServer: () => void;
}>;
