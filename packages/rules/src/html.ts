// The rules every piece of merchant HTML (notices, banners, popups, promotions, help articles,
// pages) is sanitised by: on the server before it is stored (the operator console's editors)
// and in the browser before it reaches the DOM. DOMPurify with these options removes scripts,
// event handlers, forms, embedded frames and styles; the link rule below keeps only safe URLs
// and opens links that leave the site in a new tab with no opener and no referrer.

/** DOMPurify's options (a subset of its `Config`). */
export const HTML_SANITIZE_OPTIONS = {
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

/** http(s), mailto, tel, and relative URLs; anything else (javascript:, data:) is dropped. */
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#|\.{0,2}\/|[^:/?#]*(?:[/?#]|$))/i;

/** What the link rule needs of an element. */
interface SanitizedElement {
  tagName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  hasAttribute(name: string): boolean;
}

/**
 * DOMPurify's `afterSanitizeAttributes` rule: unsafe URLs removed; a link that leaves the site
 * (by `isExternal`) or asks for a new tab opens in one, with no opener and no referrer.
 */
export function applyLinkRule(node: SanitizedElement, isExternal: (href: string) => boolean): void {
  for (const attr of ['href', 'src', 'xlink:href']) {
    const value = node.getAttribute(attr);
    if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(attr);
  }
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    const href = node.getAttribute('href') ?? '';
    if (isExternal(href) || node.getAttribute('target') === '_blank') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    } else {
      node.removeAttribute('target');
    }
  }
}

/** An absolute or protocol-relative URL. */
export const isAbsoluteUrl = (href: string): boolean => /^(https?:)?\/\//i.test(href);
