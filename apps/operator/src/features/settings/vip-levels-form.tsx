// VIP levels: each level's name per language (a missing one is listed; the site shows EN),
// what reaches it (total or this month's valid bets, and deposits), what it pays (level-up and
// monthly bonuses with their wagering) and the withdrawal limits the cashier enforces at it.
// Owners change them; other roles read them. A level members hold cannot be removed.
import { type components, unwrap } from '@platform/api-client';
import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { SelectField } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { consoleError } from '../../lib/errors';
import { operatorQueries } from '../../lib/queries';
import { SettingsForm } from './settings-form';

type Levels = components['schemas']['OperatorVipLevels'];
type Level = components['schemas']['OperatorVipLevel'];
type Figure = Exclude<keyof Level, 'level' | 'name' | 'dailyWithdrawals'>;

const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;
/** A wagering multiple from 0 to 1000 with at most two decimals. */
const MULTIPLE = /^(1000(\.0{1,2})?|\d{1,3}(\.\d{1,2})?)$/;
const EN = 'EN';

/** Amount strings in minor units, compared exactly. */
const minor = (a: string) => {
  const [whole = '0', frac = ''] = a.trim().split('.');
  return BigInt(whole + frac.padEnd(2, '0'));
};

/** The columns after the name, in order, with their catalog keys. */
const FIGURES: [Figure | 'dailyWithdrawals', string][] = [
  ['totalTurnover', 'settings.vip_total'],
  ['monthlyTurnover', 'settings.vip_monthly'],
  ['deposits', 'settings.vip_deposits'],
  ['levelUpBonus', 'settings.vip_level_up'],
  ['monthlyBonus', 'settings.vip_monthly_bonus'],
  ['wageringMultiple', 'settings.vip_multiple'],
  ['dailyWithdrawals', 'settings.vip_daily_count'],
  ['dailyWithdrawalAmount', 'settings.vip_daily_amount'],
];

type Row = Omit<Level, 'dailyWithdrawals'> & { dailyWithdrawals: string };

