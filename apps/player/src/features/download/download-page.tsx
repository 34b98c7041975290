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

/**
 * /down: the lite app (installable from a button where the browser offers it, else by the
 * steps of each device, Add to Home Screen on iOS), and the iOS and Android apps only when the
 * site's resources link them: no steps for something that cannot be installed. With no native
 * app the lite app leads, with a line saying so.
 */
export function DownloadPage() {
  const { t } = useTranslation('content');
  const api = useApi();
  const { data: status } = useSuspenseQuery(systemQueries(api).status());
  const resources = status.info.resources;
  const urlOf = (type: string) => resources.find((r) => r.resourceType === type)?.url;
  const ios = urlOf('APP_IOS');
  const android = urlOf('APP_ANDROID');
  const { state, install } = useInstallPrompt();
  const link = (href: string, label: string) => (
    <a href={href} className="ui-button ui-button--primary ui-button--md" download>
      {label}
    </a>
  );

  return (
    <PageFrame
      title={t('download.title')}
      lead={t('download.lead', { site: status.info.siteName })}
      testId="download-page"
    >
      {!ios && !android && (
        <p className="mb-4 text-sm text-fg-secondary" data-testid="download-no-native">
          {t('download.no_native')}
        </p>
      )}
      <ul className={ios || android ? 'grid gap-4 lg:grid-cols-3' : 'grid max-w-2xl gap-4'}>
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
              <Button onClick={() => void install()} data-testid="install-lite">
                {t('download.install')}
              </Button>
            ) : (
              <p className="text-sm text-fg-secondary">{t('download.install_manual')}</p>
            )
          }
        >
          <InstallGuide platform="lite_ios" />
          <InstallGuide platform="lite_android" />
          <InstallGuide platform="lite_desktop" />
        </DownloadCard>
        {ios && (
          <DownloadCard
            testId="download-ios"
            icon={<AppleIcon />}
            title={t('download.ios')}
            text={t('download.ios_text')}
            action={link(ios, t('download.get_ios'))}
          >
            <InstallGuide platform="ios" />
          </DownloadCard>
        )}
        {android && (
          <DownloadCard
            testId="download-android"
            icon={<AndroidIcon />}
            title={t('download.android')}
            text={t('download.android_text')}
            action={link(android, t('download.get_android'))}
          >
            <InstallGuide platform="android" />
          </DownloadCard>
        )}
      </ul>
    </PageFrame>
  );
}
