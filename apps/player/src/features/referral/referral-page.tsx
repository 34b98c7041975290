import {
  type ReferralDetails,
  type ReferralInvitee,
  referralQueries,
} from '@platform/api-client/queries/referral';
import { walletQueries } from '@platform/api-client/queries/wallet';
import { useApi } from '@platform/api-client/react';
import { formatMoney, formatNumber } from '@platform/i18n';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { Button, cx } from '@platform/ui';
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useId, useMemo, useState } from 'react';
import { renderSVG } from 'uqr';
import { Paginator } from '../../components/paginator';
import type { LoaderArgs } from '../../lib/route-context';
import { useMerchantTime } from '@platform/site';

/** Route loader of /member/referral: the member's code (made on first visit) and first page. */
export function loader({ context }: LoaderArgs) {
  const q = referralQueries(context.api);
  return Promise.all([
    context.queryClient.ensureQueryData(q.details()),
    context.queryClient.ensureQueryData(q.invitees(1)),
  ]);
}

/** Keeps a date, code or link left to right inside right-to-left text (Unicode isolates). */
const ltr = (text: string) => `\u2066${text}\u2069`;

function useMoney(currency: string) {
  const api = useApi();
  const { language } = useLanguage();
  const { data } = useQuery(walletQueries(api).balance());
  const symbol = data?.currencySymbol ?? currency;
  return useCallback(
    (amount: string) => formatMoney(amount, language, { symbol }),
    [language, symbol],
  );
}

function Section({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section
      className="rounded-lg border border-border bg-surface p-4 sm:p-6"
      data-testid={testId}
      aria-label={title}
    >
      <h2 className="mb-4 font-display text-lg font-bold text-fg">{title}</h2>
      {children}
    </section>
  );
}

type CopyState = 'copied' | 'failed' | null;

/** A read-only value with its copy button; says in words whether the copy worked. */
function CopyField({
  label,
  value,
  button,
  testId,
  mono,
}: {
  label: string;
  value: string;
  button: string;
  testId: string;
  mono?: boolean;
}) {
  const { t } = useTranslation('referral');
  const id = useId();
  const [state, setState] = useState<CopyState>(null);
  const copy = () => {
    const done = (ok: boolean) => setState(ok ? 'copied' : 'failed');
    if (!navigator.clipboard) return done(false);
    navigator.clipboard.writeText(value).then(
      () => done(true),
      () => done(false),
    );
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg-secondary">
        {label}
      </label>
      <div className="flex flex-wrap items-stretch gap-2">
        <input
          id={id}
          readOnly
          dir="ltr"
          value={value}
          data-testid={testId}
          onFocus={(e) => e.currentTarget.select()}
          className={cx(
            'min-w-0 flex-1 rounded-md border border-border bg-surface-hover px-3 py-2 text-fg',
            mono ? 'font-mono text-lg font-bold tracking-widest' : 'text-sm',
          )}
        />
        <Button variant="secondary" onClick={copy} data-testid={`${testId}-copy`}>
          {button}
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm" aria-live="polite">
        {state === 'copied' && <span className="text-success">{t('copied')}</span>}
        {state === 'failed' && <span className="text-danger">{t('copy_failed')}</span>}
      </p>
    </div>
  );
}

