// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// Regenerate with `pnpm generate` after changing openapi/.

/** `METHOD /path/template` of every operation marked `x-encrypted`. */
export const encryptedOperations: ReadonlySet<string> = new Set([
  "POST /wps/session/login",
  "POST /wps/session/login/verification",
  "POST /wps/session/login/remember",
  "PUT /wps/member/register",
  "PUT /wps/member/register/mobile",
  "POST /wps/member/password",
  "POST /wps/member/password/verification",
  "POST /wps/member/uplineTransfer",
  "PUT /wps/member/bankCard",
  "PUT /wps/member/paymentPassword",
  "POST /wps/member/paymentPassword",
  "POST /wps/transaction/withdraw",
  "POST /wps/relay/passwordCheck/MCSFE_redeemPointReward",
  "POST /wps/relay/passwordCheck/MCSFE_convertPoint",
  "POST /dev/echo"
]);
