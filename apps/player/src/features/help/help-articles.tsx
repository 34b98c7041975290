import type { HelpArticle } from '@platform/api-client';
import { SafeHtml } from '@platform/ui';

export interface HelpArticlesProps {
  articles: readonly HelpArticle[];
  /** Prefix of the anchor ids (the page uses the bare tag: /help#term). */
  idPrefix?: string;
  /** Tag of the article to mark as the target. */
  activeTag?: string;
}

/** The article tree: each topic a section anchored by its tag, children below it. */
export function HelpArticles({ articles, idPrefix = '', activeTag }: HelpArticlesProps) {
  return (
    <div className="flex flex-col gap-6">
      {articles.map((article) => (
        <section
          key={article.id}
          id={`${idPrefix}${article.tag}`}
          data-testid={`help-${article.tag}`}
          aria-labelledby={`${idPrefix}${article.tag}-title`}
          className={`scroll-mt-24 rounded-xl border bg-surface p-5 ${activeTag === article.tag ? 'border-accent' : 'border-border'}`}
        >
          <h2
            id={`${idPrefix}${article.tag}-title`}
            className="mb-2 text-xl font-semibold text-fg"
            dir="auto"
          >
            {article.title}
          </h2>
          <SafeHtml html={article.content} className="text-fg-secondary" />
          {article.children.length > 0 && (
            <div className="mt-4 flex flex-col gap-2">
              {article.children.map((child) => (
                <details
                  key={child.id}
                  className="group rounded-lg border border-border bg-bg-elevated px-4 py-2"
                  open={activeTag === article.tag}
                >
                  <summary className="cursor-pointer py-1 font-medium text-fg" dir="auto">
                    {child.title}
                  </summary>
                  <SafeHtml html={child.content} className="pb-2 text-fg-secondary" />
                </details>
              ))}
            </div>
          )}
        </section>
      ))}
    </div>
  );
}
