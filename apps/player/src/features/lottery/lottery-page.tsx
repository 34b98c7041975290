import { useTranslation } from '@platform/i18n/react';
import { errorMessage } from '@platform/site';
import { Spinner } from '@platform/ui';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { LotteryMenu } from './lottery-menu';
import { useLotteryPage } from './use-lottery-page';

/** /lottery, /seaLottery, /vnLottery: the lottery's games and the chosen one (gameCode), betting view. */
export function LotteryPage() {
  const { t } = useTranslation('lobby');
  const { t: ts } = useTranslation('shell');
  const navigate = useNavigate();
  const { gameCode } = useSearch({ strict: false }) as { gameCode?: string };
  const { kind, groups, url, launchError, isTrial } = useLotteryPage(gameCode);
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
          onSelect={(code) => void navigate({ to: '.', search: { gameCode: code } as never })}
        />
      </aside>
      <section
        className="relative min-h-[70vh] flex-1 overflow-hidden rounded-xl border border-border bg-black lg:min-h-0"
        aria-label={t('lottery.game')}
      >
        {isTrial ? (
          <p
            className="grid size-full min-h-[50vh] place-items-center p-6 text-center text-fg-secondary"
            role="status"
            data-testid="lottery-trial"
          >
            {ts('errors.in_need_true_account')}
          </p>
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
