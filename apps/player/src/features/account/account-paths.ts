// Where the account screens lead.
export const LIMITS_PATH = '/member/responsibleGaming';
export const DEPOSIT_PATH = '/member/depositv2';
export const WITHDRAW_PATH = '/member/withdraw';
