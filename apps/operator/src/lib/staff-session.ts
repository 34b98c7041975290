// The signed-in staff member of this browser tab: the session token the operator API takes as
// X-Operator-Session, with the name, role and permissions the console shows its screens by.
// Kept in sessionStorage: closing the tab signs out, and the server ends it after idle time.
import type { components } from '@platform/api-client';

export type StaffPermission = components['schemas']['StaffPermission'];

export interface StaffSession {
  token: string;
  loginName: string;
  role: components['schemas']['StaffRole'];
  permissions: StaffPermission[];
}

const KEY = 'operator.session';
let current: StaffSession | null | undefined;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readStaffSession(): StaffSession | null {
  if (current !== undefined) return current;
  try {
    const raw = storage()?.getItem(KEY);
    current = raw ? (JSON.parse(raw) as StaffSession) : null;
  } catch {
    current = null;
  }
  return current;
}

export function saveStaffSession(session: StaffSession | null): void {
  current = session;
  const store = storage();
  if (session) store?.setItem(KEY, JSON.stringify(session));
  else store?.removeItem(KEY);
  for (const listener of listeners) listener();
}

export function onStaffSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const can = (session: StaffSession | null, permission: StaffPermission): boolean =>
  session?.permissions.includes(permission) ?? false;
