// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// Regenerate with `pnpm generate` after changing openapi/.

export interface paths {
    "/wps/system/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Site status and configuration ("permission")
         * @description Read once before the app mounts. Decides maintenance, region block or the app.
         */
        get: operations["getSystemStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/system/whitelabel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** White-label module switch tree */
        get: operations["getWhitelabel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/system/setting/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Register validator config (field name to rule) */
        get: operations["getRegisterSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/system/domainRoute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Alternative domains of the site */
        get: operations["getDomainRoutes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/system/helpCenter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Help-centre article tree */
        get: operations["getHelpCenter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/system/country": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Countries with dialling codes */
        get: operations["getCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/session/key/rsa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * RSA public modulus for request encryption
         * @description Plain text (not the envelope, as upstream): the hexadecimal modulus of a 1024-bit
         *     RSA key with public exponent 0x10001.
         */
        get: operations["getRsaKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/captcha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A new image captcha
         * @description Returns a PNG as bare base64 in `value` and sets the `captchaId` cookie that binds
         *     it to this browser. A captcha is single use and expires after five minutes.
         */
        get: operations["getCaptcha"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/session/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with username and password
         * @description Issues a new session token. A wrong username or password answers
         *     `login.cred.err` with the same message and timing whether or not the account exists.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/session/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign out (revokes the session token) */
        delete: operations["logout"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member */
        get: operations["getMemberInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database reachability */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** SMS and e-mails sent (development only) */
        get: operations["getDevOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/merchant/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Flip site switches such as maintenance or blocked regions (development only) */
        patch: operations["patchDevMerchantSettings"];
        trace?: never;
    };
    "/dev/echo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decrypts an encrypted body and echoes it (development only)
         * @description Proves the request-encryption codec end to end.
         */
        post: operations["postDevEcho"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The upstream response envelope. Each operation narrows `value`. */
        Envelope: {
            success: boolean;
            /** @description Human text; shown verbatim in error dialogs. */
            message: string | null;
            /** @description Dotted machine code when `success` is false (see ErrorCode). */
            errorCode: string | null;
        };
        ErrorEnvelope: {
            /** @constant */
            success: false;
            /** @description Usually null; some errors carry details (for example a captcha flag). */
            value: unknown;
            message: string;
            errorCode: components["schemas"]["ErrorCode"];
        };
        /**
         * @description The error-code catalogue. Legacy upstream codes keep their names; codes of the
         *     reference API follow the same dotted style.
         *
         *     | code | meaning |
         *     |---|---|
         *     | `request.param.err` | the request does not match the contract |
         *     | `merchant.acct.setup.err` | missing or unknown `Merchant` |
         *     | `function.not.available` | feature off, duplicated `Merchant` header, or development-only call in production |
         *     | `unknown.system.err` | unexpected failure (HTTP 500, never a stack trace) |
         *     | `system.not.available` | the site is in maintenance |
         *     | `access.restricted` | the visitor's region or IP is blocked |
         *     | `not.found` | no such path or resource |
         *     | `too.many.requests` | rate limit reached; retry later |
         *     | `login.not.session` | no session |
         *     | `user.or.token.invalid` | the token is unknown or revoked |
         *     | `user.token.expired` | the session expired or the account logged in elsewhere |
         *     | `login.cred.err` | wrong username or password (HTTP 400; same answer whether or not the account exists) |
         *     | `captcha.invalid` | wrong, used or expired captcha |
         *     | `encryption.invalid` | the `Encryption` header or encrypted body could not be read |
         * @enum {string}
         */
        ErrorCode: "request.param.err" | "merchant.acct.setup.err" | "function.not.available" | "unknown.system.err" | "system.not.available" | "access.restricted" | "not.found" | "too.many.requests" | "login.not.session" | "user.or.token.invalid" | "user.token.expired" | "login.cred.err" | "captcha.invalid" | "encryption.invalid";
        /**
         * @description The "permission" read before the app mounts. `status` decides what renders:
         *     0 normal, 1 maintenance (wins when the maintenance flag is set), 2 region restricted.
         */
        SystemStatus: {
            /** @enum {integer} */
            status: 0 | 1 | 2;
            maintenance: boolean;
            regionRestriction: boolean;
            /** @description Present when `maintenance` is true. */
            maintenanceInfo?: {
                title: string | null;
                content: string | null;
                /** @description Expected end, epoch milliseconds. */
                endTime: number | null;
            } | null;
            location: {
                ip: string;
                /** @description ISO 3166-1 alpha-2 when known. */
                countryCode: string | null;
            };
            info: components["schemas"]["SiteInfo"];
        };
        SiteInfo: {
            siteName: string;
            /** @description Merchant theme name applied as `data-theme` on the document. */
            theme?: string | null;
            supportLanguages: string[];
            defaultLang: string;
            customerService: components["schemas"]["CustomerServiceEntry"][];
            domainRoute: components["schemas"]["DomainRoute"][];
            resources: components["schemas"]["SiteResource"][];
            /** @description Module switch tree; clients flatten it to a map of modId to boolean. */
            whitelabel: components["schemas"]["WhitelabelNode"][];
            register: components["schemas"]["RegisterValidators"];
            mainDomain: string;
            analytics: {
                gtagId: string | null;
            };
            imageCDNs: string[];
            launchGameCDNs: string[];
        };
        WhitelabelNode: {
            /** @example MOBILENUMREG3 */
            modId: string;
            /** @enum {string} */
            enabled: "1" | "0";
            childrenNodes: components["schemas"]["WhitelabelNode"][];
        };
        RegisterFieldRule: {
            enabled: boolean;
            required: boolean;
            /** @description Regular-expression source; `*` means anything. */
            acceptedPattern: string;
            /** @description Selects the translated message `reg_pattern_<patternId>`. */
            patternId: number;
            minLength: number;
            maxLength: number;
            /**
             * @example text
             * @example password
             * @example email
             * @example tel
             */
            type?: string | null;
        };
        /** @description Register validator config, field name to rule. */
        RegisterValidators: {
            [key: string]: components["schemas"]["RegisterFieldRule"];
        };
        CustomerServiceEntry: {
            /**
             * @example LIVECHAT
             * @example TELEGRAM
             * @example WHATSAPP
             * @example EMAIL
             */
            csType: string;
            name: string;
            /** @description DES-obfuscated link; its last 8 characters are the key. */
            path: string;
        };
        SiteResource: {
            /**
             * @example APP_IOS
             * @example APP_ANDROID
             * @example FACEBOOK
             * @example TWITTER
             * @example INSTAGRAM
             * @example YOUTUBE
             * @example TELEGRAM
             */
            resourceType: string;
            labelNameEn: string;
            url: string;
        };
        DomainRoute: {
            domain: string;
            main: boolean;
        };
        HelpArticle: {
            id: string;
            title: string;
            /** @description HTML; render only after sanitising. */
            content: string;
            bgColor?: string | null;
            lang: string;
            display: boolean;
            /**
             * @example term
             * @example aboutus
             * @example deposit
             * @example withdraw
             * @example game
             * @example faqs
             */
            tag: string;
            children: components["schemas"]["HelpArticle"][];
        };
        Country: {
            countryCode: string;
            countryDialingCode: string;
            name: string;
        };
        LoginRequest: {
            /** @description Account name, or mobile number for mobile accounts. */
            username: string;
            password: string;
            /** @description The code of the image captcha, when the server asked for one. */
            captcha?: string;
            /** @enum {string} */
            type?: "username";
            loginDeviceId?: string;
        };
        LoginResult: {
            /** @description The session token; send it raw in `Authorization`. */
            token: string;
            firstTimeLogin: boolean;
            passwordExpired: boolean;
            id: number;
            userName: string;
            /** @description Agent types 1, 2, 41, 42; trial 4; others players. */
            customerType: number;
        };
        MemberInfo: {
            id: number;
            account: string;
            nickname: string | null;
            /** @description Agent types 1, 2, 41, 42; trial 4; others players. */
            type: number;
            /** @description Registration time, epoch milliseconds. */
            regDate: number;
            /** @description Masked mobile number. */
            mobile: string | null;
        };
        /** @description An SMS or e-mail the reference API "sent" (development only). */
        OutboxMessage: {
            id: string;
            /** @enum {string} */
            channel: "sms" | "email";
            recipient: string;
            subject?: string | null;
            body: string;
            /** @description Epoch milliseconds. */
            createdAt: number;
        };
        /** @description Site switches an operator (or a test) flips at run time. */
        MerchantSettingsPatch: {
            maintenance?: {
                enabled: boolean;
                title?: string | null;
                info?: string | null;
                /** @description Expected end, epoch milliseconds. */
                endTime?: number | null;
            };
            regionRestriction?: {
                blockedCountries?: string[];
                blockedIps?: string[];
            };
        };
        EchoPayload: {
            message: string;
            /** @description A money amount as a decimal string. */
            amount?: string;
        };
    };
    responses: {
        /** @description The request does not match this document, or a parameter is invalid (`request.param.err`), or the merchant is unknown (`merchant.acct.setup.err`). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "value": null,
                 *       "message": "The request was not valid",
                 *       "errorCode": "request.param.err"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No session, or the session expired or was revoked. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "value": null,
                 *       "message": "You are not logged in, please login",
                 *       "errorCode": "login.not.session"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Nothing at this address (or a development-only call in production). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Rate limit reached. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Unexpected failure; the body never carries a stack trace. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        /**
         * @description White-label merchant code. Sent exactly once; a duplicate is refused.
         * @example demo
         */
        Merchant: string;
        /** @description The raw session token (no `Bearer` prefix). */
        Authorization: string;
        /**
         * @description Interface language code (EN, CN, AR, ...).
         * @example EN
         */
        Language: string;
        /**
         * @description Client kind; `web` for the browser apps.
         * @example web
         */
        Device: string;
        /**
         * @description Gateway protocol version; current clients send 3.
         * @example 3
         */
        GatewayVersion: string;
        /** @description Hex RSA encryption of the reversed 16-character DES key (encrypted operations only). */
        Encryption: string;
        /** @description Client-chosen key that makes a money-moving call safe to retry; a replay returns the stored result. */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getSystemStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status and the whole public site configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["SystemStatus"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getWhitelabel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The module tree. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["WhitelabelNode"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getRegisterSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The per-field rules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["RegisterValidators"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getDomainRoutes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The domains. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["DomainRoute"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getHelpCenter: {
        parameters: {
            query: {
                /** @description Language code; articles fall back to EN when none exist in this language. */
                lang: string;
                device: "WEB" | "MOBILE";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Articles with their children. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["HelpArticle"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The countries the site accepts mobile numbers from. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["Country"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getRsaKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The modulus in hexadecimal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getCaptcha: {
        parameters: {
            query?: {
                /** @description Cache-buster. */
                t?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The captcha image. */
            200: {
                headers: {
                    /** @description captchaId (HttpOnly, SameSite=Lax). */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["LoginResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token no longer works. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getMemberInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member of the session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["MemberInfo"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The API and its database answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ok";
                        /** @enum {string} */
                        database: "pglite" | "postgres";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The database does not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getDevOutbox: {
        parameters: {
            query?: {
                /** @description Only messages to this phone number or e-mail address. */
                recipient?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OutboxMessage"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    patchDevMerchantSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MerchantSettingsPatch"];
            };
        };
        responses: {
            /** @description The switches now in force. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["MerchantSettingsPatch"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    postDevEcho: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EchoPayload"];
            };
        };
        responses: {
            /** @description The decrypted payload. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["EchoPayload"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
}
