import { type components, unwrap } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { CheckboxField, SelectField, TextField } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button, Modal } from '@platform/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { consoleError } from '../../lib/errors';
import { ANNOUNCEMENT_KINDS } from '../../lib/table-search';
import { fromZonedInput, toZonedInput } from '../../lib/zoned-input';
import { EN, LanguageTexts, textsOf, useLanguageTexts, written } from './language-texts';

type Announcement = components['schemas']['OperatorAnnouncement'];
type Kind = components['schemas']['AnnouncementKind'];

/**
 * Creates or edits an announcement: its kind, schedule (in the merchant's zone), whether it is
 * published, an image, and a title and text per offered language. Switching the language keeps
 * every text typed; the languages still without a text are listed (the site shows EN there).
 */
export function AnnouncementEditor({
  editing,
  languages,
  timeZone,
  onSaved,
  onClose,
}: {
  editing: Announcement | null;
  languages: string[];
  timeZone: string | undefined;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('operatorConsole');
  const api = useApi();
  const firstRef = useRef<HTMLSelectElement>(null);
  const [type, setType] = useState<Kind>(editing?.type ?? 'H');
  const [start, setStart] = useState(toZonedInput(editing?.startDate ?? Date.now(), timeZone));
  const [end, setEnd] = useState(editing?.endDate ? toZonedInput(editing.endDate, timeZone) : '');
  const [published, setPublished] = useState(editing?.published ?? true);
  const [imageUrl, setImageUrl] = useState(editing?.imageUrl ?? '');
  const { lang, setLang, texts, setTexts } = useLanguageTexts(editing?.texts ?? []);
  const [problem, setProblem] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (body: components['schemas']['AnnouncementInput']) =>
      editing
        ? unwrap(
            api.PUT('/operator/announcements/{key}', {
              params: { path: { key: editing.key } },
              body,
            }),
          )
        : unwrap(api.POST('/operator/announcements', { body })),
    onSuccess: onSaved,
    onError: (failure) => setProblem(consoleError(failure, t)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startDate = fromZonedInput(start, timeZone);
    const endDate = end === '' ? null : fromZonedInput(end, timeZone);
    if (!written(texts, EN)) {
      setLang(EN);
      setProblem(t('content.en_required'));
      return;
    }
    if (startDate === null || (end !== '' && endDate === null)) {
      setProblem(t('content.bad_time'));
      return;
    }
    if (endDate !== null && endDate <= startDate) {
      setProblem(t('content.end_before_start'));
      return;
    }
    setProblem(null);
    save.mutate({
      type,
      startDate,
      endDate,
      published,
      imageUrl: imageUrl.trim() || null,
      texts: textsOf(texts),
    });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? t('content.edit_title') : t('content.new')}
      closeLabel={t('actions.cancel')}
      initialFocusRef={firstRef}
      width="min(40rem, 100%)"
    >
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            ref={firstRef}
            label={t('col.type')}
            name="type"
            value={type}
            onChange={(e) => setType(e.target.value as Kind)}
          >
            {ANNOUNCEMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`content.kind_${kind}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('content.image')}
            name="imageUrl"
            dir="ltr"
            maxLength={500}
            value={imageUrl}
            onChange={(e) => setImageUrl(e.target.value)}
          />
          <TextField
            label={t('content.start')}
            name="start"
            type="datetime-local"
            value={start}
            onChange={(e) => setStart(e.target.value)}
          />
          <TextField
            label={t('content.end')}
            name="end"
            type="datetime-local"
            value={end}
            onChange={(e) => setEnd(e.target.value)}
          />
        </div>
        <CheckboxField
          label={t('content.published')}
          name="published"
          checked={published}
          onChange={(e) => setPublished(e.target.checked)}
        />
        <LanguageTexts
          languages={languages}
          texts={texts}
          onChange={setTexts}
          lang={lang}
          onLang={setLang}
        />
        {problem && (
          <p role="alert" className="text-sm text-danger">
            {problem}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="announcement-save">
            {t('actions.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
