import type { FeedbackConfig } from '@platform/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@platform/i18n/react';
import { checkImages, errorAria, FieldError } from '@platform/forms';
import { errorMessage } from '@platform/site';
import { Button } from '@platform/ui';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type FeedbackDraft, useSendFeedbackMutation } from './feedback.mutations';
import { feedbackSchema, type FeedbackValues } from './feedback-schema';
import { ImagePicker } from './image-picker';

const REFUSAL_KEYS = {
  type: 'feedback.image_type',
  size: 'feedback.image_too_large',
  count: 'feedback.image_too_many',
} as const;

const field =
  'w-full rounded-md border border-border bg-bg-elevated px-3 py-2 text-fg focus:border-accent focus:outline-2 focus:outline-accent aria-[invalid=true]:border-danger';

/** Question type, content within the configured bounds and up to three images; sent with PUT /wps/feedback. */
export function FeedbackForm({ config }: { config: FeedbackConfig }) {
  const { t } = useTranslation('content');
  const ids = { type: useId(), content: useId() };
  const schema = useMemo(() => feedbackSchema(config), [config]);
  const form = useForm<FeedbackValues>({
    resolver: zodResolver(schema),
    defaultValues: { questionType: '', content: '' },
  });
  const [files, setFiles] = useState<File[]>([]);
  const [imageErrors, setImageErrors] = useState<string[]>([]);
  const send = useSendFeedbackMutation({
    onSuccess: () => {
      form.reset();
      setFiles([]);
      setImageErrors([]);
    },
  });
  const pick = async (picked: File[]) => {
    const { accepted, refused } = await checkImages(files.length, picked, {
      maxImages: config.maxImages,
      maxBytes: config.maxImageBytes,
    });
    setFiles((f) => [...f, ...accepted]);
    setImageErrors(
      refused.map((r) => t(REFUSAL_KEYS[r.reason], { name: r.name, max: config.maxImages })),
    );
  };
  const contentLength = form.watch('content').trim().length;
  const { errors } = form.formState;
  const message = (key: string | undefined) =>
    key && t(key, { min: config.minLength, max: config.maxLength });

  return (
    <form
      noValidate
      className="flex max-w-2xl flex-col gap-5"
      data-testid="feedback-form"
      onSubmit={form.handleSubmit((values) =>
        send.mutate({
          ...(schema.parse(values) as Omit<FeedbackDraft, 'files'>),
          files,
        }),
      )}
    >
      <div>
        <label htmlFor={ids.type} className="mb-1 block text-sm font-medium text-fg">
          {t('feedback.question_type')}
        </label>
        <select
          id={ids.type}
          className={field}
          {...errorAria(ids.type, message(errors.questionType?.message))}
          {...form.register('questionType')}
        >
          <option value="">{t('feedback.choose')}</option>
          {config.questionTypes.map((q) => (
            <option key={q} value={q}>
              {t(`feedback.type.${q}`)}
            </option>
          ))}
        </select>
        <FieldError inputId={ids.type} className="mt-1 text-sm text-danger">
          {message(errors.questionType?.message)}
        </FieldError>
      </div>
      <div>
        <label htmlFor={ids.content} className="mb-1 block text-sm font-medium text-fg">
          {t('feedback.content')}
        </label>
        <textarea
          id={ids.content}
          rows={6}
          dir="auto"
          className={field}
          {...errorAria(ids.content, message(errors.content?.message))}
          placeholder={t('feedback.content_placeholder')}
          {...form.register('content')}
        />
        <div className="mt-1 flex justify-between gap-2 text-sm">
          <span>
            <FieldError inputId={ids.content} className="text-danger">
              {message(errors.content?.message)}
            </FieldError>
          </span>
          <span className="font-mono text-fg-muted">
            {t('feedback.counter', { length: contentLength, max: config.maxLength })}
          </span>
        </div>
      </div>
      <ImagePicker
        files={files}
        errors={imageErrors}
        onPick={(f) => void pick(f)}
        onRemove={(i) => setFiles((f) => f.filter((_, j) => j !== i))}
      />
      {send.error && (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(send.error, t)}
        </p>
      )}
      {send.isSuccess && (
        <p
          role="status"
          className="rounded-md bg-accent-soft px-3 py-2 text-sm text-fg"
          data-testid="feedback-sent"
        >
          {t('feedback.sent')}
        </p>
      )}
      <Button
        type="submit"
        loading={send.isPending}
        loadingLabel={t('loading')}
        className="self-start"
      >
        {t('feedback.submit')}
      </Button>
    </form>
  );
}
