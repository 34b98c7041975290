// Every piece of server-provided HTML (notices, promotions, help articles, pages) passes
// through here before it reaches the DOM, by the rules the server applies before it stores
// it (@platform/rules, html.ts).
import { applyLinkRule, HTML_SANITIZE_OPTIONS, isAbsoluteUrl } from '@platform/rules';
import DOMPurify, { type Config } from 'dompurify';

const CONFIG: Config = HTML_SANITIZE_OPTIONS;

let purifier: ReturnType<typeof DOMPurify> | null = null;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  // A link to this site's own origin stays in the tab.
  const external = (href: string) =>
    isAbsoluteUrl(href) && !href.startsWith(window.location.origin);
  instance.addHook('afterSanitizeAttributes', (node) => applyLinkRule(node, external));
  purifier = instance;
  return instance;
}

/** Sanitised HTML, safe to set as innerHTML. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, CONFIG);
}
