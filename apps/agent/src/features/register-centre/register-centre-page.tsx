import type { components } from '@platform/api-client/schema';
import { agentQueries } from '@platform/api-client/queries/agent';
import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { PasswordField, TextField, useFocusFirstInvalid } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button, ConfirmDialog, Modal } from '@platform/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { renderSVG } from 'uqr';
import { agentErrorMessage } from '../../components/agent-error';
import type { RouteContext } from '../../components/route-context';
import { useFormat } from '../../components/use-format';
import { readRebates, RebateFields } from './rebate-fields';
import {
  useCreateAffiliateUrl,
  useCreateDownline,
  useDeleteAffiliateUrl,
} from './register-centre.mutations';

type Link = components['schemas']['AffiliateUrl'];

export const loader = ({ context }: RouteContext) =>
  Promise.all([
    context.queryClient.ensureQueryData(agentQueries(context.api).rebates()),
    context.queryClient.ensureQueryData(agentQueries(context.api).affiliateUrls()),
    context.queryClient.ensureQueryData(systemQueries(context.api).status()),
  ]);

const ACCOUNT = /^[A-Za-z0-9]{4,20}$/;

/**
 * A link's address on the merchant's player site (its domain configuration, served in the
 * system status at run time); the bare path when the merchant has no player site configured.
 */
function useLinkAddress(): (link: Link) => string {
  const api = useApi();
  const { data: status } = useSuspenseQuery(systemQueries(api).status());
  const site = status?.info.siteAddresses.player ?? null;
  return (link) => (site ? new URL(link.url, site).href : link.url);
}

function TypeSelect({ name }: { name: string }) {
  const { t } = useTranslation('agentConsole');
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {t('col.type')}
      </label>
      <select
        id={id}
        name={name}
        defaultValue="0"
        className="rounded-md border border-border bg-surface px-3 py-2 text-fg"
      >
        <option value="0">{t('types.player')}</option>
        <option value="1">{t('types.agent')}</option>
      </select>
    </div>
  );
}

function CreateDownlineForm() {
  const { t } = useTranslation('agentConsole');
  const api = useApi();
  const { data: mine } = useSuspenseQuery(agentQueries(api).rebates());
  const create = useCreateDownline();
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A refused submit focuses the first invalid field.
  const { ref: formRef, onInvalid: refuse } = useFocusFirstInvalid();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const account = String(data.get('account') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const nickname = String(data.get('nickname') ?? '').trim();
    const { rebates, errors: rateErrors } = readRebates(data, mine.settings, 'dl-', t);
    const next: Record<string, string> = { ...rateErrors };
    if (!ACCOUNT.test(account)) next.account = t('register.account_invalid');
    if (password.length < 6 || password.length > 32) next.password = t('register.password_invalid');
    setErrors(next);
    if (Object.keys(next).length) {
      refuse();
      return;
    }
    create.mutate(
      {
        account,
        password,
        type: data.get('type') === '1' ? 1 : 0,
        ...(nickname ? { nickname } : {}),
        rebates,
      },
      { onSuccess: () => form.reset() },
    );
  };
  return (
    <section
      aria-labelledby="create-downline"
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <h2 id="create-downline" className="font-semibold text-fg">
        {t('register.create_title')}
      </h2>
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-3"
        data-testid="create-downline"
      >
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField
            name="account"
            label={t('col.account')}
            autoComplete="off"
            error={errors.account}
            dir="ltr"
          />
          <PasswordField
            name="password"
            label={t('register.password')}
            autoComplete="new-password"
            error={errors.password}
            showLabel={t('transfer.show')}
            hideLabel={t('transfer.hide')}
          />
          <TextField name="nickname" label={t('col.nickname')} maxLength={32} />
          <TypeSelect name="type" />
        </div>
        <RebateFields settings={mine.settings} prefix="dl-" errors={errors} />
        {create.isError && (
          <p role="alert" className="text-sm text-danger" data-testid="form-error">
            {agentErrorMessage(create.error, t)}
          </p>
        )}
        {create.isSuccess && (
          <p role="status" className="text-sm text-success" data-testid="created">
            {t('register.created', { account: create.data.account })}
          </p>
        )}
        <Button type="submit" loading={create.isPending} className="self-start">
          {t('register.create')}
        </Button>
      </form>
    </section>
  );
}

function CreateLinkForm() {
  const { t } = useTranslation('agentConsole');
  const api = useApi();
  const { data: mine } = useSuspenseQuery(agentQueries(api).rebates());
  const create = useCreateAffiliateUrl();
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A refused submit focuses the first invalid field.
  const { ref: formRef, onInvalid: refuse } = useFocusFirstInvalid();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const { rebates, errors: next } = readRebates(data, mine.settings, 'aff-', t);
    const expiry = String(data.get('expiresAt') ?? '');
    if (expiry && !(Date.parse(expiry) > Date.now()))
      next.expiresAt = t('errors.affiliate_expiry_invalid');
    setErrors(next);
    if (Object.keys(next).length) {
      refuse();
      return;
    }
    create.mutate({
      type: data.get('linkType') === '1' ? 1 : 0,
      rebates,
      ...(expiry ? { expiresAt: new Date(expiry).toISOString() } : {}),
    });
  };
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3"
      data-testid="create-link"
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TypeSelect name="linkType" />
        <TextField
          name="expiresAt"
          type="datetime-local"
          label={t('links.expires')}
          hint={t('links.expires_hint')}
          error={errors.expiresAt}
        />
      </div>
      <RebateFields settings={mine.settings} prefix="aff-" errors={errors} />
      {create.isError && (
        <p role="alert" className="text-sm text-danger">
          {agentErrorMessage(create.error, t)}
        </p>
      )}
      <Button type="submit" loading={create.isPending} className="self-start">
        {t('links.create')}
      </Button>
    </form>
  );
}

