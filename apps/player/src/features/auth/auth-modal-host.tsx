import { closeAuthDialog, needsPasswordChange, useAuthDialog, useSession } from '@platform/auth';
import { IpVerificationDialog } from '@platform/auth/ui';
import { errorMessage } from '@platform/site';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ChangePasswordModal } from './change-password-modal';
import { ForgotModal } from './forgot-modal';
import { LoginModal } from './login-modal';
import { NeedTrueAccountDialog } from './need-true-account-dialog';
import { RegisterModal, type RegisterSearch } from './register-modal';
import { useAfterLogin } from './use-after-login';
import { WelcomeDialog } from './welcome-dialog';

export interface AuthModalHostProps {
  path: string;
  search: RegisterSearch;
}

/** Renders the account popups: by path (/login, /register, /forget) and from the dialog store. */
export function AuthModalHost({ path, search }: AuthModalHostProps) {
  const dialog = useAuthDialog();
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const afterLogin = useAfterLogin();
  const home = () => void navigate({ to: '/' });
  // Whether a session was there when this path was entered (a visitor who signs in here is
  // sent on by the sign-in itself, to where they were).
  const [entry, setEntry] = useState({ path, signedIn: isLoggedIn });
  if (entry.path !== path) setEntry({ path, signedIn: isLoggedIn });
  const signedInOnEntry =
    (entry.path === path ? entry.signedIn : isLoggedIn) &&
    isLoggedIn &&
    (path === '/login' || path === '/register');
  useEffect(() => {
    if (signedInOnEntry) void navigate({ to: '/', replace: true });
  }, [signedInOnEntry, navigate]);

  // One change-password popup, whether the dialog store or the session's forced flag (which
  // survives a reload) asks for it, so it never remounts and loses what was typed.
  const changePassword =
    dialog?.kind === 'change-password'
      ? { forced: dialog.forced }
      : isLoggedIn && needsPasswordChange()
        ? { forced: true }
        : null;
  return (
    <>
      {path === '/login' && !isLoggedIn ? <LoginModal onClose={home} /> : null}
      {path === '/register' && !isLoggedIn ? (
        <RegisterModal search={search} onClose={home} />
      ) : null}
      {path === '/forget' ? <ForgotModal onClose={home} /> : null}
      {changePassword ? (
        <ChangePasswordModal forced={changePassword.forced} onClose={closeAuthDialog} />
      ) : null}
      {dialog?.kind === 'ip-verification' ? (
        <IpVerificationDialog
          verification={dialog}
          onClose={closeAuthDialog}
          onVerified={afterLogin}
          errorText={errorMessage}
        />
      ) : null}
      {dialog?.kind === 'need-true-account' ? (
        <NeedTrueAccountDialog onClose={closeAuthDialog} />
      ) : null}
      {dialog?.kind === 'welcome' ? <WelcomeDialog onClose={closeAuthDialog} /> : null}
    </>
  );
}
