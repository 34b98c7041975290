import { rewardQueries } from '@platform/api-client/queries/rewards';
import { useApi } from '@platform/api-client/react';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { QueryState } from '@platform/site';
import { GrantRow } from './grant-row';
import { GRANT_STATUSES, type RecordsSearch, SOURCE_KINDS } from './reward-search';
import { Pager, Section } from './rewards-ui';

const select =
  'h-9 rounded-md border border-border bg-bg-elevated px-2 text-sm text-fg focus-visible:outline-2 focus-visible:outline-accent';

/** Every reward of the member from any source, filtered and paged by the server. */
export function RewardRecords({
  search,
  onSearch,
}: {
  search: RecordsSearch;
  onSearch: (next: RecordsSearch) => void;
}) {
  const { t } = useTranslation('rewards');
  const api = useApi();
  const { language } = useLanguage();
  const id = useId();
  const list = useQuery({
    ...rewardQueries(api).records(
      { page: search.page, sourceKind: search.kind, status: search.status },
      language,
    ),
    placeholderData: keepPreviousData,
    // An operator decides claims waiting for review: look again while any waits.
    refetchInterval: (q) =>
      q.state.data?.content.some((g) => g.status === 'Applying' || g.status === 'Process')
        ? 5_000
        : false,
  });
  return (
    <Section title={t('records.title')} testId="reward-records">
      <div className="mb-3 flex flex-wrap gap-3">
        <label className="flex flex-col gap-1 text-xs text-fg-muted" htmlFor={`${id}-kind`}>
          {t('records.kind_label')}
          <select
            id={`${id}-kind`}
            className={select}
            value={search.kind ?? ''}
            onChange={(e) =>
              onSearch({
                ...search,
                page: 1,
                kind: (e.target.value || undefined) as RecordsSearch['kind'],
              })
            }
            data-testid="records-kind"
          >
            <option value="">{t('records.all_kinds')}</option>
            {SOURCE_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kind.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs text-fg-muted" htmlFor={`${id}-status`}>
          {t('records.status_label')}
          <select
            id={`${id}-status`}
            className={select}
            value={search.status ?? ''}
            onChange={(e) =>
              onSearch({
                ...search,
                page: 1,
                status: (e.target.value || undefined) as RecordsSearch['status'],
              })
            }
            data-testid="records-status"
          >
            <option value="">{t('records.all_statuses')}</option>
            {GRANT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState
        isPending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data && list.data.content.length === 0 && (
        <p className="text-sm text-fg-muted">{t('records.empty')}</p>
      )}
      {list.data && list.data.content.length > 0 && (
        <ul className="divide-y divide-border" aria-busy={list.isPlaceholderData}>
          {list.data.content.map((g) => (
            <GrantRow key={g.id} grant={g} />
          ))}
        </ul>
      )}
      {list.data && (
        <Pager
          page={search.page}
          totalPages={list.data.totalPages}
          onChange={(page) => onSearch({ ...search, page })}
        />
      )}
    </Section>
  );
}
