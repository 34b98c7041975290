import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { openCustomerService } from '@platform/site';
import { useQuery } from '@tanstack/react-query';
import { ArrowUpIcon, HeadsetIcon, PhoneIcon, SendIcon } from '../../components/icons';
import { RouteLink } from '../../components/route-link';
import { SITE_PATHS } from '../../lib/site-paths';

const button =
  'group relative grid size-11 place-items-center rounded-full border border-border bg-bg-elevated text-fg-secondary shadow-md transition hover:border-accent hover:text-accent';

function Tip({ text }: { text: string }) {
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute end-full me-2 whitespace-nowrap rounded-md bg-surface-raised px-2 py-1 text-xs text-fg opacity-0 shadow-md transition group-hover:opacity-100 group-focus-visible:opacity-100"
    >
      {text}
    </span>
  );
}

/** App download (once the page exists), customer service, Telegram (when configured) and back to top. */
export function RightBar() {
  const { t } = useTranslation('shell');
  const api = useApi();
  const { data: status } = useQuery(systemQueries(api).status());
  const customerService = status?.info.customerService ?? [];
  const telegram = status?.info.resources.find(
    (r) => r.resourceType === 'TELEGRAM' && /^https:\/\//.test(r.url),
  );
  return (
    <nav
      aria-label={t('right.label')}
      className="fixed end-3 top-1/2 z-(--ui-z-header) hidden -translate-y-1/2 flex-col gap-2 md:flex"
      data-testid="right-bar"
    >
      <RouteLink to={SITE_PATHS.download} className={button} aria-label={t('right.app_download')}>
        <PhoneIcon />
        <Tip text={t('right.app_download')} />
      </RouteLink>
      {customerService.length > 0 && (
        <button
          type="button"
          className={button}
          aria-label={t('right.customer_service')}
          onClick={() => void openCustomerService(customerService)}
        >
          <HeadsetIcon />
          <Tip text={t('right.customer_service')} />
        </button>
      )}
      {telegram && (
        <a
          href={telegram.url}
          target="_blank"
          rel="noopener noreferrer"
          className={button}
          aria-label={t('right.telegram')}
          data-testid="telegram-link"
        >
          <SendIcon className="rtl:-scale-x-100" />
          <Tip text={t('right.telegram')} />
        </a>
      )}
      <button
        type="button"
        className={button}
        aria-label={t('right.top')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        <ArrowUpIcon />
        <Tip text={t('right.top')} />
      </button>
    </nav>
  );
}
