import { memberAccountQueries } from '@platform/api-client/queries/member-account';
import { walletQueries } from '@platform/api-client/queries/wallet';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { LoaderArgs } from '../../lib/route-context';
import { DEPOSIT_PATH } from './account-paths';
import { Section } from './account-ui';
import { PlayBreakForm } from './play-break-form';
import { PlayLimitsForm } from './play-limits-form';
import { ReminderForm } from './reminder-form';

/** Route loader of /member/responsibleGaming. */
export function limitsLoader({ context }: LoaderArgs) {
  const queries = memberAccountQueries(context.api);
  return Promise.all([
    context.queryClient.ensureQueryData(queries.playLimits()),
    context.queryClient.ensureQueryData(queries.realityCheck()),
  ]);
}

/** /member/responsibleGaming: loss and wager limits, deposit limits, the reminder, breaks. */
export function LimitsPage() {
  const { t } = useTranslation('account');
  const api = useApi();
  const queries = memberAccountQueries(api);
  const { data: limits } = useSuspenseQuery(queries.playLimits());
  const { data: check } = useSuspenseQuery(queries.realityCheck());
  const { data: wallet } = useQuery(walletQueries(api).balance());
  return (
    <div className="flex flex-col gap-6" data-testid="limits-page">
      <div>
        <h1 className="font-display text-2xl font-bold text-fg">{t('responsible.page_title')}</h1>
        <p className="mt-2 max-w-3xl text-sm text-fg-secondary">
          {t('responsible.page_intro', { hours: limits.coolingOffHours })}
        </p>
      </div>
      <PlayLimitsForm limits={limits} symbol={wallet?.currencySymbol ?? ''} />
      <Section title={t('responsible.deposit_title')} intro={t('responsible.deposit_intro')}>
        <Link
          to={DEPOSIT_PATH as '/'}
          className="inline-flex h-10 items-center rounded-full border border-accent px-4 text-sm font-semibold text-accent hover:bg-accent-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {t('responsible.deposit_link')}
        </Link>
      </Section>
      <ReminderForm check={check} />
      <PlayBreakForm />
      <p className="text-sm text-fg-muted">{t('responsible.help')}</p>
    </div>
  );
}
