// The public surface of domain/passwords: changing a password, and the temporary password
// that forgot-by-e-mail sends.
export {
  checkNewPassword,
  emailTemporaryPassword,
  setPassword,
  verifyOldPassword,
} from './password-change';
