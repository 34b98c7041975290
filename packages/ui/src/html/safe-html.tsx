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

/** Renders server-provided HTML after DOMPurify; the text direction follows the content. */
export function SafeHtml({ html, className, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      dir="auto"
      {...rest}
      className={['safe-html', className].filter(Boolean).join(' ')}
      // The only place the apps set HTML: the string has just been sanitised.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
