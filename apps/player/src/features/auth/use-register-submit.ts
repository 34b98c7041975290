import { type components, isApiError } from '@platform/api-client';
import { accountQueries } from '@platform/api-client/queries/account';
import { useApi } from '@platform/api-client/react';
import { useHumanCheck } from '@platform/auth';
import { normaliseMobile, type RegisterLayout, type RegisterMode } from '@platform/forms';
import { useQueryClient } from '@tanstack/react-query';
import { useRegisterMutation } from './auth.mutations';
import { PhoneCheckError, type PhoneVerifier } from './phone-verifier';
import { useAfterLogin } from './use-after-login';
import type { RegisterFormValues } from './register-values';

type RegisterRequest = components['schemas']['RegisterRequest'];

export interface RegisterSubmitContext {
  mode: RegisterMode;
  layout: RegisterLayout;
  /** The affiliate code the URL brought and the platform accepted. */
  urlAffiliateCode: string | null;
  onInvalidInvitation: () => void;
  onError: (error: unknown) => void;
  onCaptchaRejected: () => void;
  /** Proves the phone: the platform's SMS code or a Firebase token. */
  phone: PhoneVerifier;
  /** A refused phone proof (`auth/...` or firebase.token.invalid): registration stops here. */
  onPhoneError: (code: string) => void;
}

const filled = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);

/**
 * The submit flow after terms and field validation: affiliate check (when the field is
 * shown and filled), human verification, the phone proof (Firebase confirms the code here),
 * the register call (which signs in), member info, then home.
 */
export function useRegisterSubmit(ctx: RegisterSubmitContext) {
  const api = useApi();
  const queryClient = useQueryClient();
  const humanCheck = useHumanCheck();
  const { mutateAsync: registerMember } = useRegisterMutation();
  const afterLogin = useAfterLogin();
  return async (v: RegisterFormValues): Promise<void> => {
    const { layout, mode } = ctx;
    const typedAffiliate = layout.affiliateCode ? filled(v.affiliateCode) : undefined;
    try {
      if (typedAffiliate) {
        const valid = await queryClient.fetchQuery(
          accountQueries(api).affiliate(typedAffiliate, window.location.hostname),
        );
        if (!valid) return ctx.onInvalidInvitation();
      }
      const altcha = await humanCheck();
      const body: RegisterRequest = {
        password: v.password ?? '',
        confirmPassword: v.confirmPassword ?? '',
        altcha,
        registerMethod: 'WEB',
        login: true,
        domain: window.location.hostname,
        registerUrl: window.location.href.slice(0, 2048),
      };
      if (mode === 'username') body.username = v.username?.trim();
      if (layout.mobileNum && filled(v.mobileNum)) {
        body.mobileNum = normaliseMobile(v.mobileNum ?? '');
        body.countryDialingCode = v.countryDialingCode;
      }
      if (layout.verificationCode)
        Object.assign(body, await ctx.phone.confirm(v.verificationCode?.trim() ?? ''));
      for (const field of layout.optional) {
        const value = filled(v[field]);
        if (value) body[field] = value;
      }
      if (layout.paymentPassword) body.paymentPassword = v.paymentPassword;
      if (layout.captcha) body.captcha = v.captcha?.trim();
      const affiliateCode = ctx.urlAffiliateCode ?? typedAffiliate;
      if (affiliateCode) body.affiliateCode = affiliateCode;
      if (filled(v.referralCode)) body.referralCode = filled(v.referralCode);
      const path = mode === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register';
      await registerMember({ path, body });
      afterLogin();
    } catch (error) {
      if (error instanceof PhoneCheckError) return ctx.onPhoneError(error.code);
      if (isApiError(error) && error.errorCode === 'firebase.token.invalid')
        return ctx.onPhoneError(error.errorCode);
      if (isApiError(error) && error.errorCode === 'affiliate.invalid')
        return ctx.onInvalidInvitation();
      if (isApiError(error) && error.errorCode === 'captcha.invalid') ctx.onCaptchaRejected();
      ctx.onError(error);
    }
  };
}
