// The texts of the messages the platform writes, per language (EN, CN, AR; others fall back
// to EN). `{amount}`, `{id}` and `{reason}` are filled in.
export type MessageType =
  | 'deposit_credited'
  | 'deposit_failed'
  | 'withdrawal_approved'
  | 'withdrawal_rejected'
  | 'transfer_sent'
  | 'transfer_received'
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
