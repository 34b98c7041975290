import { rewardQueries } from '@platform/api-client/queries/rewards';
import { useApi } from '@platform/api-client/react';
import { formatNumber } from '@platform/i18n';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { cx } from '@platform/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QueryState } from '@platform/site';
import { BOARDS, type BoardSearch, PERIODS } from './reward-search';
import { Section, useMoney } from './rewards-ui';

function Choice<T extends string>({
  label,
  options,
  value,
  text,
  onChange,
  testId,
}: {
  label: string;
  options: readonly T[];
  value: T;
  text: (v: T) => string;
  onChange: (v: T) => void;
  testId: string;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1" data-testid={testId}>
      {options.map((o) => (
        <button
          key={o}
          type="button"
          aria-pressed={o === value}
          onClick={() => onChange(o)}
          className={cx(
            'h-8 rounded-full border px-3 text-sm focus-visible:outline-2 focus-visible:outline-accent',
            o === value
              ? 'border-accent bg-accent-soft font-semibold text-accent'
              : 'border-border text-fg-secondary hover:bg-surface-hover',
          )}
        >
          {text(o)}
        </button>
      ))}
    </div>
  );
}

/** The period's ranking by valid bet or mission points; the member's own row highlighted. */
export function Leaderboard({
  search,
  onSearch,
}: {
  search: BoardSearch;
  onSearch: (next: BoardSearch) => void;
}) {
  const { t } = useTranslation('rewards');
  const api = useApi();
  const { language } = useLanguage();
  const money = useMoney();
  const board = useQuery({
    ...rewardQueries(api).leaderboard(search.period, search.board),
    placeholderData: keepPreviousData,
  });
  const score = (s: string) =>
    search.board === 'VALID_BET' ? money(s) : formatNumber(s, language);
  const self = board.data?.self;
  const selfListed = board.data?.list.some((e) => e.isSelf) ?? false;
  const rows = board.data ? [...board.data.list, ...(self && !selfListed ? [self] : [])] : [];
  return (
    <Section title={t('leaderboard.title')} testId="leaderboard">
      <div className="mb-4 flex flex-wrap gap-4">
        <Choice
          label={t('leaderboard.period_label')}
          options={PERIODS}
          value={search.period}
          text={(p) => t(`leaderboard.period.${p}`)}
          onChange={(period) => onSearch({ ...search, period })}
          testId="board-period"
        />
        <Choice
          label={t('leaderboard.type_label')}
          options={BOARDS}
          value={search.board}
          text={(b) => t(`leaderboard.type.${b}`)}
          onChange={(b) => onSearch({ ...search, board: b })}
          testId="board-type"
        />
      </div>
      <QueryState
        isPending={board.isPending}
        error={board.error}
        onRetry={() => void board.refetch()}
      />
      {board.data && (
        <>
          <p className="mb-2 text-sm text-fg" data-testid="board-self">
            {self ? t('leaderboard.your_rank', { rank: self.rank }) : t('leaderboard.not_ranked')}
          </p>
          {rows.length === 0 ? (
            <p className="text-sm text-fg-muted">{t('leaderboard.empty')}</p>
          ) : (
            <table className="w-full text-sm" aria-busy={board.isPlaceholderData}>
              <thead>
                <tr className="border-b border-border text-start text-xs text-fg-muted">
                  <th scope="col" className="w-16 py-2 text-start font-medium">
                    {t('leaderboard.rank')}
                  </th>
                  <th scope="col" className="py-2 text-start font-medium">
                    {t('leaderboard.player')}
                  </th>
                  <th scope="col" className="py-2 text-end font-medium">
                    {t('leaderboard.score')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((e) => (
                  <tr
                    key={`${e.rank}-${e.name}`}
                    className={cx(
                      'border-b border-border/60',
                      e.isSelf && 'bg-accent-soft font-semibold text-accent',
                    )}
                    aria-current={e.isSelf ? 'true' : undefined}
                    data-testid="board-row"
                    data-self={e.isSelf}
                  >
                    <td className="py-2 tabular-nums">{e.rank}</td>
                    <td className="py-2">
                      <bdi dir="ltr">{e.name}</bdi>
                      {e.isSelf && (
                        <span className="ms-2 rounded-full bg-accent px-2 py-0.5 text-[0.7rem] text-accent-contrast">
                          {t('leaderboard.you')}
                        </span>
                      )}
                    </td>
                    <td className="py-2 text-end font-mono tabular-nums">
                      <bdi dir="ltr">{score(e.score)}</bdi>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </Section>
  );
}
