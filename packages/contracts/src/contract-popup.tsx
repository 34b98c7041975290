import { contractMutations } from '@platform/api-client/mutations/contracts';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { Button, Modal } from '@platform/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { contractErrorMessage } from './contract-errors';
import type { Offer } from './offers';
import { TermsTable } from './terms-table';

export interface ContractPopupProps {
  offers: readonly Offer[];
  /** Puts offers off until the next visit. */
  onLater: (offers: readonly Offer[]) => void;
}

type Result = { kind: 'accepted'; ended: number } | { kind: 'rejected' };

/**
 * The contract popup (signed-in members, both apps): the offers waiting, one at a time, with
 * their terms in a table; accept, reject or later. An offer whose acceptance would end the
 * member's own downline contracts that pay more (downlineHigherRate) asks to confirm first.
 */
export function ContractPopup({ offers, onLater }: ContractPopupProps) {
  const { t } = useTranslation('contracts');
  const api = useApi();
  const queryClient = useQueryClient();
  const answer = useMutation(contractMutations(api, queryClient).answer());
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  // Answered offers leave at once (the refreshed list follows a moment later).
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());
  const waiting = offers.filter((o) => !answered.has(o.key));
  const offer = waiting[0];
  const open = offer !== undefined || result !== null;

  /** Closing puts the offers still waiting off until the next visit. */
  const close = () => {
    if (waiting.length > 0) onLater(waiting);
    setResult(null);
    setConfirming(false);
    answer.reset();
  };
  const send = (status: 'A' | 'R', confirm = false) => {
    if (!offer) return;
    setResult(null);
    answer.mutate(
      { kind: offer.kind, id: offer.id, gameType: offer.gameType, status, confirm },
      {
        onSuccess: (value) => {
          setAnswered((keys) => new Set([...keys, offer.key]));
          setConfirming(false);
          setResult(
            status === 'A' ? { kind: 'accepted', ended: value.ended } : { kind: 'rejected' },
          );
        },
      },
    );
  };
  if (!open) return null;

  const footer = offer ? (
    confirming ? (
      <>
        <Button
          variant="secondary"
          onClick={() => setConfirming(false)}
          disabled={answer.isPending}
        >
          {t('popup.back')}
        </Button>
        <Button
          variant="danger"
          loading={answer.isPending}
          onClick={() => send('A', true)}
          data-testid="contract-confirm-accept"
        >
          {t('popup.confirm_accept')}
        </Button>
      </>
    ) : (
      <>
        <Button
          variant="ghost"
          onClick={() => onLater([offer])}
          disabled={answer.isPending}
          data-testid="contract-later"
        >
          {t('popup.later')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => send('R')}
          disabled={answer.isPending}
          data-testid="contract-reject"
        >
          {t('popup.reject')}
        </Button>
        <Button
          loading={answer.isPending && answer.variables?.status === 'A'}
          disabled={answer.isPending}
          onClick={() => (offer.downlineHigherRate ? setConfirming(true) : send('A'))}
          data-testid="contract-accept"
        >
          {t('popup.accept')}
        </Button>
      </>
    )
  ) : (
    <Button onClick={close} data-testid="contract-done">
      {t('popup.close')}
    </Button>
  );

  return (
    <Modal
      open
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={t('popup.title')}
      closeLabel={t('popup.close')}
      width="min(40rem, calc(100vw - 1rem))"
      footer={footer}
      className="contract-popup"
    >
      <div className="flex flex-col gap-3" data-testid="contract-popup">
        {result && (
          <p role="status" className="rounded-md bg-accent-soft px-3 py-2 text-sm text-fg">
            {result.kind === 'accepted' ? t('popup.accepted') : t('popup.rejected')}
            {result.kind === 'accepted' && result.ended > 0 && (
              <span className="block">{t('popup.ended', { count: result.ended })}</span>
            )}
          </p>
        )}
        {offer && (
          <section aria-labelledby="contract-offer-title" className="flex flex-col gap-3">
            {waiting.length > 1 && (
              <p className="text-xs text-fg-secondary">
                {t('popup.position', { current: 1, total: waiting.length })}
              </p>
            )}
            <div>
              <h3
                id="contract-offer-title"
                className="text-lg font-bold text-fg"
                data-testid="contract-kind"
              >
                {t(`kinds.${offer.kind}`)}
              </h3>
              <p className="text-sm text-fg-secondary">
                {offer.upline
                  ? t('popup.from_upline', { account: offer.upline })
                  : t('popup.from_house')}
              </p>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-fg-secondary">{t('terms.game_type')}</dt>
              <dd className="text-fg">{t(`game_types.${offer.gameType}`)}</dd>
              <dt className="text-fg-secondary">{t('terms.cycle')}</dt>
              <dd className="text-fg">
                {t(
                  `cycles.${offer.terms.kind === 'dividend' ? offer.terms.cycle : offer.kind === 'daily' ? 'D' : offer.kind === 'hourly' ? 'h' : 'r'}`,
                )}
              </dd>
            </dl>
            {offer.status === 'E' && <p className="text-sm text-fg">{t('popup.replaces')}</p>}
            <TermsTable terms={offer.terms} caption={t('terms.caption')} />
            {confirming && (
              <div
                role="alertdialog"
                aria-labelledby="contract-higher-title"
                aria-describedby="contract-higher-message"
                className="rounded-md border border-danger/50 bg-danger/10 p-3"
                data-testid="contract-higher-rate"
              >
                <p id="contract-higher-title" className="font-semibold text-fg">
                  {t('popup.higher_title')}
                </p>
                <p id="contract-higher-message" className="text-sm text-fg">
                  {t('popup.higher_message')}
                </p>
              </div>
            )}
            {answer.isError && (
              <p role="alert" className="text-sm text-danger">
                {contractErrorMessage(answer.error, t)}
              </p>
            )}
          </section>
        )}
      </div>
    </Modal>
  );
}
