import { cashierQueries } from '@platform/api-client/queries/cashier';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { Tabs } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Notice, Section } from './cashier-ui';
import { DepositForm } from './deposit-form';
import { DepositHistory } from './deposit-history';
import { DepositLimitsForm } from './deposit-limits';

/** Deposit (the player's /member/depositv2, the agent's /agentHome/depositv2): pay online or by bank transfer, the deposit limits and the history. */
export function DepositPage() {
  const { t } = useTranslation('cashier');
  const api = useApi();
  const { data: settings } = useSuspenseQuery(cashierQueries(api).depositSettings());
  return (
    <div className="flex flex-col gap-6" data-testid="deposit-page">
      <h1 className="font-display text-2xl font-bold text-fg">{t('deposit.title')}</h1>
      <Section title={t('deposit.channel')}>
        {settings.allowDeposit === 'N' || settings.channels.length === 0 ? (
          <Notice kind="error">{t('deposit.closed')}</Notice>
        ) : (
          <Tabs
            ariaLabel={t('deposit.channel')}
            items={settings.channels.map((channel) => ({
              value: channel.code,
              // The method in the page's language; the merchant's name tells apart two of a kind.
              label:
                settings.channels.filter((c) => c.type === channel.type).length > 1
                  ? `${t(`deposit.${channel.type}`)} · ${channel.name}`
                  : t(`deposit.${channel.type}`),
              content: (
                <div className="pt-4">
                  <DepositForm settings={settings} channel={channel} />
                </div>
              ),
            }))}
          />
        )}
      </Section>
      <DepositLimitsForm
        limits={settings.limits}
        decimals={settings.decimals}
        symbol={settings.currencySymbol}
      />
      <DepositHistory symbol={settings.currencySymbol} />
    </div>
  );
}
