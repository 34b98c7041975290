// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// Regenerate with `pnpm generate` after changing openapi/.

/** `METHOD /path/template` of every operation marked `x-encrypted`. */
export const encryptedOperations: ReadonlySet<string> = new Set([
  "POST /wps/session/login",
  "POST /dev/echo"
]);
