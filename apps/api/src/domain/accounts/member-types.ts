// Customer types: agents 1, 2, 41, 42; trial (free play) 4; anything else a player.
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;
export const PLAYER_TYPE = 0;

export const isAgentType = (type: number): boolean => AGENT_TYPES.includes(type);
export const isTrialType = (type: number): boolean => type === TRIAL_TYPE;