function QrDialog({ link, onClose }: { link: Link; onClose: () => void }) {
  const { t } = useTranslation('agentConsole');
  const fullUrl = useLinkAddress();
  const svg = renderSVG(fullUrl(link), { border: 2 });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('links.qr_title', { code: link.code })}
      closeLabel={t('shell.close')}
      width={360}
    >
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
        alt={t('links.qr_alt', { url: fullUrl(link) })}
        className="mx-auto w-64 rounded bg-white"
        data-testid="qr"
      />
      <p className="mt-2 break-all text-center text-xs text-fg-secondary" dir="ltr">
        {fullUrl(link)}
      </p>
    </Modal>
  );
}

function Registrations({ link }: { link: Link }) {
  const { t } = useTranslation('agentConsole');
  const api = useApi();
  const f = useFormat();
  const list = useQuery(agentQueries(api).registeredAffiliates(link.affiUrlId));
  if (list.isPending) return <p className="text-sm text-fg-muted">{t('table.loading')}</p>;
  if (list.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {agentErrorMessage(list.error, t)}
      </p>
    );
  if (list.data.list.length === 0)
    return <p className="text-sm text-fg-muted">{t('links.no_registrations')}</p>;
  return (
    <ul className="text-sm text-fg-secondary" data-testid="registrations">
      {list.data.list.map((r) => (
        <li key={r.memberId} className="flex justify-between gap-3">
          <span dir="auto">{r.account}</span>
          <span className="tabular-nums">{f.dateTime(r.registeredAt)}</span>
        </li>
      ))}
    </ul>
  );
}

function LinkList() {
  const { t } = useTranslation('agentConsole');
  const api = useApi();
  const f = useFormat();
  const { data } = useSuspenseQuery(agentQueries(api).affiliateUrls());
  const fullUrl = useLinkAddress();
  const remove = useDeleteAffiliateUrl();
  const [qr, setQr] = useState<Link | null>(null);
  const [deleting, setDeleting] = useState<Link | null>(null);
  const [copied, setCopied] = useState<number | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  if (data.list.length === 0) return <p className="text-sm text-fg-muted">{t('links.none')}</p>;
  return (
    <>
      <ul className="flex flex-col gap-3" data-testid="links">
        {data.list.map((link) => (
          <li
            key={link.affiUrlId}
            className="rounded-md border border-border p-3"
            data-testid="link"
          >
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
              <span className="font-mono font-semibold text-fg" data-testid="link-code">
                {link.code}
              </span>
              <span className="text-fg-secondary">
                {t(`types.${link.type === 0 ? 'player' : 'agent'}`)}
              </span>
              <span className="text-fg-secondary" data-testid="link-registrations">
                {t('links.registrations', { count: link.registrations })}
              </span>
              <span className="text-fg-secondary">
                {link.expired
                  ? t('links.expired')
                  : link.expiresAt
                    ? t('links.expires_at', { date: f.dateTime(link.expiresAt) })
                    : t('links.no_expiry')}
              </span>
            </div>
            <p
              className="mt-1 break-all font-mono text-xs text-fg-secondary"
              dir="ltr"
              data-testid="link-url"
            >
              {fullUrl(link)}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="secondary"
                onClick={() =>
                  void navigator.clipboard
                    ?.writeText(fullUrl(link))
                    .then(() => setCopied(link.affiUrlId))
                }
              >
                {t('links.copy')}
              </Button>
              {/* A QR code of a bare path would lead nowhere. */}
              {/^https?:/.test(fullUrl(link)) && (
                <Button size="sm" variant="secondary" onClick={() => setQr(link)}>
                  {t('links.qr')}
                </Button>
              )}
              <Button
                size="sm"
                variant="secondary"
                aria-expanded={open === link.affiUrlId}
                onClick={() => setOpen(open === link.affiUrlId ? null : link.affiUrlId)}
              >
                {t('links.show_registrations')}
              </Button>
              <Button size="sm" variant="danger" onClick={() => setDeleting(link)}>
                {t('links.delete')}
              </Button>
              {copied === link.affiUrlId && (
                <span role="status" className="self-center text-sm text-success">
                  {t('links.copied')}
                </span>
              )}
            </div>
            {open === link.affiUrlId && (
              <div className="mt-2">
                <Registrations link={link} />
              </div>
            )}
          </li>
        ))}
      </ul>
      {qr && <QrDialog link={qr} onClose={() => setQr(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('links.delete_title')}
        message={t('links.delete_message', { code: deleting?.code ?? '' })}
        confirmLabel={t('links.delete')}
        cancelLabel={t('shell.cancel')}
        destructive
        onConfirm={() =>
          deleting
            ? remove.mutateAsync(deleting.affiUrlId).then(() => setDeleting(null))
            : undefined
        }
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

/** registerCenter: open downline accounts and manage affiliate links. */
export function RegisterCentrePage() {
  const { t } = useTranslation('agentConsole');
  return (
    <div className="flex flex-col gap-6" data-testid="register-centre">
      <h1 className="text-2xl font-bold text-fg">{t('menu.registerCenter')}</h1>
      <CreateDownlineForm />
      <section
        aria-labelledby="affiliate-links"
        className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4"
      >
        <h2 id="affiliate-links" className="font-semibold text-fg">
          {t('links.title')}
        </h2>
        <CreateLinkForm />
        <LinkList />
      </section>
    </div>
  );
}
