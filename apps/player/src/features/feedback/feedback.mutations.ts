import { type FeedbackQuestionType, unwrap } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { useMutation } from '@tanstack/react-query';
import { toBase64 } from '@platform/forms';

export interface FeedbackDraft {
  questionType: FeedbackQuestionType;
  content: string;
  files: File[];
}

/** Sends one feedback (PUT /wps/feedback), the picked images inlined as base64. */
export function useSendFeedbackMutation({ onSuccess }: { onSuccess: () => void }) {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ files, ...values }: FeedbackDraft) =>
      unwrap(
        api.PUT('/wps/feedback', {
          body: {
            ...values,
            images: await Promise.all(
              files.map(async (f) => ({
                name: f.name,
                contentType:
                  f.type === 'image/png' ? ('image/png' as const) : ('image/jpeg' as const),
                data: await toBase64(f),
              })),
            ),
          },
        }),
      ),
    onSuccess,
  });
}
