// Small formatting helpers of the account screens.

/** 5242880 -> '5 MB' (whole megabytes, as the rule is stated). */
export function formatBytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/** Milliseconds as whole hours and minutes. */
export function hoursMinutes(ms: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(ms / 60_000));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
