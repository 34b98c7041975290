import type { Contract, ContractKind, ContractTerms } from '@platform/api-client/queries/contracts';
import { contractErrorMessage, higherRateAccounts } from '@platform/contracts';
import { TermsTable } from '@platform/contracts/terms';
import { errorAria, FieldError, useFocusFirstInvalid } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button, Modal } from '@platform/ui';
import { type FormEvent, useId, useState } from 'react';
import type { ContractGameType } from '../../lib/table-search';
import { useContractActions } from './contracts.mutations';
import {
  checkFields,
  emptyTier,
  fieldsOf,
  type TermsFields,
  type TierErrors,
  type TierFields,
  termsOf,
} from '@platform/contracts/terms-form';

export interface OfferDialogProps {
  kind: ContractKind;
  /** The contract whose offer is edited (P, E) or that gets new terms (V); none: a new offer. */
  contract?: Contract;
  /** The agent's own terms by game type (the cap): the game types it may offer in. */
  own: ReadonlyMap<string, ContractTerms>;
  onClose: () => void;
  /** After a successful offer (the status text to announce). */
  onDone: (message: string) => void;
}

const field =
  'w-full rounded-md border border-border bg-surface px-2 py-1.5 text-sm text-fg aria-[invalid=true]:border-danger';

/** Offer a contract to a direct downline, edit a waiting offer, or offer new terms. */
export function OfferDialog({ kind, contract, own, onClose, onDone }: OfferDialogProps) {
  const { t } = useTranslation('contracts');
  const id = useId();
  const accountId = `${id}-account`;
  // A refused submit focuses the first invalid field.
  const { ref: formRef, onInvalid: refuse } = useFocusFirstInvalid();
  const { offer, update } = useContractActions();
  const gameTypes = [...own.keys()] as ContractGameType[];
  const [account, setAccount] = useState(contract?.payee.account ?? '');
  const [gameType, setGameType] = useState<ContractGameType>(
    (contract?.gameType as ContractGameType | undefined) ?? gameTypes[0] ?? 'CONS',
  );
  const [fields, setFields] = useState<TermsFields>(() =>
    fieldsOf(contract?.terms ?? own.get(gameType), kind),
  );
  const [errors, setErrors] = useState<TierErrors[]>([]);
  const [accountError, setAccountError] = useState(false);
  const [higher, setHigher] = useState<string[] | null>(null);
  const mutation = contract ? update : offer;
  const pending = mutation.isPending;

  const setTier = (i: number, patch: Partial<TierFields>) =>
    setFields((f) => ({
      ...f,
      tiers: f.tiers.map((tier, j) => (j === i ? { ...tier, ...patch } : tier)),
    }));

  const submit = (confirm: boolean) => {
    const tierErrors = checkFields(kind, fields);
    const missingAccount = !contract && !account.trim();
    setErrors(tierErrors);
    setAccountError(missingAccount);
    if (missingAccount || tierErrors.some((e) => Object.keys(e).length > 0)) {
      refuse();
      return;
    }
    const terms = termsOf(kind, fields);
    const onSuccess = (result: Contract) => {
      onDone(t('offer.sent', { account: result.payee.account }));
      onClose();
    };
    const onError = (error: unknown) => {
      const accounts = higherRateAccounts(error);
      if (accounts.length > 0) setHigher(accounts);
    };
    if (contract)
      update.mutate(
        { id: contract.id, terms, ...(confirm ? { confirm } : {}) },
        { onSuccess, onError },
      );
    else
      offer.mutate(
        { kind, account: account.trim(), gameType, terms, ...(confirm ? { confirm } : {}) },
        { onSuccess, onError },
      );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setHigher(null);
    submit(false);
  };

  const title = !contract
    ? t('offer.title')
    : contract.status === 'V'
      ? t('offer.new_terms_title', { account: contract.payee.account })
      : t('offer.edit_title', { account: contract.payee.account });
  const ownTerms = own.get(gameType);
  const thresholdLabel = {
    dividend: t('terms.minimum_bet'),
    daily: t('terms.bet_volume'),
    hourly: t('terms.hour_bet'),
    realtime: t('terms.single_bet'),
  }[kind];
  const rateLabel =
    kind === 'realtime'
      ? t('offer.profit_rate')
      : kind === 'dividend'
        ? t('offer.rate_share')
        : fields.rateType === 'F'
          ? t('offer.rate_amount')
          : t('offer.rate_percent');
  const errorText = (code: string | undefined) => (code ? t(`validation.${code}`) : null);
  const input = (
    i: number,
    key: keyof TierFields,
    label: string,
    mode: 'decimal' | 'numeric' = 'decimal',
  ) => {
    const error = errors[i]?.[key];
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
          {...errorAria(inputId, errorText(error) ?? undefined)}
          data-testid={`tier-${i + 1}-${key}`}
        />
        <FieldError inputId={inputId} className="text-danger">
          {errorText(error) ?? undefined}
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
      title={title}
      closeLabel={t('offer.cancel')}
      width="min(48rem, calc(100vw - 1rem))"
    >
      <form
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4"
        data-testid="offer-form"
      >
        <p className="text-sm text-fg-secondary">{t(`kind_help.${kind}`)}</p>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {!contract && (
            <label className="flex flex-col gap-1 text-xs text-fg-secondary">
              {t('offer.account')}
              <input
                id={accountId}
                value={account}
                onChange={(e) => setAccount(e.target.value)}
                maxLength={64}
                autoComplete="off"
                className={field}
                {...errorAria(accountId, accountError ? t('validation.required') : undefined)}
                data-testid="offer-account"
              />
              <FieldError inputId={accountId} className="text-danger">
                {accountError ? t('validation.required') : undefined}
              </FieldError>
            </label>
          )}
          <label className="flex flex-col gap-1 text-xs text-fg-secondary">
            {t('offer.game_type')}
            <select
              value={gameType}
              disabled={Boolean(contract)}
              onChange={(e) => {
                const next = e.target.value as ContractGameType;
                setGameType(next);
                setFields(fieldsOf(own.get(next), kind));
              }}
              className={field}
              data-testid="offer-game-type"
            >
              {(contract ? [gameType] : gameTypes).map((g) => (
                <option key={g} value={g}>
                  {t(`game_types.${g}`)}
                </option>
              ))}
            </select>
          </label>
          {kind === 'dividend' && (
            <label className="flex flex-col gap-1 text-xs text-fg-secondary">
              {t('offer.cycle')}
              <select
                value={fields.cycle}
                onChange={(e) =>
                  setFields((f) => ({ ...f, cycle: e.target.value as TermsFields['cycle'] }))
                }
                className={field}
              >
                {(['D', 'W', 'H', 'M'] as const).map((c) => (
                  <option key={c} value={c}>
                    {t(`cycles.${c}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {(kind === 'daily' || kind === 'hourly') && (
            <label className="flex flex-col gap-1 text-xs text-fg-secondary">
              {t('offer.rate_type')}
              <select
                value={fields.rateType}
                onChange={(e) =>
                  setFields((f) => ({ ...f, rateType: e.target.value as 'P' | 'F' }))
                }
                className={field}
              >
                <option value="P">{t('offer.rate_type_p')}</option>
                <option value="F">{t('offer.rate_type_f')}</option>
              </select>
            </label>
          )}
        </div>
        {ownTerms && (
          <details className="text-sm" open={!contract}>
            <summary className="cursor-pointer text-fg-secondary">{t('offer.own_terms')}</summary>
            <TermsTable terms={ownTerms} caption={t('offer.own_terms')} className="mt-2" />
          </details>
        )}
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 font-semibold text-fg">{t('offer.tiers')}</legend>
          <p className="text-xs text-fg-secondary">{t('offer.tiers_help')}</p>
          {fields.tiers.map((_, i) => (
            <div
              key={i}
              role="group"
              aria-label={`${t('terms.tier')} ${i + 1}`}
              className="flex flex-wrap items-end gap-2 rounded-md border border-border p-2"
            >
              <span className="self-center text-sm font-semibold tabular-nums text-fg">
                {i + 1}
              </span>
              {input(i, 'threshold', thresholdLabel)}
              {kind === 'dividend' && input(i, 'netLoss', t('terms.net_loss'))}
              {kind !== 'realtime' && input(i, 'active', t('terms.active_member'), 'numeric')}
              {kind === 'realtime' && input(i, 'lossRate', t('offer.loss_rate'))}
              {input(i, 'rate', rateLabel)}
              {fields.tiers.length > 1 && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    setFields((f) => ({ ...f, tiers: f.tiers.filter((__, j) => j !== i) }))
                  }
                  aria-label={t('offer.remove_tier', { n: i + 1 })}
                  data-testid="remove-tier"
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
            >
              {t('offer.add_tier')}
            </Button>
          )}
        </fieldset>
        {mutation.isError && !higher && (
          <p role="alert" className="text-sm text-danger" data-testid="offer-error">
            {contractErrorMessage(mutation.error, t)}
          </p>
        )}
        {higher && (
          <div
            role="alert"
            className="rounded-md border border-danger/50 bg-danger/10 p-3 text-sm"
            data-testid="offer-higher-rate"
          >
            <p className="font-semibold text-fg">{t('offer.higher_title')}</p>
            <p className="text-fg">
              {t('offer.higher_message', {
                account: contract?.payee.account ?? account.trim(),
                accounts: higher.join(', '),
              })}
            </p>
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            {t('offer.cancel')}
          </Button>
          {higher ? (
            <Button
              variant="danger"
              loading={pending}
              onClick={() => submit(true)}
              data-testid="offer-confirm"
            >
              {t('offer.confirm')}
            </Button>
          ) : (
            <Button type="submit" loading={pending} data-testid="offer-submit">
              {contract ? t('offer.save') : t('offer.submit')}
            </Button>
          )}
        </div>
      </form>
    </Modal>
  );
}
