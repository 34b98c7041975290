import type { FeedbackConfig, FeedbackQuestionType } from '@platform/api-client';
import { z } from 'zod';

/** Messages are keys of the content namespace; the form translates them. */
export function feedbackSchema(
  config: Pick<FeedbackConfig, 'minLength' | 'maxLength' | 'questionTypes'>,
) {
  return z.object({
    questionType: z
      .string()
      .refine(
        (v): v is FeedbackQuestionType => (config.questionTypes as string[]).includes(v),
        'feedback.choose_type',
      ),
    content: z
      .string()
      .transform((v) => v.trim())
      .pipe(
        z
          .string()
          .min(1, { error: 'feedback.content_required', abort: true })
          .refine(
            (v) => v.length >= config.minLength && v.length <= config.maxLength,
            'feedback.content_length',
          ),
      ),
  });
}

export type FeedbackValues = z.input<ReturnType<typeof feedbackSchema>>;
