// The points mall's writes: redeem and convert, each with the Idempotency-Key of the member's
// intent (useIdempotentMutation keeps it across retries). Both refresh the points, the redemption history, the details, the catalogue (stock)
// and the money balance (a conversion pays it).
import { type components, unwrap } from '@platform/api-client';
import { memberKeys } from '@platform/api-client/queries/member';
import { pointKeys, pointMallKeys } from '@platform/api-client/queries/points';
import { walletKeys } from '@platform/api-client/queries/wallet';
import { useIdempotentMutation } from '@platform/api-client/mutations/idempotent';
import { useApi } from '@platform/api-client/react';
import { useQueryClient } from '@tanstack/react-query';

type Schemas = components['schemas'];

function useRefreshPoints() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: pointKeys.all });
    void queryClient.invalidateQueries({ queryKey: [...pointMallKeys.all, 'rewards'] });
    void queryClient.invalidateQueries({ queryKey: walletKeys.balance() });
    void queryClient.invalidateQueries({ queryKey: memberKeys.info() });
  };
}

export function useRedeemReward() {
  const api = useApi();
  const refresh = useRefreshPoints();
  return useIdempotentMutation({
    intent: 'points.redeem',
    mutationFn: ({ body }: { body: Schemas['RedeemPointRequest'] }, key) =>
      unwrap(
        api.POST('/wps/relay/passwordCheck/MCSFE_redeemPointReward', {
          params: { header: { 'Idempotency-Key': key } },
          body,
        }),
      ),
    onSettled: refresh,
  });
}

export function useConvertPoints() {
  const api = useApi();
  const refresh = useRefreshPoints();
  return useIdempotentMutation({
    intent: 'points.convert',
    mutationFn: ({ body }: { body: Schemas['ConvertPointRequest'] }, key) =>
      unwrap(
        api.POST('/wps/relay/passwordCheck/MCSFE_convertPoint', {
          params: { header: { 'Idempotency-Key': key } },
          body,
        }),
      ),
    onSettled: refresh,
  });
}
