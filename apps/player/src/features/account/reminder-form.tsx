import type { components } from '@platform/api-client';
import { useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { type FormEvent, useState } from 'react';
import { accountError } from './account-errors';
import { useSetRealityCheck } from './account.mutations';
import { Notice, Section } from './account-ui';
import { SelectField } from './select-field';

type RealityCheck = components['schemas']['RealityCheck'];
type Interval = components['schemas']['RealityCheckRequest']['intervalMinutes'];

/** The session reminder: never, or every N minutes. */
export function ReminderForm({ check }: { check: RealityCheck }) {
  const { t } = useTranslation('account');
  const save = useSetRealityCheck();
  const [minutes, setMinutes] = useState(
    check.intervalMinutes === null ? '' : String(check.intervalMinutes),
  );
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate((minutes === '' ? null : Number(minutes)) as Interval);
  }
  return (
    <Section
      title={t('responsible.reminder_title')}
      intro={t('responsible.reminder_intro')}
      testId="reminder"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="sm:w-64">
          <SelectField
            label={t('responsible.reminder_every')}
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
            data-testid="reminder-minutes"
          >
            <option value="">{t('responsible.reminder_off')}</option>
            {check.options.map((n) => (
              <option key={n} value={n}>
                {t('responsible.reminder_minutes', { count: n })}
              </option>
            ))}
          </SelectField>
        </div>
        <Button
          type="submit"
          variant="secondary"
          loading={save.isPending}
          loadingLabel={t('loading')}
        >
          {t('save')}
        </Button>
      </form>
      <div className="mt-3 empty:hidden">
        {save.error && <Notice kind="error">{accountError(save.error, t)}</Notice>}
        {save.isSuccess && <Notice kind="ok">{t('responsible.reminder_saved')}</Notice>}
      </div>
    </Section>
  );
}
