// Site-wide popups of the content features, mounted once by the root route: announcement
// popups, the notice centre, the help centre, the chat room and customer service. They open
// from lib/overlays (openHelp('term'), openNotices(), ...) or from search parameters
// (?help=term, ?notices=1, ?chat=1, ?service=1), which are then removed from the address.
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AnnouncementPopups } from '../features/announcements/announcement-popups';
import { ChatRoomPopup } from '../features/chat-room/chat-room-popup';
import { HelpModal } from '../features/help/help-modal';
import { NoticePopup } from '../features/notices/notice-popup';
import { CustomerServicePanel } from '../features/service/customer-service-panel';
import {
  closeChatRoom,
  closeHelp,
  closeNotices,
  closeServicePanel,
  OVERLAY_PARAMS,
  openFromSearch,
  useOverlays,
} from '../lib/overlays';
import { registerServiceWorker } from '../lib/service-worker';

function useOverlaySearchParams(): void {
  const href = useRouterState({ select: (s) => s.location.href });
  const navigate = useNavigate();
  useEffect(() => {
    const url = new URL(href, window.location.origin);
    const used = openFromSearch(url.searchParams);
    if (used.length === 0) return;
    void navigate({
      to: url.pathname,
      search: (prev: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(prev).filter(([k]) => !(k in OVERLAY_PARAMS))),
      hash: url.hash.replace(/^#/, ''),
      replace: true,
    });
  }, [href, navigate]);
}

export function ContentOverlays() {
  const overlays = useOverlays();
  const navigate = useNavigate();
  useOverlaySearchParams();
  useEffect(() => registerServiceWorker(), []);
  return (
    <>
      <AnnouncementPopups />
      <NoticePopup
        open={overlays.notices}
        onClose={closeNotices}
        onGoToPromotions={() => {
          closeNotices();
          // The reward centre (member centre) takes this over once it exists.
          void navigate({ to: '/promotions' });
        }}
      />
      <HelpModal tag={overlays.help} onClose={closeHelp} />
      <ChatRoomPopup open={overlays.chat} onClose={closeChatRoom} />
      <CustomerServicePanel open={overlays.service} onClose={closeServicePanel} />
    </>
  );
}
