import { type components, unwrap } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { SelectField } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button, Modal } from '@platform/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { consoleError } from '../../lib/errors';
import { EN, LanguageTexts, textsOf, useLanguageTexts, written } from './language-texts';

type Article = components['schemas']['OperatorHelpArticle'];

/**
 * Edits a help article's title and text per language, or adds one to a chosen topic (publishing
 * is its own confirmed step).
 */
export function HelpEditor({
  article,
  topics,
  languages,
  onSaved,
  onClose,
}: {
  article: Article | null;
  topics: Article[];
  languages: string[];
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('operatorConsole');
  const api = useApi();
  const { lang, setLang, texts, setTexts } = useLanguageTexts(article?.texts ?? []);
  const [topic, setTopic] = useState(topics[0]?.key ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: components['schemas']['HelpArticleInput']) =>
      unwrap(
        article
          ? api.PUT('/operator/helpArticles/{key}', {
              params: { path: { key: article.key } },
              body,
            })
          : api.POST('/operator/helpArticles', { body: { ...body, topic } }),
      ),
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
    save.mutate({ texts: textsOf(texts) });
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        article
          ? t('content.edit_for', { title: article.texts[0]?.title ?? article.key })
          : t('content.help_new')
      }
      closeLabel={t('actions.cancel')}
      width="min(40rem, 100%)"
    >
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="help-editor">
        {!article && (
          <SelectField
            label={t('content.help_topic')}
            name="topic"
            value={topic}
            onChange={(e) => setTopic(e.target.value)}
          >
            {topics.map((x) => (
              <option key={x.key} value={x.key}>
                {x.texts[0]?.title ?? x.key}
              </option>
            ))}
          </SelectField>
        )}
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
          <Button type="submit" loading={save.isPending} data-testid="help-save">
            {t('actions.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
