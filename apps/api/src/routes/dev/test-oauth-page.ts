// The local test OAuth provider's pages. Plain HTML with every value escaped.
const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<title>${escape(title)}</title><style>body{font-family:system-ui,sans-serif;background:#0c111e;color:#f3f5fa;display:grid;place-items:center;min-height:100vh;margin:0}` +
  `form{background:#111727;border:1px solid #242e46;border-radius:12px;padding:24px;display:grid;gap:12px;width:min(90vw,360px)}` +
  `input{padding:8px;border-radius:6px;border:1px solid #35415f;background:#070a13;color:inherit}button{padding:10px;border-radius:6px;border:0;background:#f5c542;font-weight:600}</style>` +
  `</head><body>${body}</body></html>`;

export function consentPage(params: Record<string, string>): string {
  const hidden = ['client_id', 'redirect_uri', 'state', 'code_challenge']
    .map((k) => `<input type="hidden" name="${k}" value="${escape(params[k] ?? '')}">`)
    .join('');
  return page(
    'Test provider sign-in',
    `<form method="post" action="/oauth-test/authorize"><h1>Test provider</h1>` +
      `<p>Development sign-in for ${escape(params.client_id ?? '')}</p>${hidden}` +
      `<label>E-mail <input name="email" type="email" required value="tester@example.test"></label>` +
      `<label>Name <input name="name" required value="Test Player"></label>` +
      `<button type="submit">Continue</button></form>`,
  );
}

export function redirectPage(url: string): string {
  return page(
    'Redirecting',
    `<p><a href="${escape(url)}">Continue</a></p><meta http-equiv="refresh" content="0;url=${escape(url)}">`,
  );
}
