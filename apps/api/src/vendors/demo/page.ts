// The HTML of a demo game page: a frame the engine script fills in. Texts travel as a JSON
// data block (never executed), so the strict Content-Security-Policy (scripts from 'self'
// only) holds.
import { escapeXml } from '../../domain/media';
import { pageTexts } from './page-texts';

export interface PageInput {
  engine: string;
  session: string;
  gameName: string;
  vendor: string;
  language: string;
  trial: boolean;
}

const WITH_SIDES = new Set(['baccarat', 'duel']);

const scripts = (engine: string): string =>
  ['common', ...(WITH_SIDES.has(engine) ? ['sides'] : []), engine]
    .map((name) => `<script src="/demo-games/assets/${escapeXml(name)}.js"></script>`)
    .join('\n');

const json = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

export function demoGamePage(input: PageInput): string {
  const { texts, lang, dir } = pageTexts(input.language);
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${escapeXml(input.gameName)}</title>
<link rel="stylesheet" href="/demo-games/assets/demo.css">
</head>
<body class="engine-${escapeXml(input.engine)}">
<div id="app" data-session="${escapeXml(input.session)}" data-engine="${escapeXml(input.engine)}">
  <header class="bar">
    <button type="button" id="close" class="ghost" data-testid="demo-close">${escapeXml(texts.back ?? '')}</button>
    <div class="title"><h1>${escapeXml(input.gameName)}</h1><span class="vendor">${escapeXml(input.vendor)}</span></div>
    <div class="balance"><span>${escapeXml(texts.balance ?? '')}</span><strong id="balance" data-testid="demo-balance" dir="ltr">…</strong></div>
  </header>
  ${input.trial ? `<p class="trial" role="note">${escapeXml(texts.trial_mode ?? '')}</p>` : ''}
  <main id="stage" aria-live="polite"></main>
  <section class="controls" id="controls"></section>
  <p id="message" role="alert" class="message" hidden></p>
  <section class="history"><h2>${escapeXml(texts.history ?? '')}</h2><ol id="history" data-testid="demo-history"></ol></section>
</div>
<script type="application/json" id="texts">${json(texts)}</script>
${scripts(input.engine)}
</body>
</html>`;
}

export function sessionEndedPage(language: string): string {
  const { texts, lang, dir } = pageTexts(language);
  return `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(texts.session_ended ?? '')}</title><link rel="stylesheet" href="/demo-games/assets/demo.css"></head>
<body><main class="ended"><p data-testid="demo-session-ended">${escapeXml(texts.session_ended ?? '')}</p></main></body></html>`;
}
