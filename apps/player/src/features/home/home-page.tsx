import { contentQueries } from '@platform/api-client/queries/content';
import { gameQueries } from '@platform/api-client/queries/games';
import { memberGameQueries } from '@platform/api-client/queries/member-games';
import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { useSession } from '@platform/auth';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { ClockIcon, FlameIcon, HeartIcon } from '../../components/icons';
import { useVendorLanes } from '../../lib/use-vendor-lanes';
import { BannerCarousel } from './banner-carousel';
import { GameMenu } from './game-menu';
import { HomeGameSection, SECTION_EXPANDED } from './home-game-section';
import { JackpotCounter } from './jackpot-counter';
import { NearViewport } from './near-viewport';
import { NoticeMarquee } from './notice-marquee';
import {
  GameSectionSkeleton,
  VendorSectionSkeleton,
  WinnerBoardSkeleton,
} from './section-skeleton';
import { type LoaderArgs, routeLanguage } from '../../lib/route-context';

// Below the first screen: their code loads when the visitor scrolls towards them.
const HomeVendorSection = lazy(() =>
  import('./home-vendor-section').then((m) => ({ default: m.HomeVendorSection })),
);
const WinnerBoard = lazy(() => import('./winner-board').then((m) => ({ default: m.WinnerBoard })));

/** Route loader of home (and /login, /register, /forget): banners and notices; the game
 * sections fill in as their lists arrive. */
export const loader = ({ context }: LoaderArgs) =>
  context.queryClient.ensureQueryData(
    contentQueries(context.api).announcements({
      types: ['B', 'PL'],
      language: routeLanguage(context),
    }),
  );

type ListCategory = 'RNG' | 'LIVE' | 'FISH' | 'PVP';

/** A category's section: its list is asked for when the section comes near the viewport. */
function CategorySection({
  gameType,
  title,
  to,
}: {
  gameType: ListCategory;
  title: string;
  to: '/rng' | '/live' | '/fish' | '/pvp';
}) {
  const api = useApi();
  const { language } = useLanguage();
  const games = useQuery(
    gameQueries(api).list({ gameType, pageNo: 1, pageSize: SECTION_EXPANDED, language }),
  ).data?.games;
  const testId = `section-${gameType.toLowerCase()}`;
  return <HomeGameSection testId={testId} title={title} games={games} viewAll={{ to }} />;
}

function Later({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  return (
    <NearViewport placeholder={placeholder}>
      <Suspense fallback={placeholder}>{children}</Suspense>
    </NearViewport>
  );
}

/** Home: banners, notices, jackpot, game menu, the game sections, the winner board. */
export function HomePage() {
  const { t } = useTranslation('lobby');
  const { language } = useLanguage();
  const api = useApi();
  const { isLoggedIn, isTrial } = useSession();
  const member = isLoggedIn && !isTrial;
  const { data: status } = useQuery(systemQueries(api).status());
  const { lanes, categories, isLoading: lanesLoading } = useVendorLanes();
  const { data: content } = useSuspenseQuery(
    contentQueries(api).announcements({ types: ['B', 'PL'], language }),
  );
  const hot = useQuery(gameQueries(api).hot({ limit: SECTION_EXPANDED, language })).data?.list;
  const favorites = useQuery({
    ...memberGameQueries(api).favorites({ pageNo: 1, pageSize: SECTION_EXPANDED, language }),
    enabled: member,
  }).data?.content;
  const recent = useQuery({
    ...memberGameQueries(api).recent({ page: 1, pageSize: SECTION_EXPANDED, language }),
    enabled: member,
  }).data?.list;
  const banners = content.banners.filter((b) => b.groupName === 'w_home' && b.url);
  const lottery = [...(lanes.ELOTT ?? []), ...(lanes.LOTT ?? [])];

  return (
    <div className="mx-auto max-w-[1400px] space-y-8 px-3 py-4 sm:px-5 sm:py-6" data-testid="home">
      <h1 className="sr-only">{t('home.welcome', { site: status?.info.siteName ?? '' })}</h1>
      {banners.length > 0 && (
        <BannerCarousel key={banners.map((b) => b.id).join()} banners={banners} />
      )}
      <NoticeMarquee notices={content.player} />
      <JackpotCounter />
      <GameMenu categories={categories} loading={lanesLoading} />
      <HomeGameSection
        testId="section-hot"
        title={t('home.sections.hot')}
        icon={<FlameIcon />}
        games={hot}
        viewAll={{ to: '/rng', search: { classify: 'HOT' } }}
      />
      {member && (
        <HomeGameSection
          testId="section-favorites"
          title={t('home.sections.favorites')}
          icon={<HeartIcon />}
          games={favorites}
          viewAll={{ to: '/favorite' }}
        />
      )}
      {member && (
        <HomeGameSection
          testId="section-recent"
          title={t('home.sections.recent')}
          icon={<ClockIcon />}
          games={recent}
          viewAll={{ to: '/recent' }}
        />
      )}
      <Later placeholder={<GameSectionSkeleton testId="section-rng" />}>
        <CategorySection gameType="RNG" title={t('home.sections.RNG')} to="/rng" />
      </Later>
      <Later placeholder={<GameSectionSkeleton testId="section-live" />}>
        <CategorySection gameType="LIVE" title={t('home.sections.LIVE')} to="/live" />
      </Later>
      <Later placeholder={<GameSectionSkeleton testId="section-fish" />}>
        <CategorySection gameType="FISH" title={t('home.sections.FISH')} to="/fish" />
      </Later>
      <Later placeholder={<VendorSectionSkeleton testId="section-sports" />}>
        <HomeVendorSection
          testId="section-sports"
          title={t('home.sections.SPORTS')}
          cards={lanes.SPORTS}
          viewAll={{ to: '/sports' }}
        />
      </Later>
      <Later placeholder={<GameSectionSkeleton testId="section-pvp" />}>
        <CategorySection gameType="PVP" title={t('home.sections.PVP')} to="/pvp" />
      </Later>
      <Later placeholder={<VendorSectionSkeleton testId="section-esports" />}>
        <HomeVendorSection
          testId="section-esports"
          title={t('home.sections.ESPORTS')}
          cards={lanes.ESPORTS}
          viewAll={{ to: '/esports' }}
        />
      </Later>
      <Later placeholder={<VendorSectionSkeleton testId="section-cockfight" />}>
        <HomeVendorSection
          testId="section-cockfight"
          title={t('home.sections.COCKFIGHT')}
          cards={lanes.COCKFIGHT}
          viewAll={{ to: '/cockfight' }}
        />
      </Later>
      <Later placeholder={<VendorSectionSkeleton testId="section-lottery" />}>
        <HomeVendorSection
          testId="section-lottery"
          title={t('home.sections.LOTTERY')}
          cards={lottery}
          viewAll={{ to: '/elott' }}
        />
      </Later>
      <Later placeholder={<WinnerBoardSkeleton />}>
        <WinnerBoard />
      </Later>
    </div>
  );
}
