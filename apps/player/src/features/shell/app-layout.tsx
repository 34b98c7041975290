import { useTranslation } from '@platform/i18n/react';
import { Outlet } from '@tanstack/react-router';
import { Header } from './header';

export function AppLayout() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-accent focus:px-3 focus:py-2 focus:text-accent-contrast">
        {t('nav.skip_to_content')}
      </a>
      <Header />
      <main id="main" className="flex-1" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
