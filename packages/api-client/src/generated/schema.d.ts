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
    "/wps/system/firstPaint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a page's first screen needs, as HTML for the page's head
         * @description For the site's edge server (nginx SSI, the preview server), which includes it into the
         *     player's `index.html` at request time, so the first screen renders as soon as the app's code
         *     has run:
         *     - a `<link rel="preload" as="image" fetchpriority="high">` for the largest image the first
         *       screen of `path` shows (home: the first banner; a game centre such as `/rng`: the first
         *       game's picture; `/promotions`: the promotion banner, else the first cover), read from the
         *       same lists the page asks for, in the site's default language; none for other paths, when
         *       the list is empty, or when the site spreads images over several CDN hosts (the page picks
         *       one at random);
         *     - a `<link rel="preload" as="fetch" crossorigin>` for the boot texts of the site's default
         *       language, when `texts` names where the build keeps its texts and `textLanguages` lists
         *       that language;
         *     - a `<script type="application/json" id="platform-first-paint">` holding
         *       `{"lang", "answers": [{"op", "query"?, "answer"}]}`: the answers the page would ask for
         *       first, exactly as those calls answer them (`answer` is the envelope): `getSystemStatus`
         *       for every page, and the first screen's list (home: `getListAnnouncements` with
         *       `types=B,PL`; a game centre: `getGameVendors` and `getGameList` of its first page;
         *       `/promotions`: `getListAnnouncements` with `types=B,PR`), `query` being the query the app
         *       sends. Every `<` in it is written `\u003c`.
         *     Never an error for an unknown path.
         */
        get: operations["getFirstPaint"];
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
         * Sign in with username and password, or mobile number and SMS code
         * @description Issues a new session token. A wrong username or password answers
         *     `login.cred.err` with the same message and timing whether or not the account exists.
         *     Failures are counted per account name and per IP: past a threshold the next attempt
         *     needs an image captcha (`captcha.required`, `value.captcha: true`), and repeated
         *     failures of one account name slow it down (`login.locked`, `value.retryAfterSeconds`),
         *     the same for names that do not exist. From an unregistered IP, with LOGINIPVERF3 on,
         *     the answer is `login_verify_required` with an `IpVerificationChallenge` to answer at
         *     `/wps/session/login/verification`.
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
    "/wps/session/login/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Second sign-in step from an unregistered IP
         * @description Answers the challenge of `login_verify_required` (SMS or e-mail code, bank account
         *     name, or Google Authenticator code) and issues the session token. The IP becomes
         *     registered for the member.
         */
        post: operations["verifyLoginIp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/session/login/verification/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the code of an IP verification by SMS or e-mail */
        post: operations["sendLoginIpCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/session/login/freeplay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a trial (free play) account
         * @description Creates a trial account (member type 4) and signs it in. Needs a solved human check.
         */
        post: operations["loginFreePlay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/session/login/remember": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign back in with a remember token
         * @description A remember token is issued at sign-in with `rememberMe` and is valid for one day from
         *     then; it is revoked at sign-out and when the password changes. Each use opens a new
         *     session.
         */
        post: operations["loginRemembered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/session/login/social": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a social provider (OAuth 2 authorization code)
         * @description Exchanges the provider's authorization code (with the PKCE verifier) and signs in the
         *     linked account, creating one on first use.
         */
        post: operations["loginSocial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/captcha/altcha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A proof-of-work human check (ALTCHA)
         * @description The client finds the number n <= maxnumber with SHA-256(salt + n) = challenge and sends
         *     base64(JSON {algorithm, challenge, number, salt, signature}) as `altcha`. Each solution
         *     is accepted once and expires with the salt.
         */
        get: operations["getAltchaChallenge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/system/setting/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public account settings (minimum age, social providers, Firebase phone verification) */
        get: operations["getAccountSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/verification/sms/noLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a sign-in code by SMS
         * @description Six random digits, single use, valid for `expiredMinutes`. Answers the same whether or
         *     not an account has this number; the SMS goes only to a member's number.
         */
        post: operations["sendLoginSmsCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/verification/sms/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a registration code by SMS
         * @description Six random digits, single use, valid for `expiredMinutes`. Resends to one number are
         *     throttled; too many sends block the number (and the IP) for five minutes.
         */
        post: operations["sendRegisterSmsCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Register with a username
         * @description Validates every field against the register validator config, checks the captcha
         *     (when on), affiliate code and human check, creates the account and signs it in. A
         *     `firebaseIdToken` (Firebase phone verification, when configured) must prove the mobile
         *     number sent with it.
         */
        put: operations["registerMember"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/register/mobile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Register with a mobile number
         * @description The mobile number becomes the username; the SMS code is required when REGMOBVERF3 is
         *     on and the password when MOBILENUMPASSREG3 is on. When the site verifies phones through
         *     Firebase (see `getAccountSettings`), a valid `firebaseChannel: sms` + `firebaseIdToken`
         *     for the number stands in for the SMS code.
         */
        put: operations["registerMobileMember"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password
         * @description Revokes every other session and remember token of the member and answers a new
         *     session for this browser.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/password/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forgot password: e-mail a temporary password
         * @description Form-encoded, as upstream. When username and e-mail belong to one account, a
         *     temporary password (valid 30 minutes, single use, forcing a change) is e-mailed; the
         *     answer is the same either way.
         */
        post: operations["resetPasswordByEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/password/sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forgot password: send a reset code by SMS
         * @description Same answer whether or not an account has this number.
         */
        post: operations["sendResetSmsCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/password/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forgot password: set a new password with the SMS code
         * @description Sets the new password of the account with this mobile number, revokes its sessions and
         *     remember tokens and signs in.
         */
        post: operations["resetPasswordByPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/affiliate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check an affiliate (invitation) code */
        get: operations["checkAffiliate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The merchant's announcements to its agents
         * @description Upstream: GET /wps/agent/announcements (the agent centre's announcement page). Agents only; players get `login.not.agent`.
         */
        get: operations["getAgentAnnouncements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/ODSFE2_getTeamOverviewSum": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The team overview: KPIs for today, yesterday, this week and this month, a 30-day series, contribution by direct downline and a breakdown by game category
         * @description Upstream: ODSFE2_getTeamOverviewSum. The subtree is always the session's: ids outside it answer `not.found`.
         */
        get: operations["getTeamOverviewSum"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/globalRebateSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The agent's own rebate rate per product type: the most it may give a downline
         * @description Upstream: MCSFE_getGlobalRebateSettingsByProductType (legacy GET /wps/agent/globalRebateSettings). The subtree is always the session's: ids outside it answer `not.found`.
         */
        get: operations["getGlobalRebateSettingsByProductType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/downline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A downline's details (anyone in the caller's subtree; others answer `not.found`)
         * @description The subtree is always the session's: ids outside it answer `not.found`.
         */
        get: operations["getDownlineDetails"];
        put?: never;
        /**
         * Create a downline player or agent directly under the signed-in agent
         * @description Rebates above the agent's own for a product type answer `agent.rebate.too.high`; a taken account answers `exists.username.err`. Upstream: POST /wps/agent/downline. The subtree is always the session's: ids outside it answer `not.found`.
         */
        post: operations["createDownline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/downlines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Downlines, server-driven: sorted, filtered and paged; `parentId` drills into a downline's team
         * @description Lists the direct downlines of `parentId` (default: the signed-in agent), or with `scope=all` everyone under it. Period columns (deposits, withdrawals, valid bets, win/loss) cover `period`/`from`/`to` (default today). Sort columns: see `DownlineSortColumn`. Upstream: legacy GET /wps/agent/downlines. The subtree is always the session's: ids outside it answer `not.found`.
         */
        get: operations["getDownlines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/downlines/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The filtered downline view as CSV, streamed (every row, no paging)
         * @description The subtree is always the session's: ids outside it answer `not.found`.
         */
        get: operations["exportDownlines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/affiliateUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an affiliate link: accounts registering through it land under the agent with its type and rebates
         * @description Upstream: MCSFE_createAffiliateUrl (legacy POST /wps/agent/affiliateUrl). The subtree is always the session's: ids outside it answer `not.found`.
         */
        post: operations["createAffiliateUrl"];
        /**
         * Delete one of the agent's affiliate links (another agent's link answers `not.found`)
         * @description Upstream: MCSFE_deleteAffiliateUrl (legacy DELETE /wps/agent/affiliateUrl?affiUrlId=). The subtree is always the session's: ids outside it answer `not.found`.
         */
        delete: operations["deleteAffiliateUrl"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/affiliateUrls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The agent's affiliate links with the registrations through each
         * @description Upstream: MCSFE_viewAffiliateUrls (legacy GET /wps/agent/affiliateUrls). The subtree is always the session's: ids outside it answer `not.found`.
         */
        get: operations["viewAffiliateUrls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/registeredAffiliates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Accounts registered through the agent's affiliate links, newest first
         * @description Upstream: MCSFE_viewRegisteredAffiliates (legacy GET /wps/agent/registeredAffiliates). The subtree is always the session's: ids outside it answer `not.found`.
         */
        get: operations["viewRegisteredAffiliates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/transferDownline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Transfer from the agent's balance to a downline: one ledger transaction, a message to both
         * @description Needs the payment password (`payment.password.invalid`, `payment.password.not.set`). An amount over the balance answers `agent.transfer.balance.not.enough` and moves nothing. A repeated `Idempotency-Key` answers the first answer unchanged (header `Idempotent-Replay: true`). Both sides get an inbox message (`transfer_sent`, `transfer_received`). A wrong payment password counts towards `payment.password.locked`. Upstream: PUT /wps/agent/transferDownline. The subtree is always the session's: ids outside it answer `not.found`.
         */
        put: operations["transferToDownline"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/promoteDownlineToAgent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Promote a direct downline player to agent (type 1)
         * @description Only players (type 0) directly under the agent; others answer `agent.promote.invalid`. Upstream: PUT /wps/agent/promoteDownlineToAgent. The subtree is always the session's: ids outside it answer `not.found`.
         */
        put: operations["promoteDownlineToAgent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/downlineRebates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a direct downline's rebate settings, each at most the agent's own
         * @description Upstream: legacy /wps/agent/downlineRebates. The subtree is always the session's: ids outside it answer `not.found`.
         */
        put: operations["updateDownlineRebates"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/report/teamBetting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bet records of the whole team, filtered by downline, category and vendor, with totals
         * @description Sort columns: createdAt, account, category, vendorCode, stake, payout, winLoss. Upstream: /wps/report/* (team betting). The subtree is always the session's: ids outside it answer `not.found`.
         */
        get: operations["getTeamBetting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/report/profitLoss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Profit and loss per direct downline (its whole team), drillable with `parentId`, with team totals
         * @description Sort columns: account, teamSize, deposits, withdrawals, bets, validBets, payout, winLoss. Upstream: /wps/report/* (profit and loss). The subtree is always the session's: ids outside it answer `not.found`.
         */
        get: operations["getProfitLossStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/report/revenue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The agent's own income by day and by source, with totals
         * @description Upstream: /wps/report/* (my income). The subtree is always the session's: ids outside it answer `not.found`.
         */
        get: operations["getRevenueReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/report/commission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The agent's commission settlements of the period, newest first, each with its lines
         * @description The commission the house paid the agent per closed day: per game category and direct downline, the valid bets settled in that downline's branch, the agent's rate and the downline's rate. The lines add up exactly; the settlement's amount is their sum rounded down once to the minor unit.
         */
        get: operations["getCommissionStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/report/downlineTransactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deposits, withdrawals and transfers of the team, with totals per kind
         * @description Sort columns: createdAt, account, kind, amount. Upstream: /wps/report/* (account details). The subtree is always the session's: ids outside it answer `not.found`.
         */
        get: operations["getDownlineTransactions"];
        put?: never;
        post?: never;
        delete?: never;
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
        /**
         * Change the member's profile (upstream's legacy update of the member info)
         * @description Only the fields sent change, and only those the merchant lets members edit. Errors:
         *     `profile.field.readonly` (`value.field`), `profile.field.invalid` (`value.field`),
         *     `profile.payee.fixed` (the full name is set already). Trial accounts are refused with
         *     `in_need_true_account`.
         */
        post: operations["updateMemberProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/info/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The profile fields the merchant shows, with what the member may change
         * @description The labels of the specification (section 3); which may be changed follows the merchant's settings, and the full name is fixed once set. Trial accounts are refused with `in_need_true_account`.
         */
        get: operations["getMemberProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/info/icon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's avatar and the preset pictures
         * @description Upstream `GET /wps/member/info/icon` (`{avatar, avatarType}`), with the address of the picture. Trial accounts are refused with `in_need_true_account`.
         */
        get: operations["getMemberAvatar"];
        /**
         * Choose a preset avatar or upload a picture
         * @description A preset by number, or a PNG or JPEG of at most 5 MB and 40 megapixels (decoded, whatever it is called, then stored re-encoded in its own format and scaled down to fit 512 x 512 pixels, without its metadata). One stored picture per member: a new upload replaces the last, and its address changes. Errors: `avatar.invalid`, `avatar.too.large`, `image.pixels.too.many`. Trial accounts are refused with `in_need_true_account`.
         */
        put: operations["setMemberAvatar"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/securityCenter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What secures the member's account
         * @description Bound mobile number and e-mail (masked), Google Authenticator and where the merchant requires it, payment password set, last password change. Trial accounts are refused with `in_need_true_account`.
         */
        get: operations["getSecurityCenter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/verification/sms/bind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a code to a mobile number to bind it
         * @description Throttled like every code (one a minute per number; too many block the number and the IP for five minutes). A number bound to another account is refused with `exists.mobile.err`. Trial accounts are refused with `in_need_true_account`.
         */
        post: operations["sendBindSmsCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/verification/email/bind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a code to an e-mail address to bind it
         * @description Throttled like SMS codes. `profile.field.invalid` (`value.field: email`) for an address that is not one. Trial accounts are refused with `in_need_true_account`.
         */
        post: operations["sendBindEmailCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/mobile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Bind or change the mobile number with the code sent to it
         * @description Errors: the SMS code errors (`sms.code.*`), `exists.mobile.err`, `googleauth.required` / `googleauth.code.invalid` when the merchant requires the Google code for `security`. Trial accounts are refused with `in_need_true_account`.
         */
        put: operations["bindMobile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Bind or change the e-mail address with the code sent to it
         * @description Errors: the code errors (`sms.code.*`), `profile.field.invalid`, `googleauth.required` / `googleauth.code.invalid` as for the mobile number. Trial accounts are refused with `in_need_true_account`.
         */
        put: operations["bindEmail"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/googleAuth/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start setting up Google Authenticator
         * @description A new secret, shown as a QR code (`otpauthUri`) and as text; it takes effect once `confirmGoogleAuth` receives a code it generated. A second call replaces an unconfirmed secret. `googleauth.exists` when it is already set up. Trial accounts are refused with `in_need_true_account`.
         */
        post: operations["startGoogleAuthSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/googleAuth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Confirm the Google Authenticator set-up with a code
         * @description Errors: `googleauth.not.started`, `googleauth.code.invalid` (wrong answers are counted: from the fifth in an hour each blocks further tries, `too.many.requests` with `value.retryAfterSeconds`). Trial accounts are refused with `in_need_true_account`.
         */
        put: operations["confirmGoogleAuth"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/googleAuth/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn Google Authenticator off with a current code
         * @description Errors: `googleauth.not.enabled`, `googleauth.code.invalid`, `too.many.requests`. Trial accounts are refused with `in_need_true_account`.
         */
        post: operations["disableGoogleAuth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/loginHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's sign-ins of the last 90 days, newest first
         * @description Each with its time, method, IP and device, whether it is this session and whether it still works. Trial accounts are refused with `in_need_true_account`.
         */
        get: operations["getLoginHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/session/logout/others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out the member's other sessions
         * @description Ends every session and remember token of the member except this session (and its remember token).
         */
        post: operations["logoutOtherSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/playLimits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's loss and wager limits
         * @description Trial accounts are refused with `in_need_true_account`.
         */
        get: operations["getPlayLimits"];
        /**
         * Set the loss and wager limits
         * @description All six are sent (null = no limit). Lowering or adding a limit takes effect at once; raising or removing one waits 24 hours (`pendingAmount`, `pendingEffectiveAt`), as deposit limits do. Amount errors as for deposits. Trial accounts are refused with `in_need_true_account`.
         */
        put: operations["setPlayLimits"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/realityCheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The session reminder: its interval and this session so far
         * @description Time signed in and the rounds, stakes, payouts and net result since. Trial accounts are refused with `in_need_true_account`.
         */
        get: operations["getRealityCheck"];
        /**
         * Set the session reminder interval (null = none)
         * @description Trial accounts are refused with `in_need_true_account`.
         */
        put: operations["setRealityCheck"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/playBreak": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a time-out or exclude oneself from play
         * @description A time-out lasts 24 hours to 6 weeks, a self-exclusion 6 months to permanently; neither can be shortened. It signs the member out everywhere (sessions, remember tokens, open games), and until it ends every sign-in is refused with `login.play.break` (`value.kind`, `value.until`). Confirmed with the sign-in password (`account.password.invalid`; wrong answers are counted with the password change's old-password guesses, `login.locked` once they are used up). Trial accounts are refused with `in_need_true_account`.
         */
        post: operations["startPlayBreak"];
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
         * @description Upstream `MCSFE_getListAnnouncements`. `types` picks the kinds (B banners, PL marquee
         *     notices, H notice-centre notices, PU popups, PR promotions); `execution` filters popups by
         *     audience (A signed in, B anonymous, F first login; items without an audience always pass).
         *     Texts come in the `Language` header's language, falling back to EN.
         */
        get: operations["getListAnnouncements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getAvailablePromotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Promotions the member can still claim */
        get: operations["getAvailablePromotions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_claimRafflePromotion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim a raffle promotion or a first-deposit gift
         * @description One claim per member and promotion; a repeated claim answers `prom.claim.duplicate` with the stored claim in `value`. A first-deposit gift (`claimType` FIRST_DEPOSIT) answers `prom.claim.deposit.required` until the member has a credited deposit. The claim becomes a reward grant (see the `rewards` tag): paid at once (`Claimed`) when the merchant's rule for the promotion pays automatically, else `Applying` until an operator approves (`Issued`, paid) or rejects it.
         */
        post: operations["claimRafflePromotion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getRewardCenter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reward centre: claimable promotions and activities, missions, badges, wagering
         * @description Every running or recent promotion with a claim and every activity, each with the member's status (spec section 3: Join, Joined, Claim, Applying, Process, Rejected, Issued, Claimed, Close, coming soon); the mission count; the unread badges; the open wagering.
         */
        get: operations["getRewardCenter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getRewardRecords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's rewards from every source, newest first
         * @description Promotion, activity and raffle claims, mission rewards, VIP bonuses, referral rewards, rebates and points rewards, with their status and wagering.
         */
        get: operations["getRewardRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getRewardBadges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Unread badges of rewards and missions
         * @description Claimable reward-centre items not yet seen there, missions complete and not claimed, and `availablePromoCount`.
         */
        get: operations["getRewardBadges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_markRewardsSeen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark the claimable items of the reward centre as seen
         * @description Clears the rewards badge until something new becomes claimable.
         */
        post: operations["markRewardsSeen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getMissionSummaryDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The merchant's missions with the member's progress in the current period
         * @description Progress comes from the bet records (valid bets and rounds per game category, UTC days) and credited deposits; daily missions reset at 00:00 UTC, weekly on Monday, monthly on the 1st.
         */
        get: operations["getMissionSummaryDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_claimMissionReward": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim the reward of a completed mission
         * @description Once per mission and period: the reward is credited at once through the ledger (kind `bonus`). Refused with `mission.not.complete` before the target is reached and `mission.claim.duplicate` after a claim in the same period.
         */
        post: operations["claimMissionReward"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getMissionLeaderboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The leaderboard of a period
         * @description By valid bet (`VALID_BET`) or by mission points (`POINTS`), for the current day, week or month (UTC); the top 20 with masked names, and the member's own rank.
         */
        get: operations["getMissionLeaderboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getManualRebate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's accrued rebate per game category, its rates and the claim rules
         * @description Rebate accrues on valid bets (settled stakes) since the member's last claim, per game category at the rate of the member's VIP level (each category rounded down to a cent). Reading it evaluates the VIP level first (see getPlayerRankProgress).
         */
        get: operations["getManualRebate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_claimManualRebate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim the accrued rebate
         * @description Pays the accrued total as claim number `seq` (the summary's `nextClaim`): one grant (source `rebate`, `claim:<seq>`) credited through the ledger (kind `rebate`); the categories' valid bets up to now stop accruing. Refused with `rebate.nothing.accrued` when nothing has accrued, `rebate.below.minimum` below the merchant's minimum and `rebate.claim.duplicate` when that claim number was already paid (a double click); nothing moves then.
         */
        post: operations["claimManualRebate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getManualRebateRecords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's claimed rebates, newest first */
        get: operations["getManualRebateRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getPlayerRankProgress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's VIP level, its progress to the next and the benefits table
         * @description A member reaches a level when its total valid bets reach the level's total turnover or this month's (UTC) reach its monthly turnover, and its credited deposits reach the level's deposits; a level is never lost. Reading it evaluates the level: reaching a level pays its level-up bonus once (grant `vip`, `level-up:<n>`), and the first evaluation of a month with valid bets in it pays the held level's monthly bonus once (`monthly:YYYY-MM`, automatic).
         */
        get: operations["getPlayerRankProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getReferralDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's referral code and link, their invitations and the merchant's referral rule
         * @description Invite friends. `autoGenerate=true` makes the member's code on first use (8 letters and digits, unique within the merchant); without it a member with no code gets `referralCode: null`. The link is `registerPath` on any of `promotionDomains`: a visitor who registers through it becomes the member's invitee. The rule pays the member `rule.reward` once per invitee, when the invitee's credited deposits reach `rule.minDeposit` (at the deposit's confirmation). Answers `function.not.available` while referral is off (the public state's `availablePromo` REFERRAL entry).
         */
        get: operations["getReferralDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getReferralInvitees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The members the signed-in member invited, newest first
         * @description Only the signed-in member's own invitees; accounts are masked (first two and last two characters). Status: `registered` (no deposit yet), `deposited` (a credited deposit, the rule's minimum not reached yet), `rewarded` (the member's reward for this invitee was paid).
         */
        get: operations["getReferralInvitees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/report/bonusDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every bonus, rebate and reward credited in a period
         * @description Credited rewards (status Issued or Claimed) with their source and any wagering still required. `from`/`to` are UTC days (default: the last 30 days); a reversed or malformed range answers `bonus.period.invalid`, one longer than 90 days `bonus.period.too.long`.
         */
        get: operations["getBonusDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/CBS_launchChat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start a live chat with customer service
         * @description Upstream `CBS_launchChat`: `value.chatUrl` is the page to open in the 440 x 750 window.
         */
        get: operations["launchLiveChat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Send feedback or a complaint
         * @description Public (a signed-in member is recorded with it). Images travel base64 in the JSON body:
         *     at most 3, each a PNG or JPEG of at most 5 MB (after base64), at most 40 megapixels and
         *     20,000 pixels on a side. Each image is decoded and stored re-encoded in its own format, so
         *     nothing but its pixels is kept (no trailing data, text chunks or EXIF such as a GPS position).
         *     The request body may be up to 28 MB. Errors: `feedback.content.invalid`,
         *     `feedback.image.invalid`, `feedback.image.too.large`, `image.pixels.too.many`.
         */
        put: operations["submitFeedback"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/feedback/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Feedback form limits */
        get: operations["getFeedbackConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/chat/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Chat room messages */
        get: operations["getChatMessages"];
        put?: never;
        /**
         * Post to the chat room
         * @description Members only (visitors read). Plain text, trimmed, within `maxLength`; at most 3 messages per member in 10 seconds (`too.many.requests`).
         */
        post: operations["postChatMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/chat/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live chat room messages (server-sent events)
         * @description A `text/event-stream`: each new message as `event: message` with the ChatMessage JSON as
         *     data and its id as the event id, a comment every 15 s to keep proxies open. The server ends
         *     the stream after about 25 s; clients reconnect with `after` set to the last id they saw.
         */
        get: operations["streamChatMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/content/pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An information page (about us, contact us, security centre, credit report) */
        get: operations["getContentPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/content/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Blog posts or news */
        get: operations["getPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/content/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One blog post or news item */
        get: operations["getPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/content/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Activity centre
         * @description Each activity with what the caller can do (signed out: Join / Claim lead to login).
         */
        get: operations["getActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/content/activities/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up for a JOIN activity
         * @description Only while the activity runs (`activity.unavailable` otherwise); repeating it changes nothing.
         */
        post: operations["joinActivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/content/activities/{id}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim the reward of a CLAIM activity
         * @description Only while the activity runs (`activity.unavailable` otherwise); a second claim answers `activity.claim.duplicate`, an activity that needs a deposit `activity.deposit.required` until the member's first credited deposit. The claim becomes a reward grant (see the `rewards` tag): paid at once (`Claimed`) or `Applying` until an operator decides.
         */
        post: operations["claimActivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/livechat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The live chat page
         * @description The reference API's own live-chat page (HTML); the ticket from `launchLiveChat` names the conversation and its merchant.
         */
        get: operations["getLiveChatPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/livechat/app.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Script of the live chat page */
        get: operations["getLiveChatScript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/livechat/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages of a live chat */
        get: operations["getLiveChatMessages"];
        put?: never;
        /** Write to customer service */
        post: operations["postLiveChatMessage"];
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
         * Biggest and latest real wins
         * @description Public. Real wins read from the bet records (settled rounds that paid back more than the
         *     stake and at least the merchant's threshold, `winnerBoard.minWin` of its settings): the
         *     biggest of the last 7 days (`view=BIGGEST`, biggest first) or the latest (`view=LATEST`,
         *     newest first). Account names are masked. Each replica caches a board for 30 seconds, so a
         *     new win shows within a minute.
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
    "/wps/relay/VIS_getJackpot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The progressive jackpot's pool
         * @description Public. The balance of the merchant's jackpot ledger account: a share of every eligible
         *     stake (`jackpot.contributionBp` basis points of the real-money stakes of the categories in
         *     `jackpot.categories` of the merchant's settings) flows in, swept every few seconds a
         *     short while after the round; a demo slot round whose centre line shows three SEVENs wins
         *     the whole pool, paid through the ledger. Never counted up by the client: poll this call.
         *     (The upstream jackpot call; its answer here is this shape.)
         */
        get: operations["getJackpot"];
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
    "/lotto/lgw/games/opened/numero": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The draw of a lottery game now open for bets, under the lottery gateway prefix (same answer as /lgw/games/opened/numero) */
        get: operations["getLottoOpenLotteryDraw"];
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
    "/wps/member/info/funds/consolidated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's consolidated funds: wallet balances, contract offers waiting
         * @description Every balance is read from the member's own ledger accounts (the session's member, never
         *     a parameter). In single-wallet mode only the main wallet is listed; in transfer mode one
         *     wallet per game vendor. Beside the wallets, upstream's contract keys (§7.4): the offers
         *     waiting for the member (status P, or E for new terms of a contract in force) by game type
         *     in `divtypereq`, `dailysalreqtype`, `contracthoursalreq` and `realtimesalreqtype`, and the
         *     switches of the agent console's contract pages (`divtypeinfo`, `dailysalinfotype`,
         *     `contractmrdailysalinfotype`, `contracthoursalinfo`, `realtimesalinfo`; the modules
         *     SIGNCONDIV3, DAILYSALCONT3, HOURSAL3, RTSALARY3). Trial accounts get empty offer maps.
         */
        get: operations["getConsolidatedFunds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/GCS_walletTransfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move money between the member's wallets (transfer-wallet mode)
         * @description `from` and `to` are `MAIN` or a vendor code of the catalogue: one balanced ledger
         *     transaction (`wallet_transfer`), once per Idempotency-Key.
         *
         *     Errors: the amount codes (`amount.format`, `amount.zero`, `amount.negative`,
         *     `amount.decimals`), `account.balance.not.enough` (nothing moves), `wallet.transfer.same`,
         *     `wallet.vendor.invalid` (`value.wallet`), `game.maintenance` (into a vendor under
         *     maintenance), `function.not.available` (single-wallet merchant or FUNDTRANS3 off),
         *     `in_need_true_account`, and the idempotency codes. Upstream: POST /wps/relay/GCS_walletTransfer
         *     (its payload is not public; legacy transferToMainWallet / transferFromMainWallet).
         */
        post: operations["walletTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/GCS_walletRecallAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Every vendor wallet back to the main wallet in one action
         * @description One balanced ledger transaction (`wallet_transfer`) emptying every vendor wallet that
         *     holds money into the main wallet, once per Idempotency-Key; nothing moves (and
         *     `transactionId` is null) when they are all empty. Allowed in single-wallet mode too, so
         *     money left in vendor wallets by a merchant that changed modes can always come back.
         *     Errors: `function.not.available` (FUNDTRANS3 off), `in_need_true_account`, the
         *     idempotency codes.
         */
        post: operations["walletRecallAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/uplineTransfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a transfer to the upline needs: the upline agent, the merchant's range, the balance */
        get: operations["getUplineTransferInfo"];
        put?: never;
        /**
         * Send money from the main wallet to the member's upline agent
         * @description Needs the member's payment password (the cashier's). One balanced ledger transaction
         *     (`upline_transfer`), once per Idempotency-Key; both sides get an inbox message
         *     (`upline_transfer_sent`, `upline_transfer_received`); the agent console lists it in the
         *     downline transactions (kind `uplineTransfer`).
         *
         *     Errors: the amount codes, `account.transfer.exceed.min` (`value.min`),
         *     `account.transfer.exceed.max` (`value.max`), `account.balance.not.enough` (nothing
         *     moves), `upline.not.found`, `payment.password.not.set`, `payment.password.invalid`,
         *     `payment.password.locked` (`value.retryAfterSeconds`), `function.not.available`,
         *     `in_need_true_account`, and the idempotency codes.
         */
        post: operations["transferToUpline"];
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
    "/wps/relay/MCSFE_getDepositSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deposit settings of the merchant (upstream MCSFE_getDepositSettings)
         * @description Whether deposits are allowed, the channels with their own ranges and quick amounts, the merchant's receiving bank accounts and the member's deposit limits. Trial accounts are refused with `in_need_true_account`.
         */
        get: operations["getDepositSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/transaction/deposit/{channel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deposit through a channel
         * @description `online` channels answer a pending deposit whose `payUrl` is the payment provider's hosted
         *     page: the member pays there and the provider's callback credits the balance (one ledger
         *     transaction). A pending online payment expires after `paymentExpiryMinutes`. `bank`
         *     channels need `bankAccountId`, `depositorName` and `reference`; the deposit stays pending
         *     until an operator confirms or rejects it.
         *
         *     Errors: `amount.format`, `amount.zero`, `amount.negative`, `amount.decimals`,
         *     `amount.out.of.range` (`value.min`, `value.max`), `deposit.limit.exceeded`
         *     (`value.period`, `value.left`), `deposit.channel.invalid`, `deposit.fields.required`,
         *     `function.not.available` (deposits off), `in_need_true_account`, and the idempotency codes.
         */
        post: operations["createDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/report/depositTransaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's deposits, newest first */
        get: operations["listDeposits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/report/depositTransaction/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One deposit of the member */
        get: operations["getDeposit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/depositLimits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's deposit limits (responsible gaming)
         * @description Trial accounts are refused with `in_need_true_account`.
         */
        get: operations["getDepositLimits"];
        /**
         * Set the daily, weekly and monthly deposit limits
         * @description All three are sent (null = no limit). Lowering or adding a limit takes effect at once; raising or removing one is pending for 24 hours (`pendingAmount`, `pendingEffectiveAt`). Amount errors as for deposits. Trial accounts are refused with `in_need_true_account`.
         */
        put: operations["setDepositLimits"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getWithdrawSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Withdraw settings (upstream MCSFE_getWithdrawSettings)
         * @description Trial accounts are refused with `in_need_true_account`.
         */
        get: operations["getWithdrawSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/system/withdrawBanks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Banks a card may be bound to */
        get: operations["listWithdrawBanks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/bankCard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's bank cards (numbers masked)
         * @description Trial accounts are refused with `in_need_true_account`.
         */
        get: operations["listBankCards"];
        /**
         * Bind a bank card
         * @description Errors: `bankcard.bank.invalid`, `bankcard.number.invalid`, `bankcard.name.mismatch` (holder differs from the payee name), `bankcard.duplicate`, `bankcard.limit` (at most 5 cards). Trial accounts are refused with `in_need_true_account`.
         */
        put: operations["bindBankCard"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/hasWithdrawalPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the member has set a payment password */
        get: operations["hasWithdrawalPassword"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/paymentPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the payment password (once)
         * @description Six digits. Errors: `payment.password.exists`, `payment.password.rule.err`, `payment.password.confirm.err`. Trial accounts are refused with `in_need_true_account`.
         */
        put: operations["setPaymentPassword"];
        /**
         * Change the payment password with the old one
         * @description Errors: `payment.password.not.set`, `payment.password.invalid` (wrong old one; counted like sign-in failures), `payment.password.locked` (`value.retryAfterSeconds`), `payment.password.rule.err`, `payment.password.confirm.err`. Trial accounts are refused with `in_need_true_account`.
         */
        post: operations["changePaymentPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/transaction/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw to a bound bank card
         * @description Moves the amount from the member's balance to the pending-withdrawals account in one
         *     ledger transaction (it can never be spent twice); an operator approves or rejects it.
         *
         *     Errors: the amount codes, `amount.out.of.range` (`value.min`, `value.max`),
         *     `account.balance.not.enough`, `withdraw.daily.count`, `bankcard.not.found`,
         *     `payment.password.not.set`, `payment.password.invalid`, `payment.password.locked`
         *     (`value.retryAfterSeconds`), `function.not.available`, `in_need_true_account`, and the
         *     idempotency codes.
         */
        post: operations["createWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/report/withdrawTransaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's withdrawals, newest first */
        get: operations["listWithdrawals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/report/withdrawTransaction/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One withdrawal of the member */
        get: operations["getWithdrawal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/transaction/withdraw/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm receipt of a disbursed withdrawal
         * @description `received` makes the withdrawal final. `partly_received` (with `receivedAmount`) and
         *     `not_received` need proof images (PNG or JPEG, at most 5 MB and 40 megapixels each, at most
         *     3; decoded and stored re-encoded, without their metadata) and open a dispute an operator
         *     resolves. Errors: `receipt.proof.required`, `receipt.image.invalid`,
         *     `receipt.image.too.large`, `image.pixels.too.many`, the amount codes,
         *     `transaction.state.invalid` (409: not disbursed, or already answered).
         */
        post: operations["confirmWithdrawalReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/report/transaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's transaction history: every ledger movement on its accounts, by kind and period, with the period's totals
         * @description Member centre `transactionHistory`. Every movement on the accounts the signed-in member
         *     owns (the main wallet and, in transfer-wallet mode, its vendor wallets): deposits,
         *     withdrawals and their returns, bets, payouts, transfers, bonuses, rebates, adjustments.
         *     Sort columns: `createdAt` (default) and `amount`; any other answers `records.sort.invalid`.
         *     Totals cover the whole filtered period. Upstream: `/wps/report/transaction` (legacy
         *     report), member transaction detail module MEMTRANS3.
         */
        get: operations["getTransactionHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/report/transaction/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One ledger transaction of the member: its legs on the member's accounts and what it belongs to
         * @description By ledger transaction id. A transaction that moved none of the signed-in member's
         *     accounts answers `not.found`, whoever it belongs to. Module MEMTRANS3 (member transaction
         *     detail), as the transaction history.
         */
        get: operations["getTransactionDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/report/accountGameBetHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's bet records by category, vendor, status and period, with the page's and the period's totals
         * @description Member centre `personalHistoryCopy`. Each row is one round: time, game, vendor, round id,
         *     stake, valid bet, win/loss, status. Sort columns: `createdAt` (default), `stake`,
         *     `winLoss`; any other answers `records.sort.invalid`. Upstream:
         *     `/wps/report/accountGameBetHistory` (legacy report; newer shells relay the same through
         *     `ODSFE2_*`).
         */
        get: operations["getBetHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/report/accountGameBetHistory/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One round of the member's: its figures, what was bet and drawn, and its money movements
         * @description By bet record id. Another member's round answers `not.found`.
         */
        get: operations["getBetDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/report/personalProfit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's profit per game category over a period, with the bonuses and rebates credited and the net result
         * @description Member centre `personalProfit`. Per category: bets, stake, valid bet, payout, win/loss;
         *     the totals add the period's `bonus` and `rebate` ledger transactions, and net = win/loss +
         *     bonus + rebate. Upstream: legacy per-product PNL reports (`/wps/report/personalPVPFishingPNL`,
         *     `detailedLottoPNL`); this one covers every category.
         */
        get: operations["getPersonalProfit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/CSP_getInbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's inbox, newest first (upstream CSP_getInbox)
         * @description The messages of the last 365 days (the unread count too); an older message is still opened by its id. Trial accounts are refused with `in_need_true_account`.
         */
        get: operations["getInbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/CSP_unreadCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Unread messages (upstream CSP_unreadCount: `value` is the number)
         * @description Trial accounts are refused with `in_need_true_account`.
         */
        get: operations["getUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/message/inbox/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open a message (marks it read) */
        get: operations["openMessage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/message/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark messages read
         * @description Ids that are not the member's are ignored. Answers the unread count.
         */
        post: operations["markMessagesRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/message/readAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark every message read
         * @description Answers the unread count (0).
         */
        post: operations["markAllMessagesRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/message/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What changed for the signed-in member or agent (server-sent events)
         * @description A `text/event-stream` of the session's member: each committed change as `event: change`
         *     with a MemberEvent (`{"topics":[...]}`) as data and its event id as the SSE id; clients
         *     refresh what the topics name. Events are sent only after the transaction that made the
         *     change commits, and reach the streams open on every replica. A comment line every 15 s
         *     keeps proxies open; the server ends the stream after about 25 s and the client reconnects
         *     at once, sending the highest id it saw as `Last-Event-ID`: the stream first sends what
         *     came after it (and, as ids are taken before commit, the events of the last 30 s, which
         *     the client skips by id). When the id is older than the replay window (a few minutes) the
         *     stream starts with `event: reset` (data `{}`): refresh everything. A stream opened without
         *     `Last-Event-ID` starts with `event: ready` (data `{}`) whose id is the newest event id:
         *     the client resumes from it, and refreshes what it shows once, as changes made before the
         *     stream opened are not sent.
         *
         *     The session token travels in `Authorization` as on every call (clients read the stream
         *     with fetch, never with a token in the address). Without a valid session: 401.
         */
        get: operations["streamMemberEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getPointConfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Points rules: earning rates per game category and the conversion rate (upstream MCSFE_getPointConfig)
         * @description Public: visitors see how points are earned. `enabled` is false when the points system
         *     (PTSYS3) is off, so this call answers while the module is off (no x-module switch).
         */
        get: operations["getPointConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getPointBalance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's points (upstream MCSFE_getPointBalance)
         * @description Points earned on bets settled since the last read are added first (one points
         *     transaction per game category, computed from the bet records).
         *
         *     Errors: `function.not.available` (points off), `in_need_true_account` (trial accounts).
         */
        get: operations["getPointBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getPointReward": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The points catalogue: cash, bonus and item rewards (upstream MCSFE_getPointReward)
         * @description Public. Names and descriptions in the `Language` header's language (EN when there is
         *     none); rewards the merchant switched off are left out.
         *
         *     Errors: `function.not.available` (points off).
         */
        get: operations["getPointRewards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/passwordCheck/MCSFE_redeemPointReward": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeem a reward with points (upstream passwordCheck/MCSFE_redeemPointReward)
         * @description Checks the account password, then in one database transaction takes the points
         *     (pointsRequired x quantity, held until an operator decides) and the units from stock, and
         *     creates a redemption `in_process`. The operator approves it (cash and bonus rewards pay
         *     the member's balance through the ledger, kind `bonus`, reference `points:<id>`) or
         *     rejects it (points and stock return).
         *
         *     Errors: `point.balance.not.enough` (`value.required`, `value.balance`),
         *     `point.reward.out.of.stock` (`value.stock`), `point.reward.unavailable`,
         *     `point.quantity.invalid` (`value.max`), `point.amount.requirement` (`value.required`,
         *     `value.validBets`), `point.password.invalid` (`value.attemptsLeft`),
         *     `point.password.locked` (`value.retryAfterSeconds`), `function.not.available`,
         *     `in_need_true_account`, and the idempotency codes. Nothing moves on any of them.
         */
        post: operations["redeemPointReward"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_getRedeemPointList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's redemptions, newest first (upstream MCSFE_getRedeemPointList) */
        get: operations["getRedeemPointList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/passwordCheck/MCSFE_convertPoint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert points to balance at the merchant's rate (upstream passwordCheck/MCSFE_convertPoint)
         * @description Checks the account password, then moves the points and credits the amount (ledger kind
         *     `bonus`, reference `points:<conversion id>`) in one database transaction.
         *
         *     Errors: `point.convert.zero` (no points, or fewer than one), `point.convert.over.balance`
         *     (`value.balance`), `point.convert.minimum` (`value.min`, `value.step`),
         *     `point.password.invalid`, `point.password.locked`, `function.not.available`,
         *     `in_need_true_account`, and the idempotency codes. Nothing moves on any of them.
         */
        post: operations["convertPoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/ODSFE2_MemTransDet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every change of the member's points, newest first (upstream ODSFE2_MemTransDet)
         * @description Points earned per game category, taken by redemptions, returned by rejections, converted
         *     and adjusted, each with the balance after it.
         */
        get: operations["getPointTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/callback/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A payment provider's notification
         * @description Called by the provider, not by browsers. The raw body is signed:
         *     `X-Signature: hex(HMAC-SHA256(secret, timestamp + "." + rawBody))`, `X-Timestamp` in epoch
         *     seconds (at most 5 minutes off). The payment's amount, currency and merchant must match the
         *     deposit. Idempotent: a repeated delivery changes nothing and answers 200. A bad signature,
         *     stale timestamp or changed amount answers 400 `payment.callback.invalid`, is logged and
         *     credits nothing.
         */
        post: operations["paymentCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/demo/pay/{paymentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The demo provider's hosted payment page
         * @description Shows the amount and merchant with Pay and Cancel buttons (a form posting back here). The payment id is the unguessable token of the `payUrl`.
         */
        get: operations["getDemoPayPage"];
        put?: never;
        /**
         * Pay or cancel on the demo provider page
         * @description The demo provider records the payer's choice and notifies the platform through the signed callback; the page then says paid or cancelled and links back to `returnUrl`.
         */
        post: operations["submitDemoPayPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor-wallet/{vendor}/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A vendor asks the player's balance
         * @description The balance of the wallet the game session plays from (the fun balance of a trial session).
         *
         *     Called by the game vendor, not by browsers. Signed: `X-Signature: hex(HMAC-SHA256(secret,
         *     timestamp + "." + rawBody))` with the vendor's secret, `X-Timestamp` in epoch seconds (at
         *     most 5 minutes off); otherwise 401 `vendor.signature.invalid` and nothing moves.
         */
        post: operations["vendorWalletBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor-wallet/{vendor}/debit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A vendor debits a bet
         * @description Debits the stake of one round (play limits apply; `account.balance.not.enough` when it does
         *     not fit). Idempotent by `transactionId`: a repeat answers the same and moves nothing. A debit
         *     whose id was rolled back (even before it arrived) is refused with `game.bet.cancelled`.
         *
         *     Called by the game vendor, not by browsers. Signed: `X-Signature: hex(HMAC-SHA256(secret,
         *     timestamp + "." + rawBody))` with the vendor's secret, `X-Timestamp` in epoch seconds (at
         *     most 5 minutes off); otherwise 401 `vendor.signature.invalid` and nothing moves.
         */
        post: operations["vendorWalletDebit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor-wallet/{vendor}/credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A vendor credits a win
         * @description Credits the payout (0 for a loss) of the round of `debitTransactionId` and closes it; the win
         *     goes to the wallet that paid the stake. Idempotent by `transactionId`. A credit for a debit
         *     not seen yet is refused with 404 `game.bet.unknown` and records nothing (the vendor retries
         *     it); a credit after a rollback is refused with `game.bet.cancelled`; another credit for a
         *     settled round with `game.round.closed`. Accepted after the game session ended.
         *
         *     Called by the game vendor, not by browsers. Signed: `X-Signature: hex(HMAC-SHA256(secret,
         *     timestamp + "." + rawBody))` with the vendor's secret, `X-Timestamp` in epoch seconds (at
         *     most 5 minutes off); otherwise 401 `vendor.signature.invalid` and nothing moves.
         */
        post: operations["vendorWalletCredit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor-wallet/{vendor}/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A vendor rolls back a debit
         * @description Refunds the stake of `debitTransactionId` (once, whatever the rollback's id). A rollback of
         *     a debit never seen is recorded (`unknownDebit: true`), so that debit is refused if it
         *     arrives later. A settled round cannot be rolled back (`game.round.closed`). Accepted after
         *     the game session ended.
         *
         *     Called by the game vendor, not by browsers. Signed: `X-Signature: hex(HMAC-SHA256(secret,
         *     timestamp + "." + rawBody))` with the vendor's secret, `X-Timestamp` in epoch seconds (at
         *     most 5 minutes off); otherwise 401 `vendor.signature.invalid` and nothing moves.
         */
        post: operations["vendorWalletRollback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in caller: name, role and permissions
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise).
         */
        get: operations["operatorCurrentStaff"];
        put?: never;
        /**
         * Staff sign-in, step one: the password
         * @description The console's sign-in (no key or session needed). A right password answers a challenge for the second step: `totp` (an authenticator or recovery code, POST /operator/session/verify) or `enrol` (set up two-factor first, POST /operator/session/enrolment). Failures from one source wait a growing time (429 `staff.login.wait`); nothing locks an account from everywhere.
         */
        post: operations["operatorSignIn"];
        /**
         * Sign out of the console (the session token stops working)
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise).
         */
        delete: operations["operatorSignOut"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/session/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff sign-in, step two: an authenticator code or a recovery code
         * @description Answers the session token (send it as `X-Operator-Session`). A recovery code works once. Wrong codes are counted per account (`staff.code.invalid` with `value.attemptsLeft`, then 429).
         */
        post: operations["operatorVerifySignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/session/enrolment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Two-factor enrolment: a new authenticator secret
         * @description With the challenge of a staff member without two-factor: answers the secret and its otpauth URI (the console shows it as a QR code).
         */
        post: operations["operatorStartEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/session/enrolment/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Two-factor enrolment: confirm with a code, get the recovery codes
         * @description A code from the authenticator app confirms the secret; answers the session and ten single-use recovery codes (shown once).
         */
        post: operations["operatorConfirmEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dashboard's figures, today and per day
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`)
         *     of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). Per day of
         *     the merchant's calendar (its time zone), oldest first and today last: deposits credited;
         *     withdrawals taken less those returned; bets placed and their stakes (`turnover`); `ggr`, the
         *     stakes of the bets settled that day less their payouts; `bonusCost`, bonuses and rebates
         *     credited; and members registered.
         */
        get: operations["operatorDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log: who did what, when, from where, before and after
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). Newest first. Filters: `staff` (sign-in or key name, `cli`), `target` (`withdrawal:<id>`, `member:<account>`), `action` (`withdrawal.approve`); a trailing `*` matches a prefix.
         */
        get: operations["operatorAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Members: search by account, e-mail, mobile number, sign-in IP or agent
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). Paged; `q` matches part of the account name, e-mail or mobile number.
         */
        get: operations["operatorListMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/members/{account}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member of the merchant (another merchant's member is a 404)
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise).
         */
        get: operations["operatorGetMember"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The agent tree: top agents, an agent's direct downlines, or agents by account
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). Paged, largest team first. Without `parent` and `q`: the top agents (registered under nobody); with `parent`: that agent's direct downlines, agents and players (another merchant's agent is a 404); with `q`: the agents whose account contains it, at any depth.
         */
        get: operations["operatorListAgents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/agents/{account}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An agent: its place in the tree and its own contracts (another merchant's agent, or a player, is a 404)
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). The settlements of a contract are read with `GET /operator/settlements?contractId=`.
         */
        get: operations["operatorGetAgent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/members/{account}/lock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lock a member: no sign-in and no play (open sessions end)
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). The action is written to the audit log.
         */
        post: operations["operatorLockMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/members/{account}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unlock a member
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). The action is written to the audit log.
         */
        post: operations["operatorUnlockMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The merchant's staff accounts
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise).
         */
        get: operations["operatorListStaff"];
        put?: never;
        /**
         * Add a staff member (they enrol two-factor at their first sign-in)
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). The action is written to the audit log.
         */
        post: operations["operatorCreateStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/staff/{loginName}/lock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lock a staff account (an owner cannot lock themselves or the last owner)
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). The action is written to the audit log.
         */
        post: operations["operatorLockStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/staff/{loginName}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unlock a staff sign-in: the lock, wrong-code count and every source's wait
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). The action is written to the audit log.
         */
        post: operations["operatorUnlockStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Games of the catalogue with their switches, by vendor, category and status
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). Paged; `q` matches part of the game's name or code.
         */
        get: operations["operatorListGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/games/{id}": {
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
        /**
         * Change a game: enable or disable it, its maintenance switch and window, the hot and new lists, its order
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). The change is written to the audit log with the object before and after; the lobby shows it within seconds.
         */
        patch: operations["operatorUpdateGame"];
        trace?: never;
    };
    "/operator/gameVendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Game vendors per category with their switches
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise).
         */
        get: operations["operatorListGameVendors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/gameVendors/{id}": {
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
        /**
         * Enable or disable a vendor in a category, or switch its maintenance
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). The change is written to the audit log with the object before and after; the lobby shows it within seconds.
         */
        patch: operations["operatorUpdateGameVendor"];
        trace?: never;
    };
    "/operator/settings/fourEyes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The amount above which a withdrawal needs two approvers
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise).
         */
        get: operations["operatorFourEyesRule"];
        /**
         * Set the amount above which a withdrawal needs two approvers (null: one approver)
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). The change is written to the audit log.
         */
        put: operations["operatorSetFourEyesRule"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deposits of every member
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise); every action is written to the audit log.
         */
        get: operations["operatorListDeposits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/deposits/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a pending bank-transfer deposit, or an online payment paid after its time (credits the member)
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise); every action is written to the audit log. `transaction.state.invalid` unless pending, and for an online payment unless it was paid after its time (`latePaidAt`).
         */
        post: operations["operatorConfirmDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/deposits/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a pending deposit (status failed)
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise); every action is written to the audit log.
         */
        post: operations["operatorRejectDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Withdrawals of every member (status=disputed lists the disputes)
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise); every action is written to the audit log.
         */
        get: operations["operatorListWithdrawals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/withdrawals/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a pending withdrawal (money moves to payout clearing)
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise); every action is written to the audit log.
         */
        post: operations["operatorApproveWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/withdrawals/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a pending withdrawal (money returns to the member)
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise); every action is written to the audit log.
         */
        post: operations["operatorRejectWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/withdrawals/{id}/disburse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark an approved withdrawal paid out (starts the receipt clock)
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise); every action is written to the audit log.
         */
        post: operations["operatorDisburseWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/withdrawals/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve a disputed withdrawal
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise); every action is written to the audit log. `refunded` returns `refundAmount` (default the whole amount) from payout clearing to the member in one ledger transaction.
         */
        post: operations["operatorResolveDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adjust a member's balance with a reason
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise); every action is written to the audit log. One ledger transaction against the merchant's adjustments account; a negative amount larger than the balance answers `account.balance.not.enough`.
         */
        post: operations["operatorAdjustBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/jackpot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The jackpot pool's ledger statement
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`)
         *     of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). The pool's balance and every ledger
         *     transaction that moved it in the period (days of the merchant's calendar, either end open),
         *     newest first, with the period's sums: contributions (`funding` from the house account, one
         *     per stretch of a sweep, reference `jackpot:sweep:<first bet id>-<last bet id>`) and wins
         *     (`payout` to the winner, reference `jackpot:<bet id>`, with the winning member's account).
         *     A malformed or reversed period is 400.
         */
        get: operations["operatorJackpotStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/rewards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rewards of every member (status=Applying lists the claims waiting for review)
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise); every action is written to the audit log.
         */
        get: operations["operatorListRewards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/rewards/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a reward claim: it is credited at once (status Issued)
         * @description Operator only. A claim in Applying or Process; `amount` sets the prize of a reward without a fixed amount (`reward.amount.required` when neither gives one). Another state answers 409 `reward.state.invalid`.
         */
        post: operations["operatorApproveReward"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/rewards/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a reward claim with a reason (nothing is paid)
         * @description Operator only. A claim in Applying or Process; another state answers 409 `reward.state.invalid`.
         */
        post: operations["operatorRejectReward"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/rewards/{id}/process": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a reward claim up for review (status Process)
         * @description Operator only. A claim in Applying; repeating it changes nothing.
         */
        post: operations["operatorProcessReward"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCS2_processDividendReq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Answer a dividend offer (upstream MCS2_processDividendReq)
         * @description The downline's answer to an offer: `A` accepts the waiting offer (it comes into force now;
         *     new terms end the contract they replace), `R` rejects it, `C` terminates the member's
         *     contract in force at once. When the member gives its own downlines more than the offer
         *     allows (`downlineHigherRate` Y), accepting needs `confirm=true` (else 409
         *     `contract.downline.higher.rate` with the contracts in `value.contracts`) and ends those
         *     downline contracts. Another member's contract answers `not.found`; nothing waiting
         *     `contract.state.invalid`.
         */
        get: operations["processDividendReq"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_processContractDividend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Answer a dividend offer (upstream MCSFE_processContractDividend, the newer name)
         * @description The downline's answer to an offer: `A` accepts the waiting offer (it comes into force now;
         *     new terms end the contract they replace), `R` rejects it, `C` terminates the member's
         *     contract in force at once. When the member gives its own downlines more than the offer
         *     allows (`downlineHigherRate` Y), accepting needs `confirm=true` (else 409
         *     `contract.downline.higher.rate` with the contracts in `value.contracts`) and ends those
         *     downline contracts. Another member's contract answers `not.found`; nothing waiting
         *     `contract.state.invalid`.
         */
        get: operations["processContractDividend"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCS2_processDailySalContract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Answer a daily-salary offer (upstream MCS2_processDailySalContract)
         * @description The downline's answer to an offer: `A` accepts the waiting offer (it comes into force now;
         *     new terms end the contract they replace), `R` rejects it, `C` terminates the member's
         *     contract in force at once. When the member gives its own downlines more than the offer
         *     allows (`downlineHigherRate` Y), accepting needs `confirm=true` (else 409
         *     `contract.downline.higher.rate` with the contracts in `value.contracts`) and ends those
         *     downline contracts. Another member's contract answers `not.found`; nothing waiting
         *     `contract.state.invalid`.
         */
        get: operations["processDailySalContract"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_processDailySalaryContract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Answer a daily-salary offer (upstream MCSFE_processDailySalaryContract, the newer name)
         * @description The downline's answer to an offer: `A` accepts the waiting offer (it comes into force now;
         *     new terms end the contract they replace), `R` rejects it, `C` terminates the member's
         *     contract in force at once. When the member gives its own downlines more than the offer
         *     allows (`downlineHigherRate` Y), accepting needs `confirm=true` (else 409
         *     `contract.downline.higher.rate` with the contracts in `value.contracts`) and ends those
         *     downline contracts. Another member's contract answers `not.found`; nothing waiting
         *     `contract.state.invalid`.
         */
        get: operations["processDailySalaryContract"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCS2_processContractHourSalary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer an hourly-salary offer (upstream MCS2_processContractHourSalary)
         * @description The downline's answer to an offer: `A` accepts the waiting offer (it comes into force now;
         *     new terms end the contract they replace), `R` rejects it, `C` terminates the member's
         *     contract in force at once. When the member gives its own downlines more than the offer
         *     allows (`downlineHigherRate` Y), accepting needs `confirm=true` (else 409
         *     `contract.downline.higher.rate` with the contracts in `value.contracts`) and ends those
         *     downline contracts. Another member's contract answers `not.found`; nothing waiting
         *     `contract.state.invalid`.
         */
        post: operations["processContractHourSalary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_processContractHourSalary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer an hourly-salary offer (upstream MCSFE_processContractHourSalary, the newer name)
         * @description The downline's answer to an offer: `A` accepts the waiting offer (it comes into force now;
         *     new terms end the contract they replace), `R` rejects it, `C` terminates the member's
         *     contract in force at once. When the member gives its own downlines more than the offer
         *     allows (`downlineHigherRate` Y), accepting needs `confirm=true` (else 409
         *     `contract.downline.higher.rate` with the contracts in `value.contracts`) and ends those
         *     downline contracts. Another member's contract answers `not.found`; nothing waiting
         *     `contract.state.invalid`.
         */
        post: operations["processContractHourSalaryFe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_processRealTimeSalaryContract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a real-time-salary offer (upstream MCSFE_processRealTimeSalaryContract)
         * @description The downline's answer to an offer: `A` accepts the waiting offer (it comes into force now;
         *     new terms end the contract they replace), `R` rejects it, `C` terminates the member's
         *     contract in force at once. When the member gives its own downlines more than the offer
         *     allows (`downlineHigherRate` Y), accepting needs `confirm=true` (else 409
         *     `contract.downline.higher.rate` with the contracts in `value.contracts`) and ends those
         *     downline contracts. Another member's contract answers `not.found`; nothing waiting
         *     `contract.state.invalid`.
         */
        post: operations["processRealTimeSalaryContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Offer a contract to a direct downline
         * @description The agent offers `kind` terms for `gameType` to a direct downline (`account`; outside the
         *     agent's team `not.found`, deeper `contract.payee.not.direct`). The agent must hold a
         *     contract of that kind and game type in force (`contract.own.missing`) and the offer may
         *     never pay more than its own terms for the same figures (`contract.terms.above.own`,
         *     `value.tier`, `value.reason`). A downline with a contract in force gets the terms as new
         *     terms (status E); a downline with an offer waiting answers `contract.offer.pending` (edit
         *     that offer instead). When the downline gives its own downlines more than the offer allows,
         *     the offer needs `confirm` (409 `contract.downline.higher.rate`): accepting it will end those
         *     contracts. The downline gets an inbox message. The kind's module must be on
         *     (`function.not.available`). Agents only (`login.not.agent`).
         */
        post: operations["offerContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/contracts/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The contracts of one kind the signed-in agent receives, with their history
         * @description Every offer and contract of `kind` whose payee is the signed-in agent, newest first, each
         *     with its history (who, when, old and new terms), and the game types in which it holds a
         *     contract in force (what it may offer downlines, at most at its own terms). The kind's module
         *     must be on (`function.not.available`). Agents only (`login.not.agent`).
         */
        get: operations["getMyContracts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/contracts/downlines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contracts the signed-in agent offers or pays, server-driven: filtered, sorted and paged
         * @description The offers and contracts of `kind` the signed-in agent pays (its direct downlines'),
         *     filtered by status (default `current`: waiting offers and contracts in force), game type and
         *     account prefix; sort columns `ContractSortColumn` (default offeredAt, newest first). The
         *     kind's module must be on (`function.not.available`). Agents only (`login.not.agent`).
         */
        get: operations["getDownlineContracts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/contracts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit an offer, or offer new terms for a contract in force
         * @description Terms of a waiting offer (P, E) the agent made change in place (history keeps the old ones);
         *     for a contract in force (V) an E offer with the new terms is made (or the waiting one
         *     changed). The same checks as offerContract. Contracts the agent does not pay answer
         *     `not.found`.
         */
        put: operations["updateContractOffer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/contracts/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw an offer not yet answered
         * @description A waiting offer (P, E) the agent made becomes W. Anything else answers
         *     `contract.state.invalid`; contracts the agent does not pay `not.found`.
         */
        post: operations["withdrawContractOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/contracts/{id}/terminate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Terminate a contract the agent pays, by the merchant's rule
         * @description A contract in force (V) the agent pays becomes T. The merchant's rule
         *     (`contracts.uplineTermination`) decides when it stops: `period_end` (default) at the end of
         *     the period being settled, `immediate` now, `never` refuses
         *     (`contract.terminate.not.allowed`). New terms waiting for it are withdrawn. The downline
         *     gets an inbox message.
         */
        post: operations["terminateContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/contracts/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The history of a contract the agent receives or pays
         * @description Every change of the contract, oldest first: who, when, old and new terms. Contracts the
         *     agent neither receives nor pays answer `not.found`.
         */
        get: operations["getContractHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/settlements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Settlement records with their base figures, server-driven
         * @description Settlements of `kind` paid to the agent (`scope=mine`) or by it (`scope=downlines`) whose
         *     period starts in the chosen days (the merchant's time zone; default last30): valid bet,
         *     profit and loss, active members, tier, rate, amount, paid and status, with totals over every
         *     matching row. Sort columns `SettlementSortColumn` (default periodStart, newest first). The
         *     kind's module must be on (`function.not.available`). Agents only (`login.not.agent`).
         */
        get: operations["getSettlements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/settlements/chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payouts per settlement period: received and paid to downlines
         * @description Per period of `kind` in the chosen days (default last30), what the agent was paid and what
         *     it paid its downlines. The kind's module must be on (`function.not.available`). Agents only
         *     (`login.not.agent`).
         */
        get: operations["getSettlementChart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/settlements/projected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Projected statement of the open period
         * @description For each contract of `kind` in force that the agent receives, and for those it pays, the
         *     figures so far in the period that is still open and what the terms would pay for them now.
         *     Nothing is paid until the period closes. The kind's module must be on
         *     (`function.not.available`). Agents only (`login.not.agent`).
         */
        get: operations["getProjectedStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contract offers between uplines (or the house) and their downlines
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`)
         *     of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). Every offer
         *     of the merchant, newest offer first, by state: `pending` (`P`, `E`: waiting for the
         *     downline), `accepted` (`V`, `T`, `S`: accepted, in force or since ended), `declined` (`R`),
         *     `withdrawn` (`W`) or `all`; by kind, and by the start of the payer's or payee's account.
         */
        get: operations["operatorListContractOffers"];
        put?: never;
        /**
         * Offer a house-paid contract to a top-level agent
         * @description Operator only: `X-Operator-Key` (a key made by the operator CLI) of the same merchant; every
         *     action is written to the audit log. The house offers `kind` terms to an agent without an
         *     upline (others answer `contract.payee.not.top`); the same lifecycle as an upline's offer
         *     (the agent accepts or rejects it from the popup).
         */
        post: operations["operatorOfferContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/settlements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Settlements of every contract
         * @description Operator only: `X-Operator-Key` (a key made by the operator CLI) of the same merchant; every
         *     action is written to the audit log. Newest first, filtered by contract, period and status.
         */
        get: operations["operatorListSettlements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/settlements/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run settlement jobs now
         * @description Operator only: `X-Operator-Key` (a key made by the operator CLI) of the same merchant; every
         *     action is written to the audit log. Runs `job` for `period` (a closed period), or every job
         *     for the closed periods that are due, as the scheduler would: each run holds its advisory
         *     lock (`locked` when another worker has it) and settles each contract once per period. Short
         *     settlements are retried.
         */
        post: operations["operatorRunSettlements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/settlements/rerun": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-run one contract's settlement of one period, paying only the difference
         * @description Operator only: `X-Operator-Key` (a key made by the operator CLI) of the same merchant; every
         *     action is written to the audit log. Recomputes the settlement of `contractId` for `period`
         *     from the bets as they are now (a period never settled is settled). The difference to what
         *     was paid moves as one ledger transaction (payer to payee, or back when negative), recorded
         *     with `reason`; a balance that cannot cover it moves nothing (`outcome` short). A replayed
         *     Idempotency-Key answers the first answer.
         */
        post: operations["operatorRerunSettlement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/pointRedemptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Points redemptions of every member (status=in_process lists those waiting)
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise); every action is written to the audit log.
         */
        get: operations["operatorListPointRedemptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/pointRedemptions/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a redemption in process (cash and bonus rewards pay the balance; the held points are spent)
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise); every action is written to the audit log.
         */
        post: operations["operatorApprovePointRedemption"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/pointRedemptions/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a redemption in process (its points and stock return)
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise); every action is written to the audit log.
         */
        post: operations["operatorRejectPointRedemption"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/pointAdjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add points to a member's account or take them away, with a reason
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise); every action is written to the audit log.
         */
        post: operations["operatorAdjustPoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/members/{account}/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member's ledger: every movement on its accounts, by kind and period, paged
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). Another merchant's member is a 404. The member's own transaction history (the same as the member centre's), in the merchant's time zone.
         */
        get: operations["operatorMemberLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/members/{account}/bets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member's bets, by category, vendor, status and period, paged
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). Another merchant's member is a 404. The member's own bet records (the same as the member centre's).
         */
        get: operations["operatorMemberBets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/members/{account}/safety": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member's responsible-gaming limits, play breaks and latest sign-ins with their devices
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). Another merchant's member is a 404.
         */
        get: operations["operatorMemberSafety"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/members/{account}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Staff notes on a member, newest first, paged
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). Another merchant's member is a 404.
         */
        get: operations["operatorMemberNotes"];
        put?: never;
        /**
         * Add a staff note to a member
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). Another merchant's member is a 404. The note is written to the audit log.
         */
        post: operations["operatorAddMemberNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/members/{account}/twoFactor/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset a member's two-factor: the authenticator is removed and the member's sessions end
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). Another merchant's member is a 404. The reset is written to the audit log with its reason; the member is told in the inbox, in the member's language.
         */
        post: operations["operatorResetMemberTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/members/{account}/paymentPassword/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset a member's payment password: the member sets a new one before the next withdrawal
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). Another merchant's member is a 404. The reset is written to the audit log with its reason; the member is told in the inbox, in the member's language.
         */
        post: operations["operatorResetMemberPaymentPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The merchant's operator keys (for scripts and the CLI), revoked ones included
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise).
         */
        get: operations["operatorListKeys"];
        put?: never;
        /**
         * Make an operator key with a role: the key is shown only in this answer
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). Written to the audit log.
         */
        post: operations["operatorCreateKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/keys/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an operator key (another merchant's key, or one revoked already, is a 404)
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). Written to the audit log.
         */
        post: operations["operatorRevokeKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/liveChats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live chats: the conversations members and visitors started, newest message first
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). Only chats with at least one message from the visitor; `status` filters (waiting: nobody took it yet).
         */
        get: operations["operatorListLiveChats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/liveChats/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A live chat and its messages
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). Another merchant's chat is 404.
         */
        get: operations["operatorGetLiveChat"];
        put?: never;
        /**
         * Answer a live chat the caller took (the member sees it at once)
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). Only the staff member who took the chat answers it (409 `livechat.not.yours`); a closed chat is 409 `livechat.closed`. Audited.
         */
        post: operations["operatorAnswerLiveChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/liveChats/{id}/take": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a waiting live chat: it is the caller's to answer, the others see it taken
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). A chat another staff member took, or a closed one, is 409 (`livechat.taken`, `livechat.closed`). Audited.
         */
        post: operations["operatorTakeLiveChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/liveChats/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a live chat (the visitor can no longer write in it)
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). Closing one another staff member took is 409 `livechat.not.yours`. Audited.
         */
        post: operations["operatorCloseLiveChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Feedback: what members and visitors wrote, newest first
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). `status` filters: open (not answered yet) or answered.
         */
        get: operations["operatorListFeedback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/feedback/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One feedback with its images
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). Another merchant's feedback is 404.
         */
        get: operations["operatorGetFeedback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/feedback/{id}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a member's feedback: the answer arrives in the member's messages, in their language
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). Answered once (409 `feedback.answered`); a visitor's feedback has no inbox (409 `feedback.anonymous`). Audited.
         */
        post: operations["operatorAnswerFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/reports/daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Daily figures per day and per game category, in the merchant's time zone
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). Deposits, withdrawals, bets, payouts, GGR, bonus cost and new members per day of the period, with totals; a reversed or too long period is 400.
         */
        get: operations["operatorDailyReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/reports/daily/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The daily report as CSV
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). Columns day, day_start (local midnight with offset), category (ALL, then each game category), deposits, withdrawals, bets, stake, payouts, ggr, bonus_cost, new_members; money as exact decimal strings.
         */
        get: operations["operatorDailyReportCsv"];
        put?: never;
        post?: never;
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
    "/cdn/avatars/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An avatar picture (a preset, or a member's upload under its unguessable key).
         * @description An upload is served as the re-encoded picture that was stored, with its stored type,
         *     `X-Content-Type-Options: nosniff`, `Content-Disposition: inline` with a fixed file name and
         *     `Content-Security-Policy: default-src 'none'; sandbox`, so a browser that opens it directly
         *     shows an image and never runs anything in it.
         */
        get: operations["getAvatarImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cdn/rewards/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Picture of a points-mall reward, generated like the game icons (deterministic). */
        get: operations["getRewardImage"];
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
        /**
         * Liveness
         * @description 200 whenever the process answers (it does not ask the database: see `getReadiness`).
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness for traffic
         * @description 200 when this replica is migrated and seeded, not shutting down, and its database
         *     answers; 503 `system.not.available` while the migrations run, while it drains after
         *     SIGTERM, or when the database does not answer. Load balancers route on this; `/health`
         *     only says the process is alive.
         */
        get: operations["getReadiness"];
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
    "/dev/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Move the server clock (development only)
         * @description Shifts the reference API's clock by `offsetMs` from the real time, so tests can prove
         *     expiries (remember-me after a day, codes, sessions). `offsetMs: 0` restores it.
         */
        put: operations["putDevClock"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth-test/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Local test OAuth 2 provider, sign-in page (development only)
         * @description The social sign-in provider the reference API ships for development and tests: shows a
         *     page where a test identity is chosen, then redirects to `redirect_uri` with a code.
         *     Outside /wps and /dev, with no `Merchant` header: the browser navigates here.
         */
        get: operations["getDevOauthAuthorize"];
        put?: never;
        /**
         * Local test OAuth 2 provider, consent (development only)
         * @description Issues a single-use authorization code and sends the browser back to `redirect_uri`
         *     with `code` and `state` (a page that redirects at once).
         */
        post: operations["postDevOauthAuthorize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add announcements (development only)
         * @description Adds notices, popups, promotions or banners; an existing key and language is replaced.
         */
        post: operations["postDevAnnouncements"];
        /** Remove announcements by key prefix (development only) */
        delete: operations["deleteDevAnnouncements"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account directly (development only)
         * @description A fixture factory for development and end-to-end tests.
         */
        post: operations["postDevMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Banners, notices, the marquee, popups and promotions, each with its languages
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). Paged, newest start first; each item lists the offered languages it has no text in.
         */
        get: operations["operatorListAnnouncements"];
        put?: never;
        /**
         * Create a banner, notice, marquee notice, popup or promotion
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). The change is written to the audit log with the object before and after. The HTML of each text is sanitised on the server (scripts, event handlers, frames, forms and unsafe links are removed).
         */
        post: operations["operatorCreateAnnouncement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/announcements/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One announcement with its text in each language
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise).
         */
        get: operations["operatorGetAnnouncement"];
        /**
         * Edit an announcement: its schedule, whether it is published, and its texts (a language left out is removed)
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). The change is written to the audit log with the object before and after. The HTML of each text is sanitised on the server (scripts, event handlers, frames, forms and unsafe links are removed).
         */
        put: operations["operatorUpdateAnnouncement"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/announcements/{key}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take an announcement off the site (it stays, to be published again)
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). The change is written to the audit log with the object before and after.
         */
        post: operations["operatorUnpublishAnnouncement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/settings/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The site switches: maintenance, blocked countries and IP addresses, modules
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise).
         */
        get: operations["operatorSiteSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change site switches; every API replica applies them within seconds
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). The change is written to the audit log with the object before and after.
         */
        patch: operations["operatorUpdateSiteSettings"];
        trace?: never;
    };
    "/operator/settings/referral": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The referral rule: on or off, the minimum deposit, the reward, its wagering and its name
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise).
         */
        get: operations["operatorReferralRule"];
        /**
         * Replace the referral rule; every API replica applies it within seconds
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). The change is written to the audit log with the rule before and after; every API replica applies it within seconds (the configuration version).
         */
        put: operations["operatorSetReferralRule"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/settings/rebates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The manual rebate rules: the rate per VIP level and game category, the minimum claim, the wagering
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise).
         */
        get: operations["operatorRebateSettings"];
        /**
         * Replace the manual rebate rules; every API replica applies them within seconds
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). The change is written to the audit log with the rules before and after; every API replica applies it within seconds (the configuration version).
         */
        put: operations["operatorSetRebateSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/settings/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The register rules: per registration field, shown, required, the kind of value and its length
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise).
         */
        get: operations["operatorRegisterRules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change register rules of some fields; every API replica applies them within seconds
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). The change is written to the audit log with the fields before and after; every API replica applies it within seconds (the configuration version).
         */
        patch: operations["operatorSetRegisterRules"];
        trace?: never;
    };
    "/operator/settings/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The deposit and withdrawal channels, their order and amounts, and the withdrawal limits
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise).
         */
        get: operations["operatorPaymentSettings"];
        /**
         * Change the channels (on or off, order, amounts) and the withdrawal limits; every API replica applies them within seconds
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). The change is written to the audit log with the settings before and after; every API replica applies it within seconds (the configuration version).
         */
        put: operations["operatorSetPaymentSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/settings/vip-levels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The VIP levels: names, thresholds, bonuses and withdrawal limits, with how many members hold each
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise).
         */
        get: operations["operatorVipLevels"];
        /**
         * Replace the VIP levels; every API replica applies them within seconds
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). The change is written to the audit log with the levels before and after; every API replica applies it within seconds (the configuration version). A level that members hold, or that rebate rates name, cannot be removed (409 `vip.level.in.use`).
         */
        put: operations["operatorSetVipLevels"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The information pages (about, terms, privacy ...) with their text in each language
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise).
         */
        get: operations["operatorListPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/pages/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit an information page: whether it is published and its texts (a language left out is removed)
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). The change is written to the audit log with the object before and after. The HTML of each text is sanitised on the server (scripts, event handlers, frames, forms and unsafe links are removed).
         */
        put: operations["operatorUpdatePage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/helpArticles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The help centre: its topics and their articles, with their text in each language
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise).
         */
        get: operations["operatorListHelpArticles"];
        put?: never;
        /**
         * Add an article at the end of a help topic, unpublished until it is published
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). The change is written to the audit log with the object before and after. The HTML of each text is sanitised on the server (scripts, event handlers, frames, forms and unsafe links are removed).
         */
        post: operations["operatorCreateHelpArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/helpArticles/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a help article's texts (a language left out is removed; the site shows EN there)
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). The change is written to the audit log with the object before and after. The HTML of each text is sanitised on the server (scripts, event handlers, frames, forms and unsafe links are removed).
         */
        put: operations["operatorUpdateHelpArticle"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/helpArticles/{key}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish or unpublish a help article in every language (an unpublished topic hides its articles)
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). The change is written to the audit log with the object before and after.
         */
        post: operations["operatorPublishHelpArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/helpArticles/{key}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a help article one place up or down among its siblings
         * @description Operator only: a staff session (`X-Operator-Session`) or an operator key (`X-Operator-Key`) of the same merchant, whose role allows it (403 `operator.forbidden` otherwise). The change is written to the audit log with the object before and after. Moving the first up or the last down is refused (400).
         */
        post: operations["operatorMoveHelpArticle"];
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
         *     | `captcha.required` | this sign-in needs an image captcha (`value.captcha: true`) |
         *     | `login.locked` | too many failed sign-ins for this account name; retry after `value.retryAfterSeconds` (same for unknown names) |
         *     | `login_verify_required` | sign-in from an unregistered IP; `value` is the verification challenge |
         *     | `login.verify.invalid` | the IP verification answer is wrong or its ticket expired |
         *     | `login.not.agent` | the agent console refuses accounts that are not agents |
         *     | `login.not.member` | the player site refuses accounts that are not members |
         *     | `remember.invalid` | the remember token is unknown, revoked or older than a day |
         *     | `human.check.failed` | the proof-of-work human check is missing, wrong, used or expired |
         *     | `sms.phone.invalid` | the mobile number is not valid for the country |
         *     | `sms.too.many` | too many codes requested; retry after 5 minutes |
         *     | `sms.resend.wait` | a code was sent moments ago; wait `value.retryAfterSeconds` |
         *     | `sms.code.invalid` | the verification code is wrong or was already used |
         *     | `sms.code.missing` | the verification code is required |
         *     | `sms.code.expired` | the verification code expired; send a new one |
         *     | `sms.quota.exceeded` | the site's SMS quota is used up |
         *     | `delivery.failed` | the SMS or e-mail provider did not take the code or mail (HTTP 503): nothing was sent; try again |
         *     | `exists.username.err` | the username is taken |
         *     | `exists.mobile.err` | the mobile number is already registered |
         *     | `register.field.invalid` | a registration field breaks its rule (`value.field`, `value.patternId`) |
         *     | `affiliate.invalid` | the affiliate (invitation) code is not valid |
         *     | `password.old.invalid` | the old password is wrong |
         *     | `password.rule.err` | the new password breaks the password rule, or repeats the old or default one |
         *     | `password.confirm.err` | the confirmation differs from the new password |
         *     | `social.login.failed` | the social provider refused the code |
         *     | `firebase.token.invalid` | the Firebase ID token is malformed, expired, wrongly signed, for another project or number, or already used |
         *     | `prom.claim.unavailable` | the promotion is not running or offers no claim |
         *     | `prom.claim.duplicate` | the member already claimed this promotion |
         *     | `prom.claim.deposit.required` | a first-deposit gift needs the member's first credited deposit |
         *     | `activity.unavailable` | the activity is not running or does not take this action |
         *     | `activity.claim.duplicate` | the member already claimed this activity (`value.status`) |
         *     | `activity.deposit.required` | the activity needs the member's first credited deposit |
         *     | `mission.not.complete` | the mission's target is not reached yet in this period (`value.progress`, `value.target`) |
         *     | `mission.claim.duplicate` | the mission was already claimed in this period |
         *     | `rebate.nothing.accrued` | no rebate has accrued since the member's last claim |
         *     | `rebate.below.minimum` | the accrued rebate is below the minimum claim (`value.amount`, `value.minimum`) |
         *     | `rebate.claim.duplicate` | this rebate claim (`value.seq`) was already paid: the summary shows the next one |
         *     | `reward.state.invalid` | the reward is not in a state that allows this operator action (HTTP 409) |
         *     | `reward.amount.required` | the reward has no fixed amount: the approval must give one |
         *     | `withdraw.wagering.required` | rewards still require turnover before a withdrawal (`value.remaining`, `value.required`, `value.done`) |
         *     | `bonus.period.invalid` | the bonus-details period is reversed or not a real date |
         *     | `bonus.period.too.long` | the bonus-details period is longer than 90 days |
         *     | `feedback.content.invalid` | feedback content empty or outside the configured length |
         *     | `feedback.image.invalid` | a feedback image is not a whole PNG or JPEG image (it is decoded), or there are more than 3 |
         *     | `feedback.image.too.large` | a feedback image is larger than 5 MB |
         *     | `image.pixels.too.many` | an uploaded image (feedback, proof or avatar) declares more than 40 megapixels, or more than 20,000 pixels on a side (`value.maxMegapixels`, `value.maxSide`); refused from its header, before it is decoded |
         *     | `chat.content.invalid` | a chat message is empty or too long |
         *     | `account.balance.not.enough` | the balance does not cover the stake |
         *     | `game.maintenance` | the game (or its vendor) is under maintenance |
         *     | `trial.account.denied` | trial accounts cannot play; a real account is needed |
         *     | `lottery.draw.closed` | betting on this lottery draw has closed |
         *     | `agent.sort.invalid` | the table has no such sort column |
         *     | `agent.page.size.invalid` | the page size is outside 1 to 200 |
         *     | `agent.period.invalid` | the period is reversed or not a real date |
         *     | `agent.period.too.long` | the period is longer than 93 days |
         *     | `agent.rebate.too.high` | a rebate rate is above the agent's own for that product type |
         *     | `agent.affiliate.expiry.invalid` | the affiliate link expiry is not in the future |
         *     | `agent.promote.invalid` | only a player directly under the agent can be promoted |
         *     | `agent.transfer.balance.not.enough` | the agent's balance does not cover the transfer |
         *     | `agent.transfer.self` | an agent cannot transfer to itself |
         *     | `records.period.invalid` | a records period is reversed, incomplete or not a real date (YYYY-MM-DD) |
         *     | `records.period.too.long` | a records period is longer than the merchant's maximum (`value.maxDays`, 90 by default) |
         *     | `records.page.size.invalid` | a records page size is outside 1 to 100 (`value.max`) |
         *     | `records.page.invalid` | a records page number is below 1 |
         *     | `records.sort.invalid` | the records list has no such sort column |
         *     | `in_need_true_account` | a trial account tried a cashier action; a real account is needed |
         *     | `amount.format` | the amount is not a plain decimal number (for example exponent notation) |
         *     | `amount.zero` | the amount is zero |
         *     | `amount.negative` | the amount is negative |
         *     | `amount.decimals` | the amount has more decimals than the currency (`value.decimals`) |
         *     | `amount.out.of.range` | the amount is outside the channel's range (`value.min`, `value.max`) |
         *     | `deposit.limit.exceeded` | the deposit would pass a deposit limit (`value.period`: daily, weekly or monthly; `value.left`) |
         *     | `deposit.channel.invalid` | no such deposit channel, or the receiving bank account is unknown |
         *     | `deposit.fields.required` | a bank transfer needs the receiving account, the depositor name and the reference |
         *     | `withdraw.daily.count` | the daily number of withdrawals is used up |
         *     | `withdraw.vip.daily.count` | the daily number of withdrawals of the member's VIP level is used up (value: level, dailyCount) |
         *     | `withdraw.vip.daily.amount` | the withdrawal would pass the daily amount of the member's VIP level (value: level, dailyAmount, left) |
         *     | `bankcard.bank.invalid` | the bank is not on the list |
         *     | `bankcard.number.invalid` | the account number is not 6 to 30 digits |
         *     | `bankcard.name.mismatch` | the account holder differs from the member's payee name |
         *     | `bankcard.duplicate` | this account number is already bound |
         *     | `bankcard.limit` | the member has bound the most cards allowed |
         *     | `bankcard.not.found` | no such bank card of the member |
         *     | `payment.password.not.set` | set a payment password first |
         *     | `payment.password.exists` | the payment password is already set; change it with the old one |
         *     | `payment.password.invalid` | the payment password is wrong |
         *     | `payment.password.locked` | too many wrong payment passwords; retry after `value.retryAfterSeconds` |
         *     | `payment.password.rule.err` | the payment password must be 6 digits |
         *     | `payment.password.confirm.err` | the confirmation differs from the payment password |
         *     | `receipt.proof.required` | partly or not received needs at least one proof image |
         *     | `receipt.image.invalid` | a proof image is not PNG or JPEG by its content, or there are more than 3 |
         *     | `receipt.image.too.large` | a proof image is larger than 5 MB |
         *     | `point.balance.not.enough` | the member's points do not cover the redemption (`value.required`, `value.balance`) |
         *     | `point.reward.out.of.stock` | the reward has fewer units left than asked for (`value.stock`) |
         *     | `point.reward.unavailable` | the reward was switched off |
         *     | `point.quantity.invalid` | the quantity is above the reward's limit per redemption (`value.max`) |
         *     | `point.amount.requirement` | the member's valid bets are below the reward's amount requirement (`value.required`, `value.validBets`) |
         *     | `point.password.invalid` | the account password is wrong (`value.attemptsLeft`) |
         *     | `point.password.locked` | too many wrong passwords; retry after `value.retryAfterSeconds` (HTTP 429) |
         *     | `point.convert.zero` | the conversion names no points (zero or fewer) |
         *     | `point.convert.over.balance` | the conversion names more points than the member has (`value.balance`) |
         *     | `point.convert.minimum` | the conversion is below the minimum or not a multiple of the step (`value.min`, `value.step`) |
         *     | `point.adjust.invalid` | an operator's points adjustment is zero or would take more points than the member has (`value.balance`) |
         *     | `transaction.state.invalid` | the deposit, withdrawal or points redemption is not in a state that allows this (HTTP 409) |
         *     | `idempotency.key.reused` | this Idempotency-Key was used with another request body (HTTP 422) |
         *     | `idempotency.in.progress` | a call with this Idempotency-Key is still running (HTTP 409) |
         *     | `payment.callback.invalid` | a payment notification with a bad signature, stale timestamp, or other amount, currency or merchant |
         *     | `operator.key.invalid` | the operator key is missing, unknown or revoked (HTTP 401) |
         *     | `operator.session.invalid` | the staff session is missing, unknown, signed out or expired: sign in again (HTTP 401) |
         *     | `operator.forbidden` | the caller's role does not allow this call (`value.permission`; HTTP 403) |
         *     | `staff.login.invalid` | the staff sign-in name or password is wrong |
         *     | `staff.login.wait` | too many failed staff sign-ins from this source: retry after `value.retryAfterSeconds` (HTTP 429) |
         *     | `staff.locked` | this staff account is locked; an owner (or the CLI) can unlock it (HTTP 403) |
         *     | `staff.challenge.invalid` | the sign-in step is unknown or expired: sign in with the password again (HTTP 401) |
         *     | `staff.code.invalid` | the authenticator or recovery code is wrong or used (`value.attemptsLeft`) |
         *     | `staff.enrolment.required` | two-factor is not set up yet: enrol first |
         *     | `staff.exists` | a staff member with this sign-in name exists already (HTTP 409) |
         *     | `staff.owner.protected` | an owner cannot lock themselves, and the last open owner cannot be locked |
         *     | `withdrawal.four.eyes` | above the four-eyes amount, the person who gave the first approval cannot give the second (`value.firstApprovedBy`; HTTP 409) |
         *     | `member.locked` | the member's account is locked by the merchant: no sign-in (HTTP 400) and no play (an open session answers HTTP 401) |
         *     | `contract.terms.invalid` | the terms are not exact or their tiers are not in ascending order (`value.tier`, `value.field`) |
         *     | `contract.terms.above.own` | the offer would pay more than the agent's own contract of that kind (`value.tier`, `value.reason`: rate, rateType or cycle) |
         *     | `contract.own.missing` | the agent holds no contract of that kind and game type in force, so it cannot offer one |
         *     | `contract.payee.not.direct` | contracts are offered to direct downlines only |
         *     | `contract.payee.not.top` | the house offers contracts to top-level agents only |
         *     | `contract.offer.pending` | the downline already has an offer of that kind and game type waiting |
         *     | `contract.downline.higher.rate` | the downline gives its own downlines more than these terms allow: confirm to go on (`value.contracts`); accepting ends those contracts (HTTP 409) |
         *     | `contract.state.invalid` | the contract is not in a state that allows this (HTTP 409) |
         *     | `contract.terminate.not.allowed` | the merchant does not let uplines terminate contracts |
         *     | `settlement.period.invalid` | the period is not a closed period of the contract (or of the job) |
         *     | `play.limit.exceeded` | the stake could pass a loss or wager limit (`value.kind`: loss or wager; `value.period`; `value.left`: what may still be staked) |
         *     | `login.play.break` | the member took a time-out or excluded themselves (`value.kind`: timeout or exclusion; `value.until`: epoch ms, null = permanent) |
         *     | `account.password.invalid` | the sign-in password given to confirm is wrong |
         *     | `profile.field.readonly` | the merchant does not let members change this profile field (`value.field`) |
         *     | `profile.field.invalid` | a profile or contact value breaks its rule (`value.field`) |
         *     | `profile.payee.fixed` | the full name (payee name) is set already and cannot change |
         *     | `avatar.invalid` | no such preset avatar, or the upload is not a whole PNG or JPEG image (it is decoded) |
         *     | `avatar.too.large` | the avatar upload is larger than `value.maxBytes` |
         *     | `googleauth.exists` | Google Authenticator is set up already |
         *     | `googleauth.not.started` | confirm a set-up that was not started (or was replaced) |
         *     | `googleauth.not.enabled` | Google Authenticator is not set up |
         *     | `googleauth.required` | this change needs the Google Authenticator code |
         *     | `googleauth.code.invalid` | the Google Authenticator code is wrong |
         *     | `wallet.transfer.same` | a wallet transfer names the same wallet twice |
         *     | `wallet.vendor.invalid` | no such vendor wallet (`value.wallet`) |
         *     | `upline.not.found` | the member has no upline agent to transfer to |
         *     | `account.transfer.exceed.min` | the transfer is below the merchant's least amount (`value.min`) |
         *     | `account.transfer.exceed.max` | the transfer is above the merchant's most amount (`value.max`) |
         *     | `vendor.signature.invalid` | a game vendor's wallet callback with a bad signature or a timestamp outside the window (HTTP 401) |
         *     | `game.bet.unknown` | no debit with this transaction id in this game session (a credit before its debit: retry it later; HTTP 404) |
         *     | `game.bet.cancelled` | the debit was rolled back (a late debit after its rollback, or a credit after it; HTTP 409) |
         *     | `game.round.closed` | the round is settled already: no other credit, and no rollback (HTTP 409) |
         *     | `game.round.exists` | the round already has a debit with another transaction id (HTTP 409) |
         *     | `game.transaction.conflict` | the transaction id was used already for another call (HTTP 409) |
         *     | `livechat.taken` | another staff member took this live chat (HTTP 409) |
         *     | `livechat.not.yours` | the live chat is not taken by the caller: take it first, or another staff member has it (HTTP 409) |
         *     | `livechat.closed` | the live chat is closed (HTTP 409) |
         *     | `livechat.staff.only` | only a staff member signed in to the console takes, answers and closes live chats, not an operator key (HTTP 409) |
         *     | `feedback.answered` | this feedback was answered already (HTTP 409) |
         *     | `feedback.anonymous` | this feedback came from a visitor who was not signed in: there is no inbox to answer to (HTTP 409) |
         *     | `game.window.invalid` | a game's maintenance window needs a start and an end after it, or neither (HTTP 400) |
         *     | `vip.level.in.use` | a VIP level that members hold, or that rebate rates name, cannot be removed (HTTP 409) |
         * @enum {string}
         */
        ErrorCode: "request.param.err" | "merchant.acct.setup.err" | "function.not.available" | "unknown.system.err" | "system.not.available" | "access.restricted" | "not.found" | "too.many.requests" | "login.not.session" | "user.or.token.invalid" | "user.token.expired" | "login.cred.err" | "captcha.invalid" | "encryption.invalid" | "captcha.required" | "login.locked" | "login_verify_required" | "login.verify.invalid" | "login.not.agent" | "login.not.member" | "remember.invalid" | "human.check.failed" | "sms.phone.invalid" | "sms.too.many" | "sms.resend.wait" | "sms.code.invalid" | "sms.code.missing" | "sms.code.expired" | "sms.quota.exceeded" | "delivery.failed" | "exists.username.err" | "exists.mobile.err" | "register.field.invalid" | "affiliate.invalid" | "password.old.invalid" | "password.rule.err" | "password.confirm.err" | "social.login.failed" | "firebase.token.invalid" | "prom.claim.unavailable" | "prom.claim.duplicate" | "prom.claim.deposit.required" | "activity.unavailable" | "feedback.content.invalid" | "feedback.image.invalid" | "feedback.image.too.large" | "image.pixels.too.many" | "chat.content.invalid" | "account.balance.not.enough" | "game.maintenance" | "trial.account.denied" | "lottery.draw.closed" | "agent.sort.invalid" | "agent.page.size.invalid" | "agent.period.invalid" | "agent.period.too.long" | "agent.rebate.too.high" | "agent.affiliate.expiry.invalid" | "agent.promote.invalid" | "agent.transfer.balance.not.enough" | "agent.transfer.self" | "records.period.invalid" | "records.period.too.long" | "records.page.size.invalid" | "records.page.invalid" | "records.sort.invalid" | "in_need_true_account" | "amount.format" | "amount.zero" | "amount.negative" | "amount.decimals" | "amount.out.of.range" | "deposit.limit.exceeded" | "deposit.channel.invalid" | "deposit.fields.required" | "withdraw.daily.count" | "withdraw.vip.daily.count" | "withdraw.vip.daily.amount" | "bankcard.bank.invalid" | "bankcard.number.invalid" | "bankcard.name.mismatch" | "bankcard.duplicate" | "bankcard.limit" | "bankcard.not.found" | "payment.password.not.set" | "payment.password.exists" | "payment.password.invalid" | "payment.password.locked" | "payment.password.rule.err" | "payment.password.confirm.err" | "receipt.proof.required" | "receipt.image.invalid" | "receipt.image.too.large" | "point.balance.not.enough" | "point.reward.out.of.stock" | "point.reward.unavailable" | "point.quantity.invalid" | "point.amount.requirement" | "point.password.invalid" | "point.password.locked" | "point.convert.zero" | "point.convert.over.balance" | "point.convert.minimum" | "point.adjust.invalid" | "transaction.state.invalid" | "idempotency.key.reused" | "idempotency.in.progress" | "payment.callback.invalid" | "operator.key.invalid" | "operator.session.invalid" | "operator.forbidden" | "staff.login.invalid" | "staff.login.wait" | "staff.locked" | "staff.challenge.invalid" | "staff.code.invalid" | "staff.enrolment.required" | "staff.exists" | "staff.owner.protected" | "member.locked" | "withdrawal.four.eyes" | "activity.claim.duplicate" | "activity.deposit.required" | "mission.not.complete" | "mission.claim.duplicate" | "rebate.nothing.accrued" | "rebate.below.minimum" | "rebate.claim.duplicate" | "reward.state.invalid" | "reward.amount.required" | "withdraw.wagering.required" | "bonus.period.invalid" | "bonus.period.too.long" | "contract.terms.invalid" | "contract.terms.above.own" | "contract.own.missing" | "contract.payee.not.direct" | "contract.payee.not.top" | "contract.offer.pending" | "contract.downline.higher.rate" | "contract.state.invalid" | "contract.terminate.not.allowed" | "settlement.period.invalid" | "play.limit.exceeded" | "login.play.break" | "account.password.invalid" | "profile.field.readonly" | "profile.field.invalid" | "profile.payee.fixed" | "avatar.invalid" | "avatar.too.large" | "googleauth.exists" | "googleauth.not.started" | "googleauth.not.enabled" | "googleauth.required" | "googleauth.code.invalid" | "wallet.transfer.same" | "wallet.vendor.invalid" | "upline.not.found" | "account.transfer.exceed.min" | "account.transfer.exceed.max" | "vendor.signature.invalid" | "game.bet.unknown" | "game.bet.cancelled" | "game.round.closed" | "game.round.exists" | "game.transaction.conflict" | "livechat.taken" | "livechat.not.yours" | "livechat.closed" | "livechat.staff.only" | "feedback.answered" | "feedback.anonymous" | "game.window.invalid" | "vip.level.in.use";
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
            /**
             * @description The merchant's IANA time zone. Its days bound every day, week, month and period of the product; clients print times in it, with its offset.
             * @example Asia/Shanghai
             */
            timeZone: string;
            analytics: {
                gtagId: string | null;
            };
            imageCDNs: string[];
            launchGameCDNs: string[];
            /** @description The origins of the merchant's sites from its domain configuration, read at run time: the player site (affiliate links and QR codes lead to `<player>/register?affiliateCode=…`; `https://<mainDomain>` unless configured) and the agent console (the player site's entry for a signed-in agent). Null when not configured. */
            siteAddresses: {
                /** @example https://royal-demo.test */
                player: string | null;
                /** @example https://agent.royal-demo.test */
                agentConsole: string | null;
            };
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
        /** @description Password sign-in (`type` username or absent) or SMS-code sign-in (`type` sms). */
        LoginRequest: components["schemas"]["PasswordLoginRequest"] | components["schemas"]["SmsLoginRequest"];
        LoginResult: {
            /** @description The session token; send it raw in `Authorization`. */
            token: string;
            firstTimeLogin: boolean;
            /** @description The password expired (forced expiry on) or a temporary password was used; the client must force a change. */
            passwordExpired: boolean;
            /** @description The password is the merchant's weak default; the client must force a change. */
            defaultPassword?: boolean;
            id: number;
            userName: string;
            /** @description Agent types 1, 2, 41, 42; trial 4; others players. */
            customerType: number;
            /** @description Issued when `rememberMe` was asked; signs this browser back in until `rememberExpiresAt`. */
            rememberToken?: string | null;
            /** @description Epoch milliseconds. */
            rememberExpiresAt?: number | null;
        };
        /**
         * @description `value` of a failed sign-in. `captcha: true` means the next attempt must carry an
         *     image captcha; `retryAfterSeconds` is set while the account is slowed down.
         */
        LoginFailureDetails: {
            captcha?: boolean;
            retryAfterSeconds?: number;
        };
        /** @description `value` of `login_verify_required`: the sign-in came from an unregistered IP. */
        IpVerificationChallenge: {
            ticket: string;
            methods: components["schemas"]["IpVerificationMethod"][];
            /** @description Masked mobile number the SMS code goes to. */
            mobile: string | null;
            /** @description Masked e-mail address the code goes to. */
            email: string | null;
            /**
             * @description `ip` (or absent): the sign-in came from an unregistered IP. `two_factor`: the member set
             *     up Google Authenticator and the merchant requires its code at sign-in; `methods` is then
             *     `[google]`.
             * @enum {string}
             */
            reason?: "ip" | "two_factor";
        };
        /**
         * @description Fields beyond the always-required ones are accepted when the register validator
         *     config enables them and are checked against its rules. Mobile registration uses the
         *     mobile number as the username.
         */
        RegisterRequest: {
            username?: string;
            password: string;
            confirmPassword: string;
            payeeName?: string;
            email?: string;
            qqNum?: string;
            mobileNum?: string;
            countryDialingCode?: string;
            recommenderId?: string;
            captcha?: string;
            verificationCode?: string;
            affiliateCode?: string;
            referralCode?: string;
            paymentPassword?: string;
            line?: string;
            whatsapp?: string;
            facebook?: string;
            wechat?: string;
            idNumber?: string;
            domain?: string;
            registerUrl?: string;
            /** @constant */
            registerMethod?: "WEB";
            login?: boolean;
            loginDeviceId?: string;
            altcha: components["schemas"]["HumanCheck"];
            /**
             * @description Sent with `firebaseIdToken` when the phone was verified through Firebase.
             * @constant
             */
            firebaseChannel?: "sms";
            /**
             * @description A Firebase ID token from phone sign-in whose `phone_number` is the number being
             *     registered. Accepted only when the site's public account settings carry `firebase`;
             *     it then replaces the platform's SMS `verificationCode`, and it works for one
             *     registration only. Otherwise the answer is `function.not.available`; a token that
             *     does not prove the number answers `firebase.token.invalid`.
             */
            firebaseIdToken?: string;
        };
        /** @description Public account settings of the site. */
        AccountSettings: {
            /** @description Minimum age the registration terms ask the player to confirm. */
            minAge: number;
            /** @description Password sign-in (username path) must carry a solved human check (`altcha`). */
            loginHumanCheck: boolean;
            /** @description Social sign-in providers; empty when social sign-in is off. */
            socialProviders: components["schemas"]["SocialProvider"][];
            firebase?: components["schemas"]["FirebaseWebConfig"];
        };
        SocialProvider: {
            /** @description Provider key used in the callback. */
            provider: string;
            name: string;
            /** @description OAuth 2 authorization endpoint with client_id, response_type and scope set; the client adds redirect_uri, state and the PKCE challenge. */
            authorizeUrl: string;
        };
        /**
         * @description Present only when the site verifies phone numbers through Firebase: the public web
         *     configuration the browser's Firebase SDK starts with (no secrets). Registration SMS
         *     codes are then sent by Firebase, and registration carries `firebaseChannel: sms` and
         *     `firebaseIdToken` instead of `verificationCode`.
         */
        FirebaseWebConfig: {
            projectId: string;
            /** @description The browser API key of the Firebase web app (public by design). */
            apiKey: string;
            authDomain: string;
            appId: string;
        };
        AltchaChallenge: {
            /** @constant */
            algorithm: "SHA-256";
            /** @description SHA-256 hex of salt + the secret number. */
            challenge: string;
            maxnumber: number;
            salt: string;
            /** @description HMAC-SHA-256 hex of the challenge. */
            signature: string;
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
            /** @description Unread inbox messages (public state; always 0 for trial accounts). */
            unreadMessage: number;
            /** @description Promotions and activities the member can claim now (public state; 0 for trial accounts). */
            availablePromoCount: number;
            /** @description The merchant has VIP levels and its VIP module (PLAYERRANK3) is on (public state; false for trial accounts). */
            hasVip: boolean;
            /** @description The name of the member's VIP level in the request's language; null without one. */
            vipLabelName: string | null;
            /** @description The member's VIP level (1 = entry level; 0 = none). */
            vipRankLevel: number;
            /** @description Promotion features of the merchant and whether each is on for this member (public state); `REFERRAL`: invite friends (the member centre's referral entry). Trial accounts get it off. */
            availablePromo?: {
                /** @enum {string} */
                type: "REFERRAL";
                enabled: boolean;
            }[];
            /** @description The member's avatar picture (`GET /wps/member/info/icon`); null before one is chosen. */
            avatarUrl?: string | null;
            /** @description The session reminder interval the member chose (`/wps/member/realityCheck`); null = none. */
            realityCheckMinutes?: number | null;
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
            /** @description White-label modules to switch on (true) or off (false), by modId. */
            modules?: {
                [key: string]: boolean;
            };
            security?: components["schemas"]["LoginSecurityPatch"];
            /** @description Firebase phone verification of registrations; null switches it off. */
            firebase?: components["schemas"]["FirebasePhoneSettings"] | null;
            /** @description The interface languages the site offers (the language select lists only these) and the one a first visit gets, e.g. the "TY and EN, TY by default" configuration. */
            languages?: {
                supportLanguages: string[];
                defaultLang: string;
            };
            /** @description Where members who set up Google Authenticator must give its code (settings.account). */
            googleAuthRequiredFor?: components["schemas"]["GoogleAuthPlace"][];
        };
        EchoPayload: {
            message: string;
            /** @description A money amount as a decimal string. */
            amount?: string;
        };
        /** @description Thresholds of the sign-in and SMS protections. */
        LoginSecurityPatch: {
            captchaAfterAccountFailures?: number;
            captchaAfterIpFailures?: number;
            delayAfterAccountFailures?: number;
            smsPerNumber?: number;
            smsPerIp?: number;
            humanCheckMaxNumber?: number;
            /** @description Password sign-in must carry a solved human check. */
            loginHumanCheck?: boolean;
        };
        FirebasePhoneSettings: {
            projectId: string;
            apiKey: string;
            authDomain: string;
            appId: string;
            /**
             * Format: uri
             * @description Where the token signing keys are read (JWKS). Default: Google's securetoken keys,
             *     https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com.
             *     Plain http is accepted for loopback hosts only.
             */
            jwksUrl?: string;
        };
        /**
         * @description One item of the notices call: a banner (B), a player notice (PL, H), a popup (PU) or a
         *     promotion (PR). `content` is HTML written by the operator: clients render it only after
         *     sanitising.
         */
        Announcement: {
            /** @description Stable across languages; promotions are deep-linked as `/promotions#<id>`. */
            id: string;
            /** @enum {string} */
            type: "B" | "PL" | "PU" | "PR" | "H";
            title: string;
            /** @description HTML; render only after sanitising. */
            content: string;
            /** @description Epoch milliseconds. */
            startDate: number;
            /** @description Epoch milliseconds; null when open-ended. */
            endDate: number | null;
            /** @description Set when the item leads to a promotion (the notice popup then offers a go-to-promotions button). */
            promotionType: string | null;
            /**
             * @description Who sees a popup; A signed in, B anonymous, F at first login; null for everyone.
             * @enum {string|null}
             */
            execution: "A" | "B" | "F" | null;
            /** @description Banner placement (w_home, w_login, ...); the promotions page group is the empty name. */
            groupName: string | null;
            /** @description Banner image. */
            url: string | null;
            /** @description Non-empty when the banner is clickable (URL, PROMOTION, GAME ...). */
            linkageType: string | null;
            linkageValue: string | null;
            /** @description Promotion category (rng_promo, live_promo, deposit_promo, new_player, other_promo ...). */
            category: string | null;
            /**
             * @description The claim the promotion offers through the claim call: RAFFLE (any member, once), FIRST_DEPOSIT (a first-deposit gift: once, only after the member's first credited deposit).
             * @enum {string|null}
             */
            claimType: "RAFFLE" | "FIRST_DEPOSIT" | null;
            announcementImages: components["schemas"]["AnnouncementImage"][];
        };
        AnnouncementImage: {
            /** @description 1 is the cover. */
            sequence: number;
            url: string;
        };
        AnnouncementList: {
            banners: components["schemas"]["Announcement"][];
            /** @description Player notices, PL (marquee) and H (notice centre only), newest first. */
            player: components["schemas"]["Announcement"][];
            popup: components["schemas"]["Announcement"][];
            promotion: components["schemas"]["Announcement"][];
        };
        /**
         * @description A member's reward (promotion, activity, raffle, mission, ...): Applying (waiting for an
         *     operator), Process (an operator has taken it up), Rejected (with a reason), Issued
         *     (credited on the platform's decision: an approval, or a reward the platform hands out),
         *     Claimed (credited at once on the member's own claim).
         * @enum {string}
         */
        ClaimStatus: "Applying" | "Process" | "Rejected" | "Issued" | "Claimed";
        AvailablePromotions: {
            /** @description Promotions running now that the member has not claimed yet and may claim (a first-deposit gift counts only after the member's first credited deposit). */
            count: number;
            promotions: {
                id: string;
                claimStatus: components["schemas"]["ClaimStatus"] | null;
            }[];
        };
        RaffleClaimRequest: {
            promotionId: string;
        };
        RaffleClaim: {
            promotionId: string;
            status: components["schemas"]["ClaimStatus"];
        };
        /** @enum {string} */
        FeedbackQuestionType: "DEPOSIT" | "WITHDRAWAL" | "GAME" | "CUSTOMER_SERVICE" | "APPLICATION" | "OTHER";
        FeedbackConfig: {
            minLength: number;
            maxLength: number;
            maxImages: number;
            maxImageBytes: number;
            imageTypes: ("image/png" | "image/jpeg")[];
            questionTypes: components["schemas"]["FeedbackQuestionType"][];
        };
        FeedbackImage: {
            name: string;
            /** @enum {string} */
            contentType: "image/png" | "image/jpeg";
            /**
             * @description The file, base64. The server checks the decoded size (at most `maxImageBytes`) and
             *     the magic bytes (PNG or JPEG), whatever the name or declared type say.
             */
            data: string;
        };
        FeedbackRequest: {
            questionType: components["schemas"]["FeedbackQuestionType"];
            content: string;
            images?: components["schemas"]["FeedbackImage"][];
        };
        FeedbackReceipt: {
            id: string;
            imageCount: number;
        };
        ChatMessage: {
            /** @description Increasing; pass the last one seen as `after`. */
            id: string;
            nickname: string;
            /** @description Plain text (never HTML). */
            content: string;
            /** @description Epoch milliseconds. */
            createdAt: number;
        };
        ChatRoomState: {
            messages: components["schemas"]["ChatMessage"][];
            maxLength: number;
            /** @description False for visitors (read-only) and trial accounts. */
            canPost: boolean;
        };
        ChatPostRequest: {
            content: string;
        };
        LiveChatLaunch: {
            /** @description Page to open in the 440 x 750 customer-service window. */
            chatUrl: string;
        };
        LiveChatMessage: {
            id: string;
            /** @enum {string} */
            sender: "visitor" | "agent";
            content: string;
            createdAt: number;
        };
        LiveChatPostRequest: {
            ticket: string;
            content: string;
        };
        ContentPage: {
            slug: components["schemas"]["ContentPageSlug"];
            title: string;
            /** @description HTML; render only after sanitising. */
            html: string;
            lang: string;
            updatedAt: number;
        };
        /** @enum {string} */
        ContentPageSlug: "aboutus" | "contactus" | "security" | "creditreport";
        /** @enum {string} */
        PostKind: "blog" | "news";
        PostSummary: {
            id: string;
            kind: components["schemas"]["PostKind"];
            title: string;
            summary: string;
            imageUrl: string | null;
            publishedAt: number;
        };
        PostList: {
            list: components["schemas"]["PostSummary"][];
            pageNo: number;
            totalPages: number;
        };
        Post: components["schemas"]["PostSummary"] & {
            /** @description HTML; render only after sanitising. */
            html: string;
        };
        /**
         * @description What the member can do or has done: Join / Joined (sign-up activities), Claim and the
         *     claim statuses (Applying, Process, Rejected, Issued, Claimed), Close (ended), ComingSoon
         *     (not started).
         * @enum {string}
         */
        ActivityStatus: "Join" | "Joined" | "Claim" | "Applying" | "Process" | "Rejected" | "Issued" | "Claimed" | "Close" | "ComingSoon";
        Activity: {
            id: string;
            /** @enum {string} */
            kind: "JOIN" | "CLAIM";
            title: string;
            summary: string;
            /** @description HTML; render only after sanitising. */
            html: string;
            imageUrl: string | null;
            startDate: number;
            endDate: number | null;
            status: components["schemas"]["ActivityStatus"];
        };
        ActivityAction: {
            id: string;
            status: components["schemas"]["ActivityStatus"];
        };
        DevAnnouncementInput: {
            key: string;
            /** @enum {string} */
            type: "B" | "PL" | "PU" | "PR" | "H";
            lang?: string;
            title: string;
            content: string;
            /** @enum {string|null} */
            execution?: "A" | "B" | "F" | null;
            promotionType?: string | null;
            category?: string | null;
            /** @enum {string|null} */
            claimType?: "RAFFLE" | "FIRST_DEPOSIT" | null;
            groupName?: string | null;
            url?: string | null;
            coverUrl?: string | null;
            /** @description Epoch milliseconds, up to the end of the year 9999. */
            startDate?: number;
            /** @description Epoch milliseconds, up to the end of the year 9999; null when open-ended. */
            endDate?: number | null;
            sort?: number;
        };
        DevAnnouncements: {
            announcements: components["schemas"]["DevAnnouncementInput"][];
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
        GameWinnerEntry: components["schemas"]["WinnerEntry"];
        Jackpot: {
            /** @description The balance of the merchant's jackpot ledger account. */
            amount: components["schemas"]["Money"];
            /** @description The share of each eligible stake that flows into the pool, in basis points. */
            contributionBp: number;
        };
        JackpotLine: {
            transactionId: number;
            /** @enum {string} */
            kind: "funding" | "payout";
            reference: string | null;
            /** @description Positive credits the pool, negative pays out of it. */
            amount: components["schemas"]["Money"];
            /** Format: date-time */
            createdAt: string;
            /** @description A win: the winning bet; null for a contribution. */
            betId: number | null;
            /** @description A win: the winning member's account; null for a contribution. */
            member: string | null;
        };
        JackpotStatement: {
            /** @description The pool now (whatever the period). */
            balance: components["schemas"]["Money"];
            /** @description What flowed into the pool in the period. */
            contributed: components["schemas"]["Money"];
            /** @description What the pool paid to winners in the period (a positive amount). */
            paid: components["schemas"]["Money"];
            /** @description How many lines the statement has. */
            total: number;
            lines: components["schemas"]["JackpotLine"][];
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
        VendorWallet: {
            /** @description The game vendor's code (as in the catalogue); the `from` / `to` of a transfer. */
            vendorCode: string;
            vendorName: string;
            balance: components["schemas"]["Money"];
            /** @description Every lane of the vendor is under maintenance (transfers into it are refused). */
            maintenance: boolean;
        };
        WalletFunds: {
            /**
             * @description As `GCS_merchantWallet`; with 1 the list of vendor wallets is empty.
             * @enum {integer}
             */
            isSingle: 0 | 1;
            /** @example USD */
            currency: string;
            /** @example $ */
            currencySymbol: string;
            totalBalance: components["schemas"]["Money"];
            mainBalance: components["schemas"]["Money"];
            /** @description One per game vendor of the catalogue (transfer mode), in lobby order; a wallet of a vendor that left the catalogue is listed while it holds money. */
            wallets: components["schemas"]["VendorWallet"][];
        };
        /**
         * @description The member's consolidated funds: the wallet fields (main and vendor balances) and the
         *     contract part (the contract offers waiting and the contract pages' switches).
         */
        ConsolidatedFunds: components["schemas"]["WalletFunds"] & components["schemas"]["ContractOffers"];
        WalletTransferRequest: {
            /** @description `MAIN` or a vendor code. */
            from: string;
            /** @description `MAIN` or a vendor code. */
            to: string;
            /** @description A decimal string with at most the currency's decimals. */
            amount: string;
        };
        WalletTransferResult: {
            transactionId: number;
            amount: components["schemas"]["Money"];
            funds: components["schemas"]["WalletFunds"];
        };
        RecallAllResult: {
            /** @description Null when no vendor wallet held money (nothing moved). */
            transactionId: number | null;
            amount: components["schemas"]["Money"];
            /** @description How many vendor wallets were emptied. */
            wallets: number;
            funds: components["schemas"]["WalletFunds"];
        };
        UplineTransferInfo: {
            enabled: boolean;
            /** @description The agent the member is registered under; null without one. */
            upline: null | {
                account: string;
                nickname: string;
            };
            minimumAmount: components["schemas"]["Money"];
            maximumAmount: components["schemas"]["Money"];
            balance: components["schemas"]["Money"];
            currencySymbol: string;
            decimals: number;
            hasPaymentPassword: boolean;
        };
        UplineTransferRequest: {
            amount: string;
            paymentPassword: string;
        };
        UplineTransferResult: {
            transactionId: number;
            amount: components["schemas"]["Money"];
            /** @description The member's main wallet after the transfer. */
            balance: components["schemas"]["Money"];
            /** @description The upline agent's account name. */
            upline: string;
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
        VendorWalletAnswer: components["schemas"]["WalletAnswer"];
        DepositSettings: {
            /** @enum {string} */
            allowDeposit: "Y" | "N";
            currency: string;
            currencySymbol: string;
            /** @description Decimals of the currency; amounts take at most this many. */
            decimals: number;
            channels: components["schemas"]["DepositChannel"][];
            /** @description The merchant's receiving bank accounts (bank-transfer channels). */
            banks: components["schemas"]["ReceivingBankAccount"][];
            limits: components["schemas"]["DepositLimits"];
            /** @description A pending online payment expires after this many minutes. */
            paymentExpiryMinutes: number;
        };
        DepositChannel: {
            /**
             * @description The `{channel}` of `POST /wps/transaction/deposit/{channel}`.
             * @example pg
             * @example bank
             */
            code: string;
            type: components["schemas"]["ChannelType"];
            name: string;
            minAmount: components["schemas"]["Money"];
            maxAmount: components["schemas"]["Money"];
            quickAmounts: components["schemas"]["Money"][];
        };
        ReceivingBankAccount: {
            id: number;
            bankName: string;
            accountName: string;
            accountNumber: string;
            branch: string | null;
        };
        Deposit: {
            /** @description The deposit's order number. */
            id: string;
            channel: string;
            channelType: components["schemas"]["ChannelType"];
            amount: components["schemas"]["Money"];
            currency: string;
            status: components["schemas"]["DepositStatus"];
            /** @description Online payments while pending — the provider's hosted payment page (open it in the browser). */
            payUrl: string | null;
            bankAccount: components["schemas"]["ReceivingBankAccount"] | null;
            depositorName: string | null;
            reference: string | null;
            /** @description Epoch milliseconds. */
            createdAt: number;
            updatedAt: number;
            /** @description Online payments — when a still pending payment expires (epoch ms). */
            expiresAt: number | null;
            failureReason: string | null;
        };
        DepositPage: {
            content: components["schemas"]["Deposit"][];
            page: number;
            size: number;
            totalPages: number;
            totalElements: number;
        };
        /**
         * @description Responsible gaming. Periods are the calendar day, ISO week and month (UTC). Lowering
         *     a limit takes effect at once; raising or removing one waits 24 hours.
         */
        DepositLimits: {
            daily: components["schemas"]["DepositLimit"];
            weekly: components["schemas"]["DepositLimit"];
            monthly: components["schemas"]["DepositLimit"];
            coolingOffHours: number;
        };
        WithdrawSettings: {
            /** @enum {string} */
            allowWithdraw: "Y" | "N";
            currency: string;
            currencySymbol: string;
            decimals: number;
            minimumAmount: components["schemas"]["Money"];
            maximumAmount: components["schemas"]["Money"];
            /**
             * @description Withdrawals allowed per day (in the merchant's time zone): the fewer of the merchant's
             *     limit and the member's VIP level's (the same figure the VIP page shows).
             */
            dailyCount: number;
            /** @description Withdrawals asked for today. */
            usedToday: number;
            /** @description The most the member's VIP level may withdraw per day (null = no cap). */
            dailyAmount: components["schemas"]["Money"] | null;
            /** @description What the member asked to withdraw today, rejected withdrawals left out. */
            usedAmountToday: components["schemas"]["Money"];
            /** @description The member's VIP level whose limits apply, in the caller's language (null without VIP levels). */
            vipLevelName: string | null;
            channels: components["schemas"]["WithdrawChannel"][];
            /** @description After disbursement, no answer within this many minutes counts as received. */
            receiptConfirmMinutes: number;
            /** @description Turnover the member's credited rewards still require before a withdrawal is accepted (0.00 = none). */
            wageringRemaining: components["schemas"]["Money"];
        };
        BankCard: {
            id: number;
            bankCode: string;
            bankName: string;
            accountName: string;
            /** @description Masked — only the last four digits are shown (`**** **** 1234`). */
            accountNumber: string;
            createdAt: number;
        };
        Withdrawal: {
            id: string;
            amount: components["schemas"]["Money"];
            currency: string;
            status: components["schemas"]["WithdrawalStatus"];
            channel: string;
            bankCard: components["schemas"]["BankCard"];
            createdAt: number;
            updatedAt: number;
            disbursedAt: number | null;
            /** @description While disbursed — without an answer by then (epoch ms) it counts as received. */
            confirmBy: number | null;
            receipt: null | {
                answer: components["schemas"]["ReceiptAnswer"];
                receivedAmount: components["schemas"]["Money"] | null;
                comment: string | null;
                imageCount: number;
                answeredAt: number;
                /** @description True when the clock answered (no answer in time). */
                automatic: boolean;
            };
            rejectReason: string | null;
            resolution: null | {
                /** @enum {string} */
                outcome: "paid" | "refunded";
                refundAmount: components["schemas"]["Money"] | null;
                note: string;
                resolvedAt: number;
            };
        };
        WithdrawalPage: {
            content: components["schemas"]["Withdrawal"][];
            page: number;
            size: number;
            totalPages: number;
            totalElements: number;
        };
        /**
         * @description pending (money held in the pending-withdrawals account) → approved (moved to payout
         *     clearing) or rejected (money back to the member) → disbursed → received (the member, or
         *     no answer within `receiptConfirmMinutes`) or disputed (the member answered partly or not
         *     received, with proof). An operator resolves a dispute: `paid` → received; `refunded` →
         *     not_received (all back to the member) or partly_received (part back).
         * @enum {string}
         */
        WithdrawalStatus: "pending" | "approved" | "disbursed" | "rejected" | "received" | "partly_received" | "not_received" | "disputed";
        /** @enum {string} */
        DepositStatus: "pending" | "credited" | "failed" | "cancelled" | "expired";
        ReceiptRequest: {
            answer: components["schemas"]["ReceiptAnswer"];
            /** @description partly_received only (required there) — what arrived, less than the amount. */
            receivedAmount?: components["schemas"]["AmountInput"];
            comment?: string;
            /** @description Proof, required for partly and not received; at most 3 (more answer `receipt.image.invalid`). */
            images?: components["schemas"]["ProofImage"][];
        };
        InboxMessage: {
            id: number;
            /** @enum {string} */
            type: "deposit_credited" | "deposit_failed" | "withdrawal_approved" | "withdrawal_rejected" | "transfer_sent" | "transfer_received" | "reward_issued" | "reward_rejected" | "contract_offered" | "contract_accepted" | "contract_rejected" | "contract_terminated" | "contract_ended" | "settlement_paid" | "settlement_short" | "settlement_paid_out" | "upline_transfer_sent" | "upline_transfer_received" | "two_factor_reset" | "payment_password_reset" | "feedback_answered" | "notice";
            /** @description Written in the member's language when the message was made. */
            title: string;
            /** @description Plain text. */
            content: string;
            read: boolean;
            /** @description Epoch milliseconds. */
            createdAt: number;
        };
        /**
         * @description Kind of a ledger transaction on the member's accounts: `deposit`, `withdrawal` (held when
         *     asked), `withdrawal_return` (given back on rejection or refund), `stake` (a bet), `payout`
         *     (a win), `refund` (a bet given back), `transfer` (between an agent and its downline),
         *     `upline_transfer` (member to its upline agent), `wallet_transfer` (main wallet and a
         *     vendor wallet), `bonus` (any reward credited), `rebate`, `commission`, `dividend`,
         *     `salary`, `adjustment` (by an operator), `funding` (test and demo money),
         *     `withdrawal_payout`.
         * @enum {string}
         */
        LedgerKind: "deposit" | "withdrawal" | "withdrawal_return" | "stake" | "payout" | "refund" | "transfer" | "upline_transfer" | "wallet_transfer" | "bonus" | "rebate" | "commission" | "dividend" | "salary" | "adjustment" | "funding" | "withdrawal_payout";
        /** @description The period the answer covers, in the merchant's time zone (both days included). */
        RecordsPeriod: {
            preset: components["schemas"]["RecordsPreset"];
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            /**
             * @description The merchant's IANA time zone; its days bound the period, and clients show times in it.
             * @example Asia/Shanghai
             */
            timeZone: string;
            /**
             * @description The longest period the merchant allows, in days.
             * @example 90
             */
            maxRangeDays: number;
        };
        /** @description One movement on one of the member's accounts. */
        TransactionRow: {
            entryId: number;
            transactionId: number;
            /** @description A `LedgerKind` (a kind added later comes through as its name). */
            kind: string;
            /** @description Signed; positive credits the member. */
            amount: components["schemas"]["Money"];
            wallet: components["schemas"]["Wallet"];
            /** @description The bet record a stake, payout or refund belongs to. */
            betId: number | null;
            /** Format: date-time */
            createdAt: string;
        };
        TransactionPage: {
            list: components["schemas"]["TransactionRow"][];
            total: number;
            page: number;
            pageSize: number;
            period: components["schemas"]["RecordsPeriod"];
            /** @description Over the whole filtered period, not only this page. */
            totals: components["schemas"]["TransactionTotals"];
        };
        TransactionDetail: {
            transactionId: number;
            kind: string;
            /** Format: date-time */
            createdAt: string;
            /** @description The net change over the member's accounts (zero for a move between its own wallets). */
            amount: components["schemas"]["Money"];
            /** @description The legs on the member's own accounts only. */
            entries: {
                entryId: number;
                wallet: components["schemas"]["Wallet"];
                amount: components["schemas"]["Money"];
            }[];
            /** @description The round a stake, payout or refund belongs to. */
            bet: components["schemas"]["BetSummary"] | null;
            /** @description The other member's account of a transfer (the upline agent or the downline). */
            counterparty: string | null;
            depositId: string | null;
            withdrawalId: string | null;
            /** @description Where a bonus or rebate came from (mission, promotion, vip, referral, ...), from its ledger reference. */
            source: string | null;
        };
        /**
         * @description OPEN until the round is settled (lottery bets wait for their draw).
         * @enum {string}
         */
        BetStatus: "OPEN" | "SETTLED";
        BetRow: {
            betId: number;
            roundId: string;
            category: string;
            vendorCode: string;
            vendorName: string;
            gameCode: string;
            gameName: string;
            stake: components["schemas"]["Money"];
            /** @description The stake once the round is settled; 0.00 while it is open. */
            validBet: components["schemas"]["Money"];
            payout: components["schemas"]["Money"];
            /** @description Payout minus valid bet (the member's side); 0.00 while open. */
            winLoss: components["schemas"]["Money"];
            status: components["schemas"]["BetStatus"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            settledAt: string | null;
        };
        BetTotals: {
            count: number;
            stake: components["schemas"]["Money"];
            validBet: components["schemas"]["Money"];
            payout: components["schemas"]["Money"];
            winLoss: components["schemas"]["Money"];
        };
        BetPage: {
            list: components["schemas"]["BetRow"][];
            total: number;
            page: number;
            pageSize: number;
            period: components["schemas"]["RecordsPeriod"];
            /** @description The rows of this page. */
            pageTotals: components["schemas"]["BetTotals"];
            /** @description The whole filtered period. */
            totals: components["schemas"]["BetTotals"];
        };
        BetDetail: components["schemas"]["BetRow"] & {
            /** @description What was bet, as the game sent it. */
            bet: {
                [key: string]: unknown;
            };
            /** @description What the game drew, as the vendor recorded it. */
            outcome: {
                [key: string]: unknown;
            };
            /** @description The round's money movements on the member's accounts. */
            transactions: {
                transactionId: number;
                kind: string;
                amount: components["schemas"]["Money"];
                wallet: components["schemas"]["Wallet"];
                /** Format: date-time */
                createdAt: string;
            }[];
        };
        ProfitRow: components["schemas"]["ProfitFigures"] & {
            category: string;
        };
        ProfitTotals: components["schemas"]["ProfitFigures"] & {
            /** @description Sum of the `bonus` transactions of the period. */
            bonus: components["schemas"]["Money"];
            /** @description Sum of the `rebate` transactions of the period. */
            rebate: components["schemas"]["Money"];
            /** @description Win/loss plus bonus plus rebate. */
            net: components["schemas"]["Money"];
        };
        PersonalProfit: {
            period: components["schemas"]["RecordsPeriod"];
            /** @description One row per game category played in the period. */
            list: components["schemas"]["ProfitRow"][];
            totals: components["schemas"]["ProfitTotals"];
        };
        /** @description Newest first. */
        InboxPage: {
            content: components["schemas"]["InboxMessage"][];
            page: number;
            size: number;
            totalPages: number;
            totalElements: number;
            unreadCount: number;
        };
        /**
         * @description What changed for the member: `balance` (any wallet), `messages` (inbox and unread count),
         *     `deposits`, `withdrawals` (their status, receipts and disputes), `missions` (progress and
         *     claims, after each round), `vip` (level progress), `contracts` (offers and their answers),
         *     `settlements` (contract settlements and payouts), `livechat` (a customer-service answer or
         *     the end of a live chat).
         * @enum {string}
         */
        MemberEventTopic: "balance" | "messages" | "deposits" | "withdrawals" | "missions" | "vip" | "contracts" | "settlements" | "livechat";
        /** @description The data of one `change` event; its SSE id is the event id to resume after. */
        MemberEvent: {
            topics: components["schemas"]["MemberEventTopic"][];
        };
        OperatorDeposit: components["schemas"]["Deposit"] & {
            memberId: number;
            account: string;
            /**
             * @description Online payments: when the provider said "paid" at or after `expiresAt` (epoch ms).
             *     Such a deposit is not credited by itself: it stays `pending` here until the operator
             *     confirms (credits) or rejects it (the provider refunds the payer).
             */
            latePaidAt: number | null;
        };
        OperatorWithdrawal: components["schemas"]["Withdrawal"] & {
            memberId: number;
            account: string;
            /** @description The full account number to pay into (operators only). */
            accountNumber: string;
            /** @description Above the merchant's four-eyes amount, who gave the first approval (the withdrawal stays pending until someone else approves it). */
            firstApprovedBy?: string;
            /** @description True in the answer of a first approval that left the withdrawal pending. */
            awaitingSecondApproval?: boolean;
        };
        BalanceAdjustment: {
            account: string;
            amount: components["schemas"]["Money"];
            /** @description The member's balance after the adjustment. */
            balance: components["schemas"]["Money"];
            reason: string;
            transactionId: number;
        };
        /** @description What the referrer earns per invitee, once, when the invitee's credited deposits reach `minDeposit`. */
        ReferralRule: {
            minDeposit: components["schemas"]["Money"];
            reward: components["schemas"]["Money"];
            /** @description Turnover multiple of the reward to wager before a withdrawal ('0' = none). */
            wageringMultiple: string;
        };
        ReferralDetails: {
            referralCode: string | null;
            /** @description `/register?referralCode=<code>`: the invitation link on the site the member uses (or any promotion domain). */
            registerPath: string | null;
            promotionDomains: string[];
            totalInvitations: number;
            /** @description Invitees with a credited deposit. */
            depositedInvitations: number;
            rewardedInvitations: number;
            rewardTotal: components["schemas"]["Money"];
            currency: string;
            rule: components["schemas"]["ReferralRule"];
        };
        ReferralInvitee: {
            /** @description Masked. */
            account: string;
            registeredAt: number;
            /** @enum {string} */
            status: "registered" | "deposited" | "rewarded";
            reward: components["schemas"]["Money"] | null;
            rewardedAt: number | null;
        };
        ReferralInviteePage: {
            content: components["schemas"]["ReferralInvitee"][];
            page: number;
            size: number;
            totalPages: number;
            totalElements: number;
        };
        /**
         * @description Where a reward comes from: a promotion claim, an activity claim, a raffle, a mission, a VIP
         *     bonus, a referral reward, a rebate or a points-mall reward.
         * @enum {string}
         */
        RewardSourceKind: "promotion" | "activity" | "raffle" | "mission" | "vip" | "referral" | "rebate" | "points";
        /**
         * @description The turnover (valid bets placed after the reward was credited) that must be wagered before a
         *     withdrawal: `multiple` × the amount. Rewards credited earlier take the turnover first.
         */
        RewardWagering: {
            /** @description Turnover multiple of the amount, a decimal string ("0" = no requirement). */
            multiple: string;
            required: components["schemas"]["Money"];
            done: components["schemas"]["Money"];
            remaining: components["schemas"]["Money"];
            met: boolean;
        };
        /** @description One reward of the member, from any source, with its status and wagering. */
        RewardGrant: {
            id: number;
            sourceKind: components["schemas"]["RewardSourceKind"];
            /** @description The instance of the source (a promotion key, `<mission>:<period>`, ...). */
            sourceId: string;
            /** @description The source's name in the request's language when it has one. */
            title: string | null;
            amount: components["schemas"]["Money"];
            currency: string;
            status: components["schemas"]["ClaimStatus"];
            /** @description Decided by an operator (true) or paid at once (false). */
            review: boolean;
            /** @description The operator's reason of a rejection. */
            reason: string | null;
            createdAt: number;
            creditedAt: number | null;
            wagering: components["schemas"]["RewardWagering"];
        };
        RewardGrantPage: {
            content: components["schemas"]["RewardGrant"][];
            page: number;
            size: number;
            totalPages: number;
            totalElements: number;
        };
        /** @description The member's open wagering over every credited reward. */
        WageringSummary: {
            required: components["schemas"]["Money"];
            done: components["schemas"]["Money"];
            remaining: components["schemas"]["Money"];
            /** @description Rewards whose requirement is not met yet. */
            open: number;
        };
        RewardBadges: {
            /** @description Claimable reward-centre items the member has not seen there yet. */
            rewards: number;
            /** @description Missions complete and not yet claimed in their period. */
            missions: number;
            /** @description Promotions and activities the member can claim now. */
            availablePromoCount: number;
        };
        /** @description A promotion or activity of the reward centre with what the member can do. */
        RewardOffer: {
            /** @description `promotion:<key>` or `activity:<key>`. */
            id: string;
            /** @enum {string} */
            sourceKind: "promotion" | "activity";
            key: string;
            /**
             * @description CLAIM pays a reward; JOIN is a sign-up that pays nothing by itself.
             * @enum {string}
             */
            action: "CLAIM" | "JOIN";
            title: string;
            summary: string;
            imageUrl: string | null;
            status: components["schemas"]["ActivityStatus"];
            /** @description The fixed amount a claim pays; null when it depends on a deposit or an operator. */
            amount: components["schemas"]["Money"] | null;
            /** @description A claim pays this share (percent) of the member's first deposit; null for a fixed amount. */
            depositPercent: string | null;
            /** @description The most a deposit-share claim pays. */
            maxAmount: components["schemas"]["Money"] | null;
            review: boolean;
            wageringMultiple: string;
            startDate: number;
            endDate: number | null;
            /** @description The claim needs the member's first credited deposit, not made yet. */
            needsDeposit: boolean;
            /** @description Claimable and not seen in the reward centre before. */
            isNew: boolean;
        };
        RewardCentre: {
            offers: components["schemas"]["RewardOffer"][];
            missions: {
                claimable: number;
                total: number;
            };
            badges: components["schemas"]["RewardBadges"];
            wagering: components["schemas"]["WageringSummary"];
        };
        /** @description Credited rewards of a period (UTC days), with totals and the open wagering. */
        BonusDetails: {
            content: components["schemas"]["RewardGrant"][];
            page: number;
            size: number;
            totalPages: number;
            totalElements: number;
            from: string;
            to: string;
            /** @description Sum of the period's credited amounts (every page). */
            total: components["schemas"]["Money"];
            wagering: components["schemas"]["WageringSummary"];
        };
        /** @enum {string} */
        MissionPeriod: "DAILY" | "WEEKLY" | "MONTHLY" | "ONCE";
        Mission: {
            id: number;
            key: string;
            title: string;
            description: string;
            period: components["schemas"]["MissionPeriod"];
            /**
             * @description VALID_BET and DEPOSIT count money (target and progress are amounts); ROUNDS counts bets; FIRST_DEPOSIT is done once the first deposit is credited.
             * @enum {string}
             */
            metric: "VALID_BET" | "ROUNDS" | "DEPOSIT" | "FIRST_DEPOSIT";
            /** @description The game category the bets must be in; null = any. */
            category: components["schemas"]["GameCategory"] | null;
            /** @description An amount (money metrics) or a count. */
            target: string;
            /** @description Same unit as the target, never above it. */
            progress: string;
            reward: components["schemas"]["Money"];
            points: number;
            wageringMultiple: string;
            /** @enum {string} */
            status: "IN_PROGRESS" | "CLAIMABLE" | "CLAIMED";
            periodKey: string;
            /** @description When the period ends and progress starts again (null for ONCE). */
            resetsAt: number | null;
        };
        MissionSummary: {
            missions: components["schemas"]["Mission"][];
            claimable: number;
            /** @description Mission points the member claimed this week (the weekly points leaderboard). */
            pointsThisWeek: number;
        };
        MissionClaimRequest: {
            missionId: number;
        };
        MissionClaim: {
            mission: components["schemas"]["Mission"];
            grant: components["schemas"]["RewardGrant"];
            balance: components["schemas"]["Money"];
        };
        LeaderboardEntry: {
            rank: number;
            /** @description The account, masked (first and last characters kept). */
            name: string;
            /** @description Valid bet (an amount) or mission points. */
            score: string;
            isSelf: boolean;
        };
        MissionLeaderboard: {
            /** @enum {string} */
            period: "DAILY" | "WEEKLY" | "MONTHLY";
            /** @enum {string} */
            type: "VALID_BET" | "POINTS";
            periodStart: number;
            periodEnd: number;
            list: components["schemas"]["LeaderboardEntry"][];
            /** @description The member's own entry (also when outside the list); null without a score. */
            self: components["schemas"]["LeaderboardEntry"] | null;
        };
        OperatorRewardGrant: components["schemas"]["RewardGrant"] & {
            account: string;
            memberId: number;
            decidedAt: number | null;
        };
        OperatorRewardPage: {
            content: components["schemas"]["OperatorRewardGrant"][];
            page: number;
            size: number;
            totalPages: number;
            totalElements: number;
        };
        OperatorRewardApproveRequest: {
            /** @description The amount to pay (for a raffle prize or a reward without a fixed amount); default the grant's. */
            amount?: components["schemas"]["Money"];
        };
        /**
         * @description `dividend` (SIGNCONDIV3), `daily` salary (DAILYSALCONT3), `hourly` salary (HOURSAL3), `realtime` salary (RTSALARY3).
         * @enum {string}
         */
        ContractKind: "dividend" | "daily" | "hourly" | "realtime";
        /**
         * @description `CONS` (comprehensive) counts every category; the others count one game category.
         * @enum {string}
         */
        ContractGameType: "CONS" | "RNG" | "LIVE" | "FISH" | "PVP" | "SPORTS" | "ESPORTS" | "COCKFIGHT" | "LOTT" | "ELOTT";
        /**
         * @description `P` offered, waiting for the downline; `E` new terms offered for an active contract (it
         *     stays in force until they are accepted); `V` in force; `R` rejected; `W` offer withdrawn by
         *     the upline; `T` terminated (in force until `endsAt`); `S` superseded by accepted new terms.
         * @enum {string}
         */
        ContractStatus: "P" | "E" | "V" | "R" | "W" | "T" | "S";
        /**
         * @description `A` accept the waiting offer, `R` reject it, `C` cancel (terminate) the contract in force.
         * @enum {string}
         */
        ContractAction: "A" | "R" | "C";
        /**
         * @description Dividend period in the merchant's time zone: `D` daily, `W` weekly (from Monday), `H` semi-monthly (1st-15th, 16th-end), `M` monthly.
         * @enum {string}
         */
        DividendCycle: "D" | "W" | "H" | "M";
        /**
         * @description `P`: the rate is a percent of the base; `F`: the rate is a fixed amount per period.
         * @enum {string}
         */
        RateType: "P" | "F";
        /** @description Upstream `divtypereq` row: pays `contractRate` x the team's net loss of the period when every threshold is met. */
        DividendTier: {
            minimumBet: components["schemas"]["TermAmount"];
            netLoss: components["schemas"]["TermAmount"];
            activeMember: components["schemas"]["ActiveMembers"];
            contractRate: components["schemas"]["FractionRate"];
        };
        /** @description Upstream `dailysalreqtype` detail: pays `rate` % of the day's valid bet (or the fixed amount) when every threshold is met. */
        DailySalaryTier: {
            betVolume: components["schemas"]["TermAmount"];
            activeMember: components["schemas"]["ActiveMembers"];
            rateType: components["schemas"]["RateType"];
            /** @description A percent (`P`, like `1.5`) or an amount (`F`, like `50.00`). */
            rate: string;
        };
        /** @description Upstream `hourSalaryRates` row: pays `rate` % of the hour's valid bet (or the fixed amount) when every threshold is met. */
        HourlySalaryTier: {
            minimumBet: components["schemas"]["TermAmount"];
            activeMember: components["schemas"]["ActiveMembers"];
            rateType: components["schemas"]["RateType"];
            /** @description A percent (`P`, like `1.5`) or an amount (`F`, like `50.00`). */
            rate: string;
        };
        /** @description Every settled bet with a stake of at least `singleBet` pays `lossRate` % of its stake when it lost, `profitRate` % otherwise (the highest tier its stake reaches). */
        RealtimeSalaryTier: {
            singleBet: components["schemas"]["TermAmount"];
            profitRate: components["schemas"]["PercentRate"];
            lossRate: components["schemas"]["PercentRate"];
        };
        /**
         * @description (The branches do not forbid other properties: the request validator drops unknown
         *     properties of strict schemas, which would strip one branch's fields while trying another.
         *     The API reads only the fields above and stores the canonical form.)
         *     Tiers in ascending order: each tier's thresholds at least the previous one's (one of them
         *     higher) and its rates never lower, so the highest tier whose thresholds are all met applies.
         *     Terms that break this answer `contract.terms.invalid` (`value.tier`, `value.field`).
         */
        ContractTerms: components["schemas"]["DividendTerms"] | components["schemas"]["DailySalaryTerms"] | components["schemas"]["HourlySalaryTerms"] | components["schemas"]["RealtimeSalaryTerms"];
        /** @description One offer or contract. Its terms never change once accepted; new terms are a new contract that supersedes it. */
        Contract: {
            id: number;
            kind: components["schemas"]["ContractKind"];
            gameType: components["schemas"]["ContractGameType"];
            status: components["schemas"]["ContractStatus"];
            /**
             * @description Settlement period code (`D`, `W`, `H`, `M`; `h` hourly; `r` every 5 minutes).
             * @enum {string}
             */
            cycle: "D" | "W" | "H" | "M" | "h" | "r";
            terms: components["schemas"]["ContractTerms"];
            /** @description The upline who pays; null when the house pays (a top-level agent). */
            payer: components["schemas"]["ContractParty"] | null;
            payee: components["schemas"]["ContractParty"];
            /** @description `E` offers: the contract in force they would replace. */
            replacesId: number | null;
            /** @description Epoch milliseconds. */
            offeredAt: number;
            answeredAt: number | null;
            /** @description In force from (acceptance). */
            startsAt: number | null;
            /** @description In force until (termination or supersession); may lie in the future. */
            endsAt: number | null;
            /** @enum {string|null} */
            endReason: "payee" | "payer" | "superseded" | "downline_rate" | "operator" | null;
            /**
             * @description Waiting offers: `Y` when the payee gives its own downlines more than these terms allow; accepting then needs `confirm` and ends those contracts.
             * @enum {string}
             */
            downlineHigherRate: "Y" | "N";
        };
        ContractEvent: {
            id: number;
            contractId: number;
            /** @enum {string} */
            action: "offered" | "edited" | "withdrawn" | "accepted" | "rejected" | "terminated" | "superseded" | "ended";
            /** @enum {string} */
            actorRole: "payer" | "payee" | "operator" | "system";
            /** @description The account who acted (null for an operator or the system). */
            actor: string | null;
            oldTerms: components["schemas"]["ContractTerms"] | null;
            newTerms: components["schemas"]["ContractTerms"] | null;
            note: string | null;
            createdAt: number;
        };
        MyContracts: {
            kind: components["schemas"]["ContractKind"];
            /** @description Every contract and offer of this kind the signed-in member receives, newest first, each with its history. */
            contracts: components["schemas"]["ContractWithHistory"][];
            /** @description Game types in which the member holds a contract in force (the cap of what it may offer downlines). */
            canOffer: components["schemas"]["ContractGameType"][];
        };
        DownlineContractPage: {
            list: components["schemas"]["Contract"][];
            total: number;
            page: number;
            pageSize: number;
            sort: components["schemas"]["ContractSortColumn"];
            order: components["schemas"]["SortOrder"];
        };
        OfferContract: {
            kind: components["schemas"]["ContractKind"];
            /** @description A direct downline's account. */
            account: string;
            gameType: components["schemas"]["ContractGameType"];
            terms: components["schemas"]["ContractTerms"];
            /** @description Confirms an offer the payee's own downline contracts exceed (`contract.downline.higher.rate`). */
            confirm?: boolean;
        };
        UpdateContractOffer: {
            terms: components["schemas"]["ContractTerms"];
            confirm?: boolean;
        };
        /** @description The contract after the action, and how many of the member's own downline contracts the rate rule ended. */
        ContractAnswer: {
            contract: components["schemas"]["Contract"];
            ended: number;
        };
        /**
         * @description The contract part of the consolidated funds (upstream `/wps/member/info/funds/consolidated`,
         *     §7.4): the signed-in member's waiting contract offers by game type (`divtypereq`,
         *     `dailysalreqtype`, `contracthoursalreq`, `realtimesalreqtype`) and the switches of the agent
         *     console's contract pages (the `*info` keys). Trial accounts get empty maps.
         */
        ContractOffers: {
            /** @description Dividend offers, game type -> one row per tier. */
            divtypereq: {
                [key: string]: components["schemas"]["DividendOfferRow"][];
            };
            /** @description Daily-salary offers by game type. */
            dailysalreqtype: {
                [key: string]: components["schemas"]["DailySalaryOffer"][];
            };
            /** @description Hourly-salary offers by game type. */
            contracthoursalreq: {
                [key: string]: components["schemas"]["HourSalaryOffer"][];
            };
            /** @description Real-time-salary offers by game type. */
            realtimesalreqtype: {
                [key: string]: components["schemas"]["RealtimeSalaryOffer"][];
            };
            divtypeinfo: {
                /** @description The dividend page (agentDividendRecordCopy2) is on. */
                enableCt: boolean;
            };
            dailysalinfotype: {
                /** @description The daily wages page (agentDailyWages2) is on. */
                salary: boolean;
            };
            contractmrdailysalinfotype: {
                /** @description Upstream's separate "MR" daily salary; not offered by this platform (always false). */
                dailySalary: boolean;
            };
            contracthoursalinfo: {
                /** @description The hourly salary page (agentHourSalary) is on. */
                hourSalary: boolean;
            };
            realtimesalinfo: {
                /** @description The real-time salary page (agentRealtimeSalary) is on. */
                realtimeSalary: boolean;
            };
        };
        /** @description One contract's settlement of one period, with the base figures that produced it. */
        Settlement: {
            id: number;
            contractId: number;
            kind: components["schemas"]["ContractKind"];
            gameType: components["schemas"]["ContractGameType"];
            /** @description Period key (D `2026-11-23`, W `2026-W48`, H `2026-11-H1`, M `2026-11`, h `2026-11-23T14`, r `2026-11-23T14:05`). */
            period: string;
            periodStart: number;
            periodEnd: number;
            payer: components["schemas"]["ContractParty"] | null;
            payee: components["schemas"]["ContractParty"];
            validBet: components["schemas"]["Money"];
            profitLoss: components["schemas"]["Money"];
            activeMembers: number;
            bets: number;
            tier: number | null;
            /** @description The applied rate as written in the terms (real-time `profit/loss`). */
            rate: string | null;
            rateType: components["schemas"]["RateType"] | null;
            amount: components["schemas"]["Money"];
            paid: components["schemas"]["Money"];
            status: components["schemas"]["SettlementStatus"];
            details: components["schemas"]["RealtimeDetail"][] | null;
            reruns: number;
            createdAt: number;
            paidAt: number | null;
        };
        SettlementPage: {
            list: components["schemas"]["Settlement"][];
            total: number;
            page: number;
            pageSize: number;
            sort: components["schemas"]["SettlementSortColumn"];
            order: components["schemas"]["SortOrder"];
            totals: components["schemas"]["SettlementTotals"];
            period: components["schemas"]["Period"];
        };
        SettlementChart: {
            /** @description Per settlement period, oldest first, what the member was paid and what it paid its downlines. */
            points: components["schemas"]["SettlementChartPoint"][];
            period: components["schemas"]["Period"];
        };
        ProjectedStatement: {
            kind: components["schemas"]["ContractKind"];
            asOf: number;
            mine: components["schemas"]["ProjectedRow"][];
            /** @description The contracts the member pays, largest projected amount first (at most 50). */
            downlines: components["schemas"]["ProjectedRow"][];
            downlineTotal: components["schemas"]["Money"];
            downlineContracts: number;
        };
        SettlementRerun: {
            settlementId: number;
            previousAmount: components["schemas"]["Money"];
            newAmount: components["schemas"]["Money"];
            difference: components["schemas"]["Money"];
            /**
             * @description `moved`: the difference was paid (or taken back); `none`: nothing to move; `short`: the balance that would pay it is short, nothing moved.
             * @enum {string}
             */
            outcome: "moved" | "none" | "short";
            settlement: components["schemas"]["Settlement"];
        };
        OperatorContractOfferPage: {
            content: components["schemas"]["Contract"][];
            page: number;
            size: number;
            totalElements: number;
        };
        PointCategoryRate: {
            /** @description A game category (`GameCategory`) whose settled bets earn points. */
            category: string;
            /** @description Points earned per 1.00 of valid bet, as an exact decimal (up to 4 decimals). */
            points: string;
        };
        PointConversionRate: {
            /** @description `points` points convert to `amount` of balance. */
            points: number;
            amount: components["schemas"]["Money"];
            /** @description The fewest points one conversion takes. */
            minPoints: number;
            /** @description Conversions take a multiple of this many points (so the amount is exact). */
            step: number;
        };
        /** @description The merchant's points rules (upstream `MCSFE_getPointConfig`). Points are whole numbers and never expire. */
        PointConfig: {
            /** @description The points system (module PTSYS3) is on. */
            enabled: boolean;
            earnRates: components["schemas"]["PointCategoryRate"][];
            conversion: components["schemas"]["PointConversionRate"];
            currency: string;
            currencySymbol: string;
        };
        /** @description The member's points (upstream `MCSFE_getPointBalance`), after points earned on bets settled since the last read were added. */
        PointBalance: {
            /** @description Points the member may spend. */
            points: number;
            /** @description Points taken by redemptions still in process (they return if rejected). */
            inProcess: number;
            /** @description Points ever earned on bets. */
            totalEarned: number;
            /** @description The member's valid bets (settled stakes) to date; rewards may require an amount of them. */
            validBets: components["schemas"]["Money"];
        };
        /**
         * @description cash (paid to the balance), bonus (a bonus paid to the balance), item (a physical item sent by the merchant).
         * @enum {string}
         */
        PointRewardType: "cash" | "bonus" | "item";
        PointReward: {
            id: number;
            type: components["schemas"]["PointRewardType"];
            /** @description In the requested language (EN when there is none). */
            name: string;
            description: string;
            /** @description Generated picture (`/cdn/rewards/<id>.svg`). */
            imageUrl: string;
            /** @description Points one unit costs. */
            pointsRequired: number;
            /** @description Valid bets the member must have placed to redeem it (0.00 = none). */
            amountRequired: components["schemas"]["Money"];
            /** @description Cash and bonus rewards, the amount one unit pays; null for items. */
            value: components["schemas"]["Money"] | null;
            /** @description Units left; null = unlimited. */
            stock: number | null;
            maxPerRedemption: number;
        };
        PointRewardList: components["schemas"]["PointReward"][];
        RedeemPointRequest: {
            rewardId: number;
            quantity: number;
            /** @description The member's account (sign-in) password. */
            password: string;
            /** @description The member's note, e.g. where to send an item. */
            remark?: string | null;
        };
        /**
         * @description in_process (points taken and held) → approved (cash and bonus rewards paid to the balance) or rejected (points returned).
         * @enum {string}
         */
        RedemptionStatus: "in_process" | "approved" | "rejected";
        PointRedemption: {
            id: string;
            rewardId: number;
            rewardName: string;
            rewardType: components["schemas"]["PointRewardType"];
            imageUrl: string;
            status: components["schemas"]["RedemptionStatus"];
            /** @description Points per unit when redeemed. */
            pointsRequired: number;
            amountRequired: components["schemas"]["Money"];
            /** @description What the redemption pays (value per unit x quantity); null for items. */
            value: components["schemas"]["Money"] | null;
            quantity: number;
            remark: string | null;
            /** @description Epoch ms. */
            applyTime: number;
            /** @description The points the redemption took (negative). */
            changedPoints: number;
            /** @description The member's points right after the redemption. */
            pointsBalance: number;
            decidedAt: number | null;
            rejectReason: string | null;
        };
        PointRedemptionPage: {
            content: components["schemas"]["PointRedemption"][];
            page: number;
            size: number;
            totalPages: number;
            totalElements: number;
        };
        ConvertPointRequest: {
            /** @description Points to convert (more than zero, at most the balance, a multiple of the rate's step). */
            points: number;
            /** @description The member's account (sign-in) password. */
            password: string;
        };
        PointConversion: {
            id: string;
            points: number;
            amount: components["schemas"]["Money"];
            /** @description Points left. */
            pointsBalance: number;
            /** @description The member's balance after the conversion. */
            balance: components["schemas"]["Money"];
        };
        /**
         * @description earn (points from valid bets of a category), redeem (taken by a redemption), redeem_return (a rejected redemption's points back), convert (converted to balance), adjust (an operator's adjustment).
         * @enum {string}
         */
        PointTransactionType: "earn" | "redeem" | "redeem_return" | "convert" | "adjust";
        PointTransaction: {
            id: number;
            type: components["schemas"]["PointTransactionType"];
            /** @description The change (positive added, negative taken). */
            points: number;
            /** @description The member's points after it. */
            balance: number;
            /** @description Epoch ms. */
            time: number;
            /** @description earn only, the game category. */
            category: string | null;
            /** @description earn only, the valid bets the points were computed from. */
            validBet: components["schemas"]["Money"] | null;
            /** @description The redemption or conversion id. */
            reference: string | null;
            /** @description An adjustment's reason. */
            remark: string | null;
        };
        PointTransactionPage: {
            content: components["schemas"]["PointTransaction"][];
            page: number;
            size: number;
            totalPages: number;
            totalElements: number;
        };
        OperatorPointRedemption: components["schemas"]["PointRedemption"] & {
            memberId: number;
            account: string;
        };
        OperatorPointRedemptionPage: {
            content: components["schemas"]["OperatorPointRedemption"][];
            page: number;
            size: number;
            totalPages: number;
            totalElements: number;
        };
        PointAdjustmentRequest: {
            /** @description The member's account name. */
            account: string;
            /** @description Points to add (negative takes them away); not zero. */
            points: number;
            reason: string;
        };
        PointAdjustment: {
            account: string;
            points: number;
            /** @description The member's points after the adjustment. */
            balance: number;
            reason: string;
            transactionId: number;
        };
        /**
         * @description B banner, PL marquee notice, H notice-centre notice, PU popup, PR promotion.
         * @enum {string}
         */
        AnnouncementKind: "B" | "PL" | "H" | "PU" | "PR";
        AnnouncementText: {
            lang: string;
            title: string;
            /** @description HTML; sanitised by the server before it is stored. */
            content: string;
        };
        AnnouncementInput: {
            type: components["schemas"]["AnnouncementKind"];
            /** @description When it starts showing, epoch milliseconds. */
            startDate: number;
            /** @description When it stops showing (null, never), epoch milliseconds; after startDate. */
            endDate: number | null;
            published: boolean;
            /** @description Banner or cover image (an http(s) address or a path of this site). */
            imageUrl?: string | null;
            /** @description One text per language; EN is required (the site falls back to it). */
            texts: components["schemas"]["AnnouncementText"][];
        };
        OperatorAnnouncement: {
            key: string;
            type: components["schemas"]["AnnouncementKind"];
            startDate: number;
            endDate: number | null;
            published: boolean;
            imageUrl: string | null;
            /** @enum {string} */
            state: "scheduled" | "running" | "ended" | "unpublished";
            texts: components["schemas"]["AnnouncementText"][];
            /** @description The languages the merchant offers. */
            languages: string[];
            /** @description Offered languages without a text (the site shows EN there). */
            missingLanguages: string[];
        };
        OperatorAnnouncementPage: {
            content: components["schemas"]["OperatorAnnouncement"][];
            page: number;
            size: number;
            totalPages: number;
            totalElements: number;
        };
        SiteMaintenance: {
            enabled: boolean;
            title: string | null;
            info: string | null;
            /** @description Expected end, epoch milliseconds. */
            endTime: number | null;
        };
        SiteRegionRestriction: {
            blockedCountries: string[];
            blockedIps: string[];
        };
        SiteModule: {
            modId: string;
            enabled: boolean;
        };
        SiteSettings: {
            maintenance: components["schemas"]["SiteMaintenance"];
            regionRestriction: components["schemas"]["SiteRegionRestriction"];
            modules: components["schemas"]["SiteModule"][];
        };
        /** @description The parts to change; a part left out stays as it is. */
        SiteSettingsPatch: {
            maintenance?: components["schemas"]["SiteMaintenance"];
            regionRestriction?: components["schemas"]["SiteRegionRestriction"];
            /** @description White-label modules to switch on (true) or off (false), by modId. */
            modules?: {
                [key: string]: boolean;
            };
        };
        PageInput: {
            published: boolean;
            /** @description One text per language; EN is required (the site falls back to it). */
            texts: components["schemas"]["AnnouncementText"][];
        };
        OperatorPage: {
            /** @description The page's address on the site (about, terms, privacy ...). */
            key: string;
            published: boolean;
            texts: components["schemas"]["AnnouncementText"][];
            languages: string[];
            missingLanguages: string[];
        };
        OperatorPageList: {
            content: components["schemas"]["OperatorPage"][];
        };
        /**
         * @description Where the sign-in happens. `player` (default) refuses accounts that are not members
         *     (`login.not.member`); `agent` refuses accounts that are not agents (`login.not.agent`).
         * @enum {string}
         */
        LoginEntry: "player" | "agent";
        /** @description Solved ALTCHA challenge (base64 JSON), from `GET /wps/captcha/altcha`. */
        HumanCheck: string;
        PasswordLoginRequest: {
            /** @enum {string} */
            type?: "username";
            /** @description Account name, or mobile number for mobile accounts. */
            username: string;
            password: string;
            /** @description The code of the image captcha, when the server asked for one. */
            captcha?: string;
            /** @description Also issue a remember token (valid one day) that signs this browser back in. */
            rememberMe?: boolean;
            entry?: components["schemas"]["LoginEntry"];
            loginDeviceId?: string;
            /** @description The bot check of the username path; required when the site's `loginHumanCheck` is on. */
            altcha?: components["schemas"]["HumanCheck"];
        };
        /** @description Country dialling code without "+". */
        DialingCode: string;
        /** @description National mobile number (digits). */
        MobileNumber: string;
        SmsCode: string;
        SmsLoginRequest: {
            /** @constant */
            type: "sms";
            countryDialingCode: components["schemas"]["DialingCode"];
            mobileNum: components["schemas"]["MobileNumber"];
            verificationCode: components["schemas"]["SmsCode"];
            captcha?: string;
            rememberMe?: boolean;
            entry?: components["schemas"]["LoginEntry"];
            loginDeviceId?: string;
        };
        /** @enum {string} */
        IpVerificationMethod: "sms" | "email" | "bank" | "google";
        IpVerificationRequest: {
            ticket: string;
            method: components["schemas"]["IpVerificationMethod"];
            /** @description The SMS or e-mail code, the bank account name, or the Google Authenticator code. */
            answer: string;
        };
        IpVerificationCodeRequest: {
            ticket: string;
            /** @enum {string} */
            method: "sms" | "email";
        };
        CodeSent: {
            /** @description The code expires after this many minutes; the resend countdown is expiredMinutes x 60 s. */
            expiredMinutes: number;
        };
        FreePlayRequest: {
            os?: string;
            /** @constant */
            platform: "W";
            altcha: components["schemas"]["HumanCheck"];
        };
        RememberLoginRequest: {
            rememberToken: string;
            entry?: components["schemas"]["LoginEntry"];
        };
        SocialLoginRequest: {
            provider: string;
            code: string;
            redirectUri: string;
            codeVerifier: string;
            rememberMe?: boolean;
        };
        SmsCodeRequest: {
            countryDialingCode: components["schemas"]["DialingCode"];
            mobileNo: components["schemas"]["MobileNumber"];
            altcha: components["schemas"]["HumanCheck"];
            /** @enum {string} */
            type?: "register" | "registerMobile";
        };
        ChangePasswordRequest: {
            /** @description Required unless the session was opened with a password that must be changed. */
            oldPassword?: string;
            newPassword: string;
            confirmNewPassword: string;
        };
        EmailResetRequest: {
            username: string;
            email: string;
            altcha: components["schemas"]["HumanCheck"];
        };
        PhoneResetRequest: {
            countryDialingCode: components["schemas"]["DialingCode"];
            mobileNum: components["schemas"]["MobileNumber"];
            verificationCode: components["schemas"]["SmsCode"];
            newPassword: string;
        };
        AffiliateCheck: {
            code: string;
            /** @constant */
            valid: true;
        };
        /**
         * @description An announcement to the merchant's agents (upstream AGEANNOUNCE3). `content` is HTML written
         *     by the operator: clients render it only after sanitising.
         */
        AgentAnnouncement: {
            /** @description Stable across languages. */
            id: string;
            title: string;
            /** @description HTML; render only after sanitising. */
            content: string;
            /** @description Epoch milliseconds. */
            startDate: number;
            /** @description Epoch milliseconds; null runs until withdrawn. */
            endDate: number | null;
        };
        AgentAnnouncementList: {
            /** @description Running now, in the request's language (EN where it has none), newest first. */
            list: components["schemas"]["AgentAnnouncement"][];
        };
        /** @description The period a figure covers, in days of the merchant's time zone (both inclusive). */
        Period: {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            /**
             * @description The merchant's IANA time zone; its midnights bound the days, and clients show times in it.
             * @example Asia/Shanghai
             */
            timeZone: string;
        };
        /** @description Team figures for one period (the agent and everyone under it). */
        TeamKpis: {
            period: components["schemas"]["Period"];
            /** @description Downlines at the end of the period (the agent excluded). */
            teamSize: number;
            newRegistrations: number;
            /** @description Downlines with at least one bet in the period. */
            activePlayers: number;
            /** @description Downlines whose first deposit falls in the period. */
            firstDepositors: number;
            deposits: components["schemas"]["Money"];
            withdrawals: components["schemas"]["Money"];
            /** @description Number of bets placed. */
            bets: number;
            validBets: components["schemas"]["Money"];
            /** @description The team's win/loss (payouts minus settled stakes); negative when the team lost. */
            winLoss: components["schemas"]["Money"];
            /** @description The agent's own income credited in the period (commission and other agent income). */
            agentIncome: components["schemas"]["Money"];
        };
        TeamSeriesPoint: {
            /** Format: date */
            date: string;
            registrations: number;
            deposits: components["schemas"]["Money"];
            winLoss: components["schemas"]["Money"];
        };
        /**
         * @description Member type. 0 player; agents are 1, 2, 41 and 42; 4 trial.
         * @example 0
         */
        MemberKind: number;
        /** @description One direct downline's share of the month (its whole team when it is an agent). */
        TeamContribution: {
            memberId: number;
            account: string;
            type: components["schemas"]["MemberKind"];
            validBets: components["schemas"]["Money"];
            winLoss: components["schemas"]["Money"];
            deposits: components["schemas"]["Money"];
        };
        CategoryBreakdown: {
            category: components["schemas"]["GameCategory"];
            bets: number;
            validBets: components["schemas"]["Money"];
            winLoss: components["schemas"]["Money"];
        };
        TeamOverview: {
            today: components["schemas"]["TeamKpis"];
            yesterday: components["schemas"]["TeamKpis"];
            /** @description Monday to today. */
            thisWeek: components["schemas"]["TeamKpis"];
            thisMonth: components["schemas"]["TeamKpis"];
            /** @description The last 30 days, oldest first, one point per day (zeros included). */
            series: components["schemas"]["TeamSeriesPoint"][];
            /** @description Direct downlines this month, by valid bets, at most 10. */
            contributions: components["schemas"]["TeamContribution"][];
            /** @description This month's team bets by game category. */
            categories: components["schemas"]["CategoryBreakdown"][];
        };
        /**
         * @description A rebate rate in percent, at most two decimals (0 to 99.99).
         * @example 1.20
         */
        RebatePercent: string;
        /** @description The agent's own rate for one product type and the most it may give a downline. */
        RebateSetting: {
            productType: components["schemas"]["GameCategory"];
            rate: components["schemas"]["RebatePercent"];
            maxRate: components["schemas"]["RebatePercent"];
        };
        RebateSettings: {
            settings: components["schemas"]["RebateSetting"][];
        };
        /** @enum {string} */
        MemberStatus: "active" | "locked";
        Crumb: {
            memberId: number;
            account: string;
        };
        Rebate: {
            productType: components["schemas"]["GameCategory"];
            rate: components["schemas"]["RebatePercent"];
        };
        DownlineDetails: {
            memberId: number;
            account: string;
            nickname: string | null;
            type: components["schemas"]["MemberKind"];
            level: number;
            status: components["schemas"]["MemberStatus"];
            /** Format: date-time */
            registeredAt: string;
            /** Format: date-time */
            lastLoginAt: string | null;
            balance: components["schemas"]["Money"];
            teamSize: number;
            directCount: number;
            upline: components["schemas"]["Crumb"];
            rebates: components["schemas"]["Rebate"][];
            /** @description This month's figures of the downline's team (itself included). */
            month: components["schemas"]["TeamKpis"];
        };
        CreateDownline: {
            account: string;
            password: string;
            /**
             * @description 0 a player, 1 an agent.
             * @enum {integer}
             */
            type: 0 | 1;
            nickname?: string;
            rebates: components["schemas"]["Rebate"][];
        };
        CreatedDownline: {
            memberId: number;
            account: string;
            type: components["schemas"]["MemberKind"];
        };
        /** @enum {string} */
        PeriodPreset: "today" | "yesterday" | "last7" | "last30" | "thisMonth" | "lastMonth" | "custom";
        /** @enum {string} */
        SortOrder: "asc" | "desc";
        DownlineRow: {
            memberId: number;
            account: string;
            nickname: string | null;
            type: components["schemas"]["MemberKind"];
            /** @description Depth under the signed-in agent (1 = direct downline). */
            level: number;
            /** Format: date-time */
            registeredAt: string;
            /** Format: date-time */
            lastLoginAt: string | null;
            balance: components["schemas"]["Money"];
            /** @description Accounts under this downline (0 for players). */
            teamSize: number;
            /** @description The downline's own deposits in the period. */
            deposits: components["schemas"]["Money"];
            withdrawals: components["schemas"]["Money"];
            validBets: components["schemas"]["Money"];
            winLoss: components["schemas"]["Money"];
            status: components["schemas"]["MemberStatus"];
        };
        /**
         * @description Sort columns of the downline list.
         * @enum {string}
         */
        DownlineSortColumn: "account" | "type" | "level" | "registeredAt" | "lastLoginAt" | "balance" | "teamSize" | "deposits" | "withdrawals" | "validBets" | "winLoss" | "status";
        DownlinePage: {
            list: components["schemas"]["DownlineRow"][];
            total: number;
            page: number;
            pageSize: number;
            sort: components["schemas"]["DownlineSortColumn"];
            order: components["schemas"]["SortOrder"];
            period: components["schemas"]["Period"];
            /** @description From the signed-in agent down to the listed parent (the agent alone without `parentId`). */
            breadcrumb: components["schemas"]["Crumb"][];
        };
        CreateAffiliateUrl: {
            /**
             * @description What registers through the link; 0 players, 1 agents.
             * @enum {integer}
             */
            type: 0 | 1;
            rebates: components["schemas"]["Rebate"][];
            /**
             * Format: date-time
             * @description Optional expiry; must be in the future.
             */
            expiresAt?: string;
        };
        AffiliateUrl: {
            affiUrlId: number;
            /** @description The affiliate code the link carries (`/register?affiliateCode=<code>` on the player site). */
            code: string;
            /** @description Path on the player site; the client prefixes the player site's origin (`siteAddresses.player` of the system status). */
            url: string;
            type: components["schemas"]["MemberKind"];
            rebates: components["schemas"]["Rebate"][];
            /** Format: date-time */
            expiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description Accounts registered through this link. */
            registrations: number;
            expired: boolean;
        };
        AffiliateUrlList: {
            list: components["schemas"]["AffiliateUrl"][];
        };
        RegisteredAffiliate: {
            memberId: number;
            account: string;
            type: components["schemas"]["MemberKind"];
            affiUrlId: number;
            code: string;
            /** Format: date-time */
            registeredAt: string;
        };
        RegisteredAffiliatePage: {
            list: components["schemas"]["RegisteredAffiliate"][];
            total: number;
            page: number;
            pageSize: number;
        };
        TransferToDownline: {
            memberId: number;
            amount: components["schemas"]["StakeAmount"];
            paymentPassword: string;
            remark?: string;
        };
        TransferResult: {
            transactionId: number;
            amount: components["schemas"]["Money"];
            /** @description The agent's balance after the transfer. */
            balance: components["schemas"]["Money"];
            downlineBalance: components["schemas"]["Money"];
            /** @description True when the ledger already held this transfer (a retried key) and nothing moved again. */
            replayed: boolean;
        };
        MemberRef: {
            memberId: number;
        };
        UpdateRebates: {
            memberId: number;
            rebates: components["schemas"]["Rebate"][];
        };
        TeamBetRow: {
            betId: number;
            memberId: number;
            account: string;
            category: string;
            vendorCode: string;
            gameCode: string;
            stake: components["schemas"]["Money"];
            validBet: components["schemas"]["Money"];
            payout: components["schemas"]["Money"];
            winLoss: components["schemas"]["Money"];
            /** @enum {string} */
            status: "OPEN" | "SETTLED";
            /** Format: date-time */
            createdAt: string;
        };
        /** @description Totals of the whole filtered period and team (every page), computed by the server. */
        ReportTotals: {
            count: number;
            stake: components["schemas"]["Money"];
            validBets: components["schemas"]["Money"];
            payout: components["schemas"]["Money"];
            winLoss: components["schemas"]["Money"];
        };
        TeamBettingPage: {
            list: components["schemas"]["TeamBetRow"][];
            total: number;
            page: number;
            pageSize: number;
            period: components["schemas"]["Period"];
            totals: components["schemas"]["ReportTotals"];
        };
        ProfitLossRow: {
            memberId: number;
            account: string;
            type: components["schemas"]["MemberKind"];
            /** @description True for the row of the listed parent's own play (not its team). */
            self: boolean;
            teamSize: number;
            deposits: components["schemas"]["Money"];
            withdrawals: components["schemas"]["Money"];
            bets: number;
            validBets: components["schemas"]["Money"];
            payout: components["schemas"]["Money"];
            winLoss: components["schemas"]["Money"];
        };
        ProfitLossTotals: {
            deposits: components["schemas"]["Money"];
            withdrawals: components["schemas"]["Money"];
            bets: number;
            validBets: components["schemas"]["Money"];
            payout: components["schemas"]["Money"];
            winLoss: components["schemas"]["Money"];
        };
        ProfitLossStatement: {
            /** @description The parent's own row first (page 1), then one row per direct downline with its whole team. */
            list: components["schemas"]["ProfitLossRow"][];
            total: number;
            page: number;
            pageSize: number;
            period: components["schemas"]["Period"];
            breadcrumb: components["schemas"]["Crumb"][];
            /** @description The listed parent's whole team (itself included) for the period. */
            totals: components["schemas"]["ProfitLossTotals"];
        };
        RevenueDay: {
            /** Format: date */
            date: string;
            commission: components["schemas"]["Money"];
            dividend: components["schemas"]["Money"];
            salary: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
        };
        RevenueReport: {
            /** @description One row per day of the period that has income, newest first. */
            list: components["schemas"]["RevenueDay"][];
            period: components["schemas"]["Period"];
            totals: {
                commission: components["schemas"]["Money"];
                dividend: components["schemas"]["Money"];
                salary: components["schemas"]["Money"];
                total: components["schemas"]["Money"];
            };
        };
        CommissionLine: {
            /** @description The game category. */
            category: string;
            /** @description The direct downline whose branch placed the bets. */
            memberId: number;
            account: string;
            validBet: components["schemas"]["Money"];
            /** @description The agent's rate in percent when the day was settled, e.g. `1.50`. */
            rate: string;
            /** @description The direct downline's rate in percent; the agent earns the difference. */
            downlineRate: string;
        };
        CommissionSettlement: {
            id: number;
            /** @description The settled day in the merchant's zone (`2026-11-23`). */
            period: string;
            /** Format: date-time */
            periodStart: string;
            validBet: components["schemas"]["Money"];
            amount: components["schemas"]["Money"];
            /** Format: date-time */
            paidAt: string;
            lines: components["schemas"]["CommissionLine"][];
        };
        CommissionStatement: {
            /** @description One settlement per settled day of the period, newest first. */
            list: components["schemas"]["CommissionSettlement"][];
            period: components["schemas"]["Period"];
            totals: {
                validBet: components["schemas"]["Money"];
                amount: components["schemas"]["Money"];
            };
        };
        /**
         * @description `transferIn` / `transferOut`: transfers from an agent to a downline (in for the downline, out for the agent); `uplineTransfer`: a downline's transfer to its upline agent, listed once, under the downline who sent it.
         * @enum {string}
         */
        TransactionKind: "deposit" | "withdrawal" | "transferIn" | "transferOut" | "uplineTransfer";
        DownlineTransaction: {
            transactionId: number;
            memberId: number;
            account: string;
            kind: components["schemas"]["TransactionKind"];
            amount: components["schemas"]["Money"];
            /** Format: date-time */
            createdAt: string;
        };
        DownlineTransactionPage: {
            list: components["schemas"]["DownlineTransaction"][];
            total: number;
            page: number;
            pageSize: number;
            period: components["schemas"]["Period"];
            totals: {
                deposit: components["schemas"]["Money"];
                withdrawal: components["schemas"]["Money"];
                transferIn: components["schemas"]["Money"];
                transferOut: components["schemas"]["Money"];
                uplineTransfer: components["schemas"]["Money"];
            };
        };
        /**
         * @description Only the fields to change. An empty string clears a field (the full name, once set,
         *     cannot be cleared or changed). Errors: `profile.field.readonly` (`value.field`),
         *     `profile.field.invalid` (`value.field`), `profile.payee.fixed`.
         */
        MemberProfileUpdate: {
            nickname?: string;
            payeeName?: string;
            telegram?: string;
            zalo?: string;
            /** @description YYYY-MM-DD. */
            birthday?: string;
            referrer?: string;
            address?: string;
            /** @description ISO 3166-1 alpha-2 country code. */
            nationality?: string;
            occupation?: string;
            sourceOfIncome?: string;
        };
        /**
         * @description The profile labels of the product specification (section 3): nickname, full name
         *     (`payeeName`, the name bank cards must carry; fixed once set), Telegram, Zalo,
         *     birthday, referrer (read only), address, nationality, occupation, source of income.
         * @enum {string}
         */
        ProfileFieldName: "nickname" | "payeeName" | "telegram" | "zalo" | "birthday" | "referrer" | "address" | "nationality" | "occupation" | "sourceOfIncome";
        ProfileField: {
            name: components["schemas"]["ProfileFieldName"];
            value: string | null;
            /** @description The merchant lets members change it (and, for the full name, it is not set yet). */
            editable: boolean;
        };
        /** @enum {string} */
        SourceOfIncome: "salary" | "business" | "investments" | "savings" | "pension" | "other";
        /** @description The fields the merchant shows, in the specification's order; hidden ones are left out. */
        MemberProfile: {
            fields: components["schemas"]["ProfileField"][];
            /** @description A birthday must make the member at least this old. */
            minAge: number;
            sourcesOfIncome: components["schemas"]["SourceOfIncome"][];
        };
        /**
         * @description `STATIC`: one of the preset pictures; `UPLOAD`: the picture the member uploaded.
         * @enum {string}
         */
        AvatarType: "STATIC" | "UPLOAD";
        AvatarPreset: {
            avatar: string;
            url: string;
        };
        MemberAvatar: {
            /** @description The preset number (`STATIC`), or `upload`. */
            avatar: string;
            avatarType: components["schemas"]["AvatarType"];
            /** @description Where the picture is served (same origin). */
            url: string;
            presets: components["schemas"]["AvatarPreset"][];
            /** @description Largest upload accepted. */
            maxBytes: number;
        };
        /**
         * @description Either a preset (`avatar`) or an upload (`image`, base64 PNG or JPEG, at most 5 MB,
         *     decoded and stored re-encoded). A new upload replaces the old one: one stored picture per
         *     member. Errors: `avatar.invalid`, `avatar.too.large`, `image.pixels.too.many`.
         */
        SetAvatarRequest: {
            avatar?: string;
            image?: string;
        };
        /** @enum {string} */
        GoogleAuthPlace: "login" | "security";
        SecurityCenter: {
            account: string;
            /** @description The bound mobile number, masked. */
            mobile: string | null;
            countryDialingCode: string | null;
            /** @description The bound e-mail address, masked. */
            email: string | null;
            /** @description Google Authenticator is set up. */
            googleAuth: boolean;
            /**
             * @description Where the merchant asks for the Google Authenticator code once it is set up:
             *     `login` (a second step of every sign-in by password, SMS code or social account),
             *     `security` (binding or changing the mobile number or e-mail address).
             */
            googleAuthRequiredFor: components["schemas"]["GoogleAuthPlace"][];
            /** @description A payment password is set (the cashier's). */
            paymentPassword: boolean;
            /** @description Epoch ms. */
            passwordChangedAt: number;
        };
        BindSmsCodeRequest: {
            countryDialingCode: components["schemas"]["DialingCode"];
            mobileNum: components["schemas"]["MobileNumber"];
        };
        BindEmailCodeRequest: {
            email: string;
        };
        BindMobileRequest: {
            countryDialingCode: components["schemas"]["DialingCode"];
            mobileNum: components["schemas"]["MobileNumber"];
            verificationCode: string;
            /** @description Needed when Google Authenticator is set up and the merchant requires it for `security`. */
            googleCode?: string;
        };
        BindEmailRequest: {
            email: string;
            verificationCode: string;
            googleCode?: string;
        };
        GoogleAuthSetup: {
            /** @description Base32, for typing into the app by hand. */
            secret: string;
            /** @description `otpauth://totp/...`, shown as a QR code. */
            otpauthUri: string;
        };
        GoogleCodeRequest: {
            /** @description The six-digit code the app shows now. */
            code: string;
        };
        LoginHistoryEntry: {
            id: number;
            /** @description Sign-in time, epoch ms. */
            at: number;
            /** @enum {string} */
            method: "password" | "sms" | "social" | "freeplay" | "register" | "token";
            ip: string | null;
            /** @description Browser and system, read from the user agent (e.g. `Chrome · Windows`). */
            device: string | null;
            /** @description This is the session making the call. */
            current: boolean;
            /** @description The session still works (not signed out, not expired). */
            active: boolean;
        };
        LoginHistoryPage: {
            content: components["schemas"]["LoginHistoryEntry"][];
            page: number;
            size: number;
            totalPages: number;
            totalElements: number;
        };
        SignedOutSessions: {
            /** @description How many other sessions were ended. */
            signedOut: number;
        };
        DepositLimit: {
            /** @description The limit in force; null = no limit. */
            amount: components["schemas"]["Money"] | null;
            used: components["schemas"]["Money"];
            /** @description What may still be deposited in the current period; null = no limit. */
            left: components["schemas"]["Money"] | null;
            /** @description A raised or removed limit waiting for its cooling-off (null = removal when `pendingEffectiveAt` is set). */
            pendingAmount: components["schemas"]["Money"] | null;
            /** @description When the pending change takes effect (epoch ms); null = nothing pending. */
            pendingEffectiveAt: number | null;
        };
        PlayLimitSet: {
            daily: components["schemas"]["DepositLimit"];
            weekly: components["schemas"]["DepositLimit"];
            monthly: components["schemas"]["DepositLimit"];
        };
        /**
         * @description Loss and wager limits (responsible gaming), per calendar day, ISO week and month (UTC).
         *     `used` is the stakes (wager) or the net loss, stakes minus payouts (loss; negative
         *     when the member is ahead). A round whose stake could pass a limit is refused with
         *     `play.limit.exceeded`. Lowering a limit takes effect at once; raising or removing one
         *     waits `coolingOffHours`.
         */
        PlayLimits: {
            loss: components["schemas"]["PlayLimitSet"];
            wager: components["schemas"]["PlayLimitSet"];
            coolingOffHours: number;
        };
        /**
         * @description An amount as typed: an exact decimal string with at most the currency's decimals (2),
         *     greater than zero, no exponent. The server checks it and answers a code per mistake:
         *     `amount.format` (not a plain decimal, exponent notation), `amount.zero`,
         *     `amount.negative`, `amount.decimals` (more decimals than the currency has).
         * @example 100.00
         * @example 50
         */
        AmountInput: string;
        DepositLimitsRequest: {
            /** @description The new limit (amount rules as `AmountInput`), or null for none. */
            daily: components["schemas"]["AmountInput"] | null;
            weekly: components["schemas"]["AmountInput"] | null;
            monthly: components["schemas"]["AmountInput"] | null;
        };
        PlayLimitsRequest: {
            loss: components["schemas"]["DepositLimitsRequest"];
            wager: components["schemas"]["DepositLimitsRequest"];
        };
        /**
         * @description The session reminder: every `intervalMinutes` of a session the site shows the time
         *     played and the net result since sign-in, and asks whether to continue or stop.
         */
        RealityCheck: {
            /** @description Null = no reminder. */
            intervalMinutes: number | null;
            options: number[];
            /** @description When this session signed in, epoch ms. */
            sessionStartedAt: number;
            rounds: number;
            stake: components["schemas"]["Money"];
            payout: components["schemas"]["Money"];
            net: components["schemas"]["Money"];
        };
        RealityCheckRequest: {
            /** @enum {integer|null} */
            intervalMinutes: null | 15 | 30 | 45 | 60 | 90 | 120;
        };
        /**
         * @description `timeout`: 24 hours to 6 weeks; `exclusion`: 6 months to permanent.
         * @enum {string}
         */
        PlayBreakKind: "timeout" | "exclusion";
        /**
         * @description Time-outs take 24h, 72h, 1w, 2w, 4w or 6w; self-exclusions 6m, 1y, 2y, 5y or permanent.
         * @enum {string}
         */
        PlayBreakDuration: "24h" | "72h" | "1w" | "2w" | "4w" | "6w" | "6m" | "1y" | "2y" | "5y" | "permanent";
        PlayBreakRequest: {
            kind: components["schemas"]["PlayBreakKind"];
            duration: components["schemas"]["PlayBreakDuration"];
            /** @description The sign-in password, to confirm. */
            password: string;
        };
        PlayBreak: {
            kind: components["schemas"]["PlayBreakKind"];
            duration: components["schemas"]["PlayBreakDuration"];
            startsAt: number;
            /** @description Null = permanent. */
            endsAt: number | null;
        };
        RebateLine: {
            /** @description Game category (RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, LOTT, ELOTT, COCKFIGHT). */
            category: string;
            /** @description Valid bets (settled stakes) of the category since the previous claim. */
            validBet: components["schemas"]["Money"];
            /** @description Rebate in percent of valid bets ('0.8' = 0.8 %). */
            rate: string;
            amount: components["schemas"]["Money"];
        };
        ManualRebate: {
            /** @description The member's VIP level, whose rates apply. */
            vipLevel: number;
            /** @description The number of the member's next claim (sent back as `seq` by the claim). */
            nextClaim: number;
            categories: components["schemas"]["RebateLine"][];
            total: components["schemas"]["Money"];
            /** @description The smallest total that can be claimed. */
            minimum: components["schemas"]["Money"];
            claimable: boolean;
            currency: string;
        };
        ManualRebateClaimRequest: {
            /** @description The summary's `nextClaim`. */
            seq: number;
        };
        ManualRebateRecord: {
            id: number;
            seq: number;
            vipLevel: number;
            amount: components["schemas"]["Money"];
            currency: string;
            categories: components["schemas"]["RebateLine"][];
            /** @description Epoch milliseconds. */
            claimedAt: number;
        };
        ManualRebateClaim: {
            record: components["schemas"]["ManualRebateRecord"];
            grant: components["schemas"]["RewardGrant"];
            balance: components["schemas"]["Money"];
        };
        ManualRebateRecordPage: {
            content: components["schemas"]["ManualRebateRecord"][];
            page: number;
            size: number;
            totalPages: number;
            totalElements: number;
        };
        TurnoverProgress: {
            actual: components["schemas"]["Money"];
            /** @description What the next level requires; null at the top level (or no deposit requirement). */
            expected: components["schemas"]["Money"] | null;
        };
        VipLevelBenefits: {
            level: number;
            name: string;
            totalTurnover: components["schemas"]["Money"];
            monthlyTurnover: components["schemas"]["Money"];
            deposits: components["schemas"]["Money"];
            levelUpBonus: components["schemas"]["Money"];
            monthlyBonus: components["schemas"]["Money"];
            /** @description Withdrawals a day at this level; the cashier refuses one more (withdraw.vip.daily.count). */
            dailyWithdrawals: number;
            /** @description The most withdrawn a day at this level (0.00 = no cap); the cashier refuses more (withdraw.vip.daily.amount). */
            dailyWithdrawalAmount: components["schemas"]["Money"];
            rebate: {
                category: string;
                percent: string;
            }[];
        };
        PlayerRankProgress: {
            /** @description The merchant has VIP levels. */
            hasVip: boolean;
            playerRankLevel: number;
            playerRankName: string | null;
            levelReachedAt: number | null;
            nextRankLevel: number | null;
            nextRankName: string | null;
            monthlyTurnover: components["schemas"]["TurnoverProgress"];
            totalTurnover: components["schemas"]["TurnoverProgress"];
            deposits: components["schemas"]["TurnoverProgress"];
            /** @description The current month (YYYY-MM, UTC) of the monthly figures. */
            month: string;
            /** @description The monthly bonus of this month has been paid. */
            monthlyBonusPaid: boolean;
            currency: string;
            levels: components["schemas"]["VipLevelBenefits"][];
        };
        WinnerEntry: {
            /** @description Masked account name. */
            customerName: string;
            /**
             * Format: date-time
             * @description When the round was played.
             */
            wonAt: string;
            gameName: string;
            winAmount: components["schemas"]["Money"];
            iconUrl: string;
            nodeId: string;
            vassalage: string;
            gameType: components["schemas"]["GameCategory"];
        };
        ContractOfferBase: {
            status: components["schemas"]["ContractStatus"];
            /** @enum {string} */
            downlineHigherRate: "Y" | "N";
            /** @description The offering upline's account (null for the house). */
            upline: string | null;
            replacesId: number | null;
        };
        /**
         * @description A non-negative amount with at most two decimals.
         * @example 1000.00
         */
        TermAmount: string;
        ActiveMembers: number;
        /**
         * @description A fraction from 0 to 1 with at most six decimals (`0.35` is 35 %).
         * @example 0.35
         */
        FractionRate: string;
        DividendOfferRow: components["schemas"]["ContractOfferBase"] & {
            id: number;
            cycle: components["schemas"]["DividendCycle"];
            /** @description 1-based tier of the offer this row is. */
            tier: number;
            minimumBet: components["schemas"]["TermAmount"];
            netLoss: components["schemas"]["TermAmount"];
            activeMember: components["schemas"]["ActiveMembers"];
            contractRate: components["schemas"]["FractionRate"];
        };
        DailySalaryOffer: components["schemas"]["ContractOfferBase"] & {
            id: number;
            details: components["schemas"]["DailySalaryTier"][];
        };
        HourSalaryOffer: components["schemas"]["ContractOfferBase"] & {
            contractId: number;
            hourSalaryRates: components["schemas"]["HourlySalaryTier"][];
        };
        /**
         * @description A percent with at most four decimals (`1.5` is 1.5 %), at most 100.
         * @example 1.5
         */
        PercentRate: string;
        RealtimeSalaryOffer: components["schemas"]["ContractOfferBase"] & {
            contractId: number;
            realtimeSalaryRates: components["schemas"]["RealtimeSalaryTier"][];
        };
        /**
         * @description `online`: a payment provider's hosted page; `bank`: a transfer to a receiving account, confirmed by an operator.
         * @enum {string}
         */
        ChannelType: "online" | "bank";
        DepositRequest: {
            amount: components["schemas"]["AmountInput"];
            /** @description Bank transfer only — the receiving account paid into. */
            bankAccountId?: number;
            /** @description Bank transfer only (required there) — the name on the paying account. */
            depositorName?: string;
            /** @description Bank transfer only (required there) — the transfer's reference. */
            reference?: string;
        };
        WithdrawChannel: {
            code: string;
            name: string;
            minAmount: components["schemas"]["Money"];
            maxAmount: components["schemas"]["Money"];
        };
        WithdrawBank: {
            code: string;
            name: string;
        };
        BindBankCardRequest: {
            bankCode: string;
            /** @description Must equal the member's payee name (the first card sets it when the member has none). */
            accountName: string;
            /** @description 6 to 30 digits (spaces and dashes are ignored). */
            accountNumber: string;
            branch?: string;
        };
        PaymentPasswordSetRequest: {
            /** @description 6 digits. */
            paymentPassword: string;
            confirmPaymentPassword: string;
        };
        PaymentPasswordChangeRequest: {
            oldPaymentPassword: string;
            paymentPassword: string;
            confirmPaymentPassword: string;
        };
        WithdrawRequest: {
            amount: components["schemas"]["AmountInput"];
            bankCardId: number;
            paymentPassword: string;
            /** @description A channel of the withdraw settings; default the first. */
            channel?: string;
        };
        /** @enum {string} */
        ReceiptAnswer: "received" | "partly_received" | "not_received";
        ProofImage: {
            name: string;
            /** @enum {string} */
            contentType: "image/png" | "image/jpeg";
            /** @description The file, base64; at most 5 MB decoded, PNG or JPEG by its magic bytes whatever the name or type say. */
            data: string;
        };
        /**
         * @description The last 7 or 30 days (today included, in the merchant's time zone), or a custom range of days.
         * @enum {string}
         */
        RecordsPreset: "last7" | "last30" | "custom";
        /** @description The vendor code of the vendor wallet (transfer-wallet mode); null for the main wallet. */
        Wallet: string | null;
        MovementSums: {
            count: number;
            /** @description Money in (sum of the positive amounts). */
            credits: components["schemas"]["Money"];
            /** @description Money out (sum of the negative amounts, zero or less). */
            debits: components["schemas"]["Money"];
            net: components["schemas"]["Money"];
        };
        KindTotals: components["schemas"]["MovementSums"] & {
            kind: string;
        };
        TransactionTotals: components["schemas"]["MovementSums"] & {
            byKind: components["schemas"]["KindTotals"][];
        };
        BetSummary: {
            betId: number;
            roundId: string;
            category: string;
            vendorCode: string;
            gameName: string;
        };
        ProfitFigures: {
            bets: number;
            stake: components["schemas"]["Money"];
            validBet: components["schemas"]["Money"];
            payout: components["schemas"]["Money"];
            winLoss: components["schemas"]["Money"];
        };
        MarkReadRequest: {
            ids: number[];
        };
        PaymentNotification: {
            /** @description The provider's payment id. */
            paymentId: string;
            /** @description The merchant code the payment was made for. */
            merchant: string;
            /** @description The deposit's id. */
            orderId: string;
            amount: string;
            currency: string;
            /** @enum {string} */
            status: "paid" | "cancelled" | "failed";
        };
        /** @description The game session token of the launch (the `token` of the game's address). */
        SessionToken: string;
        BalanceCall: {
            token: components["schemas"]["SessionToken"];
        };
        /** @description A transaction id of the vendor's; unique per vendor (a repeat is a replay). */
        TxId: string;
        WalletAnswer: {
            balance: components["schemas"]["Money"];
            currency: string;
            transactionId?: components["schemas"]["TxId"];
            /** @description True when this transaction id was applied already (nothing moved again). */
            replayed?: boolean;
            /**
             * @description The round's state after the call (debit, credit, rollback).
             * @enum {string}
             */
            status?: "OPEN" | "SETTLED" | "ROLLED_BACK";
            /** @description Rollback only — the debit was never seen; it is refused if it arrives later. */
            unknownDebit?: boolean;
        };
        /** @description The vendor's round (one debit per round and player). */
        VendorRoundId: string;
        /**
         * @description An exact decimal with at most two decimals, 0 or more.
         * @example 10.00
         */
        CallbackAmount: string;
        /** @description The session's currency (checked when given). */
        Currency: string;
        DebitCall: {
            token: components["schemas"]["SessionToken"];
            transactionId: components["schemas"]["TxId"];
            roundId: components["schemas"]["VendorRoundId"];
            amount: components["schemas"]["CallbackAmount"];
            currency?: components["schemas"]["Currency"];
        };
        CreditCall: {
            token: components["schemas"]["SessionToken"];
            transactionId: components["schemas"]["TxId"];
            debitTransactionId: components["schemas"]["TxId"];
            roundId?: components["schemas"]["VendorRoundId"];
            amount: components["schemas"]["CallbackAmount"];
            currency?: components["schemas"]["Currency"];
        };
        RollbackCall: {
            token: components["schemas"]["SessionToken"];
            transactionId: components["schemas"]["TxId"];
            debitTransactionId: components["schemas"]["TxId"];
            roundId?: components["schemas"]["VendorRoundId"];
        };
        /** @enum {string} */
        StaffRole: "owner" | "finance" | "support" | "content" | "read-only";
        /**
         * @description A permission of a role (apps/api/src/domain/operators/permissions.ts is the one map).
         * @enum {string}
         */
        StaffPermission: "dashboard.read" | "cashier.read" | "cashier.decide" | "balance.adjust" | "rewards.read" | "rewards.decide" | "points.read" | "points.decide" | "contracts.read" | "contracts.manage" | "members.read" | "members.lock" | "audit.read" | "staff.manage" | "settings.manage" | "members.note" | "members.security" | "content.read" | "content.manage" | "settings.read" | "support.read" | "support.answer" | "reports.read" | "games.read" | "games.manage" | "payments.manage";
        StaffMember: {
            id: number;
            loginName: string;
            role: components["schemas"]["StaffRole"];
            twoFactor: boolean;
            locked: boolean;
            lockedReason: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastSignInAt: string | null;
        };
        OperatorCaller: {
            /** @enum {string} */
            kind: "staff" | "key";
            name: string;
            role: components["schemas"]["StaffRole"];
            permissions: components["schemas"]["StaffPermission"][];
            staff?: components["schemas"]["StaffMember"];
        };
        StaffSignInRequest: {
            loginName: string;
            password: string;
        };
        StaffChallenge: {
            /**
             * @description `totp`: enter a code (or a recovery code); `enrol`: set up two-factor first.
             * @enum {string}
             */
            stage: "totp" | "enrol";
            challenge: string;
            /** Format: date-time */
            expiresAt: string;
        };
        /** @description One of `code` (the authenticator app's six digits) or `recoveryCode`. */
        StaffVerifyRequest: {
            challenge: string;
            code?: string;
            recoveryCode?: string;
        };
        StaffSession: {
            /** @description Send as `X-Operator-Session`. */
            token: string;
            /** Format: date-time */
            expiresAt: string;
            /** @description The session ends after this many minutes without a call. */
            idleMinutes: number;
            staff: components["schemas"]["StaffMember"] & {
                permissions: components["schemas"]["StaffPermission"][];
            };
        };
        StaffChallengeRequest: {
            challenge: string;
        };
        StaffEnrolment: {
            /** @description The base32 secret, for typing into the app by hand. */
            secret: string;
            /** @description The otpauth:// URI the console shows as a QR code. */
            otpauthUri: string;
        };
        StaffCodeRequest: {
            challenge: string;
            code: string;
        };
        StaffSessionWithCodes: components["schemas"]["StaffSession"] & {
            /** @description Ten single-use codes, shown once. */
            recoveryCodes: string[];
        };
        OperatorDashboardDay: {
            /**
             * Format: date
             * @description The day of the merchant's calendar (its time zone).
             */
            day: string;
            deposits: components["schemas"]["Money"];
            withdrawals: components["schemas"]["Money"];
            /** @description Bets placed that day. */
            bets: number;
            turnover: components["schemas"]["Money"];
            ggr: components["schemas"]["Money"];
            bonusCost: components["schemas"]["Money"];
            newMembers: number;
        };
        OperatorDashboard: {
            timeZone: string;
            currency: string;
            today: components["schemas"]["OperatorDashboardDay"];
            /** @description One entry per day, oldest first, today last. */
            days: components["schemas"]["OperatorDashboardDay"][];
        };
        AuditEntry: {
            id: number;
            /** @description The staff member's sign-in name, the key's name, or `cli`. */
            actor: string;
            /** @enum {string} */
            actorKind: "staff" | "key" | "cli";
            /** @description Where the action came from (`cli` for the command line). */
            ip: string | null;
            action: string;
            target: string;
            before: unknown;
            after: unknown;
            /** Format: date-time */
            createdAt: string;
        };
        AuditPage: {
            content: components["schemas"]["AuditEntry"][];
            page: number;
            size: number;
            totalPages: number;
            totalElements: number;
        };
        OperatorMember: {
            account: string;
            nickname: string | null;
            /** @enum {string} */
            type: "player" | "agent" | "trial";
            /** @enum {string} */
            status: "active" | "locked";
            /** @description Masked (last four digits). */
            mobile: string | null;
            email: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastLoginAt: string | null;
            /** @description The main balance (decimal string); on a member's own page. */
            balance?: string;
            /** @description The agent the member registered under; on a member's own page. */
            agent?: string | null;
            /** @description Whether an authenticator is set up; on a member's own page. */
            twoFactor?: boolean;
            /** @description Whether a payment password is set; on a member's own page. */
            paymentPassword?: boolean;
        };
        OperatorMemberPage: {
            content: components["schemas"]["OperatorMember"][];
            page: number;
            size: number;
            totalPages: number;
            totalElements: number;
        };
        OperatorAgent: {
            account: string;
            nickname: string | null;
            /**
             * @description A direct downline may be a player or a trial account; only agents open further.
             * @enum {string}
             */
            type: "agent" | "player" | "trial";
            /** @enum {string} */
            status: "active" | "locked";
            /** @description Members registered directly under this agent (0 for players). */
            directDownlines: number;
            /** @description Everyone under this member, at every depth. */
            teamSize: number;
            /** Format: date-time */
            createdAt: string;
        };
        OperatorAgentPage: {
            content: components["schemas"]["OperatorAgent"][];
            page: number;
            size: number;
            totalPages: number;
            totalElements: number;
        };
        DividendTerms: {
            /** @constant */
            kind: "dividend";
            cycle: components["schemas"]["DividendCycle"];
            tiers: components["schemas"]["DividendTier"][];
        };
        DailySalaryTerms: {
            /** @constant */
            kind: "daily";
            tiers: components["schemas"]["DailySalaryTier"][];
        };
        HourlySalaryTerms: {
            /** @constant */
            kind: "hourly";
            tiers: components["schemas"]["HourlySalaryTier"][];
        };
        RealtimeSalaryTerms: {
            /** @constant */
            kind: "realtime";
            tiers: components["schemas"]["RealtimeSalaryTier"][];
        };
        ContractParty: {
            memberId: number;
            account: string;
        };
        OperatorAgentDetail: components["schemas"]["OperatorAgent"] & {
            /** @description The agent this one registered under; null for a top agent. */
            parent: string | null;
            /** @description The agents above, from the top agent down to the parent. */
            path: string[];
            /** @description The agent's own contracts and offers (it is the payee), newest first, at most 100. */
            contracts: components["schemas"]["Contract"][];
        };
        ReasonRequest: {
            reason: string;
        };
        StaffList: {
            content: components["schemas"]["StaffMember"][];
        };
        StaffCreateRequest: {
            loginName: string;
            password: string;
            role: components["schemas"]["StaffRole"];
        };
        OperatorGame: {
            id: number;
            gameCode: string;
            /** @description The EN name. */
            name: string;
            vendorCode: string;
            vendorName: string;
            /** @description The lobby category: RNG, LIVE, FISH, PVP, SPORTS, LOTT, ELOTT. */
            category: string;
            classify: string;
            /** @description A disabled game leaves the lobby and cannot be launched. */
            enabled: boolean;
            /** @description Whether its vendor is enabled in its category (a disabled vendor hides its games). */
            vendorEnabled: boolean;
            /** @description The game's own maintenance switch (in maintenance until switched off). */
            maintenance: boolean;
            /** @description Start of the maintenance window, epoch milliseconds. */
            maintenanceFrom: number | null;
            /** @description End of the maintenance window (exclusive), epoch milliseconds. */
            maintenanceUntil: number | null;
            /** @description Whether the game is in maintenance now (its switch, its window or its vendor's switch). */
            inMaintenance: boolean;
            isHot: boolean;
            isNew: boolean;
            /** @description Its place in the lobby's lists (hot games are shown by it, lowest first). */
            sort: number;
        };
        OperatorGamePage: {
            content: components["schemas"]["OperatorGame"][];
            page: number;
            size: number;
            totalPages: number;
            totalElements: number;
        };
        /** @description The switches to change; a switch left out stays as it is. The window's start and end are set together (both null clears it). */
        OperatorGamePatch: {
            enabled?: boolean;
            maintenance?: boolean;
            maintenanceFrom?: number | null;
            maintenanceUntil?: number | null;
            isHot?: boolean;
            isNew?: boolean;
            sort?: number;
        };
        OperatorGameVendor: {
            id: number;
            code: string;
            category: string;
            displayName: string;
            /** @description A disabled vendor's card and games leave the lobby and cannot be launched. */
            enabled: boolean;
            /** @description Its games cannot be launched and the lobby shows its card in maintenance. */
            maintenance: boolean;
            /** @description How many games it has in its category. */
            games: number;
        };
        OperatorGameVendorList: {
            content: components["schemas"]["OperatorGameVendor"][];
        };
        OperatorGameVendorPatch: {
            enabled?: boolean;
            maintenance?: boolean;
        };
        FourEyesRule: {
            /** @description A withdrawal of more than this amount (exact decimal string) needs two different approvers; null when every withdrawal needs one. */
            above: string | null;
        };
        OperatorDepositPage: {
            content: components["schemas"]["OperatorDeposit"][];
            page: number;
            size: number;
            totalPages: number;
            totalElements: number;
        };
        OperatorReasonRequest: {
            reason: string;
        };
        OperatorWithdrawalPage: {
            content: components["schemas"]["OperatorWithdrawal"][];
            page: number;
            size: number;
            totalPages: number;
            totalElements: number;
        };
        OperatorResolveRequest: {
            /**
             * @description `paid`: the payout stands, the withdrawal is final as received; `refunded`: `refundAmount` (default all) returns to the member from payout clearing.
             * @enum {string}
             */
            outcome: "paid" | "refunded";
            refundAmount?: components["schemas"]["AmountInput"];
            note: string;
        };
        BalanceAdjustmentRequest: {
            /** @description The member's account name. */
            account: string;
            /** @description Signed exact decimal (`-25.00` takes money away); not zero. */
            amount: string;
            reason: string;
        };
        HourSalaryAction: {
            contractId: number;
            status: components["schemas"]["ContractAction"];
            confirm?: boolean;
        };
        ContractWithHistory: components["schemas"]["Contract"] & {
            events: components["schemas"]["ContractEvent"][];
        };
        /**
         * @description `current` (default): offers waiting and contracts in force; `all`; or one status.
         * @enum {string}
         */
        ContractStatusFilter: "current" | "all" | "P" | "E" | "V" | "R" | "W" | "T" | "S";
        /** @enum {string} */
        ContractSortColumn: "account" | "gameType" | "status" | "offeredAt" | "startsAt" | "endsAt";
        TerminateContract: {
            reason?: string;
        };
        /**
         * @description `paid`; `zero` (no tier met, nothing due); `short` (the payer's balance did not cover it: nothing paid yet, retried on every later run).
         * @enum {string}
         */
        SettlementStatus: "paid" | "zero" | "short";
        /** @enum {string} */
        SettlementSortColumn: "periodStart" | "account" | "validBet" | "profitLoss" | "activeMembers" | "amount" | "status";
        RealtimeDetail: {
            tier: number;
            bets: number;
            validBet: components["schemas"]["Money"];
            lostBets: number;
            lostValid: components["schemas"]["Money"];
        };
        SettlementTotals: {
            validBet: components["schemas"]["Money"];
            profitLoss: components["schemas"]["Money"];
            amount: components["schemas"]["Money"];
            paid: components["schemas"]["Money"];
        };
        SettlementChartPoint: {
            period: string;
            periodStart: number;
            received: components["schemas"]["Money"];
            paidOut: components["schemas"]["Money"];
        };
        /** @description A contract's figures so far in the open period and what its terms would pay for them. */
        ProjectedRow: {
            contractId: number;
            gameType: components["schemas"]["ContractGameType"];
            /** @description The payee. */
            account: string;
            period: string;
            periodStart: number;
            periodEnd: number;
            validBet: components["schemas"]["Money"];
            profitLoss: components["schemas"]["Money"];
            activeMembers: number;
            bets: number;
            tier: number | null;
            rate: string | null;
            rateType: components["schemas"]["RateType"] | null;
            amount: components["schemas"]["Money"];
        };
        OperatorOfferContract: {
            /** @description A top-level agent (no upline); the house pays it. */
            account: string;
            kind: components["schemas"]["ContractKind"];
            gameType: components["schemas"]["ContractGameType"];
            terms: components["schemas"]["ContractTerms"];
        };
        OperatorSettlementPage: {
            content: components["schemas"]["Settlement"][];
            page: number;
            size: number;
            totalElements: number;
        };
        OperatorRunSettlements: {
            /**
             * @description One job (`dividend:D`, `dividend:W`, `dividend:H`, `dividend:M`, `daily:D`, `hourly:h`, `realtime:r`, or `commission:D`, the agents' commission); every job when absent.
             * @enum {string}
             */
            job?: "dividend:D" | "dividend:W" | "dividend:H" | "dividend:M" | "daily:D" | "hourly:h" | "realtime:r" | "commission:D";
            /** @description A closed period key of the job; the closed periods that are due when absent. */
            period?: string;
        };
        SettlementRun: {
            job: string;
            period: string;
            /**
             * @description `locked`: another worker holds this run; `skipped`: already done.
             * @enum {string}
             */
            status: "done" | "locked" | "skipped";
            contracts: number;
            paid: number;
            amount: components["schemas"]["Money"];
        };
        SettlementRuns: {
            runs: components["schemas"]["SettlementRun"][];
            /** @description Short settlements paid on this call. */
            retried: number;
        };
        OperatorRerunSettlement: {
            contractId: number;
            period: string;
            reason: string;
        };
        OperatorMemberSafety: {
            realityCheckMinutes: number | null;
            limits: {
                /** @enum {string} */
                kind: "deposit" | "loss" | "wager";
                period: string;
                /** @description In force (decimal string); null when no limit. */
                amount: string | null;
                pendingAmount: string | null;
                /** Format: date-time */
                pendingAt: string | null;
            }[];
            breaks: {
                /** @enum {string} */
                kind: "timeout" | "exclusion";
                duration: string;
                /** Format: date-time */
                startsAt: string;
                /** Format: date-time */
                endsAt: string | null;
            }[];
            /** @description The latest 20 sign-ins of the last 90 days, newest first. The session a sign-in opened is kept until a week after it ended; past that its last request and sign-out are null. */
            signIns: {
                method: string;
                ip: string | null;
                /** @description The browser's user agent. */
                device: string | null;
                /** Format: date-time */
                createdAt: string;
                /**
                 * Format: date-time
                 * @description The session's last request; null once the session is no longer kept.
                 */
                lastSeenAt: string | null;
                /**
                 * Format: date-time
                 * @description When the session was signed out or revoked; null while it is not, or once it is no longer kept.
                 */
                endedAt: string | null;
            }[];
        };
        OperatorMemberNote: {
            id: number;
            author: string;
            text: string;
            /** Format: date-time */
            createdAt: string;
        };
        OperatorMemberNotePage: {
            content: components["schemas"]["OperatorMemberNote"][];
            page: number;
            size: number;
            totalPages: number;
            totalElements: number;
        };
        MemberNoteRequest: {
            text: string;
        };
        OperatorKey: {
            id: number;
            name: string;
            role: components["schemas"]["StaffRole"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            revokedAt: string | null;
        };
        OperatorKeyList: {
            content: components["schemas"]["OperatorKey"][];
        };
        OperatorKeyCreateRequest: {
            name: string;
            role: components["schemas"]["StaffRole"];
        };
        OperatorKeyCreated: {
            id: number;
            name: string;
            role: components["schemas"]["StaffRole"];
            /** @description The key itself, shown only in this answer (send it as `X-Operator-Key`). */
            key: string;
        };
        OperatorLiveChat: {
            id: number;
            /** @description The member who opened the chat; null for a visitor who was not signed in. */
            account: string | null;
            /** @description The language the visitor's page is in. */
            lang: string;
            /** @enum {string} */
            status: "waiting" | "taken" | "closed";
            /** @description The sign-in name of the staff member who took the chat. */
            assignedTo: string | null;
            /** @description Taken by the caller (only they answer it). */
            mine: boolean;
            /** Format: date-time */
            createdAt: string;
            lastVisitorMessageAt: string | null;
        };
        OperatorLiveChatPage: {
            content: components["schemas"]["OperatorLiveChat"][];
            page: number;
            size: number;
            totalPages: number;
            totalElements: number;
        };
        OperatorLiveChatConversation: {
            chat: components["schemas"]["OperatorLiveChat"];
            /** @description Oldest first (the latest 500). */
            messages: components["schemas"]["LiveChatMessage"][];
        };
        OperatorLiveChatAnswer: {
            content: string;
        };
        OperatorFeedback: {
            id: number;
            /** @description The member who wrote it; null for a visitor who was not signed in. */
            account: string | null;
            /** @description DEPOSIT, WITHDRAWAL, GAME, CUSTOMER_SERVICE, APPLICATION or OTHER. */
            questionType: string;
            content: string;
            imageCount: number;
            /** Format: date-time */
            createdAt: string;
            answer: string | null;
            answeredAt: string | null;
            /** @description The sign-in name of the staff member who answered. */
            answeredBy: string | null;
        };
        OperatorFeedbackPage: {
            content: components["schemas"]["OperatorFeedback"][];
            page: number;
            size: number;
            totalPages: number;
            totalElements: number;
        };
        OperatorFeedbackDetail: components["schemas"]["OperatorFeedback"] & {
            /** @description The images as stored (decoded and re-encoded when they were sent). */
            images: {
                name: string;
                /** @enum {string} */
                contentType: "image/png" | "image/jpeg";
                /** @description The image's bytes, base64. */
                data: string;
            }[];
        };
        OperatorFeedbackAnswer: {
            answer: string;
        };
        ReportPlay: {
            /** @description Bets placed that day. */
            bets: number;
            /** @description Their stakes (exact decimal string). */
            stake: string;
            /** @description Payouts of the bets settled that day (exact decimal string). */
            payouts: string;
            /** @description Stakes less payouts of the bets settled that day (exact decimal string). */
            ggr: string;
        };
        ReportCategoryPlay: components["schemas"]["ReportPlay"] & {
            category: string;
        };
        ReportFigures: components["schemas"]["ReportPlay"] & {
            deposits: string;
            withdrawals: string;
            /** @description Bonuses and rebates credited (exact decimal string). */
            bonusCost: string;
            newMembers: number;
            categories: components["schemas"]["ReportCategoryPlay"][];
        };
        ReportDay: components["schemas"]["ReportFigures"] & {
            /** @description The merchant's calendar day, YYYY-MM-DD. */
            day: string;
            /** @description Its local midnight with the zone's offset (2026-11-29T00:00+08:00). */
            dayStart: string;
        };
        OperatorDailyReport: {
            timeZone: string;
            currency: string;
            from: string;
            to: string;
            days: components["schemas"]["ReportDay"][];
            totals: components["schemas"]["ReportFigures"];
        };
        ClockOffset: {
            offsetMs: number;
        };
        ClockState: {
            offsetMs: number;
            /** @description The server's time now, epoch milliseconds. */
            now: number;
        };
        OauthConsent: {
            client_id: string;
            redirect_uri: string;
            state: string;
            code_challenge: string;
            email: string;
            name: string;
        };
        DevMember: {
            username: string;
            password: string;
            type?: number;
            nickname?: string;
            email?: string;
            countryDialingCode?: string;
            mobileNum?: string;
            payeeName?: string;
            totpSecret?: string;
            /** @description IP addresses the account has already signed in from. */
            knownIps?: string[];
            passwordAgeDays?: number;
            /** @description Username of an agent of the same merchant to register the account under. */
            upline?: string;
        };
        /** @description The merchant's referral rule as the console edits it. The referrer earns `reward` (wagered `wageringMultiple` times) once per invitee, when the invitee's credited deposits reach `minDeposit`. */
        ReferralRuleSettings: {
            /** @description Off, the referral pages and calls answer function-not-available. */
            enabled: boolean;
            /** @description Exact decimal string, more than zero. */
            minDeposit: string;
            /** @description Exact decimal string, more than zero. */
            reward: string;
            /** @description Decimal with at most two decimals, from 0 to 1000. */
            wageringMultiple: string;
            /** @description The reward's name per language (upper-case language code), shown in the reward centre; EN is required. */
            title: {
                [key: string]: string;
            };
        };
        /** @description The merchant's manual rebate rules. A member at a VIP level earns its rate (percent of valid bets) per game category; a level without rates uses those of the highest level below it that has some (level 0 is a member without a VIP level). */
        OperatorRebateSettings: {
            /** @description The smallest rebate a member may claim (exact decimal string, zero or more). */
            minClaim: string;
            /** @description Turnover multiple of a claimed rebate before a withdrawal (0 to 1000, two decimals at most). */
            wageringMultiple: string;
            /** @description Every rate; saving replaces them all. One per level and category. */
            rates: {
                /** @description 0 or one of the merchant's VIP levels. */
                level: number;
                category: components["schemas"]["GameCategory"];
                /** @description Percent of valid bets, 0 to 100 with three decimals at most ('0.800' is 0.8 %). */
                percent: string;
            }[];
        };
        OperatorRegisterField: {
            /** @description A field of the merchant's registration form (username, password, mobileNum, email, ...). */
            field: string;
            /** @description Shown on the form. username and password are always shown and required. */
            enabled: boolean;
            /** @description Needs a value (only for an enabled field). */
            required: boolean;
            /** @description The kind of value the field accepts, from the pattern catalogue the site and the server share (its message says what is allowed). */
            patternId: number;
            minLength: number;
            maxLength: number;
        };
        OperatorRegisterRules: {
            /** @description Read, every field in the form's order; saved, the fields to change (the others are left as they are). */
            fields: components["schemas"]["OperatorRegisterField"][];
        };
        OperatorDepositChannel: {
            /** @description The channel's code (the member's deposit call names it). */
            code: string;
            /** @enum {string} */
            type: "online" | "bank";
            name: string;
            /** @description A disabled channel is not offered to members and refuses deposits. */
            enabled: boolean;
            /** @description The smallest deposit (exact decimal string, more than zero, at most the currency's decimals). */
            min: string;
            /** @description The largest deposit (at least `min`). */
            max: string;
        };
        OperatorWithdrawChannel: {
            code: string;
            name: string;
            /** @description A disabled channel is not offered to members and refuses withdrawals. */
            enabled: boolean;
            min: string;
            max: string;
        };
        /** @description The merchant's deposit and withdrawal channels in the order members see them, each with its amounts, and the withdrawal limits every member has (a VIP level's own daily limits apply on top, see the VIP levels). */
        OperatorPaymentSettings: {
            currency: string;
            /** @description Decimals of the currency; amounts may have no more. */
            decimals: number;
            depositChannels: components["schemas"]["OperatorDepositChannel"][];
            withdraw: {
                /** @description The smallest withdrawal on any channel. */
                min: string;
                /** @description The largest withdrawal on any channel. */
                max: string;
                /** @description Withdrawals a member may request per day (the merchant's days). */
                dailyCount: number;
                channels: components["schemas"]["OperatorWithdrawChannel"][];
            };
        };
        /** @description Every channel the merchant has, each once, in the order members should see them. */
        OperatorPaymentSettingsInput: {
            depositChannels: {
                code: string;
                enabled: boolean;
                min: string;
                max: string;
            }[];
            withdraw: {
                min: string;
                max: string;
                dailyCount: number;
                channels: {
                    code: string;
                    enabled: boolean;
                    min: string;
                    max: string;
                }[];
            };
        };
        /** @description A VIP level and what the product does with it. A member reaches it when its total valid bets reach `totalTurnover` or this month's reach `monthlyTurnover`, and its credited deposits reach `deposits`; a level once reached is kept. Reaching it pays `levelUpBonus` once; each month with bets at it pays `monthlyBonus`; the cashier allows `dailyWithdrawals` withdrawals a day totalling at most `dailyWithdrawalAmount`. Amounts are exact decimal strings. */
        OperatorVipLevel: {
            /** @description 1 is the entry level; levels are numbered 1, 2, 3 … in order. */
            level: number;
            /** @description The level's name by language code; EN is required, a missing language shows EN. */
            name: {
                [key: string]: string;
            };
            totalTurnover: string;
            monthlyTurnover: string;
            deposits: string;
            levelUpBonus: string;
            monthlyBonus: string;
            dailyWithdrawals: number;
            /** @description Zero means no daily total beyond the merchant's own limits. */
            dailyWithdrawalAmount: string;
            /** @description Turnover multiple of the level's bonuses before a withdrawal (0 to 1000, two decimals at most). */
            wageringMultiple: string;
        };
        OperatorVipLevels: {
            currency: string;
            levels: components["schemas"]["OperatorVipLevel"][];
            /** @description How many members hold each level (level, count); a level someone holds cannot be removed. */
            members: {
                level: number;
                count: number;
            }[];
        };
        /** @description Every level, lowest first; saving replaces them (a level a member holds or a rebate rate names stays). */
        OperatorVipLevelsInput: {
            levels: components["schemas"]["OperatorVipLevel"][];
        };
        OperatorHelpArticle: {
            /** @description The article's identity across languages (a topic's tag, `<tag>.<n>` for an article of a topic). */
            key: string;
            /** @description The tag of the topic (the category) the article belongs to; the site's anchor. */
            topic: string;
            /** @description The topic's key for an article; null for a topic. */
            parentKey: string | null;
            /** @description Its place among its siblings (lower first). */
            position: number;
            published: boolean;
            texts: components["schemas"]["AnnouncementText"][];
            languages: string[];
            missingLanguages: string[];
        };
        OperatorHelpArticleList: {
            /** @description Each topic followed by its articles, in the site's order. */
            content: components["schemas"]["OperatorHelpArticle"][];
        };
        HelpArticleCreate: {
            /** @description The key of the topic the article is added to (at its end, unpublished). */
            topic: string;
            /** @description One text per language; EN is required (the site shows EN's text in a language without one). */
            texts: components["schemas"]["AnnouncementText"][];
        };
        HelpArticleInput: {
            /** @description One text per language; EN is required (the site shows EN's text in a language without one). A language left out is removed. */
            texts: components["schemas"]["AnnouncementText"][];
        };
        HelpArticlePublish: {
            published: boolean;
        };
        HelpArticleMove: {
            /** @enum {string} */
            direction: "up" | "down";
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
        /** @description The resource is not in a state that allows this (`transaction.state.invalid`), or a replay of this Idempotency-Key is still running (`idempotency.in.progress`). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The Idempotency-Key was already used with another request body (`idempotency.key.reused`). */
        Unprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The SMS or e-mail provider did not take the message (`delivery.failed`); it was not delivered, the member may try again (the platform also retries it in the background). Also while the service starts (`system.not.available`). */
        DeliveryFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "value": null,
                 *       "message": "The message could not be sent; please try again",
                 *       "errorCode": "delivery.failed"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The signed-in account may not do this (for example a player calling an agent operation, `login.not.agent`). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The request took too long to arrive (answered by Node, before routing). */
        RequestTimeout: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The request headers are too large (answered by Node, before routing). */
        HeadersTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The service is starting (`system.not.available`); retry shortly. */
        Unavailable: {
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
         * @description White-label merchant code. Sent exactly once; a duplicate is refused. When absent, the merchant is the one whose domain routes (`/wps/system/domainRoute`) name the request's host, as upstream clients expect; neither answers `merchant.acct.setup.err`.
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
        /**
         * @description One key per user action (a double click sends one key), scoped to the member (or
         *     operator) and kept at least 24 hours. A replay with the same key and body answers the
         *     stored result; the same key with another body answers 422 `idempotency.key.reused`; a
         *     replay while the first call still runs answers 409 `idempotency.in.progress`.
         */
        IdempotencyKeyRequired: string;
        /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
        OperatorKey: string;
        /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
        OperatorSession: string;
        /** @description A downline's id (in the caller's subtree, otherwise `not.found`). */
        MemberIdQuery: number;
        /**
         * @description Drill down: list the team of this downline instead of the signed-in agent's. Must lie in the
         *     caller's subtree, otherwise `not.found`. The subtree always comes from the session.
         */
        ParentId: number;
        /** @description Account search (case-insensitive prefix of the account name). */
        Account: string;
        /**
         * @description Period preset, in days of the merchant's time zone. `custom` takes `from` and `to`; without
         *     `period`, `from`/`to` decide and both default to today. A reversed range answers `agent.period.invalid`; a range
         *     longer than 93 days answers `agent.period.too.long`.
         */
        Period: components["schemas"]["PeriodPreset"];
        /** @description First day of a custom period (YYYY-MM-DD, inclusive). */
        From: string;
        /** @description Last day of a custom period (YYYY-MM-DD, inclusive). */
        To: string;
        /** @description Column to sort by; each table lists its columns. Any other value answers `agent.sort.invalid`. */
        Sort: string;
        Order: components["schemas"]["SortOrder"];
        /** @description Page number, from 1. */
        Page: number;
        /** @description Rows per page, 1 to 200 (default 20); outside that range answers `agent.page.size.invalid`. */
        PageSize: number;
        /** @description Client kind; 3 for the web. */
        ClientType: number;
        /** @description Game platform, e.g. html5-desktop. */
        Platform: string;
        /** @description Category (RNG, LIVE, FISH, PVP, SPORTS, LOTT, ELOTT); empty for all. */
        GameType: string;
        /** @description Vendor code; empty for all vendors. */
        Vassalage: string;
        PageNo: number;
        /** @description Games per page of the catalogue. The lobby asks for 15 (category pages) and 20 (home sections); 50 at most, so one call cannot pull the whole catalogue. */
        GameListPageSize: number;
        /** @description Language of the game names (EN when a game has none in it). */
        GameLanguage: string;
        /** @description Games per page of the favourites list. Up to 999: the spec reads the whole list at once (section 9). */
        "PageSize-2": number;
        PrizeMode: components["schemas"]["PrizeMode"];
        GameCode: string;
        /**
         * @description `last7` (the default) or `last30`: days in the merchant's time zone, today included;
         *     `custom` takes `from` and `to` (also implied when only they are given). A reversed,
         *     incomplete or malformed range answers `records.period.invalid`; one longer than the
         *     merchant's maximum (90 days by default) answers `records.period.too.long`.
         */
        RecordsPeriodPreset: components["schemas"]["RecordsPreset"];
        /** @description First day of a custom period, YYYY-MM-DD (checked by the API, `records.period.invalid`). */
        RecordsFrom: string;
        /** @description Last day of a custom period, YYYY-MM-DD, included. */
        RecordsTo: string;
        /** @description Sort direction; newest (or largest) first by default. */
        RecordsOrder: "asc" | "desc";
        /** @description Page number from 1 (below 1 answers `records.page.invalid`); a page past the end is empty. */
        RecordsPage: number;
        /** @description Rows per page, 1 to 100 (default 20); outside that range answers `records.page.size.invalid`. */
        RecordsPageSize: number;
        RecordsId: number;
        /** @description The vendor adapter calling (e.g. `seamless`). */
        VendorName: string;
        /** @description hex(HMAC-SHA256(vendor secret, X-Timestamp + "." + raw body)). */
        VendorSignature: string;
        /** @description Epoch seconds when the vendor signed; at most 5 minutes off. */
        VendorTimestamp: string;
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getFirstPaint: {
        parameters: {
            query?: {
                /** @description The page's path, without its query (default `/`). */
                path?: string;
                /** @description Where the site's build keeps its texts (`/assets/locales/<hash>/`); anything else is ignored. */
                texts?: string;
                /** @description The languages the build has texts of, comma-separated codes (`EN,TH,…`). */
                textLanguages?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Zero or more `<link>` elements, then the `<script>` of inlined answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    verifyLoginIp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IpVerificationRequest"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    sendLoginIpCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IpVerificationCodeRequest"];
            };
        };
        responses: {
            /** @description The code was sent (or, where an account must exist, the same answer is given either way). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["CodeSent"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["DeliveryFailed"];
        };
    };
    loginFreePlay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FreePlayRequest"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    loginRemembered: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RememberLoginRequest"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    loginSocial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SocialLoginRequest"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAltchaChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A new challenge. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["AltchaChallenge"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAccountSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["AccountSettings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    sendLoginSmsCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmsCodeRequest"];
            };
        };
        responses: {
            /** @description The code was sent (or, where an account must exist, the same answer is given either way). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["CodeSent"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["DeliveryFailed"];
        };
    };
    sendRegisterSmsCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmsCodeRequest"];
            };
        };
        responses: {
            /** @description The code was sent (or, where an account must exist, the same answer is given either way). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["CodeSent"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["DeliveryFailed"];
        };
    };
    registerMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterRequest"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    registerMobileMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterRequest"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description The password changed; signed in again. */
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
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    resetPasswordByEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["EmailResetRequest"];
            };
        };
        responses: {
            /** @description Accepted. */
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["DeliveryFailed"];
        };
    };
    sendResetSmsCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmsCodeRequest"];
            };
        };
        responses: {
            /** @description The code was sent (or, where an account must exist, the same answer is given either way). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["CodeSent"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["DeliveryFailed"];
        };
    };
    resetPasswordByPhone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneResetRequest"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    checkAffiliate: {
        parameters: {
            query: {
                code: string;
                domain?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The code is valid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["AffiliateCheck"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAgentAnnouncements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["AgentAnnouncementList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getTeamOverviewSum: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["TeamOverview"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getGlobalRebateSettingsByProductType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["RebateSettings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDownlineDetails: {
        parameters: {
            query: {
                /** @description A downline's id (in the caller's subtree, otherwise `not.found`). */
                memberId: components["parameters"]["MemberIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["DownlineDetails"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    createDownline: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDownline"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["CreatedDownline"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDownlines: {
        parameters: {
            query?: {
                /**
                 * @description Drill down: list the team of this downline instead of the signed-in agent's. Must lie in the
                 *     caller's subtree, otherwise `not.found`. The subtree always comes from the session.
                 */
                parentId?: components["parameters"]["ParentId"];
                /** @description `direct` (default): the parent's direct downlines; `all`: everyone under the parent. */
                scope?: "direct" | "all";
                /** @description Account search (case-insensitive prefix of the account name). */
                account?: components["parameters"]["Account"];
                /** @description `player` (type 0) or `agent` (types 1, 2, 41, 42). */
                type?: "player" | "agent";
                status?: components["schemas"]["MemberStatus"];
                /** @description Registered on or after this day (YYYY-MM-DD). */
                registeredFrom?: string;
                /** @description Registered on or before this day (YYYY-MM-DD). */
                registeredTo?: string;
                /** @description Only downlines with a bet in the period. */
                activeOnly?: boolean;
                /**
                 * @description Period preset, in days of the merchant's time zone. `custom` takes `from` and `to`; without
                 *     `period`, `from`/`to` decide and both default to today. A reversed range answers `agent.period.invalid`; a range
                 *     longer than 93 days answers `agent.period.too.long`.
                 */
                period?: components["parameters"]["Period"];
                /** @description First day of a custom period (YYYY-MM-DD, inclusive). */
                from?: components["parameters"]["From"];
                /** @description Last day of a custom period (YYYY-MM-DD, inclusive). */
                to?: components["parameters"]["To"];
                /** @description Column to sort by; each table lists its columns. Any other value answers `agent.sort.invalid`. */
                sort?: components["parameters"]["Sort"];
                order?: components["parameters"]["Order"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page, 1 to 200 (default 20); outside that range answers `agent.page.size.invalid`. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["DownlinePage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    exportDownlines: {
        parameters: {
            query?: {
                /**
                 * @description Drill down: list the team of this downline instead of the signed-in agent's. Must lie in the
                 *     caller's subtree, otherwise `not.found`. The subtree always comes from the session.
                 */
                parentId?: components["parameters"]["ParentId"];
                /** @description `direct` (default): the parent's direct downlines; `all`: everyone under the parent. */
                scope?: "direct" | "all";
                /** @description Account search (case-insensitive prefix of the account name). */
                account?: components["parameters"]["Account"];
                /** @description `player` (type 0) or `agent` (types 1, 2, 41, 42). */
                type?: "player" | "agent";
                status?: components["schemas"]["MemberStatus"];
                /** @description Registered on or after this day (YYYY-MM-DD). */
                registeredFrom?: string;
                /** @description Registered on or before this day (YYYY-MM-DD). */
                registeredTo?: string;
                /** @description Only downlines with a bet in the period. */
                activeOnly?: boolean;
                /**
                 * @description Period preset, in days of the merchant's time zone. `custom` takes `from` and `to`; without
                 *     `period`, `from`/`to` decide and both default to today. A reversed range answers `agent.period.invalid`; a range
                 *     longer than 93 days answers `agent.period.too.long`.
                 */
                period?: components["parameters"]["Period"];
                /** @description First day of a custom period (YYYY-MM-DD, inclusive). */
                from?: components["parameters"]["From"];
                /** @description Last day of a custom period (YYYY-MM-DD, inclusive). */
                to?: components["parameters"]["To"];
                /** @description Column to sort by; each table lists its columns. Any other value answers `agent.sort.invalid`. */
                sort?: components["parameters"]["Sort"];
                order?: components["parameters"]["Order"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV (UTF-8, header row first), streamed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    createAffiliateUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAffiliateUrl"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["AffiliateUrl"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteAffiliateUrl: {
        parameters: {
            query: {
                affiUrlId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: {
                            deleted: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    viewAffiliateUrls: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["AffiliateUrlList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    viewRegisteredAffiliates: {
        parameters: {
            query?: {
                /** @description Only registrations through this link (the agent's own; others answer `not.found`). */
                affiUrlId?: number;
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page, 1 to 200 (default 20); outside that range answers `agent.page.size.invalid`. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["RegisteredAffiliatePage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    transferToDownline: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per user action (a double click sends one key), scoped to the member (or
                 *     operator) and kept at least 24 hours. A replay with the same key and body answers the
                 *     stored result; the same key with another body answers 422 `idempotency.key.reused`; a
                 *     replay while the first call still runs answers 409 `idempotency.in.progress`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferToDownline"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["TransferResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    promoteDownlineToAgent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberRef"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["CreatedDownline"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    updateDownlineRebates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateRebates"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["DownlineDetails"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getTeamBetting: {
        parameters: {
            query?: {
                /**
                 * @description Drill down: list the team of this downline instead of the signed-in agent's. Must lie in the
                 *     caller's subtree, otherwise `not.found`. The subtree always comes from the session.
                 */
                parentId?: components["parameters"]["ParentId"];
                /** @description Account search (case-insensitive prefix of the account name). */
                account?: components["parameters"]["Account"];
                category?: components["schemas"]["GameCategory"];
                vendorCode?: string;
                /**
                 * @description Period preset, in days of the merchant's time zone. `custom` takes `from` and `to`; without
                 *     `period`, `from`/`to` decide and both default to today. A reversed range answers `agent.period.invalid`; a range
                 *     longer than 93 days answers `agent.period.too.long`.
                 */
                period?: components["parameters"]["Period"];
                /** @description First day of a custom period (YYYY-MM-DD, inclusive). */
                from?: components["parameters"]["From"];
                /** @description Last day of a custom period (YYYY-MM-DD, inclusive). */
                to?: components["parameters"]["To"];
                /** @description Column to sort by; each table lists its columns. Any other value answers `agent.sort.invalid`. */
                sort?: components["parameters"]["Sort"];
                order?: components["parameters"]["Order"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page, 1 to 200 (default 20); outside that range answers `agent.page.size.invalid`. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["TeamBettingPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getProfitLossStatement: {
        parameters: {
            query?: {
                /**
                 * @description Drill down: list the team of this downline instead of the signed-in agent's. Must lie in the
                 *     caller's subtree, otherwise `not.found`. The subtree always comes from the session.
                 */
                parentId?: components["parameters"]["ParentId"];
                /** @description Account search (case-insensitive prefix of the account name). */
                account?: components["parameters"]["Account"];
                /**
                 * @description Period preset, in days of the merchant's time zone. `custom` takes `from` and `to`; without
                 *     `period`, `from`/`to` decide and both default to today. A reversed range answers `agent.period.invalid`; a range
                 *     longer than 93 days answers `agent.period.too.long`.
                 */
                period?: components["parameters"]["Period"];
                /** @description First day of a custom period (YYYY-MM-DD, inclusive). */
                from?: components["parameters"]["From"];
                /** @description Last day of a custom period (YYYY-MM-DD, inclusive). */
                to?: components["parameters"]["To"];
                /** @description Column to sort by; each table lists its columns. Any other value answers `agent.sort.invalid`. */
                sort?: components["parameters"]["Sort"];
                order?: components["parameters"]["Order"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page, 1 to 200 (default 20); outside that range answers `agent.page.size.invalid`. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["ProfitLossStatement"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getRevenueReport: {
        parameters: {
            query?: {
                /**
                 * @description Period preset, in days of the merchant's time zone. `custom` takes `from` and `to`; without
                 *     `period`, `from`/`to` decide and both default to today. A reversed range answers `agent.period.invalid`; a range
                 *     longer than 93 days answers `agent.period.too.long`.
                 */
                period?: components["parameters"]["Period"];
                /** @description First day of a custom period (YYYY-MM-DD, inclusive). */
                from?: components["parameters"]["From"];
                /** @description Last day of a custom period (YYYY-MM-DD, inclusive). */
                to?: components["parameters"]["To"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["RevenueReport"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getCommissionStatement: {
        parameters: {
            query?: {
                /**
                 * @description Period preset, in days of the merchant's time zone. `custom` takes `from` and `to`; without
                 *     `period`, `from`/`to` decide and both default to today. A reversed range answers `agent.period.invalid`; a range
                 *     longer than 93 days answers `agent.period.too.long`.
                 */
                period?: components["parameters"]["Period"];
                /** @description First day of a custom period (YYYY-MM-DD, inclusive). */
                from?: components["parameters"]["From"];
                /** @description Last day of a custom period (YYYY-MM-DD, inclusive). */
                to?: components["parameters"]["To"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["CommissionStatement"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDownlineTransactions: {
        parameters: {
            query?: {
                /**
                 * @description Drill down: list the team of this downline instead of the signed-in agent's. Must lie in the
                 *     caller's subtree, otherwise `not.found`. The subtree always comes from the session.
                 */
                parentId?: components["parameters"]["ParentId"];
                /** @description Account search (case-insensitive prefix of the account name). */
                account?: components["parameters"]["Account"];
                kind?: components["schemas"]["TransactionKind"];
                /**
                 * @description Period preset, in days of the merchant's time zone. `custom` takes `from` and `to`; without
                 *     `period`, `from`/`to` decide and both default to today. A reversed range answers `agent.period.invalid`; a range
                 *     longer than 93 days answers `agent.period.too.long`.
                 */
                period?: components["parameters"]["Period"];
                /** @description First day of a custom period (YYYY-MM-DD, inclusive). */
                from?: components["parameters"]["From"];
                /** @description Last day of a custom period (YYYY-MM-DD, inclusive). */
                to?: components["parameters"]["To"];
                /** @description Column to sort by; each table lists its columns. Any other value answers `agent.sort.invalid`. */
                sort?: components["parameters"]["Sort"];
                order?: components["parameters"]["Order"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page, 1 to 200 (default 20); outside that range answers `agent.page.size.invalid`. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["DownlineTransactionPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    updateMemberProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberProfileUpdate"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["MemberProfile"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getMemberProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["MemberProfile"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getMemberAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["MemberAvatar"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    setMemberAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetAvatarRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["MemberAvatar"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getSecurityCenter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["SecurityCenter"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    sendBindSmsCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BindSmsCodeRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["CodeSent"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["DeliveryFailed"];
        };
    };
    sendBindEmailCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BindEmailCodeRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["CodeSent"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["DeliveryFailed"];
        };
    };
    bindMobile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BindMobileRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["SecurityCenter"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    bindEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BindEmailRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["SecurityCenter"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    startGoogleAuthSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["GoogleAuthSetup"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    confirmGoogleAuth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoogleCodeRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["SecurityCenter"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    disableGoogleAuth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoogleCodeRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["SecurityCenter"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getLoginHistory: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["LoginHistoryPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    logoutOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["SignedOutSessions"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPlayLimits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["PlayLimits"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    setPlayLimits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlayLimitsRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["PlayLimits"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getRealityCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["RealityCheck"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    setRealityCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RealityCheckRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["RealityCheck"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    startPlayBreak: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlayBreakRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["PlayBreak"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getListAnnouncements: {
        parameters: {
            query: {
                /** @description Comma-separated kinds. */
                types: string;
                /** @description W web (default), M mobile. */
                platform?: "W" | "M";
                /** @description Comma-separated popup audiences. */
                execution?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The items of the requested kinds, each list in display order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["AnnouncementList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAvailablePromotions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count and each running promotion with the member's claim. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["AvailablePromotions"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    claimRafflePromotion: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client-chosen key that makes a money-moving call safe to retry; a replay returns the stored result. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RaffleClaimRequest"];
            };
        };
        responses: {
            /** @description The claim (Applying, or Claimed when paid at once). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["RaffleClaim"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getRewardCenter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["RewardCentre"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getRewardRecords: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                sourceKind?: components["schemas"]["RewardSourceKind"];
                status?: components["schemas"]["ClaimStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["RewardGrantPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getRewardBadges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["RewardBadges"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    markRewardsSeen: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["RewardBadges"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getMissionSummaryDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["MissionSummary"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    claimMissionReward: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per user action (a double click sends one key), scoped to the member (or
                 *     operator) and kept at least 24 hours. A replay with the same key and body answers the
                 *     stored result; the same key with another body answers 422 `idempotency.key.reused`; a
                 *     replay while the first call still runs answers 409 `idempotency.in.progress`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MissionClaimRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["MissionClaim"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getMissionLeaderboard: {
        parameters: {
            query?: {
                period?: "DAILY" | "WEEKLY" | "MONTHLY";
                type?: "VALID_BET" | "POINTS";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["MissionLeaderboard"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getManualRebate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["ManualRebate"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    claimManualRebate: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per user action (a double click sends one key), scoped to the member (or
                 *     operator) and kept at least 24 hours. A replay with the same key and body answers the
                 *     stored result; the same key with another body answers 422 `idempotency.key.reused`; a
                 *     replay while the first call still runs answers 409 `idempotency.in.progress`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManualRebateClaimRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["ManualRebateClaim"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getManualRebateRecords: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["ManualRebateRecordPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPlayerRankProgress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["PlayerRankProgress"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getReferralDetails: {
        parameters: {
            query?: {
                autoGenerate?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["ReferralDetails"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getReferralInvitees: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["ReferralInviteePage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getBonusDetails: {
        parameters: {
            query?: {
                /** @description First day (YYYY-MM-DD, inclusive). */
                from?: string;
                /** @description Last day (YYYY-MM-DD, inclusive). */
                to?: string;
                sourceKind?: components["schemas"]["RewardSourceKind"];
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["BonusDetails"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    launchLiveChat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chat page address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["LiveChatLaunch"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    submitFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeedbackRequest"];
            };
        };
        responses: {
            /** @description Stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["FeedbackReceipt"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getFeedbackConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Content length bounds, image limits and question types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["FeedbackConfig"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getChatMessages: {
        parameters: {
            query?: {
                /** @description Only messages after this id. */
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The latest messages, oldest first, and whether this caller may post. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["ChatRoomState"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postChatMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatPostRequest"];
            };
        };
        responses: {
            /** @description The stored message (also pushed to every open stream). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["ChatMessage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    streamChatMessages: {
        parameters: {
            query?: {
                /** @description Send messages after this id first. */
                after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getContentPage: {
        parameters: {
            query: {
                /** @description Falls back to EN. */
                lang: string;
            };
            header?: never;
            path: {
                slug: components["schemas"]["ContentPageSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["ContentPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPosts: {
        parameters: {
            query: {
                kind: components["schemas"]["PostKind"];
                /** @description Falls back to EN. */
                lang: string;
                pageNo?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of posts, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["PostList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPost: {
        parameters: {
            query: {
                /** @description Falls back to EN. */
                lang: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["Post"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getActivities: {
        parameters: {
            query: {
                /** @description Falls back to EN. */
                lang: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The activities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["Activity"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    joinActivity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's status now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["ActivityAction"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    claimActivity: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client-chosen key that makes a money-moving call safe to retry; a replay returns the stored result. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's status now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["ActivityAction"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getLiveChatPage: {
        parameters: {
            query: {
                ticket: string;
                /** @description Page language (EN, CN or AR; others show EN). */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getLiveChatScript: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The script. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getLiveChatMessages: {
        parameters: {
            query: {
                ticket: string;
                after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["LiveChatMessage"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postLiveChatMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LiveChatPostRequest"];
            };
        };
        responses: {
            /** @description The messages added (the visitor's, and an automatic acknowledgement on the first one). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["LiveChatMessage"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
                /** @description Games per page of the catalogue. The lobby asks for 15 (category pages) and 20 (home sections); 50 at most, so one call cannot pull the whole catalogue. */
                pageSize?: components["parameters"]["GameListPageSize"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
                /** @description Games per page of the favourites list. Up to 999: the spec reads the whole list at once (section 9). */
                pageSize?: components["parameters"]["PageSize-2"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
                /** @description Where the game's back button goes; a page of the merchant's own site. */
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    launchTrialGame: {
        parameters: {
            query: {
                nodeId: string;
                /** @description Language of the game names (EN when a game has none in it). */
                language?: components["parameters"]["GameLanguage"];
                device?: "WEB" | "MOBILE";
                /** @description Where the game's back button goes; a page of the merchant's own site. */
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getWinnerBoard: {
        parameters: {
            query?: {
                gameCategory?: "ALL" | "RNG" | "LIVE" | "FISH" | "PVP" | "SPORTS" | "LOTT" | "ELOTT";
                view?: "BIGGEST" | "LATEST";
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
            /** @description The wins, in the order of the view. */
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getJackpot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pool. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["Jackpot"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getLottoOpenLotteryDraw: {
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getConsolidatedFunds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["ConsolidatedFunds"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    walletTransfer: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per user action (a double click sends one key), scoped to the member (or
                 *     operator) and kept at least 24 hours. A replay with the same key and body answers the
                 *     stored result; the same key with another body answers 422 `idempotency.key.reused`; a
                 *     replay while the first call still runs answers 409 `idempotency.in.progress`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletTransferRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["WalletTransferResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    walletRecallAll: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per user action (a double click sends one key), scoped to the member (or
                 *     operator) and kept at least 24 hours. A replay with the same key and body answers the
                 *     stored result; the same key with another body answers 422 `idempotency.key.reused`; a
                 *     replay while the first call still runs answers 409 `idempotency.in.progress`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["RecallAllResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getUplineTransferInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["UplineTransferInfo"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    transferToUpline: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per user action (a double click sends one key), scoped to the member (or
                 *     operator) and kept at least 24 hours. A replay with the same key and body answers the
                 *     stored result; the same key with another body answers 422 `idempotency.key.reused`; a
                 *     replay while the first call still runs answers 409 `idempotency.in.progress`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UplineTransferRequest"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["UplineTransferResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDepositSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["DepositSettings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    createDeposit: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per user action (a double click sends one key), scoped to the member (or
                 *     operator) and kept at least 24 hours. A replay with the same key and body answers the
                 *     stored result; the same key with another body answers 422 `idempotency.key.reused`; a
                 *     replay while the first call still runs answers 409 `idempotency.in.progress`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path: {
                channel: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepositRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["Deposit"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    listDeposits: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                status?: components["schemas"]["DepositStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["DepositPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["Deposit"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDepositLimits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["DepositLimits"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    setDepositLimits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepositLimitsRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["DepositLimits"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getWithdrawSettings: {
        parameters: {
            query?: {
                groupId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["WithdrawSettings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    listWithdrawBanks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["WithdrawBank"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    listBankCards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["BankCard"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    bindBankCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BindBankCardRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["BankCard"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    hasWithdrawalPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    setPaymentPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentPasswordSetRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @constant */
                        value: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    changePaymentPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentPasswordChangeRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @constant */
                        value: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    createWithdrawal: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per user action (a double click sends one key), scoped to the member (or
                 *     operator) and kept at least 24 hours. A replay with the same key and body answers the
                 *     stored result; the same key with another body answers 422 `idempotency.key.reused`; a
                 *     replay while the first call still runs answers 409 `idempotency.in.progress`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["Withdrawal"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    listWithdrawals: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                status?: components["schemas"]["WithdrawalStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["WithdrawalPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getWithdrawal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["Withdrawal"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    confirmWithdrawalReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiptRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["Withdrawal"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getTransactionHistory: {
        parameters: {
            query?: {
                kind?: components["schemas"]["LedgerKind"];
                /**
                 * @description `last7` (the default) or `last30`: days in the merchant's time zone, today included;
                 *     `custom` takes `from` and `to` (also implied when only they are given). A reversed,
                 *     incomplete or malformed range answers `records.period.invalid`; one longer than the
                 *     merchant's maximum (90 days by default) answers `records.period.too.long`.
                 */
                period?: components["parameters"]["RecordsPeriodPreset"];
                /** @description First day of a custom period, YYYY-MM-DD (checked by the API, `records.period.invalid`). */
                from?: components["parameters"]["RecordsFrom"];
                /** @description Last day of a custom period, YYYY-MM-DD, included. */
                to?: components["parameters"]["RecordsTo"];
                sort?: string;
                /** @description Sort direction; newest (or largest) first by default. */
                order?: components["parameters"]["RecordsOrder"];
                /** @description Page number from 1 (below 1 answers `records.page.invalid`); a page past the end is empty. */
                page?: components["parameters"]["RecordsPage"];
                /** @description Rows per page, 1 to 100 (default 20); outside that range answers `records.page.size.invalid`. */
                pageSize?: components["parameters"]["RecordsPageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["TransactionPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getTransactionDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["RecordsId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["TransactionDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getBetHistory: {
        parameters: {
            query?: {
                category?: components["schemas"]["GameCategory"];
                vendorCode?: string;
                status?: components["schemas"]["BetStatus"];
                /**
                 * @description `last7` (the default) or `last30`: days in the merchant's time zone, today included;
                 *     `custom` takes `from` and `to` (also implied when only they are given). A reversed,
                 *     incomplete or malformed range answers `records.period.invalid`; one longer than the
                 *     merchant's maximum (90 days by default) answers `records.period.too.long`.
                 */
                period?: components["parameters"]["RecordsPeriodPreset"];
                /** @description First day of a custom period, YYYY-MM-DD (checked by the API, `records.period.invalid`). */
                from?: components["parameters"]["RecordsFrom"];
                /** @description Last day of a custom period, YYYY-MM-DD, included. */
                to?: components["parameters"]["RecordsTo"];
                sort?: string;
                /** @description Sort direction; newest (or largest) first by default. */
                order?: components["parameters"]["RecordsOrder"];
                /** @description Page number from 1 (below 1 answers `records.page.invalid`); a page past the end is empty. */
                page?: components["parameters"]["RecordsPage"];
                /** @description Rows per page, 1 to 100 (default 20); outside that range answers `records.page.size.invalid`. */
                pageSize?: components["parameters"]["RecordsPageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["BetPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getBetDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["RecordsId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["BetDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPersonalProfit: {
        parameters: {
            query?: {
                /**
                 * @description `last7` (the default) or `last30`: days in the merchant's time zone, today included;
                 *     `custom` takes `from` and `to` (also implied when only they are given). A reversed,
                 *     incomplete or malformed range answers `records.period.invalid`; one longer than the
                 *     merchant's maximum (90 days by default) answers `records.period.too.long`.
                 */
                period?: components["parameters"]["RecordsPeriodPreset"];
                /** @description First day of a custom period, YYYY-MM-DD (checked by the API, `records.period.invalid`). */
                from?: components["parameters"]["RecordsFrom"];
                /** @description Last day of a custom period, YYYY-MM-DD, included. */
                to?: components["parameters"]["RecordsTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["PersonalProfit"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getInbox: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["InboxPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getUnreadCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    openMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["InboxMessage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    markMessagesRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkReadRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    markAllMessagesRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    streamMemberEvents: {
        parameters: {
            query?: never;
            header?: {
                /** @description The highest event id already received. */
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPointConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["PointConfig"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPointBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["PointBalance"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPointRewards: {
        parameters: {
            query?: {
                type?: components["schemas"]["PointRewardType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["PointRewardList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    redeemPointReward: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per user action (a double click sends one key), scoped to the member (or
                 *     operator) and kept at least 24 hours. A replay with the same key and body answers the
                 *     stored result; the same key with another body answers 422 `idempotency.key.reused`; a
                 *     replay while the first call still runs answers 409 `idempotency.in.progress`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RedeemPointRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["PointRedemption"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getRedeemPointList: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                status?: components["schemas"]["RedemptionStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["PointRedemptionPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    convertPoint: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per user action (a double click sends one key), scoped to the member (or
                 *     operator) and kept at least 24 hours. A replay with the same key and body answers the
                 *     stored result; the same key with another body answers 422 `idempotency.key.reused`; a
                 *     replay while the first call still runs answers 409 `idempotency.in.progress`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConvertPointRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["PointConversion"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPointTransactions: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                type?: components["schemas"]["PointTransactionType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["PointTransactionPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    paymentCallback: {
        parameters: {
            query?: never;
            header: {
                "X-Signature": string;
                "X-Timestamp": string;
            };
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentNotification"];
            };
        };
        responses: {
            /** @description Accepted (also for a repeated delivery). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: {
                            status: components["schemas"]["DepositStatus"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDemoPayPage: {
        parameters: {
            query?: {
                lang?: string;
            };
            header?: never;
            path: {
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    submitDemoPayPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    action: "pay" | "cancel";
                    lang?: string;
                };
            };
        };
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    vendorWalletBalance: {
        parameters: {
            query?: never;
            header: {
                /** @description hex(HMAC-SHA256(vendor secret, X-Timestamp + "." + raw body)). */
                "X-Signature": components["parameters"]["VendorSignature"];
                /** @description Epoch seconds when the vendor signed; at most 5 minutes off. */
                "X-Timestamp": components["parameters"]["VendorTimestamp"];
            };
            path: {
                /** @description The vendor adapter calling (e.g. `seamless`). */
                vendor: components["parameters"]["VendorName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BalanceCall"];
            };
        };
        responses: {
            /** @description Applied (or a replay of the same transaction id). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["WalletAnswer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    vendorWalletDebit: {
        parameters: {
            query?: never;
            header: {
                /** @description hex(HMAC-SHA256(vendor secret, X-Timestamp + "." + raw body)). */
                "X-Signature": components["parameters"]["VendorSignature"];
                /** @description Epoch seconds when the vendor signed; at most 5 minutes off. */
                "X-Timestamp": components["parameters"]["VendorTimestamp"];
            };
            path: {
                /** @description The vendor adapter calling (e.g. `seamless`). */
                vendor: components["parameters"]["VendorName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DebitCall"];
            };
        };
        responses: {
            /** @description Applied (or a replay of the same transaction id). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["WalletAnswer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    vendorWalletCredit: {
        parameters: {
            query?: never;
            header: {
                /** @description hex(HMAC-SHA256(vendor secret, X-Timestamp + "." + raw body)). */
                "X-Signature": components["parameters"]["VendorSignature"];
                /** @description Epoch seconds when the vendor signed; at most 5 minutes off. */
                "X-Timestamp": components["parameters"]["VendorTimestamp"];
            };
            path: {
                /** @description The vendor adapter calling (e.g. `seamless`). */
                vendor: components["parameters"]["VendorName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditCall"];
            };
        };
        responses: {
            /** @description Applied (or a replay of the same transaction id). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["WalletAnswer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    vendorWalletRollback: {
        parameters: {
            query?: never;
            header: {
                /** @description hex(HMAC-SHA256(vendor secret, X-Timestamp + "." + raw body)). */
                "X-Signature": components["parameters"]["VendorSignature"];
                /** @description Epoch seconds when the vendor signed; at most 5 minutes off. */
                "X-Timestamp": components["parameters"]["VendorTimestamp"];
            };
            path: {
                /** @description The vendor adapter calling (e.g. `seamless`). */
                vendor: components["parameters"]["VendorName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RollbackCall"];
            };
        };
        responses: {
            /** @description Applied (or a replay of the same transaction id). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["WalletAnswer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorCurrentStaff: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorCaller"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffSignInRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["StaffChallenge"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorSignOut: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
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
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorVerifySignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffVerifyRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["StaffSession"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorStartEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffChallengeRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["StaffEnrolment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorConfirmEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffCodeRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["StaffSessionWithCodes"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorDashboard: {
        parameters: {
            query?: {
                /** @description How many days, today included (default 30). */
                days?: number;
            };
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorDashboard"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorAuditLog: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                staff?: string;
                target?: string;
                action?: string;
            };
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["AuditPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorListMembers: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                q?: string;
                /** @description A sign-in address (exact, or a prefix ending in `*`); members who signed in from it. */
                ip?: string;
                /** @description An agent's account; the members who registered under it. */
                agent?: string;
                status?: "active" | "locked";
                sort?: "createdAt" | "account" | "lastLoginAt";
                order?: "asc" | "desc";
            };
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorMemberPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorGetMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path: {
                account: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorMember"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorListAgents: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description An agent's account; its direct downlines. */
                parent?: string;
                /** @description Part of an agent's account name. */
                q?: string;
            };
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorAgentPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorGetAgent: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path: {
                account: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorAgentDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorLockMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path: {
                account: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReasonRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorMember"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorUnlockMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path: {
                account: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReasonRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorMember"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorListStaff: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["StaffList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorCreateStaff: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffCreateRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["StaffMember"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorLockStaff: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path: {
                loginName: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReasonRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["StaffMember"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorUnlockStaff: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path: {
                loginName: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReasonRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["StaffMember"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorListGames: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                q?: string;
                /** @description A vendor's code. */
                vendor?: string;
                category?: "RNG" | "LIVE" | "FISH" | "PVP" | "SPORTS" | "LOTT" | "ELOTT";
                /** @description enabled, disabled, in maintenance now (or with a window to come), hot or new. */
                status?: "enabled" | "disabled" | "maintenance" | "hot" | "new";
            };
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorGamePage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorUpdateGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorGamePatch"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorGame"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorListGameVendors: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorGameVendorList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorUpdateGameVendor: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorGameVendorPatch"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorGameVendor"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorFourEyesRule: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["FourEyesRule"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorSetFourEyesRule: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FourEyesRule"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["FourEyesRule"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorListDeposits: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                account?: string;
                status?: components["schemas"]["DepositStatus"];
            };
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorDepositPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorConfirmDeposit: {
        parameters: {
            query?: never;
            header: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
                /**
                 * @description One key per user action (a double click sends one key), scoped to the member (or
                 *     operator) and kept at least 24 hours. A replay with the same key and body answers the
                 *     stored result; the same key with another body answers 422 `idempotency.key.reused`; a
                 *     replay while the first call still runs answers 409 `idempotency.in.progress`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorDeposit"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorRejectDeposit: {
        parameters: {
            query?: never;
            header: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
                /**
                 * @description One key per user action (a double click sends one key), scoped to the member (or
                 *     operator) and kept at least 24 hours. A replay with the same key and body answers the
                 *     stored result; the same key with another body answers 422 `idempotency.key.reused`; a
                 *     replay while the first call still runs answers 409 `idempotency.in.progress`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorReasonRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorDeposit"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorListWithdrawals: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                account?: string;
                status?: components["schemas"]["WithdrawalStatus"];
            };
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorWithdrawalPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorApproveWithdrawal: {
        parameters: {
            query?: never;
            header: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
                /**
                 * @description One key per user action (a double click sends one key), scoped to the member (or
                 *     operator) and kept at least 24 hours. A replay with the same key and body answers the
                 *     stored result; the same key with another body answers 422 `idempotency.key.reused`; a
                 *     replay while the first call still runs answers 409 `idempotency.in.progress`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorWithdrawal"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorRejectWithdrawal: {
        parameters: {
            query?: never;
            header: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
                /**
                 * @description One key per user action (a double click sends one key), scoped to the member (or
                 *     operator) and kept at least 24 hours. A replay with the same key and body answers the
                 *     stored result; the same key with another body answers 422 `idempotency.key.reused`; a
                 *     replay while the first call still runs answers 409 `idempotency.in.progress`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorReasonRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorWithdrawal"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorDisburseWithdrawal: {
        parameters: {
            query?: never;
            header: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
                /**
                 * @description One key per user action (a double click sends one key), scoped to the member (or
                 *     operator) and kept at least 24 hours. A replay with the same key and body answers the
                 *     stored result; the same key with another body answers 422 `idempotency.key.reused`; a
                 *     replay while the first call still runs answers 409 `idempotency.in.progress`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorWithdrawal"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorResolveDispute: {
        parameters: {
            query?: never;
            header: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
                /**
                 * @description One key per user action (a double click sends one key), scoped to the member (or
                 *     operator) and kept at least 24 hours. A replay with the same key and body answers the
                 *     stored result; the same key with another body answers 422 `idempotency.key.reused`; a
                 *     replay while the first call still runs answers 409 `idempotency.in.progress`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorResolveRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorWithdrawal"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorAdjustBalance: {
        parameters: {
            query?: never;
            header: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
                /**
                 * @description One key per user action (a double click sends one key), scoped to the member (or
                 *     operator) and kept at least 24 hours. A replay with the same key and body answers the
                 *     stored result; the same key with another body answers 422 `idempotency.key.reused`; a
                 *     replay while the first call still runs answers 409 `idempotency.in.progress`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BalanceAdjustmentRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["BalanceAdjustment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorJackpotStatement: {
        parameters: {
            query?: {
                /** @description First day (YYYY-MM-DD, the merchant's calendar); the pool's start when left out. */
                from?: string;
                /** @description Last day (YYYY-MM-DD, the merchant's calendar), included; up to now when left out. */
                to?: string;
                page?: number;
                size?: number;
            };
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance and one page of the statement. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["JackpotStatement"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorListRewards: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                account?: string;
                status?: components["schemas"]["ClaimStatus"];
                sourceKind?: components["schemas"]["RewardSourceKind"];
            };
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorRewardPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorApproveReward: {
        parameters: {
            query?: never;
            header: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
                /**
                 * @description One key per user action (a double click sends one key), scoped to the member (or
                 *     operator) and kept at least 24 hours. A replay with the same key and body answers the
                 *     stored result; the same key with another body answers 422 `idempotency.key.reused`; a
                 *     replay while the first call still runs answers 409 `idempotency.in.progress`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OperatorRewardApproveRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorRewardGrant"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorRejectReward: {
        parameters: {
            query?: never;
            header: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
                /**
                 * @description One key per user action (a double click sends one key), scoped to the member (or
                 *     operator) and kept at least 24 hours. A replay with the same key and body answers the
                 *     stored result; the same key with another body answers 422 `idempotency.key.reused`; a
                 *     replay while the first call still runs answers 409 `idempotency.in.progress`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorReasonRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorRewardGrant"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorProcessReward: {
        parameters: {
            query?: never;
            header: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
                /**
                 * @description One key per user action (a double click sends one key), scoped to the member (or
                 *     operator) and kept at least 24 hours. A replay with the same key and body answers the
                 *     stored result; the same key with another body answers 422 `idempotency.key.reused`; a
                 *     replay while the first call still runs answers 409 `idempotency.in.progress`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorRewardGrant"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    processDividendReq: {
        parameters: {
            query: {
                /** @description The game type of the dividend offer (upstream `type`). */
                type: components["schemas"]["ContractGameType"];
                status: components["schemas"]["ContractAction"];
                /** @description Confirms ending the own downline contracts that exceed the offer. */
                confirm?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["ContractAnswer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    processContractDividend: {
        parameters: {
            query: {
                /** @description The game type of the dividend offer (upstream `type`). */
                type: components["schemas"]["ContractGameType"];
                status: components["schemas"]["ContractAction"];
                /** @description Confirms ending the own downline contracts that exceed the offer. */
                confirm?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["ContractAnswer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    processDailySalContract: {
        parameters: {
            query: {
                /** @description The offer's (or contract's) id. */
                id: number;
                status: components["schemas"]["ContractAction"];
                /** @description Confirms ending the own downline contracts that exceed the offer. */
                confirm?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["ContractAnswer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    processDailySalaryContract: {
        parameters: {
            query: {
                /** @description The offer's (or contract's) id. */
                id: number;
                status: components["schemas"]["ContractAction"];
                /** @description Confirms ending the own downline contracts that exceed the offer. */
                confirm?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["ContractAnswer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    processContractHourSalary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HourSalaryAction"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["ContractAnswer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    processContractHourSalaryFe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HourSalaryAction"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["ContractAnswer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    processRealTimeSalaryContract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HourSalaryAction"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["ContractAnswer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    offerContract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OfferContract"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["Contract"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getMyContracts: {
        parameters: {
            query: {
                kind: components["schemas"]["ContractKind"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["MyContracts"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDownlineContracts: {
        parameters: {
            query: {
                kind: components["schemas"]["ContractKind"];
                status?: components["schemas"]["ContractStatusFilter"];
                gameType?: components["schemas"]["ContractGameType"];
                /** @description Account search (case-insensitive prefix of the account name). */
                account?: components["parameters"]["Account"];
                sort?: components["schemas"]["ContractSortColumn"];
                order?: components["parameters"]["Order"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page, 1 to 200 (default 20); outside that range answers `agent.page.size.invalid`. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["DownlineContractPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    updateContractOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The contract's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateContractOffer"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["Contract"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    withdrawContractOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The contract's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["Contract"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    terminateContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The contract's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TerminateContract"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["Contract"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getContractHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The contract's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["ContractEvent"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getSettlements: {
        parameters: {
            query: {
                kind: components["schemas"]["ContractKind"];
                /** @description `mine` (default): what the agent was paid; `downlines`: what it paid its downlines. */
                scope?: "mine" | "downlines";
                /** @description Account search (case-insensitive prefix of the account name). */
                account?: components["parameters"]["Account"];
                gameType?: components["schemas"]["ContractGameType"];
                status?: components["schemas"]["SettlementStatus"];
                /**
                 * @description Period preset, in days of the merchant's time zone. `custom` takes `from` and `to`; without
                 *     `period`, `from`/`to` decide and both default to today. A reversed range answers `agent.period.invalid`; a range
                 *     longer than 93 days answers `agent.period.too.long`.
                 */
                period?: components["parameters"]["Period"];
                /** @description First day of a custom period (YYYY-MM-DD, inclusive). */
                from?: components["parameters"]["From"];
                /** @description Last day of a custom period (YYYY-MM-DD, inclusive). */
                to?: components["parameters"]["To"];
                sort?: components["schemas"]["SettlementSortColumn"];
                order?: components["parameters"]["Order"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page, 1 to 200 (default 20); outside that range answers `agent.page.size.invalid`. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["SettlementPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getSettlementChart: {
        parameters: {
            query: {
                kind: components["schemas"]["ContractKind"];
                /**
                 * @description Period preset, in days of the merchant's time zone. `custom` takes `from` and `to`; without
                 *     `period`, `from`/`to` decide and both default to today. A reversed range answers `agent.period.invalid`; a range
                 *     longer than 93 days answers `agent.period.too.long`.
                 */
                period?: components["parameters"]["Period"];
                /** @description First day of a custom period (YYYY-MM-DD, inclusive). */
                from?: components["parameters"]["From"];
                /** @description Last day of a custom period (YYYY-MM-DD, inclusive). */
                to?: components["parameters"]["To"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["SettlementChart"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getProjectedStatement: {
        parameters: {
            query: {
                kind: components["schemas"]["ContractKind"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["ProjectedStatement"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorListContractOffers: {
        parameters: {
            query?: {
                /** @description `pending` when left out. */
                state?: "pending" | "accepted" | "declined" | "withdrawn" | "all";
                kind?: components["schemas"]["ContractKind"];
                account?: string;
                page?: number;
                size?: number;
            };
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorContractOfferPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorOfferContract: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorOfferContract"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["Contract"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorListSettlements: {
        parameters: {
            query?: {
                contractId?: number;
                period?: string;
                status?: components["schemas"]["SettlementStatus"];
                page?: number;
                size?: number;
            };
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorSettlementPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorRunSettlements: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorRunSettlements"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["SettlementRuns"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorRerunSettlement: {
        parameters: {
            query?: never;
            header: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
                /**
                 * @description One key per user action (a double click sends one key), scoped to the member (or
                 *     operator) and kept at least 24 hours. A replay with the same key and body answers the
                 *     stored result; the same key with another body answers 422 `idempotency.key.reused`; a
                 *     replay while the first call still runs answers 409 `idempotency.in.progress`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorRerunSettlement"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["SettlementRerun"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorListPointRedemptions: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                account?: string;
                status?: components["schemas"]["RedemptionStatus"];
            };
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorPointRedemptionPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorApprovePointRedemption: {
        parameters: {
            query?: never;
            header: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
                /**
                 * @description One key per user action (a double click sends one key), scoped to the member (or
                 *     operator) and kept at least 24 hours. A replay with the same key and body answers the
                 *     stored result; the same key with another body answers 422 `idempotency.key.reused`; a
                 *     replay while the first call still runs answers 409 `idempotency.in.progress`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorPointRedemption"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorRejectPointRedemption: {
        parameters: {
            query?: never;
            header: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
                /**
                 * @description One key per user action (a double click sends one key), scoped to the member (or
                 *     operator) and kept at least 24 hours. A replay with the same key and body answers the
                 *     stored result; the same key with another body answers 422 `idempotency.key.reused`; a
                 *     replay while the first call still runs answers 409 `idempotency.in.progress`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorReasonRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorPointRedemption"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorAdjustPoints: {
        parameters: {
            query?: never;
            header: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
                /**
                 * @description One key per user action (a double click sends one key), scoped to the member (or
                 *     operator) and kept at least 24 hours. A replay with the same key and body answers the
                 *     stored result; the same key with another body answers 422 `idempotency.key.reused`; a
                 *     replay while the first call still runs answers 409 `idempotency.in.progress`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PointAdjustmentRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["PointAdjustment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorMemberLedger: {
        parameters: {
            query?: {
                kind?: components["schemas"]["LedgerKind"];
                /**
                 * @description `last7` (the default) or `last30`: days in the merchant's time zone, today included;
                 *     `custom` takes `from` and `to` (also implied when only they are given). A reversed,
                 *     incomplete or malformed range answers `records.period.invalid`; one longer than the
                 *     merchant's maximum (90 days by default) answers `records.period.too.long`.
                 */
                period?: components["parameters"]["RecordsPeriodPreset"];
                /** @description First day of a custom period, YYYY-MM-DD (checked by the API, `records.period.invalid`). */
                from?: components["parameters"]["RecordsFrom"];
                /** @description Last day of a custom period, YYYY-MM-DD, included. */
                to?: components["parameters"]["RecordsTo"];
                sort?: string;
                /** @description Sort direction; newest (or largest) first by default. */
                order?: components["parameters"]["RecordsOrder"];
                /** @description Page number from 1 (below 1 answers `records.page.invalid`); a page past the end is empty. */
                page?: components["parameters"]["RecordsPage"];
                /** @description Rows per page, 1 to 100 (default 20); outside that range answers `records.page.size.invalid`. */
                pageSize?: components["parameters"]["RecordsPageSize"];
            };
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path: {
                account: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["TransactionPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorMemberBets: {
        parameters: {
            query?: {
                category?: components["schemas"]["GameCategory"];
                vendorCode?: string;
                status?: components["schemas"]["BetStatus"];
                /**
                 * @description `last7` (the default) or `last30`: days in the merchant's time zone, today included;
                 *     `custom` takes `from` and `to` (also implied when only they are given). A reversed,
                 *     incomplete or malformed range answers `records.period.invalid`; one longer than the
                 *     merchant's maximum (90 days by default) answers `records.period.too.long`.
                 */
                period?: components["parameters"]["RecordsPeriodPreset"];
                /** @description First day of a custom period, YYYY-MM-DD (checked by the API, `records.period.invalid`). */
                from?: components["parameters"]["RecordsFrom"];
                /** @description Last day of a custom period, YYYY-MM-DD, included. */
                to?: components["parameters"]["RecordsTo"];
                sort?: string;
                /** @description Sort direction; newest (or largest) first by default. */
                order?: components["parameters"]["RecordsOrder"];
                /** @description Page number from 1 (below 1 answers `records.page.invalid`); a page past the end is empty. */
                page?: components["parameters"]["RecordsPage"];
                /** @description Rows per page, 1 to 100 (default 20); outside that range answers `records.page.size.invalid`. */
                pageSize?: components["parameters"]["RecordsPageSize"];
            };
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path: {
                account: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["BetPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorMemberSafety: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path: {
                account: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorMemberSafety"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorMemberNotes: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path: {
                account: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorMemberNotePage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorAddMemberNote: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path: {
                account: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberNoteRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorMemberNote"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorResetMemberTwoFactor: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path: {
                account: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReasonRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorMember"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorResetMemberPaymentPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path: {
                account: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReasonRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorMember"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorListKeys: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorKeyList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorCreateKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorKeyCreateRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorKeyCreated"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorRevokeKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorKey"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorListLiveChats: {
        parameters: {
            query?: {
                status?: "waiting" | "taken" | "closed";
                page?: number;
                size?: number;
            };
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorLiveChatPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorGetLiveChat: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorLiveChatConversation"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorAnswerLiveChat: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorLiveChatAnswer"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["LiveChatMessage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorTakeLiveChat: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorLiveChat"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorCloseLiveChat: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorLiveChat"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorListFeedback: {
        parameters: {
            query?: {
                status?: "open" | "answered";
                page?: number;
                size?: number;
            };
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorFeedbackPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorGetFeedback: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorFeedbackDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorAnswerFeedback: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorFeedbackAnswer"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorFeedback"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorDailyReport: {
        parameters: {
            query?: {
                /** @description First day (YYYY-MM-DD, the merchant's calendar); six days before `to` when left out. */
                from?: string;
                /** @description Last day (YYYY-MM-DD); the merchant's today when left out. At most 93 days from `from`. */
                to?: string;
            };
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorDailyReport"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorDailyReportCsv: {
        parameters: {
            query?: {
                /** @description First day (YYYY-MM-DD, the merchant's calendar); six days before `to` when left out. */
                from?: string;
                /** @description Last day (YYYY-MM-DD); the merchant's today when left out. At most 93 days from `from`. */
                to?: string;
            };
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV (UTF-8, header row first). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getAvatarImage: {
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
            /** @description The picture. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                    "image/png": string;
                    "image/jpeg": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getRewardImage: {
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            /** @description The process is alive. */
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
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["HeadersTooLarge"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ready";
                        /** @enum {string} */
                        database: "pglite" | "postgres";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["HeadersTooLarge"];
            /** @description Not ready (starting, migrating, draining, or the database does not answer). */
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
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
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putDevClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClockOffset"];
            };
        };
        responses: {
            /** @description The clock now in force. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["ClockState"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDevOauthAuthorize: {
        parameters: {
            query: {
                client_id: string;
                redirect_uri: string;
                response_type: "code";
                state: string;
                code_challenge: string;
                code_challenge_method: "S256";
                scope?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sign-in page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postDevOauthAuthorize: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["OauthConsent"];
            };
        };
        responses: {
            /** @description A page that redirects to `redirect_uri` with `code` and `state`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postDevAnnouncements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DevAnnouncements"];
            };
        };
        responses: {
            /** @description How many were stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteDevAnnouncements: {
        parameters: {
            query: {
                keyPrefix: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many were removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postDevMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DevMember"];
            };
        };
        responses: {
            /** @description The account was created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: {
                            id: number;
                            username: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorListAnnouncements: {
        parameters: {
            query?: {
                type?: components["schemas"]["AnnouncementKind"];
                page?: number;
                size?: number;
            };
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorAnnouncementPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorCreateAnnouncement: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnnouncementInput"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorAnnouncement"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorGetAnnouncement: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorAnnouncement"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorUpdateAnnouncement: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnnouncementInput"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorAnnouncement"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorUnpublishAnnouncement: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorAnnouncement"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorSiteSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["SiteSettings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorUpdateSiteSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteSettingsPatch"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["SiteSettings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorReferralRule: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description Null while the merchant has no referral rule. */
                        value: components["schemas"]["ReferralRuleSettings"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorSetReferralRule: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReferralRuleSettings"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["ReferralRuleSettings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorRebateSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorRebateSettings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorSetRebateSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorRebateSettings"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorRebateSettings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorRegisterRules: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorRegisterRules"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorSetRegisterRules: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorRegisterRules"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorRegisterRules"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorPaymentSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorPaymentSettings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorSetPaymentSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorPaymentSettingsInput"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorPaymentSettings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorVipLevels: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorVipLevels"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorSetVipLevels: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorVipLevelsInput"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorVipLevels"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorListPages: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorPageList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorUpdatePage: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageInput"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorListHelpArticles: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorHelpArticleList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorCreateHelpArticle: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HelpArticleCreate"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorHelpArticle"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorUpdateHelpArticle: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HelpArticleInput"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorHelpArticle"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorPublishHelpArticle: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HelpArticlePublish"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorHelpArticle"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    operatorMoveHelpArticle: {
        parameters: {
            query?: never;
            header?: {
                /** @description An operator key (made by the operator CLI; stored hashed; holds a role). Scripts and the CLI send it; the console sends X-Operator-Session instead. */
                "X-Operator-Key"?: components["parameters"]["OperatorKey"];
                /** @description A staff member's session token from the console's sign-in (password, then an authenticator or recovery code). Takes precedence over X-Operator-Key. */
                "X-Operator-Session"?: components["parameters"]["OperatorSession"];
            };
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HelpArticleMove"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        value: components["schemas"]["OperatorHelpArticle"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
}
