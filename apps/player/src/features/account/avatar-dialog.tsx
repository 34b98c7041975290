import { memberAccountQueries } from '@platform/api-client/queries/member-account';
import { useApi } from '@platform/api-client/react';
import { checkImages, toBase64 } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button, Modal } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useSiteModule } from './use-site-module';
import { accountError } from './account-errors';
import { Notice } from './account-ui';
import { formatBytes } from './format';
import { useSetAvatar } from './account.mutations';

/** Choose one of the preset pictures, or upload a PNG or JPG (PROFPIC3). */
export function AvatarDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const { data: avatar } = useQuery(memberAccountQueries(api).avatar());
  const uploads = useSiteModule('PROFPIC3');
  const save = useSetAvatar();
  const [chosen, setChosen] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const current = chosen ?? (avatar?.avatarType === 'STATIC' ? avatar.avatar : null);
  const maxBytes = avatar?.maxBytes ?? 5 * 1024 * 1024;

  async function upload(picked: File | undefined) {
    if (!picked) return;
    setRefusal(null);
    const { refused } = await checkImages(0, [picked], { maxImages: 1, maxBytes });
    if (refused[0]) {
      const size = formatBytes(maxBytes);
      return setRefusal(
        t(refused[0].reason === 'size' ? 'errors.avatar_too_large' : 'errors.avatar_invalid', {
          size,
        }),
      );
    }
    save.mutate({ image: await toBase64(picked) });
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('avatar.title')}
      closeLabel={t('close')}
      width={520}
    >
      <div className="flex flex-col gap-4" data-testid="avatar-dialog">
        {avatar && (
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-fg">{t('avatar.presets')}</legend>
            <div className="grid grid-cols-4 gap-2 sm:grid-cols-6">
              {avatar.presets.map((preset, i) => (
                <label
                  key={preset.avatar}
                  className="cursor-pointer rounded-full p-0.5 ring-accent has-[:checked]:ring-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent"
                >
                  <input
                    type="radio"
                    name="avatar-preset"
                    value={preset.avatar}
                    checked={current === preset.avatar}
                    onChange={() => setChosen(preset.avatar)}
                    className="sr-only"
                  />
                  <img
                    src={preset.url}
                    alt={t('avatar.preset', { n: i + 1 })}
                    width={64}
                    height={64}
                    className="size-14 rounded-full"
                  />
                </label>
              ))}
            </div>
            <Button
              className="mt-3"
              variant="secondary"
              disabled={chosen === null}
              loading={save.isPending && save.variables?.avatar !== undefined}
              loadingLabel={t('loading')}
              onClick={() => chosen !== null && save.mutate({ avatar: chosen })}
            >
              {t('save')}
            </Button>
          </fieldset>
        )}
        {uploads && (
          <div>
            <label htmlFor={fileId} className="block text-sm font-medium text-fg">
              {t('avatar.upload')}
            </label>
            <p className="mb-2 text-xs text-fg-muted">
              {t('avatar.upload_hint', { size: formatBytes(maxBytes) })}
            </p>
            <Button variant="ghost" onClick={() => file.current?.click()}>
              {t('avatar.choose_file')}
            </Button>
            <input
              ref={file}
              id={fileId}
              type="file"
              accept="image/png,image/jpeg"
              className="sr-only"
              data-testid="avatar-file"
              onChange={(e) => {
                void upload(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </div>
        )}
        {refusal && <Notice kind="error">{refusal}</Notice>}
        {save.error && <Notice kind="error">{accountError(save.error, t)}</Notice>}
        {save.isSuccess && <Notice kind="ok">{t('avatar.saved')}</Notice>}
      </div>
    </Modal>
  );
}
