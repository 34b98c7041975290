// Every piece of server-provided HTML (notices, promotions, help articles, pages) passes
// through here before it reaches the DOM. DOMPurify removes scripts, event handlers,
// javascript: and data: URLs, forms and embedded frames; links that leave the site open in
// a new tab with no opener and no referrer.
import DOMPurify, { type Config } from 'dompurify';

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'frame',
    'object',
    'embed',
    'base',
    'link',
    'meta',
    'svg',
    'math',
  ],
  FORBID_ATTR: ['srcset', 'formaction', 'action', 'ping'],
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#|\.{0,2}\/|[^:/?#]*(?:[/?#]|$))/i;

let purifier: ReturnType<typeof DOMPurify> | null = null;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    for (const attr of ['href', 'src', 'xlink:href']) {
      const value = node.getAttribute(attr);
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(attr);
    }
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      const href = node.getAttribute('href') ?? '';
      const external = /^(https?:)?\/\//i.test(href) && !href.startsWith(window.location.origin);
      if (external || node.getAttribute('target') === '_blank') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      } else {
        node.removeAttribute('target');
      }
    }
  });
  purifier = instance;
  return instance;
}

/** Sanitised HTML, safe to set as innerHTML. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, CONFIG);
}
