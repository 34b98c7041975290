import { type components, unwrap } from '@platform/api-client';
import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { CheckboxField, TextField } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { consoleError } from '../../lib/errors';
import { operatorQueries } from '../../lib/queries';
import { can, readStaffSession } from '../../lib/staff-session';
import { fromZonedInput, toZonedInput } from '../../lib/zoned-input';
import { PaymentsForm } from './payments-form';
import { SettingsForm } from './settings-form';
import { VipLevelsForm } from './vip-levels-form';

type Settings = components['schemas']['SiteSettings'];
type Patch = components['schemas']['SiteSettingsPatch'];
type ReferralRule = components['schemas']['ReferralRuleSettings'];
type Rebates = components['schemas']['OperatorRebateSettings'];
type Category = Rebates['rates'][number]['category'];
type RegisterField = components['schemas']['OperatorRegisterField'];

const COUNTRY = /^[A-Za-z]{2}$/;
const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;
/** A wagering multiple from 0 to 1000 with at most two decimals. */
const MULTIPLE = /^(1000(\.0{1,2})?|\d{1,3}(\.\d{1,2})?)$/;
/** A percent from 0 to 100 with at most three decimals. */
const PERCENT = /^(100(\.0{1,3})?|\d{1,2}(\.\d{1,3})?)$/;

/** Saves a part of the site settings and reports the outcome of that form. */
function useSitePatch() {
  const { t } = useTranslation('operatorConsole');
  const api = useApi();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const mutation = useMutation({
    mutationFn: (body: Patch) => unwrap(api.PATCH('/operator/settings/site', { body })),
    onSuccess: (saved) => {
      queryClient.setQueryData(operatorQueries(api).siteSettings().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['system'] });
      setOutcome({ ok: true, text: t('settings.saved') });
    },
    onError: (failure) => setOutcome({ ok: false, text: consoleError(failure, t) }),
  });
  return { mutation, outcome, setOutcome };
}

function MaintenanceForm({ settings, mayEdit }: { settings: Settings; mayEdit: boolean }) {
  const { t } = useTranslation('operatorConsole');
  const api = useApi();
  const timeZone = useQuery(systemQueries(api).status()).data?.info.timeZone;
  const infoId = useId();
  const m = settings.maintenance;
  const [enabled, setEnabled] = useState(m.enabled);
  const [title, setTitle] = useState(m.title ?? '');
  const [info, setInfo] = useState(m.info ?? '');
  const [end, setEnd] = useState(m.endTime ? toZonedInput(m.endTime, timeZone) : '');
  const { mutation, outcome, setOutcome } = useSitePatch();
  const save = () => {
    const endTime = end === '' ? null : fromZonedInput(end, timeZone);
    if (end !== '' && endTime === null) {
      setOutcome({ ok: false, text: t('content.bad_time') });
      return;
    }
    mutation.mutate({
      maintenance: { enabled, title: title.trim() || null, info: info.trim() || null, endTime },
    });
  };
  return (
    <SettingsForm
      title={t('settings.maintenance')}
      testId="maintenance-form"
      mayEdit={mayEdit}
      busy={mutation.isPending}
      outcome={outcome}
      onSubmit={save}
    >
      <CheckboxField
        label={t('settings.maintenance_on')}
        name="enabled"
        checked={enabled}
        onChange={(e) => setEnabled(e.target.checked)}
      />
      <TextField
        label={t('settings.maintenance_title')}
        name="title"
        maxLength={200}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={infoId} className="text-sm text-fg-secondary">
          {t('settings.maintenance_info')}
        </label>
        <textarea
          id={infoId}
          name="info"
          rows={3}
          maxLength={2000}
          dir="auto"
          value={info}
          onChange={(e) => setInfo(e.target.value)}
          className="rounded-md border border-border-strong bg-bg px-3 py-2 text-base text-fg"
        />
      </div>
      <TextField
        label={t('settings.maintenance_end')}
        name="endTime"
        type="datetime-local"
        value={end}
        onChange={(e) => setEnd(e.target.value)}
      />
    </SettingsForm>
  );
}

const listOf = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((x) => x.trim())
    .filter(Boolean);

