import { useTranslation } from '@platform/i18n/react';

export type GuidePlatform = 'ios' | 'android' | 'lite_ios' | 'lite_android' | 'lite_desktop';

const STEPS: Record<GuidePlatform, number> = {
  ios: 4,
  android: 4,
  lite_ios: 3,
  lite_android: 3,
  lite_desktop: 2,
};

/** Numbered install steps of one platform. */
export function InstallGuide({ platform }: { platform: GuidePlatform }) {
  const { t } = useTranslation('content');
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-fg">
        {t(`download.guide.${platform}.title`)}
      </h3>
      <ol className="list-decimal space-y-1 ps-5 text-sm text-fg-secondary">
        {Array.from({ length: STEPS[platform] }, (_, i) => (
          <li key={i}>{t(`download.guide.${platform}.step${i + 1}`)}</li>
        ))}
      </ol>
    </div>
  );
}
