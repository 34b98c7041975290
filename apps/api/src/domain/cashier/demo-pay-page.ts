// The demo payment provider's hosted page: the amount and the merchant, Pay and Cancel.
import { toDecimal } from '../kernel';
import { platformText, textLanguage } from '../texts';

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
  const { code: lang, locale, dir } = textLanguage(input.lang);
  // Texts: the `demo_pay` section of the platform catalogs.
  const t = (key: string) => esc(platformText(lang, `demo_pay.${key}`));
  const body =
    input.state === 'open'
      ? `<form method="post"><input type="hidden" name="lang" value="${lang}">
<button name="action" value="pay" type="submit">${t('pay')}</button>
<button name="action" value="cancel" type="submit" class="secondary">${t('cancel')}</button></form>`
      : `<p role="status">${t(input.state)}</p><p><a href="/">${t('back')}</a></p>`;
  return `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${t('title')}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
.card{border:1px solid #ccc;border-radius:12px;padding:1.5rem}dt{color:#555}dd{margin:0 0 1rem;font-size:1.25rem}
button{font-size:1rem;padding:.75rem 1.5rem;border-radius:8px;border:0;background:#0a7d38;color:#fff;margin-inline-end:.5rem;cursor:pointer}
button.secondary{background:#666}button:focus-visible,a:focus-visible{outline:3px solid #f5a623;outline-offset:2px}</style></head>
<body><main class="card"><h1>${t('title')}</h1><p>${esc(input.merchantName)}</p><dl><dt>${t('order')}</dt><dd><bdi dir="ltr">${esc(input.orderId)}</bdi></dd>
<dt>${t('amount')}</dt><dd><bdi dir="ltr">${toDecimal(input.amount)} ${esc(input.currency)}</bdi></dd></dl>${body}</main></body></html>`;
}
