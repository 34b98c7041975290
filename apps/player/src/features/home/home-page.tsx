import { contentQueries } from '@platform/api-client/queries/content';
import { gameQueries } from '@platform/api-client/queries/games';
import { memberGameQueries } from '@platform/api-client/queries/member-games';
import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { useSession } from '@platform/auth';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { ClockIcon, FlameIcon, HeartIcon } from '../../components/icons';
import { useVendorLanes } from '../../lib/use-vendor-lanes';
import { BannerCarousel } from './banner-carousel';
import { GameMenu } from './game-menu';
import { HomeGameSection, SECTION_EXPANDED } from './home-game-section';
import { HomeVendorSection } from './home-vendor-section';
import { JackpotCounter } from './jackpot-counter';
import { NoticeMarquee } from './notice-marquee';
import { WinnerBoard } from './winner-board';
import { type LoaderArgs, routeLanguage } from '../../lib/route-context';

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

function useCategoryGames(gameType: ListCategory, language: string) {
  const api = useApi();
  return useQuery(
    gameQueries(api).list({ gameType, pageNo: 1, pageSize: SECTION_EXPANDED, language }),
  ).data?.games;
}

/** Home: banners, notices, jackpot, game menu, the game sections, the winner board. */
export function HomePage() {
  const { t } = useTranslation('lobby');
  const { language } = useLanguage();
  const api = useApi();
  const { isLoggedIn, isTrial } = useSession();
  const member = isLoggedIn && !isTrial;
  const { data: status } = useQuery(systemQueries(api).status());
  const { lanes, categories } = useVendorLanes();
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
  const rng = useCategoryGames('RNG', language);
  const live = useCategoryGames('LIVE', language);
  const fish = useCategoryGames('FISH', language);
  const pvp = useCategoryGames('PVP', language);
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
      <GameMenu categories={categories} />
      <HomeGameSection
        testId="section-hot"
        title={t('home.sections.hot')}
        icon={<FlameIcon />}
        games={hot}
        viewAll={{ to: '/rng', search: { classify: 'HOT' } }}
      />
      <HomeGameSection
        testId="section-favorites"
        title={t('home.sections.favorites')}
        icon={<HeartIcon />}
        games={member ? favorites : undefined}
        viewAll={{ to: '/favorite' }}
      />
      <HomeGameSection
        testId="section-recent"
        title={t('home.sections.recent')}
        icon={<ClockIcon />}
        games={member ? recent : undefined}
        viewAll={{ to: '/recent' }}
      />
      <HomeGameSection
        testId="section-rng"
        title={t('home.sections.RNG')}
        games={rng}
        viewAll={{ to: '/rng' }}
      />
      <HomeGameSection
        testId="section-live"
        title={t('home.sections.LIVE')}
        games={live}
        viewAll={{ to: '/live' }}
      />
      <HomeGameSection
        testId="section-fish"
        title={t('home.sections.FISH')}
        games={fish}
        viewAll={{ to: '/fish' }}
      />
      <HomeVendorSection
        testId="section-sports"
        title={t('home.sections.SPORTS')}
        cards={lanes.SPORTS}
        viewAll={{ to: '/sports' }}
      />
      <HomeGameSection
        testId="section-pvp"
        title={t('home.sections.PVP')}
        games={pvp}
        viewAll={{ to: '/pvp' }}
      />
      <HomeVendorSection
        testId="section-esports"
        title={t('home.sections.ESPORTS')}
        cards={lanes.ESPORTS}
        viewAll={{ to: '/esports' }}
      />
      <HomeVendorSection
        testId="section-cockfight"
        title={t('home.sections.COCKFIGHT')}
        cards={lanes.COCKFIGHT}
        viewAll={{ to: '/cockfight' }}
      />
      <HomeVendorSection
        testId="section-lottery"
        title={t('home.sections.LOTTERY')}
        cards={lottery}
        viewAll={{ to: '/elott' }}
      />
      <WinnerBoard />
    </div>
  );
}
