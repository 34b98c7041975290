import { accountQueries } from '@platform/api-client/queries/account';
import { useApi } from '@platform/api-client/react';
import { useQuery } from '@tanstack/react-query';

/**
 * The affiliate code the URL brought: checked with the platform. The form hides its
 * affiliate field when the check succeeds and shows it when it fails or there is none.
 */
export function useAffiliateCode(urlCode: string | undefined) {
  const api = useApi();
  const code = urlCode?.trim() ?? '';
  const { data: valid, isPending } = useQuery({
    ...accountQueries(api).affiliate(code, window.location.hostname),
    enabled: code !== '',
  });
  const checking = code !== '' && isPending;
  return { checking, validCode: code !== '' && valid === true ? code : null };
}