function RegionForm({ settings, mayEdit }: { settings: Settings; mayEdit: boolean }) {
  const { t } = useTranslation('operatorConsole');
  const ipsId = useId();
  const r = settings.regionRestriction;
  const [countries, setCountries] = useState(r.blockedCountries.join(', '));
  const [ips, setIps] = useState(r.blockedIps.join('\n'));
  const { mutation, outcome, setOutcome } = useSitePatch();
  const save = () => {
    const codes = listOf(countries, /[\s,]+/);
    if (codes.some((c) => !COUNTRY.test(c))) {
      setOutcome({ ok: false, text: t('settings.bad_countries') });
      return;
    }
    mutation.mutate({
      regionRestriction: {
        blockedCountries: codes.map((c) => c.toUpperCase()),
        blockedIps: listOf(ips, /\n+/),
      },
    });
  };
  return (
    <SettingsForm
      title={t('settings.region')}
      testId="region-form"
      mayEdit={mayEdit}
      busy={mutation.isPending}
      outcome={outcome}
      onSubmit={save}
    >
      <TextField
        label={t('settings.countries')}
        name="countries"
        dir="ltr"
        value={countries}
        onChange={(e) => setCountries(e.target.value)}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={ipsId} className="text-sm text-fg-secondary">
          {t('settings.ips')}
        </label>
        <textarea
          id={ipsId}
          name="ips"
          rows={4}
          dir="ltr"
          value={ips}
          onChange={(e) => setIps(e.target.value)}
          className="rounded-md border border-border-strong bg-bg px-3 py-2 font-mono text-sm text-fg"
        />
      </div>
    </SettingsForm>
  );
}

function ModulesForm({ settings, mayEdit }: { settings: Settings; mayEdit: boolean }) {
  const { t } = useTranslation('operatorConsole');
  const [modules, setModules] = useState(
    () => new Map(settings.modules.map((m) => [m.modId, m.enabled])),
  );
  const { mutation, outcome } = useSitePatch();
  return (
    <SettingsForm
      title={t('settings.modules')}
      testId="modules-form"
      mayEdit={mayEdit}
      busy={mutation.isPending}
      outcome={outcome}
      onSubmit={() => mutation.mutate({ modules: Object.fromEntries(modules) })}
    >
      <div className="grid gap-2 sm:grid-cols-3">
        {[...modules].map(([modId, enabled]) => (
          <CheckboxField
            key={modId}
            label={<span dir="ltr">{modId}</span>}
            name={`module-${modId}`}
            checked={enabled}
            onChange={(e) => setModules((all) => new Map(all).set(modId, e.target.checked))}
          />
        ))}
      </div>
    </SettingsForm>
  );
}

function FourEyesForm({ mayEdit }: { mayEdit: boolean }) {
  const { t } = useTranslation('operatorConsole');
  const api = useApi();
  const queryClient = useQueryClient();
  const rule = useQuery(operatorQueries(api).fourEyes());
  const [typed, setTyped] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const above = typed ?? rule.data?.above ?? '';
  const mutation = useMutation({
    mutationFn: (value: string | null) =>
      unwrap(api.PUT('/operator/settings/fourEyes', { body: { above: value } })),
    onSuccess: (saved) => {
      queryClient.setQueryData(operatorQueries(api).fourEyes().queryKey, saved);
      setOutcome({ ok: true, text: t('settings.saved') });
    },
    onError: (failure) => setOutcome({ ok: false, text: consoleError(failure, t) }),
  });
  const save = () => {
    const value = above.trim();
    if (value !== '' && !AMOUNT.test(value)) {
      setOutcome({ ok: false, text: t('settings.bad_amount') });
      return;
    }
    mutation.mutate(value === '' ? null : value);
  };
  return (
    <SettingsForm
      title={t('settings.four_eyes')}
      testId="four-eyes-form"
      mayEdit={mayEdit}
      busy={mutation.isPending}
      outcome={outcome}
      onSubmit={save}
    >
      <TextField
        label={t('settings.four_eyes_above')}
        name="above"
        inputMode="decimal"
        dir="ltr"
        value={above}
        onChange={(e) => setTyped(e.target.value)}
      />
    </SettingsForm>
  );
}

const NEW_REFERRAL_RULE: ReferralRule = {
  enabled: false,
  minDeposit: '',
  reward: '',
  wageringMultiple: '0',
  title: { EN: '' },
};

