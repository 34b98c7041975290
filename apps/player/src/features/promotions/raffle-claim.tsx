import { type Announcement, type ClaimStatus, isApiError } from '@platform/api-client';
import { useSession } from '@platform/auth';
import { useTranslation } from '@platform/i18n/react';
import { errorMessage } from '@platform/site';
import { Button } from '@platform/ui';
import { useClaimRaffleMutation } from './promotions.mutations';

export interface RaffleClaimProps {
  promotionId: string;
  /** RAFFLE: any member; FIRST_DEPOSIT: a gift the API grants after the first deposit. */
  claimType: NonNullable<Announcement['claimType']>;
  /** The member's claim, if any. */
  status: ClaimStatus | null;
}

/**
 * The claim of a promotion (a raffle ticket or a first-deposit gift): members claim once, and a
 * refusal (no first deposit yet) is shown translated under the button; visitors are sent to
 * log in.
 */
export function RaffleClaim({ promotionId, claimType, status }: RaffleClaimProps) {
  const { t } = useTranslation('content');
  const { isLoggedIn } = useSession();
  const claim = useClaimRaffleMutation(promotionId);
  if (!isLoggedIn) {
    return (
      // The login route belongs to the accounts feature; a plain link reaches it on any branch.
      <a href="/login" className="ui-button ui-button--primary ui-button--md self-start">
        {t('promotions.login_to_claim')}
      </a>
    );
  }
  const duplicate = isApiError(claim.error) && claim.error.errorCode === 'prom.claim.duplicate';
  const current = claim.data?.status ?? status;
  if (current) {
    return (
      <p
        className="rounded-md bg-accent-soft px-3 py-2 text-sm text-fg"
        role="status"
        data-testid="raffle-status"
      >
        {t('promotions.claimed', { status: t(`claim_status.${current}`) })}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <Button
        onClick={() => claim.mutate()}
        loading={claim.isPending}
        loadingLabel={t('loading')}
        data-testid="raffle-claim"
      >
        {t(claimType === 'FIRST_DEPOSIT' ? 'promotions.claim_gift' : 'promotions.claim')}
      </Button>
      {claim.error && !duplicate && (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(claim.error, t)}
        </p>
      )}
    </div>
  );
}
