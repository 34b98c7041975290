import { useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { useState } from 'react';
import { walletError } from '../../lib/wallet-errors';
import { useRecallAll } from './wallet.mutations';
import { Notice } from './wallet-ui';

/** "Recall all to main wallet": its button and its result line, placed by the page. */
export function useRecallAllAction(money: (amount: string) => string) {
  const { t } = useTranslation('wallet');
  const recall = useRecallAll();
  const [recalled, setRecalled] = useState<string | null>(null);
  const button = (
    <Button
      variant="secondary"
      loading={recall.isPending}
      loadingLabel={t('loading')}
      data-testid="recall-all"
      onClick={() => {
        if (recall.isPending) return;
        setRecalled(null);
        recall.mutate(undefined, {
          onSuccess: (r) =>
            setRecalled(
              r.transactionId === null
                ? t('fund.nothing_to_recall')
                : t('fund.recalled', { amount: money(r.amount) }),
            ),
        });
      }}
    >
      {t('fund.recall_all')}
    </Button>
  );
  const notice = recall.error ? (
    <Notice kind="error">{walletError(recall.error, t, money)}</Notice>
  ) : recalled ? (
    <Notice kind="ok">{recalled}</Notice>
  ) : null;
  return { button, notice };
}