/** The referral rule's fields, once it is loaded (null: the merchant has none yet). */
function ReferralFields({ rule, mayEdit }: { rule: ReferralRule | null; mayEdit: boolean }) {
  const { t } = useTranslation('operatorConsole');
  const api = useApi();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<ReferralRule>(() => {
    const start = rule ?? NEW_REFERRAL_RULE;
    return { ...start, title: { EN: '', ...start.title } };
  });
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const mutation = useMutation({
    mutationFn: (body: ReferralRule) => unwrap(api.PUT('/operator/settings/referral', { body })),
    onSuccess: (saved) => {
      queryClient.setQueryData(operatorQueries(api).referralRule().queryKey, saved);
      setOutcome({ ok: true, text: t('settings.saved') });
    },
    onError: (failure) => setOutcome({ ok: false, text: consoleError(failure, t) }),
  });
  const set = (part: Partial<ReferralRule>) => setForm((f) => ({ ...f, ...part }));
  const save = () => {
    const minDeposit = form.minDeposit.trim();
    const reward = form.reward.trim();
    const wageringMultiple = form.wageringMultiple.trim();
    if (!AMOUNT.test(minDeposit) || !AMOUNT.test(reward)) {
      setOutcome({ ok: false, text: t('settings.bad_amount') });
      return;
    }
    if (!MULTIPLE.test(wageringMultiple)) {
      setOutcome({ ok: false, text: t('settings.bad_multiple') });
      return;
    }
    const title = Object.fromEntries(
      Object.entries(form.title)
        .map(([lang, name]) => [lang, name.trim()] as const)
        .filter(([, name]) => name !== ''),
    );
    if (!title.EN) {
      setOutcome({ ok: false, text: t('settings.bad_name') });
      return;
    }
    mutation.mutate({ enabled: form.enabled, minDeposit, reward, wageringMultiple, title });
  };
  return (
    <SettingsForm
      title={t('settings.referral')}
      testId="referral-form"
      mayEdit={mayEdit}
      busy={mutation.isPending}
      outcome={outcome}
      onSubmit={save}
    >
      {rule === null && <p className="text-sm text-fg-muted">{t('settings.referral_none')}</p>}
      <CheckboxField
        label={t('settings.referral_on')}
        name="referral-enabled"
        checked={form.enabled}
        onChange={(e) => set({ enabled: e.target.checked })}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={t('settings.referral_min_deposit')}
          name="minDeposit"
          inputMode="decimal"
          dir="ltr"
          value={form.minDeposit}
          onChange={(e) => set({ minDeposit: e.target.value })}
        />
        <TextField
          label={t('settings.referral_reward')}
          name="reward"
          inputMode="decimal"
          dir="ltr"
          value={form.reward}
          onChange={(e) => set({ reward: e.target.value })}
        />
        <TextField
          label={t('settings.referral_multiple')}
          name="wageringMultiple"
          inputMode="decimal"
          dir="ltr"
          value={form.wageringMultiple}
          onChange={(e) => set({ wageringMultiple: e.target.value })}
        />
      </div>
      {Object.entries(form.title).map(([lang, name]) => (
        <TextField
          key={lang}
          label={t('settings.referral_name', { lang })}
          name={`title-${lang}`}
          maxLength={100}
          dir="auto"
          value={name}
          onChange={(e) => set({ title: { ...form.title, [lang]: e.target.value } })}
        />
      ))}
    </SettingsForm>
  );
}

function ReferralForm({ mayEdit }: { mayEdit: boolean }) {
  const { t } = useTranslation('operatorConsole');
  const api = useApi();
  const rule = useQuery(operatorQueries(api).referralRule());
  if (rule.isError) {
    return (
      <p role="alert" className="text-danger">
        {consoleError(rule.error, t)}
      </p>
    );
  }
  return rule.isSuccess ? <ReferralFields rule={rule.data} mayEdit={mayEdit} /> : null;
}

const cellKey = (level: number, category: string) => `${level}:${category}`;

