import { contentPageQueries } from '@platform/api-client/queries/content-pages';
import { useApi } from '@platform/api-client/react';
import { useSession, readToken } from '@platform/auth';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { SafeHtml } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Activity } from '@platform/api-client';
import { GiftIcon, TrophyIcon } from '../../components/icons';
import { PageFrame } from '../../components/page-frame';
import { ActivityAction } from './activity-action';
import { type LoaderArgs, routeLanguage } from '../../lib/route-context';
import { useMerchantTime } from '@platform/site';

/** Route loader of /activity-center (a member also gets their claim status). */
export const loader = ({ context }: LoaderArgs) =>
  context.queryClient.ensureQueryData(
    contentPageQueries(context.api).activities(routeLanguage(context), readToken() !== null),
  );

/** The activity centre: each activity with its dates and the member's claim status. */
export function ActivityCentrePage() {
  const { t } = useTranslation('content');
  const time = useMerchantTime();
  const api = useApi();
  const { language } = useLanguage();
  const { isLoggedIn } = useSession();
  const query = useSuspenseQuery(contentPageQueries(api).activities(language, isLoggedIn));
  // An image every activity shares tells them apart no better than none: those get the icon
  // of their kind.
  const sharedImages = repeated(query.data.map((a) => a.imageUrl));
  return (
    <PageFrame title={t('activity.title')} lead={t('activity.lead')} testId="activity-centre">
      <ul className="grid gap-4 md:grid-cols-2">
        {query.data.map((a) => (
          <li
            key={a.id}
            className="flex gap-4 rounded-xl border border-border bg-surface p-4"
            data-testid={`activity-${a.id}`}
          >
            {a.imageUrl && !sharedImages.has(a.imageUrl) ? (
              <img
                src={a.imageUrl}
                alt=""
                loading="lazy"
                className="size-20 shrink-0 rounded-lg object-cover"
              />
            ) : (
              <KindIcon kind={a.kind} />
            )}
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <h2 className="font-semibold text-fg" dir="auto">
                {a.title}
              </h2>
              <span className="font-mono text-xs text-fg-muted">
                {a.endDate === null
                  ? t('promotions.from', { start: time.date(a.startDate) })
                  : t('promotions.period', {
                      start: time.date(a.startDate),
                      end: time.date(a.endDate),
                    })}
              </span>
              <SafeHtml html={a.html} className="text-sm text-fg-secondary" />
              <div className="mt-2">
                <ActivityAction activity={a} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}

function repeated(values: readonly (string | null)[]): ReadonlySet<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const v of values) if (v) (seen.has(v) ? twice : seen).add(v);
  return twice;
}

/** Join an event (trophy) or claim a reward (gift), each in its own colour. */
function KindIcon({ kind }: { kind: Activity['kind'] }) {
  const Icon = kind === 'CLAIM' ? GiftIcon : TrophyIcon;
  return (
    <span
      className={`grid size-20 shrink-0 place-items-center rounded-lg ${kind === 'CLAIM' ? 'bg-accent-2-soft text-accent-2' : 'bg-accent-soft text-accent'}`}
      data-activity-kind={kind}
    >
      <Icon width={36} height={36} />
    </span>
  );
}
