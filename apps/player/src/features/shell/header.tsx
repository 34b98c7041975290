import { systemQueries } from '@platform/api-client/queries';
import { Clock, LanguageSelect, useApi } from '@platform/site';
import { useQuery } from '@tanstack/react-query';
import { SiteLogo } from './site-logo';

/** Header frame: logo, clock (every second) and language select. */
export function Header() {
  const api = useApi();
  const { data: status } = useQuery(systemQueries(api).status());
  return (
    <header className="sticky top-0 z-(--ui-z-header) border-b border-border bg-bg-elevated/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <SiteLogo siteName={status?.info.siteName ?? ''} />
        <div className="ms-auto flex items-center gap-3">
          <Clock className="hidden font-mono text-sm tabular-nums text-fg-secondary sm:block" />
          <LanguageSelect />
        </div>
      </div>
      <div className="border-t border-border px-4 py-1 text-center sm:hidden">
        <Clock className="font-mono text-xs tabular-nums text-fg-muted" />
      </div>
    </header>
  );
}
