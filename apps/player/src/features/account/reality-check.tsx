import { memberAccountQueries } from '@platform/api-client/queries/member-account';
import { walletQueries } from '@platform/api-client/queries/wallet';
import { useApi } from '@platform/api-client/react';
import { useLogout } from '@platform/auth';
import { formatMoney } from '@platform/i18n';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { Button, Modal } from '@platform/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { hoursMinutes } from './format';
import { answeredReminder, answerReminder, nextReminder } from './reality-schedule';

/**
 * The session reminder (reality check), mounted for a signed-in member who chose one: every N
 * minutes after sign-in it shows the time signed in and the net result since, and asks whether
 * to continue or stop (sign out).
 */
export function RealityCheck({ minutes }: { minutes: number }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useLogout();
  const options = memberAccountQueries(api).realityCheck();
  const { data: first } = useQuery(options);
  const startedAt = first?.sessionStartedAt;
  const [due, setDue] = useState<number | null>(null);

  useEffect(() => {
    if (startedAt === undefined || due !== null) return;
    const next = nextReminder(startedAt, minutes, answeredReminder(startedAt));
    const timer = window.setTimeout(
      () => {
        void queryClient.invalidateQueries({ queryKey: options.queryKey });
        setDue(next.index);
      },
      Math.max(0, next.dueAt - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [startedAt, minutes, due, queryClient, options.queryKey]);

  const { data } = useQuery({ ...options, enabled: due !== null });
  const { data: wallet } = useQuery({ ...walletQueries(api).balance(), enabled: due !== null });
  if (due === null || !data || startedAt === undefined) return null;
  const money = (amount: string) =>
    formatMoney(amount, language, { symbol: wallet?.currencySymbol ?? '' });
  const { hours, minutes: mins } = hoursMinutes(Date.now() - startedAt);
  const duration =
    hours > 0
      ? t('reality.hours_minutes', { hours, minutes: mins })
      : t('reality.minutes', { minutes: mins });
  const answer = () => {
    answerReminder(startedAt, due);
    setDue(null);
  };
  return (
    <Modal
      open
      onOpenChange={() => undefined}
      title={t('reality.title')}
      showClose={false}
      width={420}
    >
      <div className="flex flex-col gap-4" data-testid="reality-check">
        <p className="text-fg">{t('reality.played', { duration })}</p>
        <p className="text-sm text-fg-secondary">
          {t('reality.result', {
            rounds: data.rounds,
            stake: money(data.stake),
            net: money(data.net),
          })}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={answer}>{t('reality.continue')}</Button>
          <Button
            variant="secondary"
            loading={logout.isPending}
            loadingLabel={t('loading')}
            onClick={() => {
              answer();
              logout.mutate(() => navigate({ to: '/' }));
            }}
          >
            {t('reality.stop')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
