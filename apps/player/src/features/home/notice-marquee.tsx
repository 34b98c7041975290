import type { PlayerNotice } from '@platform/api-client';
import { useSession } from '@platform/auth';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
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
 * Player notices scrolling by (a click opens the notice centre; the pointer, focus, the pause
 * button and reduced motion stop it), and the message icon (messages when signed in, else /login).
 */
export function NoticeMarquee({ notices }: { notices: readonly PlayerNotice[] }) {
  const { t } = useTranslation('lobby');
  const { dir } = useLanguage();
  const { isLoggedIn } = useSession();
  const [paused, setPaused] = useState(false);
  if (notices.length === 0) return null;
  const text = notices.map((n) => toText(n.content)).join('   ✦   ');
  const seconds = Math.max(20, Math.round(text.length / 6));
  return (
    <section
      aria-label={t('notice.label')}
      className="marquee flex items-center gap-2 rounded-full border border-border bg-surface/80 py-1 ps-3 pe-1"
      data-testid="notice-marquee"
      data-paused={paused ? '' : undefined}
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
          className="marquee-track flex w-max gap-16 whitespace-nowrap text-sm text-fg-secondary"
          style={{
            animationName: dir === 'rtl' ? 'marquee-rtl' : 'marquee',
            animationDuration: `${seconds}s`,
          }}
        >
          <span dir="auto">{text}</span>
          <span dir="auto">{text}</span>
        </span>
      </button>
      <button
        type="button"
        className={`${iconLink} motion-reduce:hidden`}
        aria-pressed={paused}
        aria-label={t('notice.pause')}
        onClick={() => setPaused((p) => !p)}
        data-testid="marquee-pause"
      >
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" fill="currentColor">
          {paused ? <path d="M3 1.5v11l9-5.5z" /> : <path d="M3 1.5h3v11H3zm5 0h3v11H8z" />}
        </svg>
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
