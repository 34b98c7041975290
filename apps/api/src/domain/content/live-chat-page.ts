// The live chat page and its script, served by the reference API. The page holds no data:
// the script reads the ticket from the address, polls the conversation and writes with
// textContent only, so nothing a visitor or operator types is ever parsed as HTML.

import { escapeXml } from '../media';
import { platformText, textLanguage } from '../texts';

/** A page language: an interface language code (EN for anything unknown). */
export type PageLanguage = string;

// Texts: the `live_chat` section of the platform catalogs (packages/i18n/locales/<CODE>/platform.json).
const text = (lang: PageLanguage, key: string): string => platformText(lang, `live_chat.${key}`);

export function pageLanguage(value: string | undefined): PageLanguage {
  return textLanguage(value).code;
}

/** The automatic first answer of customer service. */
export const greetingText = (lang: PageLanguage): string => text(lang, 'greeting');

export function liveChatPage(lang: PageLanguage): string {
  const { locale, dir } = textLanguage(lang);
  const t = (key: string) => escapeXml(text(lang, key));
  const data = escapeXml(
    JSON.stringify({ ended: text(lang, 'ended'), failed: text(lang, 'failed') }),
  );
  return `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('title')}</title>
<style>
body{margin:0;font:15px/1.5 system-ui,sans-serif;background:#070a13;color:#e8ecf6;display:flex;flex-direction:column;height:100vh}
header{padding:12px 16px;background:#111827;border-bottom:1px solid #242e46}
h1{margin:0;font-size:18px}header p{margin:4px 0 0;color:#9aa4bd;font-size:13px}
#log{flex:1;overflow-y:auto;padding:12px 16px;display:flex;flex-direction:column;gap:8px}
.m{max-width:80%;padding:8px 12px;border-radius:12px;white-space:pre-wrap;overflow-wrap:anywhere}
.visitor{align-self:flex-end;background:#f5c542;color:#1a1300}.agent{align-self:flex-start;background:#1f2937}
form{display:flex;gap:8px;padding:12px 16px;border-top:1px solid #242e46}
input{flex:1;min-width:0;padding:10px;border-radius:8px;border:1px solid #242e46;background:#0b1020;color:inherit}
button{padding:10px 16px;border:0;border-radius:8px;background:#f5c542;color:#1a1300;font-weight:600}
#status{margin:0 16px;color:#f87171;font-size:13px;min-height:1em}
</style>
</head>
<body data-texts="${data}">
<header><h1>${t('title')}</h1><p>${t('intro')}</p></header>
<main id="log" aria-live="polite"></main>
<p id="status" role="status"></p>
<form id="form"><label for="text" hidden>${t('placeholder')}</label>
<input id="text" maxlength="1000" autocomplete="off" placeholder="${t('placeholder')}" required>
<button type="submit">${t('send')}</button></form>
<script src="/livechat/app.js" defer></script>
</body>
</html>`;
}

export const LIVE_CHAT_SCRIPT = `(() => {
  'use strict';
  const params = new URLSearchParams(location.search);
  const ticket = params.get('ticket') || '';
  const texts = JSON.parse(document.body.dataset.texts || '{}');
  const log = document.getElementById('log');
  const status = document.getElementById('status');
  const form = document.getElementById('form');
  const input = document.getElementById('text');
  let last;
  const seen = new Set();
  const show = (messages) => {
    for (const m of messages) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
      last = m.id;
      const p = document.createElement('p');
      p.className = 'm ' + (m.sender === 'agent' ? 'agent' : 'visitor');
      p.textContent = m.content;
      log.appendChild(p);
    }
    log.scrollTop = log.scrollHeight;
  };
  const poll = async () => {
    const q = new URLSearchParams({ ticket });
    if (last) q.set('after', last);
    const res = await fetch('/livechat/messages?' + q.toString());
    const body = await res.json().catch(() => null);
    if (res.status === 404 || res.status === 400) { status.textContent = texts.ended; form.hidden = true; return false; }
    if (body && body.success) show(body.value);
    return true;
  };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const content = input.value.trim();
    if (!content) return;
    status.textContent = '';
    const res = await fetch('/livechat/messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket, content }),
    }).catch(() => null);
    const body = res ? await res.json().catch(() => null) : null;
    if (body && body.success) { input.value = ''; show(body.value); } else status.textContent = texts.failed;
  });
  const loop = async () => { if (await poll().catch(() => true)) setTimeout(loop, 3000); };
  loop();
})();
`;
