import { contentPageQueries } from '@platform/api-client/queries/content-pages';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PageFrame } from '../../components/page-frame';
import { FeedbackForm } from './feedback-form';
import type { LoaderArgs } from '../../lib/route-context';

/** Route loader of /feedback. */
export const loader = ({ context }: LoaderArgs) =>
  context.queryClient.ensureQueryData(contentPageQueries(context.api).feedbackConfig());

/** /feedback: feedback and complaints. */
export function FeedbackPage() {
  const { t } = useTranslation('content');
  const api = useApi();
  const config = useSuspenseQuery(contentPageQueries(api).feedbackConfig());
  return (
    <PageFrame title={t('feedback.title')} lead={t('feedback.lead')} testId="feedback-page">
      <FeedbackForm config={config.data} />
    </PageFrame>
  );
}
