import { lazyGroup } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';

// Home with the registration popup over it; referralCode and affiliateCode fill the form.
const loadHome = lazyGroup(() => import('../features/home/home-page'));

const searchSchema = z.object({
  referralCode: z.string().max(64).optional().catch(undefined),
  affiliateCode: z.string().max(64).optional().catch(undefined),
});

export const Route = createFileRoute('/register')({
  validateSearch: searchSchema,
  component: lazyRouteComponent(loadHome, 'HomePage'),
});
