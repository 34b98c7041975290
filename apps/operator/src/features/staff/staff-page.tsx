import { type components, unwrap } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { PasswordField, SelectField, TextField } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button, ConfirmDialog, Modal } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { ReasonDialog } from '../../components/reason-dialog';
import { useFormat } from '../../components/use-format';
import { consoleError } from '../../lib/errors';
import { operatorQueries } from '../../lib/queries';

type Staff = components['schemas']['StaffMember'];
type Key = components['schemas']['OperatorKey'];
type Role = components['schemas']['StaffRole'];

const ROLES: readonly Role[] = ['owner', 'finance', 'support', 'content', 'read-only'];

function Table({
  caption,
  headers,
  children,
}: {
  caption: string;
  headers: string[];
  children: ReactNode;
}) {
  return (
    <div
      className="overflow-x-auto rounded border border-border"
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-raised text-fg-secondary">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 text-start font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

const cell = 'px-3 py-2 text-fg';

/** A new staff member or a new key: a name, a password for a person, a role. */
function CreateDialog({
  kind,
  busy,
  error,
  created,
  onClose,
  onConfirm,
}: {
  kind: 'staff' | 'key';
  busy: boolean;
  error: string | null;
  /** The key just made, shown once. */
  created: string | null;
  onClose: () => void;
  onConfirm: (input: { name: string; password: string; role: Role }) => void;
}) {
  const { t } = useTranslation('operatorConsole');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role>('read-only');
  const [missing, setMissing] = useState<'name' | 'password' | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setMissing('name');
    if (kind === 'staff' && password.length < 10) return setMissing('password');
    setMissing(null);
    onConfirm({ name: name.trim(), password, role });
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(kind === 'staff' ? 'staff.add_staff' : 'staff.add_key')}
      closeLabel={t('actions.cancel')}
      initialFocusRef={nameRef}
    >
      {created ? (
        <div className="flex flex-col gap-4">
          <p className="text-fg">{t('staff.key_shown_once')}</p>
          <code className="break-all rounded bg-surface-raised p-3" dir="ltr" data-testid="new-key">
            {created}
          </code>
          <div className="flex justify-end">
            <Button onClick={onClose}>{t('staff.done')}</Button>
          </div>
        </div>
      ) : (
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <TextField
            ref={nameRef}
            label={t(kind === 'staff' ? 'sign_in.login_name' : 'staff.key_name')}
            name="name"
            maxLength={kind === 'staff' ? 32 : 64}
            value={name}
            error={missing === 'name' ? t('sign_in.required') : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          {kind === 'staff' && (
            <PasswordField
              label={t('sign_in.password')}
              name="password"
              autoComplete="new-password"
              maxLength={128}
              value={password}
              hint={t('staff.password_hint')}
              error={missing === 'password' ? t('staff.password_hint') : undefined}
              onChange={(e) => setPassword(e.target.value)}
              showLabel={t('sign_in.show_password')}
              hideLabel={t('sign_in.hide_password')}
            />
          )}
          <SelectField
            label={t('staff.role')}
            name="role"
            value={role}
            onChange={(e) => setRole(e.target.value as Role)}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </SelectField>
          {error && (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={busy} data-testid="create-confirm">
              {t('staff.create')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}

/**
 * Staff and operator keys (owner only), the CLI's staff and keys commands: staff members with
 * their role, two-factor and lock, added with a role, locked and unlocked with a reason; keys
 * made with a role (shown once) and revoked. Every change is audited by the server.
 */
export function StaffPage() {
  const { t } = useTranslation('operatorConsole');
  const f = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const queries = operatorQueries(api);
  const staff = useQuery(queries.staff());
  const keys = useQuery(queries.keys());
  const [dialog, setDialog] = useState<
    | { kind: 'create'; what: 'staff' | 'key' }
    | { kind: 'lock' | 'unlock'; staff: Staff }
    | { kind: 'revoke'; key: Key }
    | null
  >(null);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);

  const open = (next: typeof dialog) => {
    setError(null);
    setCreated(null);
    setDialog(next);
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['operator'] });
  const change = useMutation({
    mutationFn: async (
      input: { name: string; password: string; role: Role } | { reason: string } | null,
    ) => {
      if (!dialog) return null;
      if (dialog.kind === 'create' && input && 'role' in input) {
        if (dialog.what === 'staff')
          return unwrap(
            api.POST('/operator/staff', {
              body: { loginName: input.name, password: input.password, role: input.role },
            }),
          );
        const made = await unwrap(
          api.POST('/operator/keys', { body: { name: input.name, role: input.role } }),
        );
        setCreated(made.key);
        return made;
      }
      if ((dialog.kind === 'lock' || dialog.kind === 'unlock') && input && 'reason' in input) {
        const options = { params: { path: { loginName: dialog.staff.loginName } }, body: input };
        return unwrap(
          dialog.kind === 'lock'
            ? api.POST('/operator/staff/{loginName}/lock', options)
            : api.POST('/operator/staff/{loginName}/unlock', options),
        );
      }
      if (dialog.kind === 'revoke')
        return unwrap(
          api.POST('/operator/keys/{id}/revoke', { params: { path: { id: dialog.key.id } } }),
        );
      return null;
    },
    onSuccess: () => {
      setError(null);
      void refresh();
      // A key stays on screen until it is copied; everything else closes.
      if (!(dialog?.kind === 'create' && dialog.what === 'key')) setDialog(null);
    },
    onError: (failure) => setError(consoleError(failure, t)),
  });

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-fg">{t('nav.staff')}</h1>
      <section className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-fg">{t('staff.staff')}</h2>
          <Button variant="secondary" onClick={() => open({ kind: 'create', what: 'staff' })}>
            {t('staff.add_staff')}
          </Button>
        </div>
        {staff.isError ? (
          <p role="alert" className="text-danger">
            {consoleError(staff.error, t)}
          </p>
        ) : (
          <Table
            caption={t('staff.staff')}
            headers={[
              t('sign_in.login_name'),
              t('staff.role'),
              t('member_page.two_factor'),
              t('col.status'),
              t('col.last_login'),
              t('col.actions'),
            ]}
          >
            {(staff.data?.content ?? []).map((s) => (
              <tr
                key={s.id}
                className="border-t border-border"
                data-testid={`staff-${s.loginName}`}
              >
                <td className={cell} dir="auto">
                  {s.loginName}
                </td>
                <td className={cell}>{t(`roles.${s.role}`)}</td>
                <td className={cell}>
                  {s.twoFactor ? t('member_page.is_set') : t('member_page.not_set')}
                </td>
                <td className={cell}>
                  {s.locked
                    ? t('staff.locked_because', { reason: s.lockedReason ?? '—' })
                    : t('member_status.active')}
                </td>
                <td className={cell}>{f.dateTime(s.lastSignInAt)}</td>
                <td className={cell}>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => open({ kind: s.locked ? 'unlock' : 'lock', staff: s })}
                    aria-label={t(s.locked ? 'staff.unlock_title' : 'staff.lock_title', {
                      name: s.loginName,
                    })}
                  >
                    {t(s.locked ? 'actions.unlock' : 'actions.lock')}
                  </Button>
                </td>
              </tr>
            ))}
          </Table>
        )}
      </section>

      <section className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-fg">{t('staff.keys')}</h2>
          <Button variant="secondary" onClick={() => open({ kind: 'create', what: 'key' })}>
            {t('staff.add_key')}
          </Button>
        </div>
        {keys.isError ? (
          <p role="alert" className="text-danger">
            {consoleError(keys.error, t)}
          </p>
        ) : (
          <Table
            caption={t('staff.keys')}
            headers={[
              t('col.id'),
              t('staff.key_name'),
              t('staff.role'),
              t('col.created'),
              t('col.status'),
              t('col.actions'),
            ]}
          >
            {(keys.data?.content ?? []).map((k) => (
              <tr key={k.id} className="border-t border-border" data-testid={`key-${k.id}`}>
                <td className={cell}>{k.id}</td>
                <td className={cell} dir="auto">
                  {k.name}
                </td>
                <td className={cell}>{t(`roles.${k.role}`)}</td>
                <td className={cell}>{f.dateTime(k.createdAt)}</td>
                <td className={cell}>
                  {k.revokedAt
                    ? `${t('staff.revoked')} ${f.dateTime(k.revokedAt)}`
                    : t('member_status.active')}
                </td>
                <td className={cell}>
                  {!k.revokedAt && (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => open({ kind: 'revoke', key: k })}
                      aria-label={t('staff.revoke_title', { name: k.name })}
                    >
                      {t('staff.revoke')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </Table>
        )}
      </section>

      {dialog?.kind === 'create' && (
        <CreateDialog
          kind={dialog.what}
          busy={change.isPending}
          error={error}
          created={created}
          onClose={() => setDialog(null)}
          onConfirm={(input) => change.mutate(input)}
        />
      )}
      {(dialog?.kind === 'lock' || dialog?.kind === 'unlock') && (
        <ReasonDialog
          title={t(dialog.kind === 'lock' ? 'staff.lock_title' : 'staff.unlock_title', {
            name: dialog.staff.loginName,
          })}
          confirmLabel={t(dialog.kind === 'lock' ? 'actions.lock' : 'actions.unlock')}
          busy={change.isPending}
          error={error}
          onClose={() => setDialog(null)}
          onConfirm={(reason) => change.mutate({ reason })}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'revoke'}
        title={dialog?.kind === 'revoke' ? t('staff.revoke_title', { name: dialog.key.name }) : ''}
        message={
          error ? (
            <span role="alert" className="text-danger">
              {error}
            </span>
          ) : (
            ''
          )
        }
        confirmLabel={t('staff.revoke')}
        cancelLabel={t('actions.cancel')}
        onConfirm={async () => {
          await change.mutateAsync(null).catch(() => undefined);
        }}
        onCancel={() => setDialog(null)}
      />
    </div>
  );
}
