/** Customer types of the platform: agents 1, 2, 41, 42; trial (free play) 4; anything else a player. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;

export type MemberKind = 'agent' | 'trial' | 'player';

export function isAgentType(type: number | null | undefined): boolean {
  return type != null && AGENT_TYPES.includes(type);
}

export function isTrialType(type: number | null | undefined): boolean {
  return type === TRIAL_TYPE;
}

export function memberKind(type: number | null | undefined): MemberKind {
  if (isAgentType(type)) return 'agent';
  if (isTrialType(type)) return 'trial';
  return 'player';
}
