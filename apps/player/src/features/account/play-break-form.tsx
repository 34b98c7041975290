import type { components } from '@platform/api-client';
import { endSession, notePlayBreak } from '@platform/auth';
import { PasswordField } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button, ConfirmDialog } from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { showNotice } from '../../lib/notice-store';
import { accountError } from './account-errors';
import { breakEnd } from './break-end';
import { useStartPlayBreak } from './account.mutations';
import { Notice, Section } from './account-ui';
import { SelectField } from './select-field';
import { useMerchantTime } from '@platform/site';

type Kind = components['schemas']['PlayBreakKind'];
type Duration = components['schemas']['PlayBreakDuration'];

const DURATIONS: Record<Kind, Duration[]> = {
  timeout: ['24h', '72h', '1w', '2w', '4w', '6w'],
  exclusion: ['6m', '1y', '2y', '5y', 'permanent'],
};
/** A time-out or self-exclusion: confirmed with the password, then the member is signed out. */
export function PlayBreakForm() {
  const { t } = useTranslation('account');
  const time = useMerchantTime();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const start = useStartPlayBreak();
  const [kind, setKind] = useState<Kind>('timeout');
  const [duration, setDuration] = useState<Duration>('24h');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const until = breakEnd(duration, Date.now());

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setMissing(true);
    setConfirming(true);
  }

  async function begin() {
    const taken = await start.mutateAsync({ kind, duration, password });
    notePlayBreak(taken.endsAt);
    setConfirming(false);
    // The server has ended every session: leave the member pages, then forget the session.
    await navigate({ to: '/' });
    endSession(queryClient);
    showNotice(
      taken.endsAt === null
        ? t('responsible.break_started_permanent')
        : t('responsible.break_started', { until: `\u2066${time.dateTime(taken.endsAt)}\u2069` }),
    );
  }

  return (
    <Section
      title={t('responsible.break_title')}
      intro={t('responsible.break_intro')}
      testId="play-break"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-fg-secondary">
            {t('responsible.break_kind')}
          </legend>
          <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
            {(['timeout', 'exclusion'] as const).map((k) => (
              <label key={k} className="flex items-center gap-2 text-sm text-fg">
                <input
                  type="radio"
                  name="break-kind"
                  value={k}
                  checked={kind === k}
                  onChange={() => {
                    setKind(k);
                    setDuration(DURATIONS[k][0] ?? '24h');
                  }}
                  className="accent-(--ui-color-accent)"
                />
                {t(`responsible.${k}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('responsible.break_length')}
            value={duration}
            onChange={(e) => setDuration(e.target.value as Duration)}
            data-testid="break-duration"
          >
            {DURATIONS[kind].map((d) => (
              <option key={d} value={d}>
                {t(`responsible.duration.${d}`)}
              </option>
            ))}
          </SelectField>
          <PasswordField
            label={t('responsible.password')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => (setPassword(e.target.value), setMissing(false))}
            error={missing ? t('responsible.password_required') : undefined}
            showLabel={t('show_password')}
            hideLabel={t('hide_password')}
            data-testid="break-password"
          />
        </div>
        {start.error && <Notice kind="error">{accountError(start.error, t)}</Notice>}
        <Button type="submit" variant="danger" className="self-start">
          {t('responsible.break_submit')}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming}
        destructive
        title={t('responsible.break_confirm_title')}
        message={
          until === null
            ? t('responsible.break_confirm_permanent')
            : t('responsible.break_confirm', { until: `\u2066${time.dateTime(until)}\u2069` })
        }
        confirmLabel={t('responsible.break_submit')}
        cancelLabel={t('cancel')}
        loadingLabel={t('loading')}
        onConfirm={() => begin().catch(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      />
    </Section>
  );
}
