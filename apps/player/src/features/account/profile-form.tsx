import type { components } from '@platform/api-client';
import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { TextField } from '@platform/forms';
import { compareNames, regionName, type TFunction } from '@platform/i18n';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { accountError, errorField } from './account-errors';
import { useUpdateProfile } from './account.mutations';
import { Notice, Section } from './account-ui';
import { SelectField } from './select-field';

type Profile = components['schemas']['MemberProfile'];
type FieldName = components['schemas']['ProfileFieldName'];
type Values = Partial<Record<FieldName, string>>;

const MAX_LENGTH: Partial<Record<FieldName, number>> = {
  nickname: 20,
  payeeName: 64,
  telegram: 33,
  zalo: 32,
  address: 200,
  occupation: 64,
};

/** The profile labels of the specification; what may be changed follows the merchant. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const { language } = useLanguage();
  const save = useUpdateProfile();
  const { data: countries } = useQuery(systemQueries(api).countries());
  const nations = useMemo(() => {
    const compare = compareNames(language);
    return (countries ?? [])
      .map((c) => ({ code: c.countryCode, name: regionName(c.countryCode, language, c.name) }))
      .sort((a, b) => compare(a.name, b.name));
  }, [countries, language]);
  const defaults = Object.fromEntries(profile.fields.map((f) => [f.name, f.value ?? '']));
  const form = useForm<Values>({ values: defaults });
  const failed = errorField(save.error);
  const fieldError = (name: FieldName) =>
    failed === name ? t(`profile.invalid.${name}`, { age: profile.minAge }) : undefined;

  const submit = form.handleSubmit((values) => {
    const dirty = form.formState.dirtyFields;
    const changed: Values = {};
    for (const field of profile.fields) {
      if (field.editable && dirty[field.name]) changed[field.name] = values[field.name] ?? '';
    }
    save.mutate(changed);
  });

  return (
    <Section title={t('profile.title')} intro={t('profile.intro')} testId="profile">
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {profile.fields.map((field) => {
            const label = t(`profile.field.${field.name}`);
            if (!field.editable) {
              return (
                <div key={field.name} className="flex flex-col gap-1" data-field={field.name}>
                  <span className="text-sm font-medium text-fg-secondary">{label}</span>
                  <span className="min-h-11 py-2 text-base text-fg" dir="auto">
                    {displayValue(field.name, field.value, t, nations)}
                  </span>
                </div>
              );
            }
            if (field.name === 'nationality' || field.name === 'sourceOfIncome') {
              const options =
                field.name === 'nationality'
                  ? nations.map((n) => [n.code, n.name] as const)
                  : profile.sourcesOfIncome.map((s) => [s, t(`profile.income.${s}`)] as const);
              return (
                <SelectField
                  key={field.name}
                  label={label}
                  error={fieldError(field.name)}
                  data-testid={`profile-${field.name}`}
                  {...form.register(field.name)}
                >
                  <option value="">{t('profile.choose')}</option>
                  {options.map(([value, name]) => (
                    <option key={value} value={value}>
                      {name}
                    </option>
                  ))}
                </SelectField>
              );
            }
            return (
              <TextField
                key={field.name}
                label={label}
                type={field.name === 'birthday' ? 'date' : 'text'}
                maxLength={MAX_LENGTH[field.name]}
                autoComplete={field.name === 'payeeName' ? 'name' : 'off'}
                dir={field.name === 'telegram' || field.name === 'zalo' ? 'ltr' : 'auto'}
                hint={hintOf(field.name, t, profile.minAge)}
                error={fieldError(field.name)}
                data-testid={`profile-${field.name}`}
                {...form.register(field.name)}
              />
            );
          })}
        </div>
        {save.error && failed === null && (
          <Notice kind="error">{accountError(save.error, t)}</Notice>
        )}
        {save.isSuccess && <Notice kind="ok">{t('profile.saved')}</Notice>}
        <Button
          type="submit"
          className="self-start"
          loading={save.isPending}
          loadingLabel={t('loading')}
        >
          {t('save')}
        </Button>
      </form>
    </Section>
  );
}

function hintOf(name: FieldName, t: TFunction, age: number) {
  if (name === 'payeeName') return t('profile.payee_hint');
  if (name === 'birthday') return t('profile.birthday_hint', { age });
  if (name === 'telegram') return t('profile.telegram_hint');
  return undefined;
}

function displayValue(
  name: FieldName,
  value: string | null,
  t: TFunction,
  nations: { code: string; name: string }[],
): string {
  if (!value) return t('not_set');
  if (name === 'nationality') return nations.find((n) => n.code === value)?.name ?? value;
  if (name === 'sourceOfIncome') return t(`profile.income.${value}`);
  return value;
}
