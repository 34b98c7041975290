import { type components, flattenWhitelabel } from '@platform/api-client';
import { pointQueries } from '@platform/api-client/queries/points';
import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { useSession } from '@platform/auth';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { Tabs } from '@platform/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { PageFrame } from '../../components/page-frame';
import { type LoaderArgs, routeLanguage, routeSession } from '../../lib/route-context';
import { EarningRules } from './earning-rules';
import { type PointMallSearch, type PointMallTab, TABS } from './point-mall-search';

type Config = components['schemas']['PointConfig'];
import { PointsDetails } from './points-details';
import { PointsSummary } from './points-summary';
import { RedemptionHistory } from './redemption-history';
import { RewardList } from './reward-list';

/** Route loader of /pointMall: the rules and the catalogue; a member's points alongside. */
export async function loader({ context }: LoaderArgs) {
  const { queryClient, api } = context;
  const points = pointQueries(api);
  const config = await queryClient.ensureQueryData(points.config());
  // With the points system off the page says so; there is no catalogue to load.
  if (!config.enabled) return;
  if ((await routeSession(context)).isMember) void queryClient.prefetchQuery(points.balance());
  await queryClient.ensureQueryData(points.rewards(routeLanguage(context)));
}

const route = getRouteApi('/pointMall');

/** /pointMall: the member's points, the catalogue, redemption history, points details, rules. */
export function PointMallPage() {
  const { t } = useTranslation('pointMall');
  const api = useApi();
  const { data: config } = useSuspenseQuery(pointQueries(api).config());
  if (!config.enabled) {
    return (
      <PageFrame title={t('title')} testId="point-mall-page">
        <p className="py-12 text-center text-fg-muted" data-testid="point-mall-off">
          {t('unavailable')}
        </p>
      </PageFrame>
    );
  }
  return <PointMall config={config} />;
}

function PointMall({ config }: { config: Config }) {
  const { t } = useTranslation('pointMall');
  const api = useApi();
  const { language } = useLanguage();
  const session = useSession();
  // A real member's points; visitors (and trial accounts) see the catalogue and the rules.
  const member = session.member !== undefined && !session.isTrial;
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { data: status } = useQuery(systemQueries(api).status());
  // Points details are upstream's member transaction details (module MEMTRANS3).
  const details = flattenWhitelabel(status?.info.whitelabel ?? []).MEMTRANS3 !== false;
  const { data: rewards } = useSuspenseQuery(pointQueries(api).rewards(language));
  const go = (next: PointMallSearch) => void navigate({ search: next });

  const items = TABS.filter(
    (v) => (member || v === 'rewards' || v === 'rules') && (details || v !== 'details'),
  ).map((value) => ({
    value,
    label: t(`tabs.${value}`),
    content:
      value === 'rewards' ? (
        <RewardList
          rewards={rewards}
          config={config}
          member={member}
          type={search.type}
          onType={(type) => go({ ...(type ? { type } : {}) })}
          onRedeemed={() => go({ tab: 'history' })}
        />
      ) : value === 'history' ? (
        <RedemptionHistory
          symbol={config.currencySymbol}
          page={search.page ?? 1}
          status={search.status}
          onChange={(status, page) =>
            go({ tab: 'history', ...(status ? { status } : {}), ...(page > 1 ? { page } : {}) })
          }
        />
      ) : value === 'details' ? (
        <PointsDetails
          symbol={config.currencySymbol}
          page={search.page ?? 1}
          kind={search.kind}
          onChange={(kind, page) =>
            go({ tab: 'details', ...(kind ? { kind } : {}), ...(page > 1 ? { page } : {}) })
          }
        />
      ) : (
        <EarningRules config={config} />
      ),
  }));

  return (
    <PageFrame title={t('title')} lead={t('lead')} testId="point-mall-page">
      <PointsSummary config={config} member={member} />
      <Tabs
        className="mt-6"
        ariaLabel={t('tabs.label')}
        items={items}
        value={search.tab && items.some((i) => i.value === search.tab) ? search.tab : 'rewards'}
        onValueChange={(value) =>
          go(value === 'rewards' ? {} : { tab: value as Exclude<PointMallTab, 'rewards'> })
        }
      />
    </PageFrame>
  );
}
