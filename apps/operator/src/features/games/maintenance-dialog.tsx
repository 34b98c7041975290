import { type components, unwrap } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { CheckboxField, TextField } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button, Modal } from '@platform/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { consoleError } from '../../lib/errors';
import { fromZonedInput, toZonedInput } from '../../lib/zoned-input';

type Game = components['schemas']['OperatorGame'];
type Patch = components['schemas']['OperatorGamePatch'];

const ORDER = /^-?\d{1,7}$/;

/**
 * A game's maintenance and its place in the lobby: the switch (in maintenance until switched
 * off), a window with a start and an end in the merchant's zone (both empty: none), the order.
 */
export function MaintenanceDialog({
  game,
  timeZone,
  onSaved,
  onClose,
}: {
  game: Game;
  timeZone: string | undefined;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('operatorConsole');
  const api = useApi();
  const firstRef = useRef<HTMLInputElement>(null);
  const [maintenance, setMaintenance] = useState(game.maintenance);
  const zoned = (epoch: number | null) => (epoch === null ? '' : toZonedInput(epoch, timeZone));
  const [start, setStart] = useState(zoned(game.maintenanceFrom));
  const [end, setEnd] = useState(zoned(game.maintenanceUntil));
  const [order, setOrder] = useState(String(game.sort));
  const [problem, setProblem] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (body: Patch) =>
      unwrap(api.PATCH('/operator/games/{id}', { params: { path: { id: game.id } }, body })),
    onSuccess: onSaved,
    onError: (failure) => setProblem(consoleError(failure, t)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const from = start === '' ? null : fromZonedInput(start, timeZone);
    const until = end === '' ? null : fromZonedInput(end, timeZone);
    const bothOrNeither = (start === '') === (end === '');
    if (!bothOrNeither || (start !== '' && (from === null || until === null))) {
      setProblem(t('games.bad_window'));
      return;
    }
    if (from !== null && until !== null && until <= from) {
      setProblem(t('games.bad_window'));
      return;
    }
    if (!ORDER.test(order.trim())) {
      setProblem(t('games.bad_order'));
      return;
    }
    setProblem(null);
    save.mutate({
      maintenance,
      maintenanceFrom: from,
      maintenanceUntil: until,
      sort: Number(order.trim()),
    });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('games.maintenance_for', { name: game.name })}
      closeLabel={t('actions.cancel')}
      initialFocusRef={firstRef}
      width="min(32rem, 100%)"
    >
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
        <CheckboxField
          ref={firstRef}
          label={t('games.maintenance_switch')}
          name="maintenance"
          checked={maintenance}
          onChange={(e) => setMaintenance(e.target.checked)}
        />
        <p className="text-sm text-fg-secondary">{t('games.window_hint', { zone: timeZone })}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('games.window_start')}
            name="start"
            type="datetime-local"
            value={start}
            onChange={(e) => setStart(e.target.value)}
          />
          <TextField
            label={t('games.window_end')}
            name="end"
            type="datetime-local"
            value={end}
            onChange={(e) => setEnd(e.target.value)}
          />
        </div>
        <TextField
          label={t('games.order')}
          name="order"
          inputMode="numeric"
          dir="ltr"
          value={order}
          onChange={(e) => setOrder(e.target.value)}
        />
        {problem && (
          <p role="alert" className="text-sm text-danger">
            {problem}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={save.isPending}>
            {t('actions.save')}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
