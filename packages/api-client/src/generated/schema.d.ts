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
    "/wps/relay/GCSGAME_newGameVendor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Vendors by category (lanes of cards)
         * @description Public. Cards whose isGame is VASSALAGE open the vendor's game list; others launch their game.
         */
        get: operations["getGameVendors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/GCSGAME_getVassGameType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sub-categories each vendor offers, by category */
        get: operations["getVendorGameTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/GCSGAME_gameList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Games, filtered and paginated
         * @description Public. Names are matched without regard to case after trimming.
         */
        get: operations["getGameList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/GCSGAME_hotGamesV2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Hot games */
        get: operations["getHotGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lgw/games/popular": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Most played games of the last 7 days
         * @description Public. Ranked by the number of rounds played; hot games fill the list when there are too few.
         */
        get: operations["getPopularGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getFavoriteGames": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Node ids of the member's favourite games */
        get: operations["getFavoriteGameIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getFavoriteGamesList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's favourite games, newest first */
        get: operations["getFavoriteGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_addFavoriteGameV2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a game to the member's favourites (adding twice is harmless) */
        post: operations["addFavoriteGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_removeFavoriteGameV2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a game from the member's favourites (removing twice is harmless) */
        delete: operations["removeFavoriteGame"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/GCS_recentGame": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Games the member launched, most recent first */
        get: operations["getRecentGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/game/launchGame": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Opens a game session for the member
         * @description Answers the address of the game (`value.content.game_url`). Trial accounts are refused
         *     with `trial.account.denied`, games under maintenance with `game.maintenance`.
         *     Lottery launches (launchMode LOTT) add lottoArea, lottoPrizeMode, lottoGameCode and lottoView.
         */
        get: operations["launchGame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/GCS_gameTrialLaunch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Opens a free-trial session of a game (no sign-in, fun balance)
         * @description Only for games whose supportPlay is 0. The fun balance never touches the ledger.
         */
        get: operations["launchTrialGame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/GCSGAME_getRankList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Biggest recent wins
         * @description Public. Account names are masked; biggest win first.
         */
        get: operations["getWinnerBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lgw/games/game_menus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lottery games by group */
        get: operations["getLotteryGameMenus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lgw/vn/games/game_menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lottery game menu of the VN lottery area */
        get: operations["getVnLotteryGameMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lgw/vn/games/game_menu/recent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lottery games the member played recently */
        get: operations["getRecentLotteryGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lgw/vn/numeros/opened/game": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Latest drawn numbers of a lottery game */
        get: operations["getLotteryResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lgw/games/opened/numero": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The draw of a lottery game now open for bets */
        get: operations["getOpenLotteryDraw"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/v2/wallets/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's balance
         * @description Each wallet's balance is the sum of its ledger entries, as an exact decimal string.
         */
        get: operations["getWalletBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/GCS_merchantWallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The merchant's wallet mode (single seamless wallet or transfer wallets) */
        get: operations["getMerchantWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getListAnnouncements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Banners, player notices, popups and promotions
         * @description Public. `types` picks the lists to fill: B banners, PL player notices (the marquee),
         *     PU popups, PR promotions (H is accepted and ignored). `execution` B answers what an
         *     anonymous visitor sees, A what a signed-in member sees. Only items running now are listed.
         */
        get: operations["getAnnouncements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/demo-games/{engine}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The page of a demo game (the built-in demo vendor)
         * @description HTML with a small script; the address the launch call answers. It may be framed by the
         *     site (same origin) or opened in a window of its own.
         */
        get: operations["getDemoGamePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/demo-games/assets/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Script or style sheet of the demo games */
        get: operations["getDemoGameAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/demo-games/api/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The state of a demo game session (balance, limits, lottery draw) */
        get: operations["getDemoGameState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/demo-games/api/round": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Plays one round of a demo game
         * @description Debits the stake and credits any win through the ledger, each as one balanced
         *     transaction, and writes the bet record. The round id makes the call idempotent: a retry
         *     returns the stored round (`replayed: true`) and never pays twice. A stake larger than the
         *     balance is refused with `account.balance.not.enough`; a lottery bet after its draw
         *     closed with `lottery.draw.closed`.
         */
        post: operations["playDemoRound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cdn/games/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Icon of a game, generated from its vendor colours (deterministic). */
        get: operations["getGameIcon"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cdn/vendors/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vendor image: <CODE>_DEFAULT, <CODE>_ACTIVE (menu icons) or <CODE>_CARD (large card). */
        get: operations["getVendorImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cdn/banners/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Banner image. */
        get: operations["getBannerImage"];
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
         *     | `account.balance.not.enough` | the balance does not cover the stake |
         *     | `game.maintenance` | the game (or its vendor) is under maintenance |
         *     | `trial.account.denied` | trial accounts cannot play; a real account is needed |
         *     | `lottery.draw.closed` | betting on this lottery draw has closed |
         * @enum {string}
         */
        ErrorCode: "request.param.err" | "merchant.acct.setup.err" | "function.not.available" | "unknown.system.err" | "system.not.available" | "access.restricted" | "not.found" | "too.many.requests" | "login.not.session" | "user.or.token.invalid" | "user.token.expired" | "login.cred.err" | "captcha.invalid" | "encryption.invalid" | "account.balance.not.enough" | "game.maintenance" | "trial.account.denied" | "lottery.draw.closed";
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
        /**
         * @description An amount as an exact decimal string with two decimals (never a float).
         * @example 10000.00
         */
        Money: string;
        /**
         * @description A stake as a decimal string, at most two decimals, greater than zero.
         * @example 1.00
         */
        StakeAmount: string;
        /**
         * @description Game category (lane title, `gameType`). ESPORTS and COCKFIGHT vendors are carried in the
         *     SPORTS lane and split out by the client from its vendor lists.
         * @enum {string}
         */
        GameCategory: "RNG" | "LIVE" | "FISH" | "PVP" | "SPORTS" | "ESPORTS" | "COCKFIGHT" | "LOTT" | "ELOTT";
        Game: {
            /** @description Primary id of the game; used for favourites and launch. */
            nodeId: string;
            gameCode: string;
            /** @description Name in the requested language (EN when there is none). */
            gameName: string;
            /** @description The game's name in its default (English) language. */
            nodeName: string;
            gameType: components["schemas"]["GameCategory"];
            /** @description Sub-category, e.g. SLOT, SC (scratch), VP (video poker), JP (jackpot), TG (table), AC (arcade), FISH, LIVE. */
            gameClassify: string;
            /** @description Vendor code. */
            vassalage: string;
            /** @description Vendor name. */
            displayName: string;
            /** @description Image path; the client prefixes a host chosen at random from `imageCDNs`. */
            iconUrl: string;
            /** @description Fallback image path. */
            defaultIcon: string;
            /** @enum {string} */
            isGame: "GAME" | "VASSALAGE";
            isHot: boolean;
            isNew: boolean;
            /**
             * @description 0 when the game offers a free trial.
             * @enum {integer}
             */
            supportPlay: 0 | 1;
            /** @description The game is under maintenance and cannot be launched. */
            maintenance: boolean;
        };
        GamePage: {
            games: components["schemas"]["Game"][];
            totalPages: number;
            totalCount: number;
            pageNo: number;
        };
        VendorCard: {
            vassalage: string;
            displayName: string;
            gameType: components["schemas"]["GameCategory"];
            /** @description Large card image path (sic, upstream spelling). */
            lagerIcon: string;
            /** @description The game a direct-launch card opens. */
            gameCode: string | null;
            /** @description Node of the game a direct-launch card opens. */
            nodeId: string | null;
            /**
             * @description VASSALAGE opens the vendor's game list; GAME launches `gameCode` directly.
             * @enum {string}
             */
            isGame: "GAME" | "VASSALAGE";
            maintenance: boolean;
        };
        GameClassify: {
            key: string;
            displayName: string;
            gameCount: number;
        };
        VendorLane: {
            title: components["schemas"]["GameCategory"];
            cards: components["schemas"]["VendorCard"][];
            gameClassify: components["schemas"]["GameClassify"][];
        };
        VendorStructure: {
            data: {
                lanes: components["schemas"]["VendorLane"][];
            };
        };
        VendorGameTypes: {
            /** @description Category, then vendor, to the sub-categories (gameClassify keys) that vendor offers. */
            content: {
                [key: string]: {
                    [key: string]: string[];
                };
            };
        };
        GameList: {
            list: components["schemas"]["Game"][];
        };
        FavoriteGameRequest: {
            nodeId: string;
            vendor: string;
            gameType: string;
        };
        FavoriteGamePage: {
            content: components["schemas"]["Game"][];
            pageNum: number;
            totalPages: number;
        };
        RecentGamePage: {
            list: components["schemas"]["Game"][];
            totalPages: number;
        };
        LaunchResult: {
            content: {
                /** @description Where to open the game. A path (no host) is relative to a launch host the client picks from `launchGameCDNs`. */
                game_url: string;
            };
        };
        WinnerEntry: {
            /** @description Masked account name. */
            customerName: string;
            gameName: string;
            winAmount: components["schemas"]["Money"];
            iconUrl: string;
            nodeId: string;
            vassalage: string;
            gameType: components["schemas"]["GameCategory"];
        };
        WalletBalance: {
            sumBalance: components["schemas"]["Money"];
            balance: components["schemas"]["WalletAccount"][];
            /** @example USD */
            currency: string;
            /** @example $ */
            currencySymbol: string;
        };
        WalletAccount: {
            /** @description 0 is the main (seamless) wallet. */
            accountTypeId: number;
            accountName: string;
            availBalance: components["schemas"]["Money"];
        };
        MerchantWallet: {
            /**
             * @description 1 = one seamless wallet for every vendor; 0 = per-vendor transfer wallets.
             * @enum {integer}
             */
            isSingle: 0 | 1;
        };
        Banner: {
            id: string;
            /** @description Image path; the client prefixes a host chosen from `imageCDNs`. */
            url: string;
            /** @description Placement, e.g. w_home, w_login, w_rng. */
            groupName: string;
            /**
             * @description What a click opens; empty means the banner is not clickable. GAME launches the game
             *     `linkageValue` (a nodeId), ROUTE opens the site path `linkageValue`, URL opens the
             *     address `linkageValue` in a new window, PROMOTION opens promotion `linkageValue`.
             * @enum {string|null}
             */
            linkageType: "GAME" | "ROUTE" | "URL" | "PROMOTION" | null;
            linkageValue: string | null;
            /** @description Alternative text of the image. */
            title: string | null;
            sort: number;
        };
        PlayerNotice: {
            id: string;
            title: string;
            /** @description Plain text shown in the marquee. */
            content: string;
            /** @description Epoch milliseconds. */
            startDate: number;
        };
        PopupAnnouncement: {
            id: string;
            title: string;
            /** @description HTML; render only after sanitising. */
            content: string;
            startDate: number;
            promotionType: string | null;
            /** @description A logged in, B anonymous, F first login. */
            execution: string;
        };
        PromotionAnnouncement: {
            id: string;
            title: string;
            category: string;
            announcementImages: {
                sequence: number;
                url: string;
            }[];
            startDate: number;
            endDate: number | null;
        };
        Announcements: {
            banners: components["schemas"]["Banner"][];
            player: components["schemas"]["PlayerNotice"][];
            popup: components["schemas"]["PopupAnnouncement"][];
            promotion: components["schemas"]["PromotionAnnouncement"][];
        };
        /** @enum {string} */
        PrizeMode: "LOTT" | "ZY" | "ELOTT" | "SEA";
        LotteryGame: {
            gameCode: string;
            gameName: string;
            vassalage: string;
            nodeId: string;
            drawIntervalSeconds: number;
            iconUrl: string;
        };
        LotteryGameGroup: {
            gameGroupCode: string;
            gameGroupName: string;
            games: components["schemas"]["LotteryGame"][];
        };
        /** @description Game group code to the group. */
        LotteryGameMenus: {
            [key: string]: components["schemas"]["LotteryGameGroup"];
        };
        VnGameMenu: {
            gameGroupCode: string;
            gameGroupName: string;
            gameMenus: components["schemas"]["LotteryGame"][];
        };
        /** @description Game group code to the group and its menu of games. */
        VnGameMenus: {
            [key: string]: components["schemas"]["VnGameMenu"];
        };
        LotteryDraw: {
            gameCode: string;
            /** @description Draw number, e.g. 202611210735. */
            numero: string;
            /** @description Betting opens, epoch milliseconds. */
            openTime: number;
            /** @description Betting closes and the draw happens, epoch milliseconds. */
            closeTime: number;
            /** @enum {string} */
            status: "OPEN" | "DRAWN";
            /** @description The drawn digits once drawn. */
            numbers: number[] | null;
        };
        /**
         * @description Which demo game engine a game runs on.
         * @enum {string}
         */
        DemoEngine: "slot" | "baccarat" | "duel" | "crash" | "lottery";
        DemoGameState: {
            engine: components["schemas"]["DemoEngine"];
            gameName: string;
            vendor: string;
            /**
             * @description Trial sessions play with a fun balance that never touches the ledger.
             * @enum {string}
             */
            mode: "real" | "trial";
            balance: components["schemas"]["Money"];
            currencySymbol: string;
            minStake: components["schemas"]["Money"];
            maxStake: components["schemas"]["Money"];
            language: string;
            backUrl: string | null;
            /** @description The member's latest rounds of this game (lottery bets show whether they were settled). */
            recentRounds: components["schemas"]["DemoRound"][];
            /** @description Lottery only; the open draw and the latest results. */
            draw: null | components["schemas"]["LotteryState"];
        };
        LotteryState: {
            current: components["schemas"]["LotteryDraw"];
            recent: components["schemas"]["LotteryDraw"][];
        };
        DemoRoundRequest: {
            session: string;
            /** @description Chosen by the game; a retry with the same id returns the stored round and never pays twice. */
            roundId: string;
            stake: components["schemas"]["StakeAmount"];
            bet: components["schemas"]["DemoBet"];
        };
        /**
         * @description What is bet on. slot: nothing. baccarat: `side` PLAYER, BANKER or TIE. duel: `side`
         *     HOME, DRAW or AWAY. crash: `target` cash-out multiplier (1.01 to 100). lottery: `pick`
         *     BIG, SMALL, ODD, EVEN or D0 to D9 (last digit), and `numero`, the draw the player saw
         *     (refused with `lottery.draw.closed` once that draw no longer takes bets).
         */
        DemoBet: {
            /** @enum {string} */
            side?: "PLAYER" | "BANKER" | "TIE" | "HOME" | "DRAW" | "AWAY";
            target?: string;
            /** @enum {string} */
            pick?: "BIG" | "SMALL" | "ODD" | "EVEN" | "D0" | "D1" | "D2" | "D3" | "D4" | "D5" | "D6" | "D7" | "D8" | "D9";
            numero?: string;
        };
        DemoRound: {
            roundId: string;
            /**
             * @description OPEN for a lottery bet until its draw.
             * @enum {string}
             */
            status: "SETTLED" | "OPEN";
            stake: components["schemas"]["Money"];
            payout: components["schemas"]["Money"];
            balance: components["schemas"]["Money"];
            /** @description True when this round id was already played and the stored result is returned. */
            replayed: boolean;
            /** @description Engine-specific result (reels, cards, score, crash point, draw). */
            outcome: {
                [key: string]: unknown;
            };
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
        /** @description Client kind; 3 for the web. */
        ClientType: number;
        /** @description Game platform, e.g. html5-desktop. */
        Platform: string;
        /** @description Category (RNG, LIVE, FISH, PVP, SPORTS, LOTT, ELOTT); empty for all. */
        GameType: string;
        /** @description Vendor code; empty for all vendors. */
        Vassalage: string;
        PageNo: number;
        PageSize: number;
        /** @description Language of the game names (EN when a game has none in it). */
        GameLanguage: string;
        PrizeMode: components["schemas"]["PrizeMode"];
        GameCode: string;
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
    getGameVendors: {
        parameters: {
            query?: {
                platform?: "html5-desktop" | "html5" | "W";
                /** @description Ignored by the reference API (its answer is always current). */
                flush?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Lanes with their vendor cards and sub-categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["VendorStructure"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getVendorGameTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Category to vendor to sub-category keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["VendorGameTypes"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getGameList: {
        parameters: {
            query?: {
                /** @description Client kind; 3 for the web. */
                clientType?: components["parameters"]["ClientType"];
                /** @description Game platform, e.g. html5-desktop. */
                platform?: components["parameters"]["Platform"];
                merchant?: string;
                /** @description Category (RNG, LIVE, FISH, PVP, SPORTS, LOTT, ELOTT); empty for all. */
                gameType?: components["parameters"]["GameType"];
                /** @description Only games flagged new. */
                isNew?: boolean;
                /** @description Vendor code; empty for all vendors. */
                vassalage?: components["parameters"]["Vassalage"];
                /** @description Sub-category key (SLOT, SC, VP, JP, TG, AC, ...). */
                gameClassify?: string;
                /** @description Part of the game name; surrounding spaces are ignored. */
                gameName?: string;
                pageNo?: components["parameters"]["PageNo"];
                pageSize?: components["parameters"]["PageSize"];
                /** @description Language of the game names (EN when a game has none in it). */
                language?: components["parameters"]["GameLanguage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of games. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["GamePage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getHotGames: {
        parameters: {
            query?: {
                merchantCode?: string;
                isPlatform?: boolean;
                /** @description Category (RNG, LIVE, FISH, PVP, SPORTS, LOTT, ELOTT); empty for all. */
                gameType?: components["parameters"]["GameType"];
                /** @description Vendor code; empty for all vendors. */
                vassalage?: components["parameters"]["Vassalage"];
                /** @description Game platform, e.g. html5-desktop. */
                platform?: components["parameters"]["Platform"];
                /** @description Language of the game names (EN when a game has none in it). */
                language?: components["parameters"]["GameLanguage"];
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hot games, most popular first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["GameList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPopularGames: {
        parameters: {
            query?: {
                /** @description Category (RNG, LIVE, FISH, PVP, SPORTS, LOTT, ELOTT); empty for all. */
                gameType?: components["parameters"]["GameType"];
                /** @description Language of the game names (EN when a game has none in it). */
                language?: components["parameters"]["GameLanguage"];
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Games, most played first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["GameList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getFavoriteGameIds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Node ids. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getFavoriteGames: {
        parameters: {
            query?: {
                /** @description Client kind; 3 for the web. */
                clientType?: components["parameters"]["ClientType"];
                /** @description Game platform, e.g. html5-desktop. */
                platform?: components["parameters"]["Platform"];
                /** @description Category (RNG, LIVE, FISH, PVP, SPORTS, LOTT, ELOTT); empty for all. */
                gameType?: components["parameters"]["GameType"];
                /** @description Vendor code; empty for all vendors. */
                vassalage?: components["parameters"]["Vassalage"];
                pageNo?: components["parameters"]["PageNo"];
                pageSize?: components["parameters"]["PageSize"];
                /** @description Language of the game names (EN when a game has none in it). */
                language?: components["parameters"]["GameLanguage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of favourites. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["FavoriteGamePage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    addFavoriteGame: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FavoriteGameRequest"];
            };
        };
        responses: {
            /** @description The game is a favourite. */
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
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    removeFavoriteGame: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FavoriteGameRequest"];
            };
        };
        responses: {
            /** @description The game is no longer a favourite. */
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
    getRecentGames: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                /** @description Category (RNG, LIVE, FISH, PVP, SPORTS, LOTT, ELOTT); empty for all. */
                gameType?: components["parameters"]["GameType"];
                /** @description Vendor code; empty for all vendors. */
                vassalage?: components["parameters"]["Vassalage"];
                /** @description Language of the game names (EN when a game has none in it). */
                language?: components["parameters"]["GameLanguage"];
                /** @description Client kind; 3 for the web. */
                clientType?: components["parameters"]["ClientType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of recent games. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["RecentGamePage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    launchGame: {
        parameters: {
            query: {
                /** @description The game; or give gameCode (with vassalage) instead. */
                nodeId?: string;
                gameCode?: string;
                /** @description Category (RNG, LIVE, FISH, PVP, SPORTS, LOTT, ELOTT); empty for all. */
                gameType?: components["parameters"]["GameType"];
                /** @description Vendor code; empty for all vendors. */
                vassalage?: components["parameters"]["Vassalage"];
                /** @description Game platform, e.g. html5-desktop. */
                platform?: components["parameters"]["Platform"];
                launchMode: "GLS" | "LOTT";
                /** @description 1 real-money wallet. */
                accountType?: 1;
                /** @description Language of the game names (EN when a game has none in it). */
                language?: components["parameters"]["GameLanguage"];
                device?: "WEB" | "MOBILE";
                backUrl?: string;
                lottoArea?: "VN";
                lottoPrizeMode?: components["schemas"]["PrizeMode"];
                lottoGameCode?: string;
                lottoView?: "betting" | "lobby";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where the game opens. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["LaunchResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    launchTrialGame: {
        parameters: {
            query: {
                nodeId: string;
                /** @description Language of the game names (EN when a game has none in it). */
                language?: components["parameters"]["GameLanguage"];
                device?: "WEB" | "MOBILE";
                backUrl?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where the trial game opens. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["LaunchResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getWinnerBoard: {
        parameters: {
            query?: {
                gameCategory?: "ALL" | "RNG" | "LIVE" | "FISH" | "PVP" | "SPORTS" | "LOTT" | "ELOTT";
                /** @description Language of the game names (EN when a game has none in it). */
                language?: components["parameters"]["GameLanguage"];
                limitNum?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Winners, biggest win first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: {
                            list: components["schemas"]["WinnerEntry"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getLotteryGameMenus: {
        parameters: {
            query?: {
                prizeMode?: components["parameters"]["PrizeMode"];
                /** @description Language of the game names (EN when a game has none in it). */
                language?: components["parameters"]["GameLanguage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Groups keyed by gameGroupCode. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["LotteryGameMenus"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getVnLotteryGameMenu: {
        parameters: {
            query?: {
                prizeMode?: components["parameters"]["PrizeMode"];
                device?: "WEB" | "MOBILE";
                /** @description Language of the game names (EN when a game has none in it). */
                language?: components["parameters"]["GameLanguage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Menus keyed by gameGroupCode. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["VnGameMenus"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getRecentLotteryGames: {
        parameters: {
            query?: {
                prizeMode?: components["parameters"]["PrizeMode"];
                /** @description Language of the game names (EN when a game has none in it). */
                language?: components["parameters"]["GameLanguage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Most recent first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["LotteryGame"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getLotteryResults: {
        parameters: {
            query: {
                gameCode: components["parameters"]["GameCode"];
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Drawn draws, latest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["LotteryDraw"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getOpenLotteryDraw: {
        parameters: {
            query: {
                gameCode: components["parameters"]["GameCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The open draw. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["LotteryDraw"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getWalletBalance: {
        parameters: {
            query?: {
                typeId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Balances. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["WalletBalance"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getMerchantWallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Wallet mode. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["MerchantWallet"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getAnnouncements: {
        parameters: {
            query: {
                /** @description Comma-separated list of B, PL, PU, PR, H. */
                types: string;
                platform?: "W";
                execution?: "A" | "B";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The requested lists (the others empty). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["Announcements"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getDemoGamePage: {
        parameters: {
            query: {
                session: string;
                lang?: string;
            };
            header?: never;
            path: {
                engine: components["schemas"]["DemoEngine"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The game page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The game session is unknown or expired; a page saying so. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getDemoGameAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                    "text/css": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getDemoGameState: {
        parameters: {
            query: {
                session: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session's state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["DemoGameState"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    playDemoRound: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DemoRoundRequest"];
            };
        };
        responses: {
            /** @description The round. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["DemoRound"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getGameIcon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An SVG image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getVendorImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An SVG image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getBannerImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An SVG image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
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
