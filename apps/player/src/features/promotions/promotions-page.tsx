import { contentQueries } from '@platform/api-client/queries/content';
import { contentPageQueries } from '@platform/api-client/queries/content-pages';
import { useApi } from '@platform/api-client/react';
import { useSession, readToken } from '@platform/auth';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { PageFrame } from '../../components/page-frame';
import { CategoryFilter } from './category-filter';
import { PromotionCard } from './promotion-card';
import { categoriesIn, categoryOf, type PromotionCategory } from './promotion-categories';
import { type LoaderArgs, routeLanguage } from '../../lib/route-context';

/**
 * The detail dialog (its sanitiser, the modal and the claim) loads when a promotion opens: the
 * list a first visit lands on does not need it.
 */
const PromotionDetail = lazy(() =>
  import('./promotion-detail').then((m) => ({ default: m.PromotionDetail })),
);

/** Route loader of /promotions: the member's claims, optional to the page, load alongside. */
export function loader({ context }: LoaderArgs) {
  const { queryClient, api } = context;
  if (readToken()) void queryClient.prefetchQuery(contentPageQueries(api).availablePromotions());
  return queryClient.ensureQueryData(
    contentQueries(api).announcements({ types: ['B', 'PR'], language: routeLanguage(context) }),
  );
}

/** /promotions: the promo banner group (empty name), categories, cards; /promotions#id opens one. */
export function PromotionsPage() {
  const { t } = useTranslation('content');
  const api = useApi();
  const { language } = useLanguage();
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const hash = useLocation({ select: (l) => l.hash });
  const [category, setCategory] = useState<PromotionCategory | 'all'>('all');
  const query = useSuspenseQuery(
    contentQueries(api).announcements({ types: ['B', 'PR'], language }),
  );
  const available = useQuery({
    ...contentPageQueries(api).availablePromotions(),
    enabled: isLoggedIn,
  });
  const promotions = query.data.promotion;
  const banner = query.data.banners.find((b) => b.groupName === '' && b.url);
  const shown =
    category === 'all' ? promotions : promotions.filter((p) => categoryOf(p) === category);
  const openId = decodeURIComponent(hash ?? '');
  const open = promotions.find((p) => p.id === openId);
  const claimOf = (id: string) =>
    available.data?.promotions.find((p) => p.id === id)?.claimStatus ?? null;

  const setOpen = (id: string) =>
    void navigate({ to: '/promotions', hash: id, replace: id === '' });

  return (
    <PageFrame
      title={t('promotions.title')}
      testId="promotions-page"
      aside={
        available.data && (
          <p
            className="rounded-full bg-accent-soft px-3 py-1 text-sm text-fg"
            data-testid="available-count"
          >
            {t('promotions.available', { n: available.data.count })}
          </p>
        )
      }
    >
      {banner?.url && (
        <img
          src={banner.url}
          alt={banner.title}
          className="mb-6 aspect-[16/4] w-full rounded-xl object-cover"
        />
      )}
      <>
        <CategoryFilter
          categories={categoriesIn(promotions)}
          value={category}
          onChange={setCategory}
        />
        {shown.length === 0 ? (
          <p className="py-12 text-center text-fg-muted">{t('promotions.empty')}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="promotion-list">
            {shown.map((p, i) => (
              <PromotionCard key={p.id} promotion={p} onOpen={setOpen} position={i} />
            ))}
          </ul>
        )}
      </>
      {open && (
        <Suspense fallback={null}>
          <PromotionDetail
            promotion={open}
            claimStatus={claimOf(open.id)}
            onClose={() => setOpen('')}
          />
        </Suspense>
      )}
    </PageFrame>
  );
}
