import { needsPasswordChange, useAuthDialog, useToken } from '@platform/auth';
import { lazyGroup } from '@platform/site';
import { useRouterState, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { forgetIntent } from '../../lib/pending-intent';

// Lazy screen group "Auth": forms, schemas and phone metadata load only when a popup opens.
const loadHost = lazyGroup(() => import('./auth-modal-host'));
const AuthModalHost = lazy(() => loadHost().then((m) => ({ default: m.AuthModalHost })));

const AUTH_PATHS = new Set(['/login', '/register', '/forget']);

/** Mounted once next to the layout: the login, register and forgot popups and the account dialogs. */
export function AuthModals() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // The codes that fill the registration form, as /register declares them.
  const search = useSearch({ from: '/register', shouldThrow: false }) ?? {};
  const dialog = useAuthDialog();
  const token = useToken();
  const path = pathname.replace(/\/+$/, '') || '/';
  // Leaving the sign-in pages without signing in drops what the visitor wanted to do (a
  // sign-in has taken it already).
  const previous = useRef(path);
  useEffect(() => {
    if (AUTH_PATHS.has(previous.current) && !AUTH_PATHS.has(path)) forgetIntent();
    previous.current = path;
  }, [path]);
  const needed =
    AUTH_PATHS.has(path) || dialog !== null || (token !== null && needsPasswordChange());
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AuthModalHost path={path} search={search} />
    </Suspense>
  );
}
