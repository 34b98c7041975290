import { useLogout } from '../logout.mutations';
import { ConfirmDialog } from '@platform/ui';
import { useNavigate } from '@tanstack/react-router';

export interface SignOutDialogTexts {
  title: string;
  message: string;
  confirm: string;
  cancel: string;
  busy: string;
}

/** The texts in the `auth` namespace (screens that have it loaded: member and agent centres). */
export function authSignOutTexts(t: (key: string) => string): SignOutDialogTexts {
  return {
    title: t('logout.title'),
    message: t('logout.text'),
    confirm: t('logout.confirm'),
    cancel: t('common.cancel'),
    busy: t('common.please_wait'),
  };
}

export interface SignOutDialogProps {
  open: boolean;
  onClose: () => void;
  /** Where the visitor lands once signed out (the player's home, the agent landing). */
  redirectTo: string;
  /** Translated by the caller, from whichever namespace its screen has loaded. */
  texts: SignOutDialogTexts;
  /** The server could not be told (the local session is gone anyway, useLogout ends it). */
  onError?: (error: unknown) => void;
}

/** Sign out needs a confirmation; then the session ends here and on the server. */
export function SignOutDialog({ open, onClose, redirectTo, texts, onError }: SignOutDialogProps) {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={open}
      title={texts.title}
      message={texts.message}
      confirmLabel={texts.confirm}
      cancelLabel={texts.cancel}
      loadingLabel={texts.busy}
      destructive
      onCancel={onClose}
      onConfirm={async () => {
        // The signed-in screen is left as soon as the token is gone, before the session's
        // data is dropped (see useLogout).
        const leave = () => navigate({ to: redirectTo });
        try {
          await logout.mutateAsync(leave);
        } catch (error) {
          onError?.(error);
        }
        onClose();
        await navigate({ to: redirectTo });
      }}
    />
  );
}
