import type { components } from '@platform/api-client';
import { pointQueries } from '@platform/api-client/queries/points';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '@platform/site';
import { ConvertDialog } from './convert-dialog';
import { useFormats } from './use-formats';
import { useSignInFirst } from './use-sign-in-first';

type Config = components['schemas']['PointConfig'];

/** The member's points (available, in process, earned) and the convert action; visitors get a sign-in prompt. */
export function PointsSummary({ config, member }: { config: Config; member: boolean }) {
  const { t } = useTranslation('pointMall');
  const api = useApi();
  const format = useFormats(config.currencySymbol);
  const balance = useQuery({
    ...pointQueries(api).balance(),
    enabled: member,
    // Redemptions in process wait for an operator: look again until they are decided.
    refetchInterval: (q) => ((q.state.data?.inProcess ?? 0) > 0 ? 5000 : false),
  });
  const [converting, setConverting] = useState(false);
  const signIn = useSignInFirst();
  if (!member) {
    return (
      <div
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface p-4"
        data-testid="points-sign-in"
      >
        <p className="text-fg-secondary">{t('sign_in.text')}</p>
        <Button onClick={signIn}>{t('sign_in.action')}</Button>
      </div>
    );
  }
  return (
    <section
      aria-label={t('balance.label')}
      className="rounded-xl border border-border bg-gradient-to-br from-accent-soft to-surface p-4 sm:p-6"
      data-testid="points-summary"
    >
      <QueryState
        isPending={balance.isPending}
        error={balance.error}
        onRetry={() => void balance.refetch()}
        lines={2}
      />
      {balance.data && (
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm text-fg-secondary">{t('balance.label')}</p>
            <p className="font-display text-4xl font-bold text-fg">
              <span dir="ltr" data-testid="points-balance">
                {format.points(balance.data.points)}
              </span>
            </p>
            <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-fg-secondary">
              <div className="flex gap-1">
                <dt>{t('balance.in_process')}</dt>
                <dd className="font-semibold text-fg" data-testid="points-in-process">
                  {format.points(balance.data.inProcess)}
                </dd>
              </div>
              <div className="flex gap-1">
                <dt>{t('balance.earned')}</dt>
                <dd className="font-semibold text-fg">{format.points(balance.data.totalEarned)}</dd>
              </div>
              <div className="flex gap-1">
                <dt>{t('balance.valid_bets')}</dt>
                <dd className="font-semibold text-fg" dir="ltr">
                  {format.money(balance.data.validBets)}
                </dd>
              </div>
            </dl>
          </div>
          <Button
            variant="secondary"
            onClick={() => setConverting(true)}
            disabled={config.conversion.amount === '0.00'}
            data-testid="points-convert"
          >
            {t('balance.convert')}
          </Button>
        </div>
      )}
      {balance.data && (
        <ConvertDialog
          open={converting}
          onOpenChange={setConverting}
          config={config}
          points={balance.data.points}
        />
      )}
    </section>
  );
}
