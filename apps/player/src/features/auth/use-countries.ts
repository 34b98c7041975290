import type { CountryOption } from '@platform/forms';
import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { compareNames, regionName } from '@platform/i18n';
import { useLanguage } from '@platform/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

const FALLBACK = 'SG';

/**
 * The site's countries, named and ordered in the interface language, and the chosen one (the
 * visitor's country when offered).
 */
export function useCountries(preferred: string | null | undefined) {
  const api = useApi();
  const { language } = useLanguage();
  const { data } = useQuery(systemQueries(api).countries());
  const countries = useMemo(() => {
    const named = (data ?? []).map((c) => ({
      ...c,
      name: regionName(c.countryCode, language, c.name),
    }));
    const compare = compareNames(language);
    return named.sort((a, b) => compare(a.name, b.name));
  }, [data, language]);
  const [chosen, setChosen] = useState<string | null>(null);
  const initial =
    countries.find((c) => c.countryCode === preferred) ??
    countries.find((c) => c.countryCode === FALLBACK) ??
    countries[0];
  const country: CountryOption | undefined =
    countries.find((c) => c.countryCode === chosen) ?? initial;
  return { countries, country, choose: (c: CountryOption) => setChosen(c.countryCode) };
}
