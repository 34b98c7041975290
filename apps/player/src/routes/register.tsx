import { lazyLoader, searchSchema } from '@platform/site';
import { createFileRoute } from '@tanstack/react-router';
import { optionalString } from '../lib/search-params';
import { HomeScreen, loadHome } from './-lazy-groups';

// Home with the registration popup over it; referralCode and affiliateCode fill the form.
const validateSearch = searchSchema((raw): { referralCode?: string; affiliateCode?: string } => ({
  referralCode: optionalString(raw.referralCode),
  affiliateCode: optionalString(raw.affiliateCode),
}));

export const Route = createFileRoute('/register')({
  validateSearch,
  loader: lazyLoader(loadHome, (screen) => screen.loader),
  component: HomeScreen,
});