function VipFields({ stored, mayEdit }: { stored: Levels; mayEdit: boolean }) {
  const { t } = useTranslation('operatorConsole');
  const api = useApi();
  const queryClient = useQueryClient();
  const offered = useQuery(systemQueries(api).status()).data?.info.supportLanguages ?? [EN];
  const languages = [EN, ...offered.filter((l) => l !== EN)];
  const [lang, setLang] = useState(EN);
  const [rows, setRows] = useState<Row[]>(() =>
    stored.levels.map((l) => ({ ...l, dailyWithdrawals: String(l.dailyWithdrawals) })),
  );
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const held = new Map(stored.members.map((m) => [m.level, m.count]));
  const mutation = useMutation({
    mutationFn: (levels: Level[]) =>
      unwrap(api.PUT('/operator/settings/vip-levels', { body: { levels } })),
    onSuccess: (saved) => {
      queryClient.setQueryData(operatorQueries(api).vipLevels().queryKey, saved);
      setOutcome({ ok: true, text: t('settings.saved') });
    },
    onError: (failure) => setOutcome({ ok: false, text: consoleError(failure, t) }),
  });
  const named = (code: string) => rows.every((r) => (r.name[code] ?? '').trim() !== '');
  const missing = languages.filter((code) => !named(code));
  const change = (i: number, part: Partial<Row>) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...part } : r)));
  const add = () =>
    setRows((all) => {
      const top = all.at(-1);
      const blank = { name: {}, levelUpBonus: '0.00', monthlyBonus: '0.00', deposits: '0.00' };
      return [
        ...all,
        top
          ? { ...top, ...blank, level: all.length + 1 }
          : {
              ...blank,
              level: 1,
              totalTurnover: '0.00',
              monthlyTurnover: '0.00',
              dailyWithdrawals: '1',
              dailyWithdrawalAmount: '0.00',
              wageringMultiple: '0.00',
            },
      ];
    });
  const save = () => {
    const levels: Level[] = [];
    for (const [i, r] of rows.entries()) {
      const amounts = FIGURES.flatMap(([key]) =>
        key === 'dailyWithdrawals' || key === 'wageringMultiple' ? [] : [r[key].trim()],
      );
      if (amounts.some((a) => !AMOUNT.test(a))) {
        setOutcome({ ok: false, text: t('settings.bad_amount') });
        return;
      }
      if (!MULTIPLE.test(r.wageringMultiple.trim())) {
        setOutcome({ ok: false, text: t('settings.bad_multiple') });
        return;
      }
      const count = r.dailyWithdrawals.trim();
      if (!/^\d{1,4}$/.test(count) || Number(count) < 1 || Number(count) > 1000) {
        setOutcome({ ok: false, text: t('settings.payments_bad_count') });
        return;
      }
      const below = rows[i - 1];
      if (
        below &&
        (minor(r.totalTurnover) <= minor(below.totalTurnover) ||
          minor(r.monthlyTurnover) <= minor(below.monthlyTurnover) ||
          minor(r.deposits) < minor(below.deposits))
      ) {
        setOutcome({ ok: false, text: t('settings.vip_bad_order') });
        return;
      }
      const name = Object.fromEntries(
        Object.entries(r.name)
          .map(([code, text]) => [code, (text ?? '').trim()] as const)
          .filter(([, text]) => text !== ''),
      );
      if (!name[EN]) {
        setOutcome({ ok: false, text: t('settings.bad_name') });
        return;
      }
      levels.push({
        level: i + 1,
        name,
        totalTurnover: r.totalTurnover.trim(),
        monthlyTurnover: r.monthlyTurnover.trim(),
        deposits: r.deposits.trim(),
        levelUpBonus: r.levelUpBonus.trim(),
        monthlyBonus: r.monthlyBonus.trim(),
        dailyWithdrawals: Number(count),
        dailyWithdrawalAmount: r.dailyWithdrawalAmount.trim(),
        wageringMultiple: r.wageringMultiple.trim(),
      });
    }
    mutation.mutate(levels);
  };
  const cell = 'px-1 py-1 text-start';
  const input = 'w-24 rounded-md border border-border-strong bg-bg px-2 py-1 text-sm text-fg';
  const levelName = (level: number) => t('settings.rebate_level', { level });
  return (
    <SettingsForm
      title={t('settings.vip')}
      testId="vip-form"
      mayEdit={mayEdit}
      busy={mutation.isPending}
      outcome={outcome}
      onSubmit={save}
    >
      <p className="text-sm text-fg-secondary">
        {t('settings.vip_hint', { currency: stored.currency })}
      </p>
      <div className="max-w-xs">
        <SelectField
          label={t('content.language')}
          name="vip-lang"
          value={lang}
          onChange={(e) => setLang(e.target.value)}
        >
          {languages.map((code) => (
            <option key={code} value={code}>
              {named(code) ? code : t('content.lang_missing', { lang: code })}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="overflow-x-auto">
        <table className="text-sm" data-testid="vip-levels">
          <thead>
            <tr className="text-fg-secondary">
              <td />
              <th scope="col" className={`${cell} font-medium`}>
                {t('settings.vip_name', { lang })}
              </th>
              {FIGURES.map(([key, label]) => (
                <th key={key} scope="col" className={`${cell} font-medium`}>
                  {t(label)}
                </th>
              ))}
              <th scope="col" className={`${cell} font-medium`}>
                {t('settings.vip_members')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r.level}>
                <th scope="row" className={`${cell} font-medium whitespace-nowrap`}>
                  {levelName(i + 1)}
                </th>
                <td className={cell}>
                  <input
                    aria-label={`${levelName(i + 1)} ${t('settings.vip_name', { lang })}`}
                    dir="auto"
                    maxLength={50}
                    value={r.name[lang] ?? ''}
                    placeholder={lang === EN ? '' : (r.name[EN] ?? '')}
                    onChange={(e) => change(i, { name: { ...r.name, [lang]: e.target.value } })}
                    className="w-32 rounded-md border border-border-strong bg-bg px-2 py-1 text-sm text-fg"
                  />
                </td>
                {FIGURES.map(([key, label]) => (
                  <td key={key} className={cell}>
                    <input
                      aria-label={`${levelName(i + 1)} ${t(label)}`}
                      inputMode={key === 'dailyWithdrawals' ? 'numeric' : 'decimal'}
                      dir="ltr"
                      value={r[key]}
                      onChange={(e) => change(i, { [key]: e.target.value })}
                      className={input}
                    />
                  </td>
                ))}
                <td className={`${cell} tabular-nums`}>{held.get(i + 1) ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-fg-muted" data-testid="vip-missing-languages">
        {missing.length === 0
          ? t('content.all_translated')
          : t('content.missing', { languages: missing.join(', ') })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={add} disabled={rows.length >= 100}>
          {t('settings.vip_add')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setRows((all) => all.slice(0, -1))}
          disabled={rows.length <= 1 || (held.get(rows.length) ?? 0) > 0}
        >
          {t('settings.vip_remove')}
        </Button>
      </div>
    </SettingsForm>
  );
}

export function VipLevelsForm({ mayEdit }: { mayEdit: boolean }) {
  const { t } = useTranslation('operatorConsole');
  const api = useApi();
  const levels = useQuery(operatorQueries(api).vipLevels());
  if (levels.isError) {
    return (
      <p role="alert" className="text-danger">
        {consoleError(levels.error, t)}
      </p>
    );
  }
  return levels.isSuccess ? <VipFields stored={levels.data} mayEdit={mayEdit} /> : null;
}
