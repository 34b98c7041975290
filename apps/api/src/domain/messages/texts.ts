// The texts of the messages the platform writes, in the member's language: the `inbox`
// section of the platform catalogs (packages/i18n/locales/<CODE>/platform.json). `{{amount}}`,
// `{{id}}`, `{{account}}`, `{{reason}}`, a reward's `{{title}}` and the contract values (`{{kind}}`, `{{gameType}}`,
// `{{period}}`, `{{until}}`, `{{count}}`) are filled in.
import { platformText } from '../texts';

export type MessageType =
  | 'deposit_credited'
  | 'deposit_failed'
  | 'withdrawal_approved'
  | 'withdrawal_rejected'
  | 'transfer_sent'
  | 'transfer_received'
  | 'reward_issued'
  | 'reward_rejected'
  | 'contract_offered'
  | 'contract_accepted'
  | 'contract_rejected'
  | 'contract_terminated'
  | 'contract_ended'
  | 'settlement_paid'
  | 'settlement_short'
  | 'settlement_paid_out'
  | 'upline_transfer_sent'
  | 'upline_transfer_received'
  | 'two_factor_reset'
  | 'payment_password_reset'
  | 'feedback_answered';

/** Reasons the platform itself gives, by the text stored with the record (operators' reasons are shown as typed). */
const REASON_KEYS: Readonly<Record<string, string>> = {
  'payment time expired': 'reasons.payment_time_expired',
  'payment failed': 'reasons.payment_failed',
  rejected: 'reasons.rejected',
};

export function messageText(
  language: string,
  type: MessageType,
  values: Record<string, string>,
): { title: string; content: string } {
  const reasonKey = values.reason !== undefined ? REASON_KEYS[values.reason] : undefined;
  const all = reasonKey ? { ...values, reason: platformText(language, reasonKey) } : values;
  return {
    title: platformText(language, `inbox.${type}.title`, all),
    content: platformText(language, `inbox.${type}.content`, all),
  };
}
