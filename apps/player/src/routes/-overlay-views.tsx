// The site-wide popups themselves (announcement popups, notice centre, help centre, chat room,
// customer service, the member's session reminder): a lazy chunk that the root's
// content-overlay host loads the first time one of them has something to show.
import type { Announcement } from '@platform/api-client';
import { onPlayBreak } from '@platform/auth';
import { useNavigate } from '@tanstack/react-router';
import { RealityCheck } from '../features/account/reality-check';
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
  type OverlayState,
} from '../lib/overlays';

export interface OverlayViewsProps {
  overlays: OverlayState;
  popups: readonly Announcement[];
  onPopupsClosed: () => void;
  /** The signed-in member's session reminder interval, when one was chosen. */
  realityCheckMinutes: number | null;
}

export function OverlayViews({
  overlays,
  popups,
  onPopupsClosed,
  realityCheckMinutes,
}: OverlayViewsProps) {
  const navigate = useNavigate();
  return (
    <>
      {/* No marketing popups during a time-out or self-exclusion this browser knows of. */}
      {popups.length > 0 && !onPlayBreak() && (
        <AnnouncementPopups popups={popups} onClose={onPopupsClosed} />
      )}
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
      {realityCheckMinutes !== null && (
        <RealityCheck key={realityCheckMinutes} minutes={realityCheckMinutes} />
      )}
    </>
  );
}
