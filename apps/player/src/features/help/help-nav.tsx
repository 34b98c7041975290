import type { HelpArticle } from '@platform/api-client';
import { useTranslation } from '@platform/i18n/react';

export interface HelpNavProps {
  articles: readonly HelpArticle[];
  onPick: (tag: string) => void;
  activeTag?: string;
}

/** Topic list of the help centre. */
export function HelpNav({ articles, onPick, activeTag }: HelpNavProps) {
  const { t } = useTranslation('content');
  return (
    <nav aria-label={t('help.topics')}>
      <ul className="flex gap-2 overflow-x-auto pb-1 md:flex-col md:overflow-visible">
        {articles.map((a) => (
          <li key={a.id} className="shrink-0">
            <a
              href={`#${a.tag}`}
              onClick={(e) => {
                e.preventDefault();
                onPick(a.tag);
              }}
              aria-current={activeTag === a.tag ? 'location' : undefined}
              className={`block rounded-md px-3 py-2 text-sm ${activeTag === a.tag ? 'bg-accent-soft text-fg' : 'text-fg-secondary hover:bg-surface-hover'}`}
              dir="auto"
            >
              {a.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
