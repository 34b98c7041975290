// The texts of the messages the platform writes, per language (EN, CN, AR; others fall back
// to EN). `{amount}`, `{id}`, `{reason}` and the contract values (`{kind}`, `{gameType}`,
// `{account}`, `{period}`, `{until}`, `{count}`) are filled in.
export type MessageType =
  | 'deposit_credited'
  | 'deposit_failed'
  | 'withdrawal_approved'
  | 'withdrawal_rejected'
  | 'transfer_sent'
  | 'transfer_received'
  | 'contract_offered'
  | 'contract_accepted'
  | 'contract_rejected'
  | 'contract_terminated'
  | 'contract_ended'
  | 'settlement_paid'
  | 'settlement_short'
  | 'settlement_paid_out'
  | 'upline_transfer_sent'
  | 'upline_transfer_received';

type Texts = Record<MessageType, { title: string; content: string }>;

const TEXTS: Record<'EN' | 'CN' | 'AR', Texts> = {
  EN: {
    deposit_credited: {
      title: 'Deposit credited',
      content: 'Your deposit {id} of {amount} has been credited to your balance.',
    },
    deposit_failed: {
      title: 'Deposit failed',
      content: 'Your deposit {id} of {amount} was not credited: {reason}.',
    },
    withdrawal_approved: {
      title: 'Withdrawal approved',
      content: 'Your withdrawal {id} of {amount} has been approved and is on its way.',
    },
    withdrawal_rejected: {
      title: 'Withdrawal rejected',
      content:
        'Your withdrawal {id} of {amount} was rejected: {reason}. The amount is back in your balance.',
    },
    transfer_sent: {
      title: 'Transfer sent',
      content: 'You transferred {amount} to {account} (transfer {id}).',
    },
    transfer_received: {
      title: 'Transfer received',
      content: 'Your upline {account} transferred {amount} to your balance (transfer {id}).',
    },
    contract_offered: {
      title: 'Contract offer',
      content:
        '{account} offers you a {kind} contract ({gameType}). Open the contract window to accept or reject it.',
    },
    contract_accepted: {
      title: 'Contract accepted',
      content: '{account} accepted your {kind} contract ({gameType}). It is in force now.',
    },
    contract_rejected: {
      title: 'Contract rejected',
      content: '{account} rejected your {kind} offer ({gameType}).',
    },
    contract_terminated: {
      title: 'Contract terminated',
      content:
        'The {kind} contract ({gameType}) with {account} was terminated; it is in force until {until}.',
    },
    contract_ended: {
      title: 'Contract ended',
      content:
        'Your {kind} contract ({gameType}) from {account} ended: {account} accepted lower terms of its own.',
    },
    settlement_paid: {
      title: 'Payout received',
      content: 'Your {kind} ({gameType}) for {period}: {amount} paid to your balance by {account}.',
    },
    settlement_short: {
      title: 'Payout waiting',
      content:
        "The {kind} ({gameType}) of {amount} for {period} from {account} is waiting: the payer's balance is short. It is paid as soon as the balance covers it.",
    },
    settlement_paid_out: {
      title: 'Payouts made',
      content: 'You paid {count} {kind} settlements for {period}: {amount} in all.',
    },
    upline_transfer_sent: {
      title: 'Transfer to upline sent',
      content: 'You transferred {amount} to your upline {account} (transfer {id}).',
    },
    upline_transfer_received: {
      title: 'Transfer from downline received',
      content: 'Your downline {account} transferred {amount} to your balance (transfer {id}).',
    },
  },
  CN: {
    deposit_credited: { title: '存款已到账', content: '您的存款 {id}（{amount}）已存入您的余额。' },
    deposit_failed: { title: '存款失败', content: '您的存款 {id}（{amount}）未能到账：{reason}。' },
    withdrawal_approved: {
      title: '提款已批准',
      content: '您的提款 {id}（{amount}）已获批准，正在出款。',
    },
    withdrawal_rejected: {
      title: '提款被拒绝',
      content: '您的提款 {id}（{amount}）被拒绝：{reason}。款项已退回您的余额。',
    },
    transfer_sent: {
      title: '转账已完成',
      content: '您已向 {account} 转账 {amount}（转账 {id}）。',
    },
    transfer_received: {
      title: '收到转账',
      content: '您的上级 {account} 已向您的余额转入 {amount}（转账 {id}）。',
    },
    contract_offered: {
      title: '契约邀请',
      content: '{account} 向您提供{kind}契约（{gameType}）。请打开契约窗口接受或拒绝。',
    },
    contract_accepted: {
      title: '契约已接受',
      content: '{account} 已接受您的{kind}契约（{gameType}），现已生效。',
    },
    contract_rejected: {
      title: '契约被拒绝',
      content: '{account} 拒绝了您的{kind}邀请（{gameType}）。',
    },
    contract_terminated: {
      title: '契约已终止',
      content: '与 {account} 的{kind}契约（{gameType}）已终止，有效至 {until}。',
    },
    contract_ended: {
      title: '契约已结束',
      content:
        '您来自 {account} 的{kind}契约（{gameType}）已结束：{account} 接受了更低的自身条款。',
    },
    settlement_paid: {
      title: '已收到派发',
      content: '您 {period} 的{kind}（{gameType}）：{account} 已向您的余额支付 {amount}。',
    },
    settlement_short: {
      title: '派发待支付',
      content:
        '{account} 应付的 {period} {kind}（{gameType}）{amount} 待支付：付款方余额不足，余额足够时将立即支付。',
    },
    settlement_paid_out: {
      title: '已完成派发',
      content: '您已为 {period} 支付 {count} 笔{kind}，合计 {amount}。',
    },
    upline_transfer_sent: {
      title: '已转账给上级',
      content: '您已向上级 {account} 转账 {amount}（转账 {id}）。',
    },
    upline_transfer_received: {
      title: '收到下级转账',
      content: '您的下级 {account} 已向您的余额转入 {amount}（转账 {id}）。',
    },
  },
  AR: {
    deposit_credited: {
      title: 'تمت إضافة الإيداع',
      content: 'تمت إضافة إيداعك {id} بمبلغ {amount} إلى رصيدك.',
    },
    deposit_failed: {
      title: 'فشل الإيداع',
      content: 'لم تتم إضافة إيداعك {id} بمبلغ {amount}: {reason}.',
    },
    withdrawal_approved: {
      title: 'تمت الموافقة على السحب',
      content: 'تمت الموافقة على سحبك {id} بمبلغ {amount} وهو في الطريق إليك.',
    },
    withdrawal_rejected: {
      title: 'تم رفض السحب',
      content: 'تم رفض سحبك {id} بمبلغ {amount}: {reason}. أعيد المبلغ إلى رصيدك.',
    },
    transfer_sent: {
      title: 'تم التحويل',
      content: 'لقد حوّلت {amount} إلى {account} (التحويل {id}).',
    },
    transfer_received: {
      title: 'تم استلام تحويل',
      content: 'حوّل إليك الوكيل الأعلى {account} مبلغ {amount} إلى رصيدك (التحويل {id}).',
    },
    contract_offered: {
      title: 'عرض عقد',
      content: 'يعرض عليك {account} عقد {kind} ({gameType}). افتح نافذة العقد لقبوله أو رفضه.',
    },
    contract_accepted: {
      title: 'تم قبول العقد',
      content: 'قبل {account} عقد {kind} ({gameType}) الذي عرضته. العقد ساري الآن.',
    },
    contract_rejected: { title: 'تم رفض العقد', content: 'رفض {account} عرض {kind} ({gameType}).' },
    contract_terminated: {
      title: 'تم إنهاء العقد',
      content: 'تم إنهاء عقد {kind} ({gameType}) مع {account}؛ يبقى ساريًا حتى {until}.',
    },
    contract_ended: {
      title: 'انتهى العقد',
      content:
        'انتهى عقد {kind} ({gameType}) الذي يدفعه {account}: قبل {account} شروطًا أدنى لعقده.',
    },
    settlement_paid: {
      title: 'تم استلام دفعة',
      content: '{kind} ({gameType}) عن {period}: دفع {account} مبلغ {amount} إلى رصيدك.',
    },
    settlement_short: {
      title: 'دفعة معلقة',
      content:
        '{kind} ({gameType}) بمبلغ {amount} عن {period} من {account} معلق: رصيد الدافع غير كافٍ. يُدفع فور أن يغطيه الرصيد.',
    },
    settlement_paid_out: {
      title: 'تمت الدفعات',
      content: 'دفعت {count} تسويات {kind} عن {period}: {amount} إجمالًا.',
    },
    upline_transfer_sent: {
      title: 'تم التحويل إلى الوكيل الأعلى',
      content: 'لقد حوّلت {amount} إلى وكيلك الأعلى {account} (التحويل {id}).',
    },
    upline_transfer_received: {
      title: 'تم استلام تحويل من عضو تابع',
      content: 'حوّل إليك العضو التابع {account} مبلغ {amount} إلى رصيدك (التحويل {id}).',
    },
  },
};

/** Reasons the platform itself gives (operators' reasons are shown as typed). */
const REASONS: Record<string, Record<'CN' | 'AR', string>> = {
  'payment time expired': { CN: '支付已超时', AR: 'انتهت مهلة الدفع' },
  'payment failed': { CN: '支付失败', AR: 'فشل الدفع' },
  rejected: { CN: '已被拒绝', AR: 'تم الرفض' },
};

export function messageText(
  language: string,
  type: MessageType,
  values: Record<string, string>,
): { title: string; content: string } {
  const lang = language.toUpperCase();
  const set = lang === 'CN' || lang === 'AR' ? TEXTS[lang] : TEXTS.EN;
  const text = set[type];
  const reason = values.reason;
  const localized =
    reason !== undefined && (lang === 'CN' || lang === 'AR')
      ? (REASONS[reason]?.[lang] ?? reason)
      : reason;
  const all: Record<string, string> = {
    ...values,
    ...(localized !== undefined ? { reason: localized } : {}),
  };
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, k: string) => all[k] ?? '');
  return { title: fill(text.title), content: fill(text.content) };
}
