import type { components } from '@platform/api-client/schema';
import { TermsTable } from '@platform/contracts/terms';
import { useTranslation } from '@platform/i18n/react';
import { useFormat } from '../../components/use-format';

type ContractEvent = components['schemas']['ContractEvent'];

/** A contract's history, oldest first: what changed, who did it, when, old and new terms. */
export function ContractHistory({ events }: { events: readonly ContractEvent[] }) {
  const { t } = useTranslation('contracts');
  const f = useFormat();
  if (events.length === 0)
    return <p className="text-sm text-fg-secondary">{t('page.history_empty')}</p>;
  return (
    <ol className="flex flex-col gap-3" data-testid="contract-history">
      {events.map((e) => (
        <li key={e.id} className="rounded-md border border-border p-3 text-sm">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-semibold text-fg">{t(`events.${e.action}`)}</span>
            <time className="text-fg-secondary tabular-nums" dir="ltr">
              {f.dateTime(new Date(e.createdAt).toISOString())}
            </time>
            <span className="text-fg-secondary">
              {e.actor
                ? t('page.by', { account: e.actor, role: t(`roles.${e.actorRole}`) })
                : t('page.by_role', { role: t(`roles.${e.actorRole}`) })}
            </span>
          </p>
          {e.note && (
            <p className="mt-1 text-fg" dir="auto">
              {e.note}
            </p>
          )}
          {(e.oldTerms || e.newTerms) && (
            <div className="mt-2 grid grid-cols-1 gap-2 lg:grid-cols-2">
              {e.oldTerms && (
                <div>
                  <p className="mb-1 text-xs text-fg-secondary">{t('terms.old')}</p>
                  <TermsTable
                    terms={e.oldTerms}
                    caption={`${t('terms.caption')} — ${t('terms.old')}`}
                  />
                </div>
              )}
              {e.newTerms && (
                <div>
                  {e.oldTerms && <p className="mb-1 text-xs text-fg-secondary">{t('terms.new')}</p>}
                  <TermsTable
                    terms={e.newTerms}
                    caption={`${t('terms.caption')} — ${t('terms.new')}`}
                  />
                </div>
              )}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
