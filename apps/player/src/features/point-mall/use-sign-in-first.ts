import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { currentHref, rememberIntent } from '../../lib/pending-intent';
import { SITE_PATHS } from '../../lib/site-paths';

/** Opens sign-in, coming back to this view of the points mall afterwards. */
export function useSignInFirst() {
  const navigate = useNavigate();
  return useCallback(() => {
    rememberIntent({ returnTo: currentHref() });
    void navigate({ to: SITE_PATHS.login as '/' });
  }, [navigate]);
}
