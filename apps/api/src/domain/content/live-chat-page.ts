// The live chat page and its script, served by the reference API. The page holds no data:
// the script reads the ticket from the address, polls the conversation and writes with
// textContent only, so nothing a visitor or operator types is ever parsed as HTML.

import { escapeXml } from '../media';

export type PageLanguage = 'EN' | 'CN' | 'AR';

interface PageTexts {
  title: string;
  intro: string;
  placeholder: string;
  send: string;
  greeting: string;
  ended: string;
  failed: string;
}

const TEXTS: Record<PageLanguage, PageTexts> = {
  EN: {
    title: 'Live chat',
    intro: 'Write to our customer service team. We answer around the clock.',
    placeholder: 'Type your message',
    send: 'Send',
    greeting: 'Thank you for your message. A customer service agent will reply here shortly.',
    ended: 'This chat has ended. Open customer service again from the site.',
    failed: 'Your message could not be sent. Please try again.',
  },
  CN: {
    title: '在线客服',
    intro: '请留言给我们的客服团队，我们全天候为您服务。',
    placeholder: '请输入消息',
    send: '发送',
    greeting: '感谢您的留言，客服人员将很快在此回复您。',
    ended: '此会话已结束，请从网站重新打开客服。',
    failed: '消息发送失败，请重试。',
  },
  AR: {
    title: 'الدردشة المباشرة',
    intro: 'اكتب إلى فريق خدمة العملاء. نحن نرد على مدار الساعة.',
    placeholder: 'اكتب رسالتك',
    send: 'إرسال',
    greeting: 'شكرًا لرسالتك. سيرد عليك أحد موظفي خدمة العملاء هنا قريبًا.',
    ended: 'انتهت هذه المحادثة. افتح خدمة العملاء من الموقع مرة أخرى.',
    failed: 'تعذر إرسال رسالتك. يرجى المحاولة مرة أخرى.',
  },
};

export function pageLanguage(value: string | undefined): PageLanguage {
  const code = (value ?? '').toUpperCase();
  return code === 'CN' || code === 'AR' ? code : 'EN';
}

export const texts = (lang: PageLanguage): PageTexts => TEXTS[lang];

export function liveChatPage(lang: PageLanguage): string {
  const t = TEXTS[lang];
  const htmlLang = { EN: 'en', CN: 'zh-CN', AR: 'ar' }[lang];
  const data = escapeXml(JSON.stringify({ ended: t.ended, failed: t.failed }));
  return `<!doctype html>
<html lang="${htmlLang}" dir="${lang === 'AR' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(t.title)}</title>
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
<header><h1>${escapeXml(t.title)}</h1><p>${escapeXml(t.intro)}</p></header>
<main id="log" aria-live="polite"></main>
<p id="status" role="status"></p>
<form id="form"><label for="text" hidden>${escapeXml(t.placeholder)}</label>
<input id="text" maxlength="1000" autocomplete="off" placeholder="${escapeXml(t.placeholder)}" required>
<button type="submit">${escapeXml(t.send)}</button></form>
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
