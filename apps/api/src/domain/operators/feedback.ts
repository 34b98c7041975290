// Feedback on the staff side: what members and visitors wrote (with the images they sent,
// stored decoded and re-encoded), answered once from the console. The answer arrives in the
// member's inbox in the member's language (domain/messages writes it per recipient), in the
// same transaction as the answer and its audit entry.
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/members';
import { feedback, feedbackImages } from '../../db/schema/player-content';
import { staffUsers } from '../../db/schema/staff';
import { writeMessage } from '../messages';
import { AppError, type DbOrTx, notFound, offsetOf, type PageInput, pageOf } from '../kernel';
import { writeAudit } from './audit';
import type { Operator } from './caller';

type OperatorFeedback = components['schemas']['OperatorFeedback'];
type OperatorFeedbackDetail = components['schemas']['OperatorFeedbackDetail'];

/** The feedback's words quoted in the member's message, at most this many characters. */
const EXCERPT = 60;

const columns = {
  id: feedback.id,
  memberId: feedback.memberId,
  account: members.username,
  questionType: feedback.questionType,
  content: feedback.content,
  createdAt: feedback.createdAt,
  answer: feedback.answer,
  answeredAt: feedback.answeredAt,
  answeredBy: staffUsers.loginName,
};

type Row = {
  id: number;
  memberId: number | null;
  account: string | null;
  questionType: string;
  content: string;
  createdAt: Date;
  answer: string | null;
  answeredAt: Date | null;
  answeredBy: string | null;
};

const select = (db: DbOrTx) =>
  db
    .select(columns)
    .from(feedback)
    .leftJoin(members, eq(members.id, feedback.memberId))
    .leftJoin(staffUsers, eq(staffUsers.id, feedback.answeredByStaffId));

const toWire = (row: Row, images: number): OperatorFeedback => ({
  id: row.id,
  account: row.account,
  questionType: row.questionType,
  content: row.content,
  imageCount: images,
  createdAt: row.createdAt.toISOString(),
  answer: row.answer,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  answeredBy: row.answeredBy,
});

async function imageCounts(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: feedbackImages.feedbackId, n: count() })
    .from(feedbackImages)
    .where(inArray(feedbackImages.feedbackId, ids))
    .groupBy(feedbackImages.feedbackId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** The merchant's feedback, newest first: open (not answered) or answered. */
export async function feedbackList(
  db: Db,
  merchantId: number,
  filter: { status?: 'open' | 'answered' | undefined },
  page: PageInput,
) {
  const where: SQL[] = [eq(feedback.merchantId, merchantId)];
  if (filter.status === 'open') where.push(isNull(feedback.answeredAt));
  if (filter.status === 'answered') where.push(isNotNull(feedback.answeredAt));
  const condition = and(...where);
  const rows = await select(db)
    .where(condition)
    .orderBy(desc(feedback.id))
    .limit(page.size)
    .offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(feedback).where(condition);
  const counts = await imageCounts(
    db,
    rows.map((r) => r.id),
  );
  return pageOf(
    rows.map((r) => toWire(r, counts.get(r.id) ?? 0)),
    total?.n ?? 0,
    page,
  );
}

/** One of the merchant's feedback (another merchant's is no different from none). */
async function feedbackOf(db: DbOrTx, merchantId: number, id: number): Promise<Row> {
  const [row] = await select(db).where(
    and(eq(feedback.id, id), eq(feedback.merchantId, merchantId)),
  );
  if (!row) throw notFound('No such feedback');
  return row;
}

/** One feedback with its images (base64). */
export async function feedbackDetail(
  db: Db,
  merchantId: number,
  id: number,
): Promise<OperatorFeedbackDetail> {
  const row = await feedbackOf(db, merchantId, id);
  const images = await db
    .select({
      name: feedbackImages.name,
      contentType: feedbackImages.contentType,
      bytes: feedbackImages.bytes,
    })
    .from(feedbackImages)
    .where(eq(feedbackImages.feedbackId, id))
    .orderBy(feedbackImages.id);
  return {
    ...toWire(row, images.length),
    images: images.map((image) => ({
      name: image.name,
      contentType: image.contentType === 'image/jpeg' ? 'image/jpeg' : 'image/png',
      data: image.bytes.toString('base64'),
    })),
  };
}

const excerptOf = (text: string) => {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > EXCERPT ? `${chars.slice(0, EXCERPT - 1).join('')}…` : chars.join('');
};

/** Answers a member's feedback once: stored, audited, and sent to the member's inbox. */
export async function answerFeedback(
  db: Db,
  operator: Operator,
  id: number,
  text: string,
  now: number,
): Promise<OperatorFeedback> {
  const answer = text.trim();
  if (!answer) throw new AppError(400, 'request.param.err', 'The answer is empty');
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: feedback.id })
      .from(feedback)
      .where(and(eq(feedback.id, id), eq(feedback.merchantId, operator.merchantId)))
      .for('update');
    if (!locked) throw notFound('No such feedback');
    const row = await feedbackOf(tx, operator.merchantId, id);
    if (row.answeredAt) throw new AppError(409, 'feedback.answered', 'This feedback was answered');
    if (row.memberId === null) {
      throw new AppError(409, 'feedback.anonymous', 'A visitor wrote this: there is no inbox');
    }
    await tx
      .update(feedback)
      .set({
        answer,
        answeredAt: new Date(now),
        answeredByStaffId: operator.kind === 'staff' ? operator.id : null,
      })
      .where(eq(feedback.id, id));
    await writeMessage(tx, {
      merchantId: operator.merchantId,
      memberId: row.memberId,
      type: 'feedback_answered',
      eventKey: `feedback:${id}`,
      values: { excerpt: excerptOf(row.content), answer },
      now,
    });
    await writeAudit(tx, {
      merchantId: operator.merchantId,
      operator,
      action: 'feedback.answer',
      target: `feedback:${id}`,
      before: { answer: null },
      after: { answer },
      now,
    });
  });
  const row = await feedbackOf(db, operator.merchantId, id);
  return toWire(row, (await imageCounts(db, [id])).get(id) ?? 0);
}
