import { describe, expect, it } from 'vitest';
import { feedbackSchema } from './feedback-schema';

const schema = feedbackSchema({
  minLength: 10,
  maxLength: 20,
  questionTypes: ['DEPOSIT', 'OTHER'],
});
const issues = (v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('feedbackSchema', () => {
  it("says 'Please enter content' (its key) when empty, the bounds when too short or long", () => {
    expect(issues({ questionType: 'DEPOSIT', content: '   ' })).toEqual([
      'feedback.content_required',
    ]);
    expect(issues({ questionType: 'DEPOSIT', content: 'short' })).toEqual([
      'feedback.content_length',
    ]);
    expect(issues({ questionType: 'DEPOSIT', content: 'x'.repeat(21) })).toEqual([
      'feedback.content_length',
    ]);
    expect(issues({ questionType: 'DEPOSIT', content: '  exactly ten  ' })).toEqual([]);
  });

  it('needs a question type from the list', () => {
    expect(issues({ questionType: '', content: 'long enough text' })).toEqual([
      'feedback.choose_type',
    ]);
    expect(schema.parse({ questionType: 'OTHER', content: ' long enough text ' })).toEqual({
      questionType: 'OTHER',
      content: 'long enough text',
    });
  });
});
