import { useTranslation } from '@platform/i18n/react';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { CloseIcon } from '../../components/icons';
import { setDrawerOpen, useDrawerOpen } from './drawer-store';
import { SideMenuContent } from './side-menu-content';

/** The side menu at phone width: a modal drawer (native dialog: focus trap, Escape, backdrop). */
export function MobileDrawer() {
  const { t } = useTranslation('shell');
  const open = useDrawerOpen();
  const ref = useRef<HTMLDialogElement>(null);
  const href = useRouterState({ select: (s) => s.location.href });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const openedAt = useRef(href);
  useEffect(() => {
    // A navigation from inside the drawer closes it.
    if (href !== openedAt.current) setDrawerOpen(false);
  }, [href]);

  return (
    <dialog
      ref={ref}
      aria-label={t('side.label')}
      data-testid="mobile-drawer"
      onClose={() => setDrawerOpen(false)}
      onClick={(e) => {
        if (e.target === e.currentTarget) setDrawerOpen(false);
      }}
      className="m-0 h-dvh max-h-none w-72 max-w-[85vw] border-e border-border bg-bg-elevated p-0 text-fg backdrop:bg-black/60 open:animate-[drawer-in_150ms_ease-out] rtl:ms-auto rtl:open:animate-[drawer-in-rtl_150ms_ease-out]"
    >
      <div className="flex h-14 items-center justify-between border-b border-border px-3">
        <span className="font-semibold">{t('nav.menu')}</span>
        <button
          type="button"
          onClick={() => setDrawerOpen(false)}
          aria-label={t('nav.close_menu')}
          className="grid size-9 place-items-center rounded-md hover:bg-surface-hover"
        >
          <CloseIcon />
        </button>
      </div>
      <SideMenuContent />
    </dialog>
  );
}
