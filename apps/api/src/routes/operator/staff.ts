// The operator console's own calls: staff sign-in (password, then an authenticator or recovery
// code, or enrolment first), who am I, sign out, staff accounts, members and their lock, and
// the audit log. Access is checked before these run (plugins/operator-access.ts).
import { notFound, pageInput, parseAmount, toDecimal } from '../../domain/kernel';
import {
  auditPage,
  confirmStaffEnrolment,
  createOperatorKey,
  createStaffUser,
  currentStaff,
  endStaffSession,
  fourEyesRule,
  isStaffRole,
  listOperatorKeys,
  listStaff,
  lockStaff,
  revokeOperatorKey,
  memberDetail,
  searchMembers,
  setFourEyesRule,
  setMemberLock,
  staffSignIn,
  startStaffEnrolment,
  unlockStaff,
  verifyStaffSignIn,
} from '../../domain/operators';
import { ok } from '../../http/envelope';
import { requireOperator, staffToken } from '../../http/operator';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

const operatorSignIn =
  ({ db, clock }: HandlerDeps): Handler<'operatorSignIn'> =>
  async (request) =>
    ok(
      await staffSignIn(db, {
        merchantId: requireMerchant(request).id,
        loginName: request.body.loginName,
        password: request.body.password,
        ip: request.ip,
        now: clock(),
      }),
    );

const operatorStartEnrolment =
  ({ db, clock }: HandlerDeps): Handler<'operatorStartEnrolment'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    return ok(
      await startStaffEnrolment(db, {
        merchantId: merchant.id,
        merchantName: merchant.name,
        challenge: request.body.challenge,
        now: clock(),
      }),
    );
  };

const operatorConfirmEnrolment =
  ({ db, clock }: HandlerDeps): Handler<'operatorConfirmEnrolment'> =>
  async (request) =>
    ok(
      await confirmStaffEnrolment(db, {
        merchantId: requireMerchant(request).id,
        challenge: request.body.challenge,
        code: request.body.code,
        ip: request.ip,
        now: clock(),
      }),
    );

const operatorVerifySignIn =
  ({ db, clock }: HandlerDeps): Handler<'operatorVerifySignIn'> =>
  async (request) =>
    ok(
      await verifyStaffSignIn(db, {
        merchantId: requireMerchant(request).id,
        challenge: request.body.challenge,
        code: request.body.code,
        recoveryCode: request.body.recoveryCode,
        ip: request.ip,
        now: clock(),
      }),
    );

const operatorCurrentStaff =
  ({ db }: HandlerDeps): Handler<'operatorCurrentStaff'> =>
  async (request) =>
    ok(await currentStaff(db, requireOperator(request)));

const operatorSignOut =
  ({ db, clock }: HandlerDeps): Handler<'operatorSignOut'> =>
  async (request) => {
    requireOperator(request);
    const token = staffToken(request);
    if (token) await endStaffSession(db, token, clock());
    return ok(null);
  };

const operatorListStaff =
  ({ db }: HandlerDeps): Handler<'operatorListStaff'> =>
  async (request) =>
    ok({ content: await listStaff(db, requireOperator(request).merchantId) });

const operatorCreateStaff =
  ({ db, clock }: HandlerDeps): Handler<'operatorCreateStaff'> =>
  async (request) => {
    const by = requireOperator(request);
    return ok(
      await createStaffUser(db, { merchantId: by.merchantId, ...request.body, now: clock(), by }),
    );
  };

const operatorLockStaff =
  ({ db, clock }: HandlerDeps): Handler<'operatorLockStaff'> =>
  async (request) => {
    const by = requireOperator(request);
    return ok(
      await lockStaff(db, {
        merchantId: by.merchantId,
        loginName: request.params.loginName,
        reason: request.body.reason.trim(),
        by,
        now: clock(),
      }),
    );
  };

const operatorUnlockStaff =
  ({ db, clock }: HandlerDeps): Handler<'operatorUnlockStaff'> =>
  async (request) => {
    const by = requireOperator(request);
    return ok(
      await unlockStaff(db, {
        merchantId: by.merchantId,
        loginName: request.params.loginName,
        by,
        now: clock(),
      }),
    );
  };

const keyView = (k: Awaited<ReturnType<typeof listOperatorKeys>>[number]) => ({
  id: k.id,
  name: k.name,
  role: isStaffRole(k.role) ? k.role : ('read-only' as const),
  createdAt: k.createdAt.toISOString(),
  revokedAt: k.revokedAt?.toISOString() ?? null,
});

