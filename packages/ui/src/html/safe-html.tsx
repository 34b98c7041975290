import type { HTMLAttributes } from 'react';
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';

export interface SafeHtmlProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** HTML from the server (untrusted). */
  html: string;
}

/**
 * Renders server-provided HTML after DOMPurify. The server sends it in the page's language, so
 * the block takes the page's direction (a Latin first word, such as the site's name, no longer
 * turns an Arabic page's text left to right); each paragraph still reads in its own direction
 * (content.css).
 */
export function SafeHtml({ html, className, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      {...rest}
      className={['safe-html', className].filter(Boolean).join(' ')}
      // The only place the apps set HTML: the string has just been sanitised.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
