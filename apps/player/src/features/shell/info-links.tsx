import { useTranslation } from '@platform/i18n/react';
import { RouteLink } from '../../components/route-link';
import { openChatRoom, openNotices } from '../../lib/overlays';
import { CHAT_MODULE, moduleOn, useModules } from '../../lib/site-modules';
import { INFO_PAGES } from '../../lib/site-paths';

/**
 * The notice centre and chat room popups, then the information pages (winners, activity
 * centre, blog, news, feedback, about us, contact us, security centre, credit report) as list
 * items: the footer's and the side menu's "about" entries. The chat room follows its switch
 * (CBS3), the pages theirs (RouteLink).
 */
export function InfoLinks({ itemClass }: { itemClass: string }) {
  const { t } = useTranslation('shell');
  const modules = useModules();
  return (
    <>
      <li>
        <button type="button" className={itemClass} onClick={openNotices}>
          {t('info.notices')}
        </button>
      </li>
      {moduleOn(modules, CHAT_MODULE) && (
        <li>
          <button type="button" className={itemClass} onClick={openChatRoom}>
            {t('info.chat')}
          </button>
        </li>
      )}
      {INFO_PAGES.map(([key, to]) => (
        <li key={key} className="empty:hidden">
          <RouteLink to={to} className={itemClass}>
            {t(`info.${key}`)}
          </RouteLink>
        </li>
      ))}
    </>
  );
}