const operatorListKeys =
  ({ db }: HandlerDeps): Handler<'operatorListKeys'> =>
  async (request) =>
    ok({ content: (await listOperatorKeys(db, requireOperator(request).merchantId)).map(keyView) });

/** A new key for a script: shown once in the answer (the database keeps its hash). */
const operatorCreateKey =
  ({ db, clock }: HandlerDeps): Handler<'operatorCreateKey'> =>
  async (request) => {
    const by = requireOperator(request);
    const name = request.body.name.trim();
    const made = await createOperatorKey(db, by.merchantId, name, clock(), {
      role: request.body.role,
      by,
    });
    return ok({ id: made.id, name, role: made.role, key: made.key });
  };

const operatorRevokeKey =
  ({ db, clock }: HandlerDeps): Handler<'operatorRevokeKey'> =>
  async (request) => {
    const by = requireOperator(request);
    const n = await revokeOperatorKey(db, by.merchantId, String(request.params.id), clock(), by);
    // Another merchant's key, an unknown one and one revoked already are alike.
    if (n === 0) throw notFound('No such active operator key');
    const key = (await listOperatorKeys(db, by.merchantId)).find((k) => k.id === request.params.id);
    return ok(keyView(key!));
  };

const operatorAuditLog =
  ({ db }: HandlerDeps): Handler<'operatorAuditLog'> =>
  async (request) => {
    const { staff, target, action, page, size } = request.query;
    return ok(
      await auditPage(
        db,
        requireOperator(request).merchantId,
        { staff, target, action },
        pageInput({ page, size }),
      ),
    );
  };

const operatorListMembers =
  ({ db }: HandlerDeps): Handler<'operatorListMembers'> =>
  async (request) => {
    const { page, size, ...filter } = request.query;
    return ok(
      await searchMembers(
        db,
        requireOperator(request).merchantId,
        filter,
        pageInput({ page, size }),
      ),
    );
  };

const operatorGetMember =
  ({ db }: HandlerDeps): Handler<'operatorGetMember'> =>
  async (request) =>
    ok(await memberDetail(db, requireOperator(request).merchantId, request.params.account));

const memberLock =
  (locked: boolean) =>
  ({ db, clock }: HandlerDeps): Handler<'operatorLockMember'> =>
  async (request) => {
    const by = requireOperator(request);
    return ok(
      await setMemberLock(db, {
        merchantId: by.merchantId,
        account: request.params.account,
        locked,
        reason: request.body.reason.trim(),
        by,
        now: clock(),
      }),
    );
  };

const operatorFourEyesRule =
  ({ db }: HandlerDeps): Handler<'operatorFourEyesRule'> =>
  async (request) =>
    ok(await fourEyesRule(db, requireOperator(request).merchantId));

const operatorSetFourEyesRule =
  ({ db, clock }: HandlerDeps): Handler<'operatorSetFourEyesRule'> =>
  async (request) => {
    const by = requireOperator(request);
    const { above } = request.body;
    return ok(
      await setFourEyesRule(db, {
        merchantId: by.merchantId,
        above: above === null ? null : toDecimal(parseAmount(above)),
        by,
        now: clock(),
      }),
    );
  };

export const staffHandlers = (deps: HandlerDeps) => ({
  operatorFourEyesRule: operatorFourEyesRule(deps),
  operatorSetFourEyesRule: operatorSetFourEyesRule(deps),
  operatorSignIn: operatorSignIn(deps),
  operatorStartEnrolment: operatorStartEnrolment(deps),
  operatorConfirmEnrolment: operatorConfirmEnrolment(deps),
  operatorVerifySignIn: operatorVerifySignIn(deps),
  operatorCurrentStaff: operatorCurrentStaff(deps),
  operatorSignOut: operatorSignOut(deps),
  operatorListStaff: operatorListStaff(deps),
  operatorCreateStaff: operatorCreateStaff(deps),
  operatorLockStaff: operatorLockStaff(deps),
  operatorUnlockStaff: operatorUnlockStaff(deps),
  operatorAuditLog: operatorAuditLog(deps),
  operatorListKeys: operatorListKeys(deps),
  operatorCreateKey: operatorCreateKey(deps),
  operatorRevokeKey: operatorRevokeKey(deps),
  operatorListMembers: operatorListMembers(deps),
  operatorGetMember: operatorGetMember(deps),
  operatorLockMember: memberLock(true)(deps),
  operatorUnlockMember: memberLock(false)(deps) as Handler<'operatorUnlockMember'>,
});
