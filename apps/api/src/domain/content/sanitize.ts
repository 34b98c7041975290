// Content HTML written from the console (notices, banners, popups, promotions) is sanitised
// before it is stored, with the rules the player site applies before it shows any of it
// (@platform/rules, html.ts), DOMPurify on a server-side DOM.
import { applyLinkRule, HTML_SANITIZE_OPTIONS, isAbsoluteUrl } from '@platform/rules';
import createDOMPurify, { type Config } from 'dompurify';
import { JSDOM } from 'jsdom';

const CONFIG: Config = HTML_SANITIZE_OPTIONS;

let purifier: ReturnType<typeof createDOMPurify> | null = null;

function getPurifier(): ReturnType<typeof createDOMPurify> {
  if (purifier) return purifier;
  const instance = createDOMPurify(new JSDOM('').window);
  instance.addHook('afterSanitizeAttributes', (node) => applyLinkRule(node, isAbsoluteUrl));
  purifier = instance;
  return instance;
}

/** The HTML with everything unsafe removed (what is stored and served). */
export function sanitizeContentHtml(html: string): string {
  return getPurifier().sanitize(html, CONFIG);
}
