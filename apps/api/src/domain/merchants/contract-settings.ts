// Contract settings of a merchant (merchants.settings.contracts): what an upline's termination
// of a contract does, and the time zone its settlement periods follow (the merchant's own,
// settings.timeZone, IANA). Missing or malformed values take the defaults below.

/**
 * An upline terminating a downline's contract: `period_end` (the default) keeps it in force
 * until the end of the period being settled, `immediate` ends it at once, `never` refuses.
 * A downline may always terminate its own contract, at once.
 */
export type UplineTermination = 'period_end' | 'immediate' | 'never';

export interface ContractSettings {
  /** The merchant's IANA time zone (settings.timeZone): days, weeks and months of periods. */
  timeZone: string;
  uplineTermination: UplineTermination;
}

export const DEFAULT_CONTRACT_SETTINGS: ContractSettings = {
  timeZone: 'UTC',
  uplineTermination: 'period_end',
};

export function parseContractSettings(raw: unknown, timeZone = 'UTC'): ContractSettings {
  const c = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const rule = c.uplineTermination;
  return {
    timeZone,
    uplineTermination:
      rule === 'period_end' || rule === 'immediate' || rule === 'never'
        ? rule
        : DEFAULT_CONTRACT_SETTINGS.uplineTermination,
  };
}
