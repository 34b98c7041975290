import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PageFrame } from '../../components/page-frame';
import { DownloadCard } from './download-card';
import { InstallGuide } from './install-guide';
import { AndroidIcon, AppleIcon, LiteAppIcon } from './platform-icons';
import { useInstallPrompt } from './use-install-prompt';
import type { LoaderArgs } from '../../lib/route-context';

/** Route loader of /down. */
export const loader = ({ context }: LoaderArgs) =>
  context.queryClient.ensureQueryData(systemQueries(context.api).status());

/** /down: the iOS and Android apps (links from the site resources) and the installable lite app. */
export function DownloadPage() {
  const { t } = useTranslation('content');
  const api = useApi();
  const { data: status } = useSuspenseQuery(systemQueries(api).status());
  const resources = status.info.resources;
  const urlOf = (type: string) => resources.find((r) => r.resourceType === type)?.url;
  const { state, install } = useInstallPrompt();
  const link = (href: string | undefined, label: string) =>
    href ? (
      <a href={href} className="ui-button ui-button--primary ui-button--md" download>
        {label}
      </a>
    ) : (
      <p className="text-sm text-fg-muted">{t('download.unavailable')}</p>
    );

  return (
    <PageFrame
      title={t('download.title')}
      lead={t('download.lead', { site: status.info.siteName })}
      testId="download-page"
    >
      <ul className="grid gap-4 lg:grid-cols-3">
        <DownloadCard
          testId="download-ios"
          icon={<AppleIcon />}
          title={t('download.ios')}
          text={t('download.ios_text')}
          action={link(urlOf('APP_IOS'), t('download.get_ios'))}
        >
          <InstallGuide platform="ios" />
        </DownloadCard>
        <DownloadCard
          testId="download-android"
          icon={<AndroidIcon />}
          title={t('download.android')}
          text={t('download.android_text')}
          action={link(urlOf('APP_ANDROID'), t('download.get_android'))}
        >
          <InstallGuide platform="android" />
        </DownloadCard>
        <DownloadCard
          testId="download-lite"
          icon={<LiteAppIcon />}
          title={t('download.lite')}
          text={t('download.lite_text')}
          action={
            state === 'installed' ? (
              <p className="text-sm text-success" role="status">
                {t('download.installed')}
              </p>
            ) : state === 'available' ? (
              <Button onClick={() => void install()}>{t('download.install')}</Button>
            ) : (
              <p className="text-sm text-fg-secondary">{t('download.install_manual')}</p>
            )
          }
        >
          <InstallGuide platform="lite_ios" />
          <InstallGuide platform="lite_android" />
          <InstallGuide platform="lite_desktop" />
        </DownloadCard>
      </ul>
    </PageFrame>
  );
}
