import { flattenWhitelabel } from '@platform/api-client';
import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

/** The white-label switches the account screens follow, from the site status. */
export function useSiteFlags() {
  const api = useApi();
  const { data: status } = useQuery(systemQueries(api).status());
  return useMemo(() => {
    const m = flattenWhitelabel(status?.info.whitelabel ?? []);
    return {
      captcha: m.CAPTCHA3 === true,
      usernameRegister: m.REG3 !== false,
      mobileRegister: m.MOBILENUMREG3 === true,
      mobilePassword: m.MOBILENUMPASSREG3 === true,
      registerSms: m.REGMOBVERF3 === true,
      codeLogin: m.MOBILEVERCODELOGIN3 === true,
      resetBySms: m.CHNGPASSVERIF3 === true,
      freePlay: m.FREEPLAY3 === true,
      affiliate: m.AFFMAN3 === true,
      /** Whether the login country code (dialling-code picker) is shown. */
      countryCode: true,
      siteName: status?.info.siteName ?? '',
      register: status?.info.register ?? {},
      countryHint: status?.location.countryCode ?? null,
      mainDomain: status?.info.mainDomain ?? '',
    };
  }, [status]);
}
