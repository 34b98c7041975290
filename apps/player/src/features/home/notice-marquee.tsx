import type { PlayerNotice } from '@platform/api-client';
import { useSession } from '@platform/auth';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { Link } from '@tanstack/react-router';
import { MailIcon, MegaphoneIcon } from '../../components/icons';
import { RouteLink } from '../../components/route-link';
import { openNotices } from '../../lib/overlays';
import { SITE_PATHS } from '../../lib/site-paths';

/** Notices arrive as operator HTML; the marquee shows their text (an inert parse runs nothing). */
const toText = (html: string): string =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';

const iconLink =
  'grid size-8 shrink-0 place-items-center rounded-full text-fg-secondary hover:bg-surface-hover hover:text-accent';

/**
 * Player notices scrolling by (a click opens the notice centre), and the message icon (messages
 * when signed in, else /login).
 */
export function NoticeMarquee({ notices }: { notices: readonly PlayerNotice[] }) {
  const { t } = useTranslation('lobby');
  const { dir } = useLanguage();
  const { isLoggedIn } = useSession();
  if (notices.length === 0) return null;
  const text = notices.map((n) => toText(n.content)).join('   ✦   ');
  const seconds = Math.max(20, Math.round(text.length / 6));
  return (
    <section
      aria-label={t('notice.label')}
      className="flex items-center gap-2 rounded-full border border-border bg-surface/80 py-1 ps-3 pe-1"
      data-testid="notice-marquee"
    >
      <MegaphoneIcon width={18} height={18} className="shrink-0 text-accent" />
      <ul className="sr-only">
        {notices.map((n) => (
          <li key={n.id}>{toText(n.content)}</li>
        ))}
      </ul>
      <button
        type="button"
        onClick={openNotices}
        aria-label={t('notice.open')}
        className="relative min-w-0 flex-1 cursor-pointer overflow-hidden rounded-full text-start [mask-image:linear-gradient(90deg,transparent,#000_4%,#000_96%,transparent)]"
      >
        <span
          className="flex w-max gap-16 whitespace-nowrap text-sm text-fg-secondary hover:[animation-play-state:paused]"
          style={{
            animation: `${dir === 'rtl' ? 'marquee-rtl' : 'marquee'} ${seconds}s linear infinite`,
          }}
        >
          <span dir="auto">{text}</span>
          <span dir="auto">{text}</span>
        </span>
      </button>
      {isLoggedIn ? (
        <RouteLink to={SITE_PATHS.messages} className={iconLink} aria-label={t('notice.messages')}>
          <MailIcon width={18} height={18} />
        </RouteLink>
      ) : (
        <Link
          to={SITE_PATHS.login as '/'}
          className={iconLink}
          aria-label={t('notice.login_for_messages')}
          data-testid="marquee-messages"
        >
          <MailIcon width={18} height={18} />
        </Link>
      )}
    </section>
  );
}