function QrCode({ link }: { link: string }) {
  const { t } = useTranslation('referral');
  const src = useMemo(
    () => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(link, { border: 2 }))}`,
    [link],
  );
  return (
    <figure className="flex flex-col items-center gap-2">
      <img
        src={src}
        alt={t('qr_label')}
        width={176}
        height={176}
        className="rounded-md bg-white p-1"
        data-testid="referral-qr"
      />
      <figcaption className="max-w-48 text-center text-xs text-fg-muted">{t('qr_hint')}</figcaption>
    </figure>
  );
}

function Stats({ data }: { data: ReferralDetails }) {
  const { t } = useTranslation('referral');
  const { language } = useLanguage();
  const money = useMoney(data.currency);
  const cells = [
    ['total', formatNumber(data.totalInvitations, language)],
    ['deposited', formatNumber(data.depositedInvitations, language)],
    ['rewarded', formatNumber(data.rewardedInvitations, language)],
    ['earned', money(data.rewardTotal)],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-lg border border-border bg-border sm:grid-cols-4">
      {cells.map(([key, value]) => (
        <div key={key} className="bg-surface p-4">
          <dt className="text-xs text-fg-muted">{t(`stats.${key}`)}</dt>
          <dd
            className="mt-1 text-xl font-bold text-fg tabular-nums"
            data-testid={`referral-${key}`}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Rule({ data }: { data: ReferralDetails }) {
  const { t } = useTranslation('referral');
  const money = useMoney(data.currency);
  const values = {
    minDeposit: ltr(money(data.rule.minDeposit)),
    reward: ltr(money(data.rule.reward)),
  };
  const steps = [t('rule.step1'), t('rule.step2'), t('rule.step3', values)];
  return (
    <Section title={t('rule.title')} testId="referral-rule">
      <ol className="flex flex-col gap-3">
        {steps.map((step, i) => (
          <li key={i} className="flex items-start gap-3 text-sm text-fg">
            <span
              aria-hidden
              className="grid size-7 shrink-0 place-items-center rounded-full bg-accent-soft font-bold text-accent"
            >
              {i + 1}
            </span>
            <span className="pt-1">{step}</span>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-xs text-fg-muted">
        {data.rule.wageringMultiple === '0'
          ? t('rule.no_wagering')
          : t('rule.wagering', { multiple: data.rule.wageringMultiple })}
      </p>
    </Section>
  );
}

const TONE: Record<ReferralInvitee['status'], string> = {
  registered: 'bg-surface-hover text-fg-secondary',
  deposited: 'bg-accent-2-soft text-accent-2',
  rewarded: 'bg-success/15 text-success',
};

function Invitees({ currency }: { currency: string }) {
  const { t } = useTranslation('referral');
  const time = useMerchantTime();
  const api = useApi();
  const money = useMoney(currency);
  const [page, setPage] = useState(1);
  const { data } = useQuery({
    ...referralQueries(api).invitees(page),
    placeholderData: keepPreviousData,
  });
  const rows = data?.content ?? [];
  return (
    <Section title={t('invitees.title')} testId="referral-invitees">
      {rows.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('invitees.empty')}</p>
      ) : (
        <>
          <table className="w-full text-start text-sm">
            <thead>
              <tr className="border-b border-border text-xs text-fg-muted">
                <th scope="col" className="py-2 pe-2 text-start font-medium">
                  {t('invitees.account')}
                </th>
                <th scope="col" className="hidden py-2 pe-2 text-start font-medium sm:table-cell">
                  {t('invitees.joined')}
                </th>
                <th scope="col" className="py-2 pe-2 text-start font-medium">
                  {t('invitees.status')}
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  {t('invitees.reward')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr
                  key={`${page}-${i}`}
                  className="border-b border-border last:border-0"
                  data-testid="referral-invitee"
                  data-status={r.status}
                >
                  <td className="py-2.5 pe-2">
                    <span dir="ltr" className="font-medium text-fg">
                      {r.account}
                    </span>
                    <span className="block text-xs text-fg-muted sm:hidden">
                      {ltr(time.dateTime(r.registeredAt))}
                    </span>
                  </td>
                  <td className="hidden py-2.5 pe-2 text-fg-secondary tabular-nums sm:table-cell">
                    {ltr(time.dateTime(r.registeredAt))}
                  </td>
                  <td className="py-2.5 pe-2">
                    <span
                      className={cx(
                        'inline-block rounded-full px-2 py-0.5 text-xs font-semibold',
                        TONE[r.status],
                      )}
                    >
                      {t(`status.${r.status}`)}
                    </span>
                  </td>
                  <td className="py-2.5 text-end font-semibold text-fg tabular-nums">
                    {r.reward ? money(r.reward) : '–'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {(data?.totalPages ?? 1) > 1 && (
            <Paginator
              page={page}
              totalPages={data?.totalPages ?? 1}
              onChange={setPage}
              className="mt-4"
            />
          )}
        </>
      )}
    </Section>
  );
}

/**
 * /member/referral (invite friends): the member's referral code and invitation link with copy
 * buttons and a QR code, their invitations, the merchant's reward rule and the invited friends
 * (accounts masked) with their status.
 */
export function ReferralPage() {
  const { t } = useTranslation('referral');
  const api = useApi();
  const { data } = useSuspenseQuery(referralQueries(api).details());
  const money = useMoney(data.currency);
  const link = data.registerPath ? `${window.location.origin}${data.registerPath}` : '';
  return (
    <div className="flex flex-col gap-6" data-testid="referral-page">
      <header>
        <h1 className="font-display text-2xl font-bold text-fg">{t('title')}</h1>
        <p className="mt-1 text-sm text-fg-secondary">
          {t('lead', {
            minDeposit: ltr(money(data.rule.minDeposit)),
            reward: ltr(money(data.rule.reward)),
          })}
        </p>
      </header>
      <Section title={t('share')} testId="referral-share">
        <div className="flex flex-col gap-6 md:flex-row md:items-start">
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <CopyField
              label={t('code_label')}
              value={data.referralCode ?? ''}
              button={t('copy_code')}
              testId="referral-code"
              mono
            />
            <CopyField
              label={t('link_label')}
              value={link}
              button={t('copy_link')}
              testId="referral-link"
            />
          </div>
          {link && <QrCode link={link} />}
        </div>
      </Section>
      <Stats data={data} />
      <Rule data={data} />
      <Invitees currency={data.currency} />
    </div>
  );
}
