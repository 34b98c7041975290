import { createFileRoute } from '@tanstack/react-router';
import { optionalString } from '../lib/search-params';
import { HomeScreen, lazyLoader, loadHome } from './-lazy-groups';

// Home with the registration popup over it; referralCode and affiliateCode fill the form.
// Plain validators rather than zod: route files are part of the first download.
const searchSchema = (
  raw: Record<string, unknown>,
): { referralCode?: string; affiliateCode?: string } => ({
  referralCode: optionalString(raw.referralCode),
  affiliateCode: optionalString(raw.affiliateCode),
});

export const Route = createFileRoute('/register')({
  validateSearch: searchSchema,
  loader: lazyLoader(loadHome),
  component: HomeScreen,
});
