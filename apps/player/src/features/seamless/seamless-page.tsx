import { recentKeys } from '@platform/api-client/queries/member-games';
import { walletKeys, walletQueries } from '@platform/api-client/queries/wallet';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ChevronIcon } from '../../components/icons';
import { readSeamlessGame } from '../../lib/seamless-store';
import { FundWalletPrompt } from './fund-wallet-prompt';
import { GameFrame } from './game-frame';
import { type GameMessage, useGameMessages } from './use-game-messages';

const route = getRouteApi('/seamless');

/** /seamless: the launched game, framed under the header (no side menu), or in its own window when framing is refused. */
export function SeamlessPage() {
  const { t } = useTranslation('lobby');
  const queryClient = useQueryClient();
  const api = useApi();
  const router = useRouter();
  const navigate = useNavigate();
  const { nodeId } = route.useSearch();
  const game = nodeId ? readSeamlessGame(String(nodeId)) : null;
  const frame = useRef<HTMLIFrameElement | null>(null);
  const popup = useRef<Window | null>(null);
  const [mode, setMode] = useState<'frame' | 'window' | 'blocked'>('frame');
  // Transfer-wallet mode (read with the header's balance, so known by now): the game starts
  // once the member has funded its vendor's wallet, or declined to.
  const { data: wallet } = useQuery({ ...walletQueries(api).mode(), enabled: !game?.trial });
  const [funded, setFunded] = useState(false);
  const fundFirst = wallet?.isSingle === 0 && game?.vendor && !game.trial && !funded;

  const refreshMoney = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    void queryClient.invalidateQueries({ queryKey: recentKeys.all });
  }, [queryClient]);

  const leave = useCallback(() => {
    refreshMoney();
    if (window.history.length > 1) router.history.back();
    else void navigate({ to: '/' });
  }, [navigate, refreshMoney, router]);

  const openWindow = useCallback(() => {
    if (!game) return;
    const win = window.open(game.url, `game-${game.nodeId}`);
    popup.current = win;
    setMode(win ? 'window' : 'blocked');
  }, [game]);

  // After the game closes, the balance is read again (also when leaving by the browser's back).
  useEffect(() => refreshMoney, [refreshMoney]);
  useEffect(() => {
    if (mode !== 'window') return;
    const timer = setInterval(() => {
      if (popup.current?.closed) {
        clearInterval(timer);
        leave();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [leave, mode]);

  const source = useCallback(
    () => (mode === 'frame' ? frame.current?.contentWindow : popup.current),
    [mode],
  );
  const onMessage = useCallback(
    (message: GameMessage) => {
      if (message.type === 'demo-game:close') leave();
      else void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
    [leave, queryClient],
  );
  useGameMessages(source, onMessage);

  if (!game) {
    return (
      <div
        className="grid min-h-[60vh] place-items-center p-6 text-center"
        data-testid="seamless-empty"
      >
        <div className="space-y-4">
          <p className="text-fg-secondary">{t('seamless.no_game')}</p>
          <Link
            to="/rng"
            className="inline-flex rounded-full bg-accent px-5 py-2 font-semibold text-accent-contrast"
          >
            {t('seamless.to_lobby')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="flex h-[calc(100dvh-var(--shell-top))] flex-col" data-testid="seamless">
      <div className="flex h-11 shrink-0 items-center gap-2 border-b border-border bg-bg-elevated px-2 sm:px-4">
        <button
          type="button"
          onClick={leave}
          className="flex items-center gap-1 rounded-md px-2 py-1 text-sm text-fg-secondary hover:bg-surface-hover hover:text-fg"
          data-testid="seamless-back"
        >
          <ChevronIcon width={16} height={16} className="rotate-180 rtl:rotate-0" />
          {t('seamless.back')}
        </button>
        <h1 className="min-w-0 flex-1 truncate text-sm font-semibold text-fg" dir="auto">
          {game.name}
        </h1>
        <button
          type="button"
          onClick={openWindow}
          className="rounded-full border border-border px-3 py-1 text-xs text-fg-secondary hover:border-accent hover:text-accent"
        >
          {t('seamless.new_window')}
        </button>
      </div>
      <div className="relative min-h-0 flex-1">
        {fundFirst && game.vendor ? (
          <FundWalletPrompt wallet={game.vendor} onDone={() => setFunded(true)} />
        ) : mode === 'frame' ? (
          <GameFrame
            url={game.url}
            title={game.name}
            frameRef={(el) => {
              frame.current = el;
            }}
            onRefused={openWindow}
          />
        ) : (
          <div
            className="grid size-full place-items-center p-6 text-center"
            role="status"
            data-testid="seamless-window"
          >
            <div className="max-w-md space-y-4">
              <p className="text-fg-secondary">
                {t(mode === 'window' ? 'seamless.window_open' : 'seamless.popup_blocked')}
              </p>
              <button
                type="button"
                onClick={mode === 'window' ? () => popup.current?.focus() : openWindow}
                className="rounded-full bg-accent px-5 py-2 font-semibold text-accent-contrast"
              >
                {t(mode === 'window' ? 'seamless.focus_window' : 'seamless.new_window')}
              </button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
