// The account dialogs both apps open (React components; the package root has none).
export { IpVerificationDialog } from './ui/ip-verification-dialog';
export type { IpVerificationDialogProps } from './ui/ip-verification-dialog';
export { authSignOutTexts, SignOutDialog } from './ui/sign-out-dialog';
export type { SignOutDialogProps, SignOutDialogTexts } from './ui/sign-out-dialog';
