import { lazyGroup } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { optionalString } from '../lib/search-params';

// Home with the registration popup over it; referralCode and affiliateCode fill the form.
const loadHome = lazyGroup(() => import('../features/home/home-page'));

// Plain validators rather than zod: route files are part of the first download.
const searchSchema = (
  raw: Record<string, unknown>,
): { referralCode?: string; affiliateCode?: string } => ({
  referralCode: optionalString(raw.referralCode),
  affiliateCode: optionalString(raw.affiliateCode),
});

export const Route = createFileRoute('/register')({
  validateSearch: searchSchema,
  component: lazyRouteComponent(loadHome, 'HomePage'),
});
