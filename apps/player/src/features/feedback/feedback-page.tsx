import { contentPageQueries } from '@platform/api-client/queries/content-pages';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { FeedbackForm } from './feedback-form';

/** /feedback: feedback and complaints. */
export function FeedbackPage() {
  const { t } = useTranslation('content');
  const api = useApi();
  const config = useQuery(contentPageQueries(api).feedbackConfig());
  return (
    <PageFrame title={t('feedback.title')} lead={t('feedback.lead')} testId="feedback-page">
      <QueryState
        isPending={config.isPending}
        error={config.error}
        onRetry={() => void config.refetch()}
      />
      {config.data && <FeedbackForm config={config.data} />}
    </PageFrame>
  );
}
