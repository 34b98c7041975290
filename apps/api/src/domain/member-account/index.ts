// The public surface of domain/member-account: what the rest of the server may use.
export { avatarImage, avatarOf, avatarUrlOf, AVATAR_MAX_BYTES, setAvatar } from './avatars';
export { bindEmail, bindMobile, sendBindEmailCode, sendBindSmsCode } from './contacts';
export { /** @internal */ describeDevice } from './device';
export { base32, confirmGoogleAuth, disableGoogleAuth, startGoogleAuthSetup } from './google-auth';
export { profileOf, updateProfile } from './profile';
export { securityCenterOf } from './security-center';
export { loginHistory, signOutOtherSessions } from './sign-in-history';
