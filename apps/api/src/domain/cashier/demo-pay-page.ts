// The demo payment provider's hosted page: the amount and the merchant, Pay and Cancel.
import { toDecimal } from '../ledger';

const TEXTS = {
  EN: {
    title: 'Demo payment',
    amount: 'Amount',
    order: 'Order',
    pay: 'Pay',
    cancel: 'Cancel',
    paid: 'Payment done. You may close this window.',
    cancelled: 'Payment cancelled. You may close this window.',
    expired: 'This payment has expired.',
    closed: 'This payment is no longer open.',
    back: 'Back to the site',
  },
  CN: {
    title: '演示支付',
    amount: '金额',
    order: '订单',
    pay: '支付',
    cancel: '取消',
    paid: '支付完成，您可以关闭此窗口。',
    cancelled: '支付已取消，您可以关闭此窗口。',
    expired: '此支付已过期。',
    closed: '此支付已结束。',
    back: '返回网站',
  },
  AR: {
    title: 'دفع تجريبي',
    amount: 'المبلغ',
    order: 'الطلب',
    pay: 'ادفع',
    cancel: 'إلغاء',
    paid: 'تم الدفع. يمكنك إغلاق هذه النافذة.',
    cancelled: 'تم إلغاء الدفع. يمكنك إغلاق هذه النافذة.',
    expired: 'انتهت صلاحية هذا الدفع.',
    closed: 'هذا الدفع لم يعد مفتوحًا.',
    back: 'العودة إلى الموقع',
  },
};
type Lang = keyof typeof TEXTS;
export type PayPageState = 'open' | 'paid' | 'cancelled' | 'expired' | 'closed';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function demoPayPage(input: {
  lang: string | undefined;
  state: PayPageState;
  orderId: string;
  amount: bigint;
  currency: string;
  merchantName: string;
}): string {
  const code = (input.lang ?? 'EN').toUpperCase();
  const lang: Lang = code === 'CN' || code === 'AR' ? code : 'EN';
  const t = TEXTS[lang];
  const body =
    input.state === 'open'
      ? `<form method="post"><input type="hidden" name="lang" value="${lang}">
<button name="action" value="pay" type="submit">${t.pay}</button>
<button name="action" value="cancel" type="submit" class="secondary">${t.cancel}</button></form>`
      : `<p role="status">${t[input.state]}</p><p><a href="/">${t.back}</a></p>`;
  return `<!doctype html><html lang="${lang.toLowerCase()}" dir="${lang === 'AR' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
.card{border:1px solid #ccc;border-radius:12px;padding:1.5rem}dt{color:#555}dd{margin:0 0 1rem;font-size:1.25rem}
button{font-size:1rem;padding:.75rem 1.5rem;border-radius:8px;border:0;background:#0a7d38;color:#fff;margin-inline-end:.5rem;cursor:pointer}
button.secondary{background:#666}button:focus-visible,a:focus-visible{outline:3px solid #f5a623;outline-offset:2px}</style></head>
<body><main class="card"><h1>${t.title}</h1><p>${esc(input.merchantName)}</p><dl><dt>${t.order}</dt><dd>${esc(input.orderId)}</dd>
<dt>${t.amount}</dt><dd>${toDecimal(input.amount)} ${esc(input.currency)}</dd></dl>${body}</main></body></html>`;
}
