import { lazy, Suspense } from 'react';
import { dismissNotice, useNotice } from '../lib/notice-store';

// The dialog code (Radix, focus trap, scroll lock) loads with the first notice, not with the page.
const NoticePopup = lazy(() => import('./notice-popup').then((m) => ({ default: m.NoticePopup })));

/** The one notice of the app (in_need_true_account, game maintenance, a failed launch). */
export function NoticeDialog() {
  const notice = useNotice();
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <NoticePopup message={notice.message} onClose={dismissNotice} />
    </Suspense>
  );
}
