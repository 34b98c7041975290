import { systemQueries } from '@platform/api-client/queries';
import { useApi } from '@platform/api-client/react';
import { Clock, LanguageSelect } from '@platform/site';
import { useQuery } from '@tanstack/react-query';
import { SiteLogo } from './site-logo';

/** Header frame: logo, clock (every second) and language select. At phone width the clock takes a row of its own. */
export function Header() {
  const api = useApi();
  const { data: status } = useQuery(systemQueries(api).status());
  return (
    <header className="sticky top-0 z-(--ui-z-header) border-b border-border bg-bg-elevated/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 px-4 sm:h-16 sm:flex-nowrap">
        <div className="flex h-14 items-center sm:h-auto">
          <SiteLogo siteName={status?.info.siteName ?? ''} />
        </div>
        <LanguageSelect className="ms-auto sm:order-last sm:ms-0" />
        <Clock className="-mx-4 w-[calc(100%+2rem)] border-t border-border py-1 text-center font-mono text-xs tabular-nums text-fg-muted sm:mx-0 sm:ms-auto sm:w-auto sm:border-0 sm:py-0 sm:text-sm sm:text-fg-secondary" />
      </div>
    </header>
  );
}
