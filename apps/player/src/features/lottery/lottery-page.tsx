import { useTranslation } from '@platform/i18n/react';
import { errorMessage } from '@platform/site';
import { Spinner } from '@platform/ui';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import type { PrizeMode } from '@platform/api-client/queries/lottery';
import { LOTTERY_PATHS, type LotteryKind } from '../../lib/lottery-kinds';
import { type LotteryGroup, LotteryMenu } from './lottery-menu';
import { useLotteryLaunch, useMenuGroups, usePrizeMode, useVnMenuGroups } from './use-lottery-page';
import { gameQueries } from '@platform/api-client/queries/games';
import { lotteryQueries } from '@platform/api-client/queries/lottery';
import { splitLanes } from '../../lib/categories';
import { lotteryPrizeMode } from '../../lib/lottery-kinds';
import { type LoaderArgs, routeLanguage } from '../../lib/route-context';

/** Route loader of the lottery pages: the vendor lanes (for the prize mode), then the menu. */
export const lotteryLoader =
  (kind: LotteryKind) =>
  async ({ context }: LoaderArgs): Promise<void> => {
    const { queryClient, api } = context;
    const language = routeLanguage(context);
    const vendors = await queryClient.ensureQueryData(gameQueries(api).vendors(language));
    const prizeMode = lotteryPrizeMode(kind, splitLanes(vendors.data.lanes));
    if (kind === 'vnLottery')
      await queryClient.ensureQueryData(lotteryQueries(api).vnMenu(prizeMode, language));
    else await queryClient.ensureQueryData(lotteryQueries(api).menus(prizeMode, language));
  };

/** /lottery, /seaLottery, /vnLottery: the lottery's games and the chosen one (gameCode), betting view. */
export function LotteryPage({ kind }: { kind: LotteryKind }) {
  const prizeMode = usePrizeMode(kind);
  return kind === 'vnLottery' ? (
    <VnLottery prizeMode={prizeMode} />
  ) : (
    <MenuLottery kind={kind} prizeMode={prizeMode} />
  );
}

function MenuLottery({ kind, prizeMode }: { kind: LotteryKind; prizeMode: PrizeMode }) {
  return <LotteryView kind={kind} prizeMode={prizeMode} groups={useMenuGroups(prizeMode)} />;
}

function VnLottery({ prizeMode }: { prizeMode: PrizeMode }) {
  return <LotteryView kind="vnLottery" prizeMode={prizeMode} groups={useVnMenuGroups(prizeMode)} />;
}

interface LotteryViewProps {
  kind: LotteryKind;
  prizeMode: PrizeMode;
  groups: LotteryGroup[];
}

function LotteryView({ kind, prizeMode, groups }: LotteryViewProps) {
  const { t } = useTranslation('lobby');
  const { t: ts } = useTranslation('shell');
  const { gameCode } = useSearch({ from: LOTTERY_PATHS[kind] });
  const navigate = useNavigate({ from: LOTTERY_PATHS[kind] });
  const { url, launchError, isTrial } = useLotteryLaunch(kind, prizeMode, gameCode);
  const selected = gameCode ?? groups[0]?.games[0]?.gameCode;
  return (
    <div
      className="flex flex-col gap-3 p-3 lg:h-[calc(100dvh-var(--shell-top))] lg:flex-row lg:p-4"
      data-testid="lottery-page"
      data-kind={kind}
    >
      <aside className="shrink-0 lg:w-60 lg:overflow-y-auto">
        <h1 className="mb-3 font-display text-xl font-bold text-fg">
          {t(`lottery.titles.${kind}`)}
        </h1>
        <LotteryMenu
          groups={groups}
          selected={selected}
          onSelect={(code) => void navigate({ search: { gameCode: code } })}
        />
      </aside>
      <section
        className="relative min-h-[70vh] flex-1 overflow-hidden rounded-xl border border-border bg-black lg:min-h-0"
        aria-label={t('lottery.game')}
      >
        {isTrial ? (
          <div
            className="flex size-full min-h-[50vh] flex-col items-center justify-center gap-4 p-6 text-center text-fg-secondary"
            data-testid="lottery-trial"
          >
            <p role="status">{ts('errors.in_need_true_account')}</p>
            <Link to="/" className="ui-button ui-button--primary ui-button--md">
              {ts('confirm')}
            </Link>
          </div>
        ) : launchError ? (
          <p
            className="grid size-full min-h-[50vh] place-items-center p-6 text-center text-danger"
            role="alert"
          >
            {errorMessage(launchError, ts)}
          </p>
        ) : url ? (
          <iframe
            key={url}
            src={url}
            title={t('lottery.game')}
            className="size-full min-h-[70vh] border-0 lg:min-h-0"
            data-testid="lottery-frame"
            data-game-code={gameCode ?? ''}
          />
        ) : (
          <div className="grid size-full min-h-[50vh] place-items-center">
            <Spinner size="lg" label={t('seamless.loading')} />
          </div>
        )}
      </section>
    </div>
  );
}
