import { contractQueries } from '@platform/api-client/queries/contracts';
import { useApi } from '@platform/api-client/react';
import { useMemberExtrasEnabled } from '@platform/auth';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { laterKeys, type Offer, offersFrom, putOffLater, REOPEN_EVENT } from './offers';

export interface ContractOffers {
  /** Offers waiting for an answer, less those put off for this session. */
  offers: Offer[];
  /** Hides offers until the next visit ("later"). */
  later: (offers: readonly Offer[]) => void;
}

/**
 * The contract offers a signed-in member (not a trial account) should see: read on sign-in
 * and again when the member returns to the tab (the query refetches on focus).
 */
export function useContractOffers(): ContractOffers {
  const api = useApi();
  const enabled = useMemberExtrasEnabled();
  const { data } = useQuery({ ...contractQueries(api).consolidated(), enabled });
  const [deferred, setDeferred] = useState(laterKeys);
  useEffect(() => {
    const reread = () => setDeferred(laterKeys());
    window.addEventListener(REOPEN_EVENT, reread);
    return () => window.removeEventListener(REOPEN_EVENT, reread);
  }, []);
  const offers = useMemo(
    () => (enabled ? offersFrom(data).filter((o) => !deferred.has(o.key)) : []),
    [data, deferred, enabled],
  );
  const later = useCallback((list: readonly Offer[]) => {
    putOffLater(list.map((o) => o.key));
    setDeferred(laterKeys());
  }, []);
  return { offers, later };
}
