import { gameQueries, winnerBoardParams } from '@platform/api-client/queries/games';
import { useApi } from '@platform/api-client/react';
import { formatMoney } from '@platform/i18n';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMerchantTime } from '@platform/site';
import { useId, useState } from 'react';
import { PageFrame } from '../../components/page-frame';
import { routeLanguage, type LoaderArgs } from '../../lib/route-context';

/** Route loader of /winners: the biggest wins of every category (what the page opens on). */
export const loader = ({ context }: LoaderArgs) =>
  context.queryClient.ensureQueryData(
    gameQueries(context.api).winners(winnerBoardParams(routeLanguage(context))),
  );

type View = 'BIGGEST' | 'LATEST';
type Category = 'ALL' | 'RNG' | 'LIVE' | 'FISH' | 'PVP' | 'SPORTS' | 'LOTT';
const VIEWS: readonly View[] = ['BIGGEST', 'LATEST'];
/** The categories offered, each named by the home page's section title. */
const CATEGORIES: readonly [Category, string][] = [
  ['RNG', 'home.sections.RNG'],
  ['LIVE', 'home.sections.LIVE'],
  ['FISH', 'home.sections.FISH'],
  ['PVP', 'home.sections.PVP'],
  ['SPORTS', 'home.sections.SPORTS'],
  ['LOTT', 'home.sections.LOTTERY'],
];

/**
 * The winner board page: real wins from the bet records (names masked by the server), the
 * biggest of the last 7 days (as on home) or the latest big ones, of one category or all.
 */
export function WinnerBoardPage() {
  const { t } = useTranslation(['content', 'lobby']);
  const api = useApi();
  const { language } = useLanguage();
  const [view, setView] = useState<View>('BIGGEST');
  const [category, setCategory] = useState<Category>('ALL');
  const selectId = useId();
  const time = useMerchantTime();
  const query = useQuery({
    ...gameQueries(api).winners(winnerBoardParams(language, view, category)),
    placeholderData: keepPreviousData,
  });
  const list = query.data?.list ?? [];
  return (
    <PageFrame title={t('winners.title')} lead={t('winners.lead')} testId="winner-board">
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="flex gap-2" role="group" aria-label={t('winners.view')}>
          {VIEWS.map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => setView(v)}
              data-testid={`winners-view-${v.toLowerCase()}`}
              className="h-10 rounded-full border border-border px-4 text-sm text-fg-secondary aria-pressed:border-accent aria-pressed:bg-accent-soft aria-pressed:text-fg"
            >
              {t(v === 'BIGGEST' ? 'winners.biggest' : 'winners.latest')}
            </button>
          ))}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="text-xs text-fg-secondary">
            {t('winners.category')}
          </label>
          <select
            id={selectId}
            value={category}
            onChange={(e) => setCategory(e.target.value as Category)}
            data-testid="winners-category"
            className="h-10 rounded-md border border-border-strong bg-bg px-3 text-sm text-fg focus:outline-2 focus:outline-accent"
          >
            <option value="ALL">{t('winners.all')}</option>
            {CATEGORIES.map(([c, key]) => (
              <option key={c} value={c}>
                {t(key, { ns: 'lobby' })}
              </option>
            ))}
          </select>
        </div>
      </div>
      {list.length === 0 ? (
        <p className="text-sm text-fg-secondary" data-testid="winners-empty">
          {t('winners.empty')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-border bg-surface">
          <table className="w-full text-sm">
            <thead className="bg-bg-elevated text-fg-secondary">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  #
                </th>
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  {t('winners.player')}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  {t('winners.game')}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  {t('winners.when')}
                </th>
                <th scope="col" className="px-4 py-3 text-end font-medium">
                  {t('winners.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((w, i) => (
                <tr key={`${w.customerName}-${w.wonAt}-${i}`} className="border-t border-border">
                  <td className="px-4 py-2 font-mono text-fg-muted">{i + 1}</td>
                  <td className="px-4 py-2 font-mono text-fg">{w.customerName}</td>
                  <td className="px-4 py-2 text-fg-secondary" dir="auto" data-testid="winner-game">
                    {w.gameName}
                  </td>
                  <td className="px-4 py-2 text-fg-secondary" dir="ltr" data-testid="winner-when">
                    {time.dateTime(w.wonAt)}
                  </td>
                  <td className="px-4 py-2 text-end font-mono font-semibold text-accent">
                    {formatMoney(w.winAmount, language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PageFrame>
  );
}
