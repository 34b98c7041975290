import { useTranslation } from '@platform/i18n/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { MAX_IMAGES } from '@platform/forms';

export interface ImagePickerProps {
  files: readonly File[];
  onPick: (files: File[]) => void;
  onRemove: (index: number) => void;
  /** Translated refusals of the last pick. */
  errors: readonly string[];
}

/** Up to three PNG/JPG attachments with previews and remove buttons. */
export function ImagePicker({ files, onPick, onRemove, errors }: ImagePickerProps) {
  const { t } = useTranslation('content');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-fg">
        {t('feedback.images')}{' '}
        <span className="text-fg-muted">({t('feedback.images_hint', { max: MAX_IMAGES })})</span>
      </label>
      <div className="flex flex-wrap gap-3">
        {files.map((file, i) => (
          <figure
            key={`${file.name}-${i}`}
            className="relative size-24 overflow-hidden rounded-lg border border-border"
          >
            <img src={previews[i]} alt={file.name} className="h-full w-full object-cover" />
            <button
              type="button"
              onClick={() => onRemove(i)}
              aria-label={t('feedback.remove_image', { name: file.name })}
              className="absolute end-1 top-1 grid size-6 place-items-center rounded-full bg-bg/80 text-fg hover:bg-danger"
            >
              ×
            </button>
          </figure>
        ))}
        <button
          type="button"
          onClick={() => input.current?.click()}
          className="grid size-24 place-items-center rounded-lg border border-dashed border-border-strong text-sm text-fg-secondary hover:bg-surface-hover"
        >
          {t('feedback.add_image')}
        </button>
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          className="sr-only"
          data-testid="feedback-file"
          onChange={(e) => {
            onPick([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
      </div>
      {errors.length > 0 && (
        <ul role="alert" className="mt-2 space-y-1 text-sm text-danger" data-testid="image-errors">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
