import { signedInAnew } from '../signed-in';
import { checkNewPassword, setPassword, verifyOldPassword } from '../../domain/passwords';
import { revokeSession } from '../../domain/sessions';
import { requireMerchant, requireSession } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

/**
 * The old password is needed unless this session was opened with a password that must
 * change (the forced flow right after sign-in). Success opens a new session.
 */
export const changePassword =
  (deps: HandlerDeps): Handler<'changePassword'> =>
  async (request) => {
    const { db } = deps;
    const merchant = requireMerchant(request);
    const session = await requireSession(request, deps);
    const now = deps.clock();
    const { oldPassword, newPassword, confirmNewPassword } = request.body;
    const { member } = session;
    if (!session.mustChangePassword) await verifyOldPassword(db, member, oldPassword, now);
    await checkNewPassword(db, merchant, member, newPassword, confirmNewPassword);
    await setPassword(db, member, newPassword, now);
    await revokeSession(db, session.sessionId, now);
    return signedInAnew(request, { db, merchant, member, now });
  };
