// @platform/forms: server validation config -> zod schemas for react-hook-form, the pattern
// catalogue, and the reusable field components.
export { matchesRule, OPTIONAL_REGISTER_FIELDS, PATTERN_KINDS, ruleRegExp } from '@platform/rules';
export { lengthRange, MESSAGE_KEYS } from './messages';
export type { Translate } from './messages';
export { patternMessage } from './patterns';
export type { OptionalRegisterField, PatternKind } from '@platform/rules';
export { flagUrl, isValidMobile, normaliseMobile } from './phone';
export { requiredString, ruleString } from './schemas/rule-string';
export { buildRegisterSchema, registerLayout, registerRequired } from './schemas/register-schema';
export type {
  RegisterLayout,
  RegisterMode,
  RegisterSchemaOptions,
  RegisterValues,
} from './schemas/register-schema';
export {
  buildChangePasswordSchema,
  buildForgotEmailSchema,
  buildForgotPhoneSchema,
  buildPasswordLoginSchema,
  buildSmsLoginSchema,
} from './schemas/account-schemas';
export {
  errorAria,
  errorIdOf,
  FieldError,
  focusFirstInvalid,
  useFocusFirstInvalid,
} from './fields/field-error';
export { SelectField } from './fields/select-field';
export type { SelectFieldProps } from './fields/select-field';
export { TextField } from './fields/text-field';
export type { TextFieldProps } from './fields/text-field';
export { PasswordField } from './fields/password-field';
export type { PasswordFieldProps } from './fields/password-field';
export { CheckboxField } from './fields/checkbox-field';
export type { CheckboxFieldProps } from './fields/checkbox-field';
export { BLUR_CLOSE_MS, CountryPicker } from './fields/country-picker';
export type { CountryOption, CountryPickerProps } from './fields/country-picker';
export { MobileField } from './fields/mobile-field';
export type { MobileFieldProps } from './fields/mobile-field';
export { CAPTCHA_REFRESH_MS, CaptchaField } from './fields/captcha-field';
export type { CaptchaFieldProps } from './fields/captcha-field';
export { SEND_THROTTLE_MS, SmsCodeField } from './fields/sms-code-field';
export type { SmsCodeFieldProps } from './fields/sms-code-field';
export { useCountdown } from './fields/use-countdown';
export { checkImages, MAX_IMAGE_BYTES, MAX_IMAGES, toBase64 } from './images';
export type { ImageRefusal } from './images';
