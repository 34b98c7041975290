import { type components, unwrap } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { CheckboxField } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button, Modal } from '@platform/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { consoleError } from '../../lib/errors';
import { EN, LanguageTexts, textsOf, useLanguageTexts, written } from './language-texts';

type Page = components['schemas']['OperatorPage'];

/** Edits an information page: whether it is published, and a title and text per language. */
export function PageEditor({
  page,
  languages,
  onSaved,
  onClose,
}: {
  page: Page;
  languages: string[];
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('operatorConsole');
  const api = useApi();
  const firstRef = useRef<HTMLInputElement>(null);
  const [published, setPublished] = useState(page.published);
  const { lang, setLang, texts, setTexts } = useLanguageTexts(page.texts);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: components['schemas']['PageInput']) =>
      unwrap(api.PUT('/operator/pages/{key}', { params: { path: { key: page.key } }, body })),
    onSuccess: onSaved,
    onError: (failure) => setProblem(consoleError(failure, t)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!written(texts, EN)) {
      setLang(EN);
      setProblem(t('content.en_required'));
      return;
    }
    setProblem(null);
    save.mutate({ published, texts: textsOf(texts) });
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('content.edit_for', { title: page.texts[0]?.title ?? page.key })}
      closeLabel={t('actions.cancel')}
      initialFocusRef={firstRef}
      width="min(40rem, 100%)"
    >
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
        <CheckboxField
          ref={firstRef}
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
          <Button type="submit" loading={save.isPending} data-testid="page-save">
            {t('actions.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
