// Content HTML written from the console (notices, banners, popups, promotions) is sanitised
// before it is stored, with the rules the player site applies before it shows any of it
// (packages/ui/src/html/sanitize-html.ts): DOMPurify on a server-side DOM removes scripts,
// event handlers, javascript: and data: URLs, forms, embedded frames and styles; links that
// leave the site open in a new tab with no opener and no referrer.
import createDOMPurify, { type Config } from 'dompurify';
import { JSDOM } from 'jsdom';

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

let purifier: ReturnType<typeof createDOMPurify> | null = null;

function getPurifier(): ReturnType<typeof createDOMPurify> {
  if (purifier) return purifier;
  const instance = createDOMPurify(new JSDOM('').window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    for (const attr of ['href', 'src', 'xlink:href']) {
      const value = node.getAttribute(attr);
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(attr);
    }
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      const href = node.getAttribute('href') ?? '';
      if (/^(https?:)?\/\//i.test(href) || node.getAttribute('target') === '_blank') {
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

/** The HTML with everything unsafe removed (what is stored and served). */
export function sanitizeContentHtml(html: string): string {
  return getPurifier().sanitize(html, CONFIG);
}
