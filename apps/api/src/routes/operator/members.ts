// A member's page in the console: ledger and bets (the member's own records, read for staff),
// limits, play breaks and sign-ins, staff notes, and the resets of two-factor and of the
// payment password. Access is checked before these run (plugins/operator-access.ts).
import { pageInput } from '../../domain/kernel';
import {
  addMemberNote,
  memberBets,
  memberDetail,
  memberLedger,
  memberNotesPage,
  memberSafety,
  resetMemberSecurity,
} from '../../domain/operators';
import { ok } from '../../http/envelope';
import { requireOperator } from '../../http/operator';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

const operatorMemberLedger =
  ({ db, clock }: HandlerDeps): Handler<'operatorMemberLedger'> =>
  async (request) => {
    requireOperator(request);
    return ok(
      await memberLedger(
        db,
        requireMerchant(request),
        request.params.account,
        request.query,
        clock(),
      ),
    );
  };

const operatorMemberBets =
  ({ db, clock }: HandlerDeps): Handler<'operatorMemberBets'> =>
  async (request) => {
    requireOperator(request);
    return ok(
      await memberBets(
        db,
        requireMerchant(request),
        request.params.account,
        request.query,
        clock(),
      ),
    );
  };

const operatorMemberSafety =
  ({ db, clock }: HandlerDeps): Handler<'operatorMemberSafety'> =>
  async (request) =>
    ok(
      await memberSafety(db, requireOperator(request).merchantId, request.params.account, clock()),
    );

const operatorMemberNotes =
  ({ db }: HandlerDeps): Handler<'operatorMemberNotes'> =>
  async (request) =>
    ok(
      await memberNotesPage(
        db,
        requireOperator(request).merchantId,
        request.params.account,
        pageInput(request.query),
      ),
    );

const operatorAddMemberNote =
  ({ db, clock }: HandlerDeps): Handler<'operatorAddMemberNote'> =>
  async (request) => {
    const by = requireOperator(request);
    return ok(
      await addMemberNote(db, {
        merchantId: by.merchantId,
        account: request.params.account,
        text: request.body.text.trim(),
        by,
        now: clock(),
      }),
    );
  };

const memberReset =
  (what: 'twoFactor' | 'paymentPassword') =>
  ({ db, clock }: HandlerDeps): Handler<'operatorResetMemberTwoFactor'> =>
  async (request) => {
    const by = requireOperator(request);
    await resetMemberSecurity(db, {
      merchantId: by.merchantId,
      account: request.params.account,
      what,
      reason: request.body.reason.trim(),
      by,
      now: clock(),
    });
    return ok(await memberDetail(db, by.merchantId, request.params.account));
  };

export const memberHandlers = (deps: HandlerDeps) => ({
  operatorMemberLedger: operatorMemberLedger(deps),
  operatorMemberBets: operatorMemberBets(deps),
  operatorMemberSafety: operatorMemberSafety(deps),
  operatorMemberNotes: operatorMemberNotes(deps),
  operatorAddMemberNote: operatorAddMemberNote(deps),
  operatorResetMemberTwoFactor: memberReset('twoFactor')(deps),
  operatorResetMemberPaymentPassword: memberReset('paymentPassword')(
    deps,
  ) as Handler<'operatorResetMemberPaymentPassword'>,
});
