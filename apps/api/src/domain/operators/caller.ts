// The caller of the operator API, as every operator call sees it.
import { createHash } from 'node:crypto';
import type { StaffRole } from './permissions';

/** Who calls the operator API: a staff member's session or an operator key. */
export interface Operator {
  kind: 'key' | 'staff';
  /** The key's id or the staff member's id. */
  id: number;
  name: string;
  merchantId: number;
  role: StaffRole;
  /** The caller's idempotency scope: `o:<keyId>` or `s:<staffId>`. */
  scope: string;
  /** Where the call came from. */
  ip: string | null;
}

export const hashSecret = (key: string) => createHash('sha256').update(key).digest('hex');
