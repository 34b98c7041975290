import type { Announcement } from '@platform/api-client';
import { contentQueries } from '@platform/api-client/queries/content';
import { useApi } from '@platform/api-client/react';
import { isFirstLogin, useSession } from '@platform/auth';
import { useLanguage } from '@platform/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { audiences, markPopupsClosed, popupsClosed, selectPopups } from './popup-rules';

export interface AnnouncementPopupsState {
  /** The popups this visitor should see now (empty once closed for this session). */
  popups: Announcement[];
  close: () => void;
}

/**
 * Announcement popups of the visitor's audience, once per session (signed in or not). Only the
 * data: the popup itself is a lazy chunk loaded when there is something to show.
 */
export function useAnnouncementPopups(): AnnouncementPopupsState {
  const api = useApi();
  const { language } = useLanguage();
  const { isLoggedIn } = useSession();
  const firstLogin = isLoggedIn && isFirstLogin();
  const [closedNow, setClosedNow] = useState<Record<string, boolean>>({});
  const audienceKey = isLoggedIn ? 'member' : 'anonymous';
  const closed = closedNow[audienceKey] === true || popupsClosed(isLoggedIn);
  const { data } = useQuery({
    ...contentQueries(api).announcements({
      types: ['PU'],
      execution: audiences(isLoggedIn, firstLogin),
      language,
    }),
    enabled: !closed,
  });
  const popups = closed ? [] : selectPopups(data?.popup ?? [], isLoggedIn, firstLogin);
  const close = () => {
    markPopupsClosed(isLoggedIn);
    setClosedNow((c) => ({ ...c, [audienceKey]: true }));
  };
  return { popups, close };
}
