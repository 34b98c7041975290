import type { components } from '@platform/api-client/schema';
import { useTranslation } from '@platform/i18n/react';
import { Link } from '@tanstack/react-router';
import { withFilters } from '@platform/tables';
import type { TableSearch } from '../lib/table-search';

type Crumb = components['schemas']['Crumb'];

/**
 * From the agent down to the team shown (the server's breadcrumb): each upper level links back
 * to the same view of its team, the agent's own without `parentId`. Page and filters restart.
 */
export function TeamBreadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation('agentConsole');
  return (
    <nav aria-label={t('table.breadcrumb')} data-testid="breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        {crumbs.map((crumb, i) => (
          <li key={crumb.memberId} className="flex items-center gap-1">
            {i > 0 && (
              <span aria-hidden="true" className="inline-block text-fg-muted rtl:rotate-180">
                ›
              </span>
            )}
            {i === crumbs.length - 1 ? (
              <span aria-current="page" className="font-semibold text-fg" dir="auto">
                {crumb.account}
              </span>
            ) : (
              <Link
                to="."
                search={(prev: TableSearch) => {
                  const { parentId: _parent, ...rest } = withFilters(prev, {});
                  return i === 0 ? rest : { ...rest, parentId: crumb.memberId };
                }}
                className="text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
                dir="auto"
              >
                {crumb.account}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
