// Contract settings of a merchant (merchants.settings.contracts): the time zone its settlement
// periods follow (a fixed offset from UTC, in minutes; GMT+8 is 480) and what an upline's
// termination of a contract does. Missing or malformed values take the defaults below.

/**
 * An upline terminating a downline's contract: `period_end` (the default) keeps it in force
 * until the end of the period being settled, `immediate` ends it at once, `never` refuses.
 * A downline may always terminate its own contract, at once.
 */
export type UplineTermination = 'period_end' | 'immediate' | 'never';

export interface ContractSettings {
  utcOffsetMinutes: number;
  uplineTermination: UplineTermination;
}

export const DEFAULT_CONTRACT_SETTINGS: ContractSettings = {
  utcOffsetMinutes: 0,
  uplineTermination: 'period_end',
};

export function parseContractSettings(raw: unknown): ContractSettings {
  const c = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const offset = c.utcOffsetMinutes;
  const rule = c.uplineTermination;
  return {
    utcOffsetMinutes:
      typeof offset === 'number' && Number.isInteger(offset) && offset >= -720 && offset <= 840
        ? offset
        : DEFAULT_CONTRACT_SETTINGS.utcOffsetMinutes,
    uplineTermination:
      rule === 'period_end' || rule === 'immediate' || rule === 'never'
        ? rule
        : DEFAULT_CONTRACT_SETTINGS.uplineTermination,
  };
}
