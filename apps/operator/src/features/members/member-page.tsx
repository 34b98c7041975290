import { unwrap } from '@platform/api-client';
import { useIdempotentMutation } from '@platform/api-client/mutations/idempotent';
import { useApi } from '@platform/api-client/react';
import { TextField } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Pager } from '../../components/pager';
import { ReasonDialog } from '../../components/reason-dialog';
import { useFormat } from '../../components/use-format';
import { consoleError } from '../../lib/errors';
import { operatorQueries } from '../../lib/queries';
import { can, readStaffSession } from '../../lib/staff-session';
import { AdjustDialog } from './adjust-dialog';

const route = getRouteApi('/_console/members_/$account');

type Dialog = 'lock' | 'unlock' | 'adjust' | 'points' | 'twoFactor' | 'paymentPassword' | null;

/** A small read-only table of a member's page (limits, breaks, sign-ins, latest money). */
function ListTable({
  caption,
  headers,
  rows,
  empty,
  testId,
}: {
  caption: string;
  headers: string[];
  rows: ReactNode[][];
  empty: string;
  testId?: string;
}) {
  return (
    // Focusable, so the keyboard scrolls a table wider than a phone.
    <div
      className="overflow-x-auto rounded border border-border"
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className="w-full text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-raised text-start text-fg-secondary">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 text-start font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={headers.length} className="px-3 py-3 text-fg-muted">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((cells, i) => (
              <tr key={i} className="border-t border-border">
                {cells.map((cell, j) => (
                  <td key={j} className="px-3 py-2 text-fg">
                    {cell}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold text-fg">{title}</h2>
      {children}
    </section>
  );
}

/**
 * A member's page: who they are, balance, ledger and bets, latest deposits and withdrawals,
 * limits and play breaks, sign-ins and devices, staff notes; lock, balance adjustment and the
 * resets of two-factor and payment password, each as the staff member's role allows.
 */
export function MemberPage() {
  const { t } = useTranslation('operatorConsole');
  const { t: tr } = useTranslation('records');
  const f = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const { account } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queries = operatorQueries(api);
  const session = readStaffSession();
  const member = useQuery(queries.member(account));
  const ledgerPage = search.ledgerPage ?? 1;
  const betsPage = search.betsPage ?? 1;
  const ledger = useQuery(queries.memberLedger(account, ledgerPage));
  const bets = useQuery(queries.memberBets(account, betsPage));
  const safety = useQuery(queries.memberSafety(account));
  const notes = useQuery(queries.memberNotes(account));
  const deposits = useQuery(queries.memberDeposits(account));
  const withdrawals = useQuery(queries.memberWithdrawals(account));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const noteRef = useRef<HTMLInputElement>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['operator'] });
  const done = () => {
    setDialog(null);
    setError(null);
    void refresh();
  };

  const reasonCall = useMutation({
    mutationFn: ({
      kind,
      reason,
    }: {
      kind: Exclude<Dialog, 'adjust' | 'points' | null>;
      reason: string;
    }) => {
      const options = { params: { path: { account } }, body: { reason } };
      if (kind === 'lock') return unwrap(api.POST('/operator/members/{account}/lock', options));
      if (kind === 'unlock') return unwrap(api.POST('/operator/members/{account}/unlock', options));
      if (kind === 'twoFactor')
        return unwrap(api.POST('/operator/members/{account}/twoFactor/reset', options));
      return unwrap(api.POST('/operator/members/{account}/paymentPassword/reset', options));
    },
    onSuccess: done,
    onError: (failure) => setError(consoleError(failure, t)),
  });

  const adjust = useIdempotentMutation({
    intent: 'operator.adjustment',
    mutationFn: ({ amount, reason }: { amount: string; reason: string }, key) =>
      unwrap(
        api.POST('/operator/adjustments', {
          params: { header: { 'Idempotency-Key': key } },
          body: { account, amount, reason },
        }),
      ),
    onSuccess: done,
    onError: (failure) => setError(consoleError(failure, t)),
  });

  const adjustPoints = useIdempotentMutation({
    intent: 'operator.point-adjustment',
    mutationFn: ({ points, reason }: { points: number; reason: string }, key) =>
      unwrap(
        api.POST('/operator/pointAdjustments', {
          params: { header: { 'Idempotency-Key': key } },
          body: { account, points, reason },
        }),
      ),
    onSuccess: done,
    onError: (failure) => setError(consoleError(failure, t)),
  });

  const addNote = useMutation({
    mutationFn: (text: string) =>
      unwrap(
        api.POST('/operator/members/{account}/notes', {
          params: { path: { account } },
          body: { text },
        }),
      ),
    onSuccess: () => {
      setNote('');
      setNoteError(null);
      void queryClient.invalidateQueries({ queryKey: ['operator', 'members', 'notes', account] });
      void queryClient.invalidateQueries({ queryKey: ['operator', 'audit'] });
    },
    onError: (failure) => setNoteError(consoleError(failure, t)),
  });

  const onNote = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setNoteError(t('sign_in.required'));
      noteRef.current?.focus();
      return;
    }
    addNote.mutate(note.trim());
  };

  const open = (next: Dialog) => {
    setError(null);
    setDialog(next);
  };

  if (member.isError) {
    return (
      <div className="flex flex-col gap-4">
        <Link to="/members" className="text-sm text-accent underline">
          {t('member_page.back')}
        </Link>
        <p role="alert" className="text-danger">
          {consoleError(member.error, t)}
        </p>
      </div>
    );
  }
  const m = member.data;
  const mayLock = can(session, 'members.lock');
  const mayAdjust = can(session, 'balance.adjust');
  const mayReset = can(session, 'members.security');
  const mayPoints = can(session, 'points.decide');
  const mayNote = can(session, 'members.note');
  const yesNo = (value: boolean | undefined) =>
    value ? t('member_page.is_set') : t('member_page.not_set');
  const money = (value: string) => <span dir="ltr">{value}</span>;

  const facts: [string, ReactNode][] = m
    ? [
        [t('col.status'), t(`member_status.${m.status}`)],
        [t('col.type'), t(`member_type.${m.type}`)],
        [t('member_page.balance'), money(m.balance ?? '0.00')],
        [t('member_page.agent'), <span dir="auto">{m.agent ?? '—'}</span>],
        [t('col.email'), <span dir="ltr">{m.email ?? '—'}</span>],
        [t('col.mobile'), <span dir="ltr">{m.mobile ?? '—'}</span>],
        [t('col.created'), f.dateTime(m.createdAt)],
        [t('col.last_login'), f.dateTime(m.lastLoginAt)],
        [t('member_page.two_factor'), yesNo(m.twoFactor)],
        [t('member_page.payment_password'), yesNo(m.paymentPassword)],
      ]
    : [];

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link to="/members" className="w-fit text-sm text-accent underline">
          {t('member_page.back')}
        </Link>
        <h1 className="text-2xl font-bold text-fg" dir="auto">
          {account}
        </h1>
      </div>
      {!m ? (
        <p>{t('table.loading')}</p>
      ) : (
        <>
          <dl
            className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-4"
            data-testid="member-facts"
          >
            {facts.map(([label, v]) => (
              <div key={label} className="flex flex-col">
                <dt className="text-sm text-fg-muted">{label}</dt>
                <dd className="text-fg">{v}</dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-wrap gap-2">
            {mayLock && (
              <Button
                variant={m.status === 'locked' ? 'primary' : 'secondary'}
                onClick={() => open(m.status === 'locked' ? 'unlock' : 'lock')}
                data-testid="member-lock-toggle"
              >
                {t(m.status === 'locked' ? 'actions.unlock' : 'actions.lock')}
              </Button>
            )}
            {mayAdjust && (
              <Button variant="secondary" onClick={() => open('adjust')}>
                {t('member_page.adjust')}
              </Button>
            )}
            {mayPoints && (
              <Button variant="secondary" onClick={() => open('points')}>
                {t('member_page.adjust_points')}
              </Button>
            )}
            {mayReset && (
              <>
                <Button
                  variant="secondary"
                  disabled={!m.twoFactor}
                  onClick={() => open('twoFactor')}
                >
                  {t('member_page.reset_two_factor')}
                </Button>
                <Button
                  variant="secondary"
                  disabled={!m.paymentPassword}
                  onClick={() => open('paymentPassword')}
                >
                  {t('member_page.reset_payment_password')}
                </Button>
              </>
            )}
          </div>
        </>
      )}

      <Section title={t('member_page.notes')}>
        {mayNote && (
          <form className="flex flex-wrap items-end gap-2" onSubmit={onNote} noValidate>
            <div className="min-w-0 flex-1">
              <TextField
                ref={noteRef}
                label={t('member_page.note')}
                name="note"
                maxLength={2000}
                value={note}
                error={noteError ?? undefined}
                onChange={(e) => setNote(e.target.value)}
              />
            </div>
            <Button type="submit" loading={addNote.isPending} data-testid="note-add">
              {t('member_page.add_note')}
            </Button>
          </form>
        )}
        <ul className="flex flex-col gap-2" data-testid="member-notes">
          {(notes.data?.content ?? []).map((n) => (
            <li key={n.id} className="rounded border border-border p-3">
              <p className="whitespace-pre-wrap text-fg" dir="auto">
                {n.text}
              </p>
              <p className="text-sm text-fg-muted">
                {t('member_page.note_by', { name: n.author, time: f.dateTime(n.createdAt) })}
              </p>
            </li>
          ))}
          {notes.data && notes.data.content.length === 0 && (
            <li className="text-fg-muted">{t('table.empty')}</li>
          )}
        </ul>
      </Section>

      <Section title={t('member_page.ledger')}>
        <ListTable
          caption={t('member_page.ledger')}
          headers={[tr('columns.createdAt'), tr('columns.kind'), tr('columns.amount')]}
          rows={(ledger.data?.list ?? []).map((row) => [
            f.dateTime(row.createdAt),
            tr(`kind.${row.kind}`, { defaultValue: row.kind }),
            money(row.amount),
          ])}
          empty={ledger.isPending ? t('table.loading') : t('table.empty')}
          testId="member-ledger"
        />
        {ledger.data && ledger.data.total > 0 && (
          <Pager
            page={ledger.data.page}
            pageSize={ledger.data.pageSize}
            total={ledger.data.total}
            onPage={(p) =>
              void navigate({
                search: (prev) => ({ ...prev, ledgerPage: p > 1 ? p : undefined }),
                replace: true,
              })
            }
            onPageSize={() => undefined}
          />
        )}
      </Section>

      <Section title={t('member_page.bets')}>
        <ListTable
          caption={t('member_page.bets')}
          headers={[
            tr('columns.createdAt'),
            tr('columns.game'),
            tr('columns.stake'),
            tr('columns.winLoss'),
            tr('columns.status'),
          ]}
          rows={(bets.data?.list ?? []).map((row) => [
            f.dateTime(row.createdAt),
            <span dir="auto">{row.gameName}</span>,
            money(row.stake),
            money(row.winLoss ?? '—'),
            tr(`status.${row.status}`),
          ])}
          empty={bets.isPending ? t('table.loading') : t('table.empty')}
          testId="member-bets"
        />
        {bets.data && bets.data.total > 0 && (
          <Pager
            page={bets.data.page}
            pageSize={bets.data.pageSize}
            total={bets.data.total}
            onPage={(p) =>
              void navigate({
                search: (prev) => ({ ...prev, betsPage: p > 1 ? p : undefined }),
                replace: true,
              })
            }
            onPageSize={() => undefined}
          />
        )}
      </Section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Section title={t('member_page.deposits')}>
          <ListTable
            caption={t('member_page.deposits')}
            headers={[t('col.created'), t('col.amount'), t('col.status')]}
            rows={(deposits.data?.content ?? []).map((d) => [
              f.dateTime(new Date(d.createdAt).toISOString()),
              f.money(d.amount, d.currency),
              t(`deposit_status.${d.status}`),
            ])}
            empty={deposits.isPending ? t('table.loading') : t('table.empty')}
          />
        </Section>
        <Section title={t('member_page.withdrawals')}>
          <ListTable
            caption={t('member_page.withdrawals')}
            headers={[t('col.created'), t('col.amount'), t('col.status')]}
            rows={(withdrawals.data?.content ?? []).map((w) => [
              f.dateTime(new Date(w.createdAt).toISOString()),
              f.money(w.amount, w.currency),
              t(`withdrawal_status.${w.status}`),
            ])}
            empty={withdrawals.isPending ? t('table.loading') : t('table.empty')}
          />
        </Section>
        <Section title={t('member_page.limits')}>
          <ListTable
            caption={t('member_page.limits')}
            headers={[
              t('member_page.limit_kind'),
              t('member_page.period'),
              t('member_page.limit'),
              t('member_page.pending'),
            ]}
            rows={(safety.data?.limits ?? []).map((l) => [
              t(`member_page.limit_kinds.${l.kind}`),
              t(`member_page.periods.${l.period}`, { defaultValue: l.period }),
              l.amount === null ? t('member_page.no_limit') : money(l.amount),
              l.pendingAt
                ? `${l.pendingAmount ?? t('member_page.no_limit')} (${f.dateTime(l.pendingAt)})`
                : '—',
            ])}
            empty={safety.isPending ? t('table.loading') : t('table.empty')}
          />
        </Section>
        <Section title={t('member_page.breaks')}>
          <ListTable
            caption={t('member_page.breaks')}
            headers={[t('col.type'), t('member_page.starts'), t('member_page.ends')]}
            rows={(safety.data?.breaks ?? []).map((b) => [
              t(`member_page.break_kinds.${b.kind}`),
              f.dateTime(b.startsAt),
              b.endsAt ? f.dateTime(b.endsAt) : t('member_page.permanent'),
            ])}
            empty={safety.isPending ? t('table.loading') : t('table.empty')}
          />
        </Section>
      </div>

      <Section title={t('member_page.sign_ins')}>
        <ListTable
          caption={t('member_page.sign_ins')}
          headers={[
            t('col.time'),
            t('col.ip'),
            t('member_page.device'),
            t('member_page.last_seen'),
          ]}
          rows={(safety.data?.signIns ?? []).map((s) => [
            f.dateTime(s.createdAt),
            <code dir="ltr">{s.ip ?? '—'}</code>,
            <span className="break-all" dir="ltr">
              {s.device ?? '—'}
            </span>,
            s.lastSeenAt ? f.dateTime(s.lastSeenAt) : '—',
          ])}
          empty={safety.isPending ? t('table.loading') : t('table.empty')}
          testId="member-sign-ins"
        />
      </Section>

      {(dialog === 'lock' ||
        dialog === 'unlock' ||
        dialog === 'twoFactor' ||
        dialog === 'paymentPassword') && (
        <ReasonDialog
          title={t(
            {
              lock: 'members.lock_title',
              unlock: 'members.unlock_title',
              twoFactor: 'member_page.reset_two_factor_title',
              paymentPassword: 'member_page.reset_payment_password_title',
            }[dialog],
            { account },
          )}
          confirmLabel={t(
            {
              lock: 'actions.lock',
              unlock: 'actions.unlock',
              twoFactor: 'member_page.reset_two_factor',
              paymentPassword: 'member_page.reset_payment_password',
            }[dialog],
          )}
          busy={reasonCall.isPending}
          error={error}
          onClose={() => setDialog(null)}
          onConfirm={(reason) => reasonCall.mutate({ kind: dialog, reason })}
        />
      )}
      {dialog === 'points' && (
        <AdjustDialog
          unit="points"
          account={account}
          busy={adjustPoints.isPending}
          error={error}
          onClose={() => setDialog(null)}
          onConfirm={(points, reason) => adjustPoints.mutate({ points: Number(points), reason })}
        />
      )}
      {dialog === 'adjust' && (
        <AdjustDialog
          account={account}
          busy={adjust.isPending}
          error={error}
          onClose={() => setDialog(null)}
          onConfirm={(amount, reason) => adjust.mutate({ amount, reason })}
        />
      )}
    </div>
  );
}