/** The rebate rules' fields, once loaded: the minimum claim, the wagering, a rate per cell. */
function RebateFields({ rules, mayEdit }: { rules: Rebates; mayEdit: boolean }) {
  const { t } = useTranslation('operatorConsole');
  const api = useApi();
  const queryClient = useQueryClient();
  const [minClaim, setMinClaim] = useState(rules.minClaim);
  const [multiple, setMultiple] = useState(rules.wageringMultiple);
  const [cells, setCells] = useState(
    () => new Map(rules.rates.map((r) => [cellKey(r.level, r.category), r.percent])),
  );
  const levels = [...new Set(rules.rates.map((r) => r.level))];
  const categories = [...new Set(rules.rates.map((r) => r.category))];
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const mutation = useMutation({
    mutationFn: (body: Rebates) => unwrap(api.PUT('/operator/settings/rebates', { body })),
    onSuccess: (saved) => {
      queryClient.setQueryData(operatorQueries(api).rebateSettings().queryKey, saved);
      setOutcome({ ok: true, text: t('settings.saved') });
    },
    onError: (failure) => setOutcome({ ok: false, text: consoleError(failure, t) }),
  });
  const save = () => {
    if (!AMOUNT.test(minClaim.trim())) {
      setOutcome({ ok: false, text: t('settings.bad_amount') });
      return;
    }
    if (!MULTIPLE.test(multiple.trim())) {
      setOutcome({ ok: false, text: t('settings.bad_multiple') });
      return;
    }
    const rates: Rebates['rates'] = [];
    for (const level of levels) {
      for (const category of categories) {
        const percent = (cells.get(cellKey(level, category)) ?? '').trim();
        if (percent === '') continue;
        if (!PERCENT.test(percent)) {
          setOutcome({ ok: false, text: t('settings.bad_percent') });
          return;
        }
        rates.push({ level, category, percent });
      }
    }
    mutation.mutate({ minClaim: minClaim.trim(), wageringMultiple: multiple.trim(), rates });
  };
  const categoryName = (code: Category) => t(`reports.category.${code}`, { defaultValue: code });
  return (
    <SettingsForm
      title={t('settings.rebates')}
      testId="rebates-form"
      mayEdit={mayEdit}
      busy={mutation.isPending}
      outcome={outcome}
      onSubmit={save}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('settings.rebate_min_claim')}
          name="minClaim"
          inputMode="decimal"
          dir="ltr"
          value={minClaim}
          onChange={(e) => setMinClaim(e.target.value)}
        />
        <TextField
          label={t('settings.rebate_multiple')}
          name="rebateWageringMultiple"
          inputMode="decimal"
          dir="ltr"
          value={multiple}
          onChange={(e) => setMultiple(e.target.value)}
        />
      </div>
      <p className="text-sm text-fg-secondary">{t('settings.rebate_rates_hint')}</p>
      <div className="overflow-x-auto">
        <table className="text-sm">
          <thead>
            <tr>
              <td />
              {categories.map((category) => (
                <th
                  key={category}
                  scope="col"
                  className="px-2 py-1 text-start font-medium text-fg-secondary"
                >
                  {categoryName(category)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {levels.map((level) => (
              <tr key={level}>
                <th scope="row" className="px-2 py-1 text-start font-medium whitespace-nowrap">
                  {t('settings.rebate_level', { level })}
                </th>
                {categories.map((category) => {
                  const key = cellKey(level, category);
                  return (
                    <td key={category} className="px-1 py-1">
                      <input
                        name={`rate-${key}`}
                        aria-label={`${t('settings.rebate_level', { level })} ${categoryName(category)}`}
                        inputMode="decimal"
                        dir="ltr"
                        value={cells.get(key) ?? ''}
                        onChange={(e) => setCells((all) => new Map(all).set(key, e.target.value))}
                        className="w-20 rounded-md border border-border-strong bg-bg px-2 py-1 text-sm text-fg"
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SettingsForm>
  );
}

function RebateForm({ mayEdit }: { mayEdit: boolean }) {
  const { t } = useTranslation('operatorConsole');
  const api = useApi();
  const rules = useQuery(operatorQueries(api).rebateSettings());
  if (rules.isError) {
    return (
      <p role="alert" className="text-danger">
        {consoleError(rules.error, t)}
      </p>
    );
  }
  return rules.isSuccess ? <RebateFields rules={rules.data} mayEdit={mayEdit} /> : null;
}

/** Registration always asks for these (the server refuses to hide them). */
const ALWAYS_ASKED = new Set(['username', 'password']);
const LENGTH = /^\d{1,3}$/;

/** The register rules' fields, once loaded: per form field, shown, required and its lengths. */
function RegisterFields({ fields, mayEdit }: { fields: RegisterField[]; mayEdit: boolean }) {
  const { t } = useTranslation('operatorConsole');
  const api = useApi();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState(() =>
    fields.map((f) => ({ ...f, min: String(f.minLength), max: String(f.maxLength) })),
  );
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const mutation = useMutation({
    mutationFn: (body: { fields: RegisterField[] }) =>
      unwrap(api.PATCH('/operator/settings/register', { body })),
    onSuccess: (saved) => {
      queryClient.setQueryData(operatorQueries(api).registerRules().queryKey, saved);
      setOutcome({ ok: true, text: t('settings.saved') });
    },
    onError: (failure) => setOutcome({ ok: false, text: consoleError(failure, t) }),
  });
  const change = (i: number, part: Partial<(typeof rows)[number]>) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...part } : r)));
  const save = () => {
    const out: RegisterField[] = [];
    for (const r of rows) {
      const min = r.min.trim();
      const max = r.max.trim();
      if (
        !LENGTH.test(min) ||
        !LENGTH.test(max) ||
        Number(max) > 200 ||
        Number(min) > Number(max)
      ) {
        setOutcome({ ok: false, text: t('settings.bad_length') });
        return;
      }
      out.push({
        field: r.field,
        enabled: r.enabled,
        required: r.enabled && r.required,
        patternId: r.patternId,
        minLength: Number(min),
        maxLength: Number(max),
      });
    }
    mutation.mutate({ fields: out });
  };
  const cell = 'px-2 py-1 text-start';
  return (
    <SettingsForm
      title={t('settings.register')}
      testId="register-form"
      mayEdit={mayEdit}
      busy={mutation.isPending}
      outcome={outcome}
      onSubmit={save}
    >
      <div className="overflow-x-auto">
        <table className="text-sm">
          <thead>
            <tr className="text-fg-secondary">
              <th scope="col" className={`${cell} font-medium`}>
                {t('settings.register_field')}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {t('settings.register_shown')}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {t('settings.register_required')}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {t('settings.register_min')}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {t('settings.register_max')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => {
              const fixed = ALWAYS_ASKED.has(r.field);
              return (
                <tr key={r.field}>
                  <th scope="row" className={`${cell} font-mono font-medium`} dir="ltr">
                    {r.field}
                  </th>
                  <td className={cell}>
                    <input
                      type="checkbox"
                      aria-label={`${r.field} ${t('settings.register_shown')}`}
                      checked={r.enabled}
                      disabled={fixed}
                      onChange={(e) => change(i, { enabled: e.target.checked })}
                    />
                  </td>
                  <td className={cell}>
                    <input
                      type="checkbox"
                      aria-label={`${r.field} ${t('settings.register_required')}`}
                      checked={r.enabled && r.required}
                      disabled={fixed || !r.enabled}
                      onChange={(e) => change(i, { required: e.target.checked })}
                    />
                  </td>
                  {(['min', 'max'] as const).map((end) => (
                    <td key={end} className={cell}>
                      <input
                        aria-label={`${r.field} ${t(end === 'min' ? 'settings.register_min' : 'settings.register_max')}`}
                        inputMode="numeric"
                        dir="ltr"
                        value={r[end]}
                        onChange={(e) => change(i, { [end]: e.target.value })}
                        className="w-16 rounded-md border border-border-strong bg-bg px-2 py-1 text-sm text-fg"
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </SettingsForm>
  );
}

function RegisterForm({ mayEdit }: { mayEdit: boolean }) {
  const { t } = useTranslation('operatorConsole');
  const api = useApi();
  const rules = useQuery(operatorQueries(api).registerRules());
  if (rules.isError) {
    return (
      <p role="alert" className="text-danger">
        {consoleError(rules.error, t)}
      </p>
    );
  }
  return rules.isSuccess ? <RegisterFields fields={rules.data.fields} mayEdit={mayEdit} /> : null;
}

/** The site switches (maintenance, blocked regions, modules), the four-eyes amount, payment channels and limits, register rules, VIP levels, rebates, referral. */
export function SettingsPage() {
  const { t } = useTranslation('operatorConsole');
  const api = useApi();
  const session = readStaffSession();
  const mayEdit = can(session, 'settings.manage');
  const result = useQuery(operatorQueries(api).siteSettings());
  const settings = result.data;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-fg">{t('nav.settings')}</h1>
      {!mayEdit && !can(session, 'payments.manage') && (
        <p className="text-sm text-fg-muted">{t('settings.read_only')}</p>
      )}
      {result.isError && (
        <p role="alert" className="text-danger">
          {consoleError(result.error, t)}
        </p>
      )}
      {!settings ? (
        !result.isError && <p className="text-fg-muted">{t('loading')}</p>
      ) : (
        <>
          <MaintenanceForm settings={settings} mayEdit={mayEdit} />
          <RegionForm settings={settings} mayEdit={mayEdit} />
          <ModulesForm settings={settings} mayEdit={mayEdit} />
          {can(session, 'cashier.read') && <FourEyesForm mayEdit={mayEdit} />}
          <PaymentsForm mayEdit={can(session, 'payments.manage')} />
          <RegisterForm mayEdit={mayEdit} />
          <VipLevelsForm mayEdit={mayEdit} />
          <RebateForm mayEdit={mayEdit} />
          <ReferralForm mayEdit={mayEdit} />
        </>
      )}
    </div>
  );
}
