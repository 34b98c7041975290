import { useTranslation } from '@platform/i18n/react';
import { SideMenuContent } from './side-menu-content';

/** Desktop side menu; at phone width the same entries live in the drawer. */
export function SideMenu() {
  const { t } = useTranslation('shell');
  return (
    <aside
      aria-label={t('side.label')}
      className="sticky top-(--shell-top) hidden h-[calc(100dvh-var(--shell-top))] w-56 shrink-0 overflow-y-auto border-e border-border bg-bg-elevated/60 md:block"
      data-testid="side-menu"
    >
      <SideMenuContent />
    </aside>
  );
}
