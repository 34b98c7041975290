import { type components, isApiError, unwrap } from '@platform/api-client';
import { CONTRACT_GAME_TYPE_VALUES, CONTRACT_KIND_VALUES } from '@platform/api-client/enums';
import { useApi } from '@platform/api-client/react';
import { contractErrorMessage } from '@platform/contracts';
import {
  checkFields,
  emptyTier,
  fieldsOf,
  type TermsFields,
  type TierErrors,
  type TierFields,
  termsOf,
} from '@platform/contracts/terms-form';
import { errorAria, FieldError, useFocusFirstInvalid } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button, Modal } from '@platform/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';

type Kind = components['schemas']['ContractKind'];
type GameType = components['schemas']['ContractGameType'];

const field =
  'w-full rounded-md border border-border bg-surface px-2 py-1.5 text-sm text-fg aria-[invalid=true]:border-danger';

/**
 * The house offers a top-level agent a contract (what the CLI's contract:offer does): the
 * account, the kind, the games and the terms as tiers of exact decimal texts, checked as the
 * server checks them before anything is sent. A refusal is shown translated beside the form,
 * which keeps what was typed; the new offer waits in the offers list for the agent's answer.
 */
export function OfferContractDialog({
  onClose,
  onDone,
}: {
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('operatorConsole');
  const { t: tc } = useTranslation('contracts');
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const accountId = `${id}-account`;
  const { ref: formRef, onInvalid: refuse } = useFocusFirstInvalid();
  const [account, setAccount] = useState('');
  const [kind, setKind] = useState<Kind>('daily');
  const [gameType, setGameType] = useState<GameType>('CONS');
  const [fields, setFields] = useState<TermsFields>(() => fieldsOf(undefined, 'daily'));
  const [errors, setErrors] = useState<TierErrors[]>([]);
  const [accountError, setAccountError] = useState(false);
  const offer = useMutation({
    mutationFn: (body: components['schemas']['OperatorOfferContract']) =>
      unwrap(api.POST('/operator/contracts', { body })),
    onSuccess: (contract) => {
      void queryClient.invalidateQueries({ queryKey: ['operator', 'offers'] });
      void queryClient.invalidateQueries({ queryKey: ['operator', 'agents', 'one'] });
      onDone(tc('offer.sent', { account: contract.payee.account }));
      onClose();
    },
  });
  const pending = offer.isPending;

  const setTier = (i: number, patch: Partial<TierFields>) =>
    setFields((f) => ({
      ...f,
      tiers: f.tiers.map((tier, j) => (j === i ? { ...tier, ...patch } : tier)),
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tierErrors = checkFields(kind, fields);
    const missingAccount = !account.trim();
    setErrors(tierErrors);
    setAccountError(missingAccount);
    if (missingAccount || tierErrors.some((e) => Object.keys(e).length > 0)) {
      refuse();
      return;
    }
    offer.mutate({ account: account.trim(), kind, gameType, terms: termsOf(kind, fields) });
  };

  const refusal = (error: unknown) =>
    isApiError(error) && error.errorCode === 'contract.payee.not.top'
      ? t('agents.offer_not_top')
      : isApiError(error) && error.errorCode === 'not.found'
        ? t('agents.offer_no_account')
        : contractErrorMessage(error, tc);

  const thresholdLabel = {
    dividend: tc('terms.minimum_bet'),
    daily: tc('terms.bet_volume'),
    hourly: tc('terms.hour_bet'),
    realtime: tc('terms.single_bet'),
  }[kind];
  const rateLabel =
    kind === 'realtime'
      ? tc('offer.profit_rate')
      : kind === 'dividend'
        ? tc('offer.rate_share')
        : fields.rateType === 'F'
          ? tc('offer.rate_amount')
          : tc('offer.rate_percent');
  const errorText = (code: string | undefined) => (code ? tc(`validation.${code}`) : undefined);
  const input = (
    i: number,
    key: keyof TierFields,
    label: string,
    mode: 'decimal' | 'numeric' = 'decimal',
  ) => {
    const error = errorText(errors[i]?.[key]);
    const inputId = `${id}-${i}-${key}`;
    return (
      <label
        className="flex min-w-28 flex-1 flex-col gap-1 text-xs text-fg-secondary"
        htmlFor={inputId}
      >
        {label}
        <input
          id={inputId}
          value={fields.tiers[i]![key]}
          onChange={(e) => setTier(i, { [key]: e.target.value })}
          inputMode={mode}
          dir="ltr"
          className={field}
          {...errorAria(inputId, error)}
          data-testid={`tier-${i + 1}-${key}`}
        />
        <FieldError inputId={inputId} className="text-danger">
          {error}
        </FieldError>
      </label>
    );
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={tc('offer.title')}
      closeLabel={t('actions.cancel')}
      width="min(48rem, calc(100vw - 1rem))"
    >
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4"
        data-testid="house-offer-form"
      >
        <p className="text-sm text-fg-secondary">{tc(`kind_help.${kind}`)}</p>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <label className="flex flex-col gap-1 text-xs text-fg-secondary" htmlFor={accountId}>
            {t('agents.offer_account')}
            <input
              id={accountId}
              value={account}
              onChange={(e) => setAccount(e.target.value)}
              maxLength={64}
              autoComplete="off"
              dir="auto"
              className={field}
              {...errorAria(accountId, accountError ? tc('validation.required') : undefined)}
              data-testid="house-offer-account"
            />
            <FieldError inputId={accountId} className="text-danger">
              {accountError ? tc('validation.required') : undefined}
            </FieldError>
          </label>
          <label className="flex flex-col gap-1 text-xs text-fg-secondary">
            {t('agents.kind')}
            <select
              value={kind}
              onChange={(e) => {
                const next = CONTRACT_KIND_VALUES.find((k) => k === e.target.value) ?? 'daily';
                setKind(next);
                setErrors([]);
              }}
              className={field}
              data-testid="house-offer-kind"
            >
              {CONTRACT_KIND_VALUES.map((k) => (
                <option key={k} value={k}>
                  {tc(`kinds.${k}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-xs text-fg-secondary">
            {tc('offer.game_type')}
            <select
              value={gameType}
              onChange={(e) =>
                setGameType(CONTRACT_GAME_TYPE_VALUES.find((g) => g === e.target.value) ?? 'CONS')
              }
              className={field}
              data-testid="house-offer-game-type"
            >
              {CONTRACT_GAME_TYPE_VALUES.map((g) => (
                <option key={g} value={g}>
                  {tc(`game_types.${g}`)}
                </option>
              ))}
            </select>
          </label>
          {kind === 'dividend' && (
            <label className="flex flex-col gap-1 text-xs text-fg-secondary">
              {tc('offer.cycle')}
              <select
                value={fields.cycle}
                onChange={(e) =>
                  setFields((f) => ({
                    ...f,
                    cycle: (['D', 'W', 'H', 'M'] as const).find((c) => c === e.target.value) ?? 'W',
                  }))
                }
                className={field}
              >
                {(['D', 'W', 'H', 'M'] as const).map((c) => (
                  <option key={c} value={c}>
                    {tc(`cycles.${c}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {(kind === 'daily' || kind === 'hourly') && (
            <label className="flex flex-col gap-1 text-xs text-fg-secondary">
              {tc('offer.rate_type')}
              <select
                value={fields.rateType}
                onChange={(e) =>
                  setFields((f) => ({ ...f, rateType: e.target.value === 'F' ? 'F' : 'P' }))
                }
                className={field}
              >
                <option value="P">{tc('offer.rate_type_p')}</option>
                <option value="F">{tc('offer.rate_type_f')}</option>
              </select>
            </label>
          )}
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 font-semibold text-fg">{tc('offer.tiers')}</legend>
          <p className="text-xs text-fg-secondary">{tc('offer.tiers_help')}</p>
          {fields.tiers.map((_, i) => (
            <div
              key={i}
              role="group"
              aria-label={`${tc('terms.tier')} ${i + 1}`}
              className="flex flex-wrap items-end gap-2 rounded-md border border-border p-2"
            >
              <span className="self-center text-sm font-semibold tabular-nums text-fg">
                {i + 1}
              </span>
              {input(i, 'threshold', thresholdLabel)}
              {kind === 'dividend' && input(i, 'netLoss', tc('terms.net_loss'))}
              {kind !== 'realtime' && input(i, 'active', tc('terms.active_member'), 'numeric')}
              {kind === 'realtime' && input(i, 'lossRate', tc('offer.loss_rate'))}
              {input(i, 'rate', rateLabel)}
              {fields.tiers.length > 1 && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    setFields((f) => ({ ...f, tiers: f.tiers.filter((__, j) => j !== i) }))
                  }
                  aria-label={tc('offer.remove_tier', { n: i + 1 })}
                >
                  ✕
                </Button>
              )}
            </div>
          ))}
          {fields.tiers.length < 10 && (
            <Button
              variant="secondary"
              size="sm"
              className="self-start"
              onClick={() => setFields((f) => ({ ...f, tiers: [...f.tiers, emptyTier()] }))}
              data-testid="house-offer-add-tier"
            >
              {tc('offer.add_tier')}
            </Button>
          )}
        </fieldset>
        {offer.isError && (
          <p role="alert" className="text-sm text-danger" data-testid="house-offer-error">
            {refusal(offer.error)}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={pending} data-testid="house-offer-submit">
            {tc('offer.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
