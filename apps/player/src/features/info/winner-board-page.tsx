import { gameQueries, winnerBoardParams } from '@platform/api-client/queries/games';
import { useApi } from '@platform/api-client/react';
import { formatMoney } from '@platform/i18n';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PageFrame } from '../../components/page-frame';
import { routeLanguage, type LoaderArgs } from '../../lib/route-context';

/** Route loader of /winners. */
export const loader = ({ context }: LoaderArgs) =>
  context.queryClient.ensureQueryData(
    gameQueries(context.api).winners(winnerBoardParams(routeLanguage(context))),
  );

/** The winner board page: the biggest recent wins (names masked by the server), the same call
 * as the home winner board. */
export function WinnerBoardPage() {
  const { t } = useTranslation('content');
  const api = useApi();
  const { language } = useLanguage();
  const query = useSuspenseQuery(gameQueries(api).winners(winnerBoardParams(language)));
  return (
    <PageFrame title={t('winners.title')} lead={t('winners.lead')} testId="winner-board">
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
              <th scope="col" className="px-4 py-3 text-end font-medium">
                {t('winners.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.list.map((w, i) => (
              <tr key={`${w.customerName}-${i}`} className="border-t border-border">
                <td className="px-4 py-2 font-mono text-fg-muted">{i + 1}</td>
                <td className="px-4 py-2 font-mono text-fg">{w.customerName}</td>
                <td className="px-4 py-2 text-fg-secondary" dir="auto" data-testid="winner-game">
                  {w.gameName}
                </td>
                <td className="px-4 py-2 text-end font-mono font-semibold text-accent">
                  {formatMoney(w.winAmount, language)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PageFrame>
  );
}
