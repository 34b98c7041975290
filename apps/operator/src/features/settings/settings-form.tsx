// The frame every form of the settings screen shares: a section card, the fields (disabled for a
// role that may only read them), the outcome of the last save, and Save.
import { useTranslation } from '@platform/i18n/react';
import { Button, SectionCard } from '@platform/ui';
import { type FormEvent, type ReactNode } from 'react';

/** One settings form: its fields, Save (for those who may change it), the outcome. */
export function SettingsForm({
  title,
  testId,
  mayEdit,
  busy,
  outcome,
  onSubmit,
  children,
}: {
  title: string;
  testId: string;
  mayEdit: boolean;
  busy: boolean;
  outcome: { ok: boolean; text: string } | null;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('operatorConsole');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <SectionCard title={title}>
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid={testId}>
        <fieldset disabled={!mayEdit} className="flex min-w-0 flex-col gap-3">
          {children}
        </fieldset>
        {outcome && (
          <p
            role={outcome.ok ? 'status' : 'alert'}
            className={outcome.ok ? 'text-sm text-fg' : 'text-sm text-danger'}
          >
            {outcome.text}
          </p>
        )}
        {mayEdit && (
          <div>
            <Button type="submit" loading={busy}>
              {t('actions.save')}
            </Button>
          </div>
        )}
      </form>
    </SectionCard>
  );
}
