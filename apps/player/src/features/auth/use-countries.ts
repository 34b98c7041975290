import type { CountryOption } from '@platform/forms';
import { systemQueries } from '@platform/api-client/queries';
import { useApi } from '@platform/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

const FALLBACK = 'SG';

/** The site's countries and the chosen one (the visitor's country when offered). */
export function useCountries(preferred: string | null | undefined) {
  const api = useApi();
  const { data: countries = [] } = useQuery(systemQueries(api).countries());
  const [chosen, setChosen] = useState<string | null>(null);
  const initial =
    countries.find((c) => c.countryCode === preferred) ?? countries.find((c) => c.countryCode === FALLBACK) ?? countries[0];
  const country: CountryOption | undefined = countries.find((c) => c.countryCode === chosen) ?? initial;
  return { countries, country, choose: (c: CountryOption) => setChosen(c.countryCode) };
}
