import { useTranslation } from '@platform/i18n/react';
import { Link } from '@tanstack/react-router';

/** The 404 page; `homePath` is where "Back to home" leads (the console's home is /agent). */
export function NotFoundPage({ homePath = '/' }: { homePath?: string }) {
  const { t } = useTranslation('common');
  return (
    <section
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center"
      data-testid="not-found"
    >
      <p className="font-display text-7xl font-bold text-accent" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">{t('not_found.title')}</h1>
      <p className="text-fg-secondary">{t('not_found.text')}</p>
      <Link to={homePath} className="ui-button ui-button--primary ui-button--md">
        {t('not_found.home')}
      </Link>
    </section>
  );
}
