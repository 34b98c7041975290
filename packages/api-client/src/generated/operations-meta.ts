// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// Regenerate with `pnpm generate` after changing openapi/.

export interface OperationMeta {
  operationId: string;
  encrypted: boolean;
  devOnly: boolean;
  module: string | null;
}

export const operationsMeta: Record<string, OperationMeta> = {
  "GET /wps/system/status": {
    "operationId": "getSystemStatus",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/system/whitelabel": {
    "operationId": "getWhitelabel",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/system/setting/register": {
    "operationId": "getRegisterSettings",
    "encrypted": false,
    "devOnly": false,
    "module": "REG3"
  },
  "GET /wps/system/domainRoute": {
    "operationId": "getDomainRoutes",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/system/helpCenter": {
    "operationId": "getHelpCenter",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/system/country": {
    "operationId": "getCountries",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/session/key/rsa": {
    "operationId": "getRsaKey",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/captcha": {
    "operationId": "getCaptcha",
    "encrypted": false,
    "devOnly": false,
    "module": "CAPTCHA3"
  },
  "POST /wps/session/login": {
    "operationId": "login",
    "encrypted": true,
    "devOnly": false,
    "module": "COMM3"
  },
  "DELETE /wps/session/logout": {
    "operationId": "logout",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /wps/member/info": {
    "operationId": "getMemberInfo",
    "encrypted": false,
    "devOnly": false,
    "module": "COMM3"
  },
  "GET /health": {
    "operationId": "getHealth",
    "encrypted": false,
    "devOnly": false,
    "module": null
  },
  "GET /dev/outbox": {
    "operationId": "getDevOutbox",
    "encrypted": false,
    "devOnly": true,
    "module": null
  },
  "PATCH /dev/merchant/settings": {
    "operationId": "patchDevMerchantSettings",
    "encrypted": false,
    "devOnly": true,
    "module": null
  },
  "POST /dev/echo": {
    "operationId": "postDevEcho",
    "encrypted": true,
    "devOnly": true,
    "module": null
  }
};

/** Looks up an operation by HTTP method and path template. */
export function operationMeta(method: string, pathTemplate: string): OperationMeta | undefined {
  return operationsMeta[`${method.toUpperCase()} ${pathTemplate}`];
}
