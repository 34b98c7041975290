// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// Regenerate with `pnpm generate` after changing openapi/.

/** The values of `ErrorCode`. */
export const ERROR_CODE_VALUES = [
  "request.param.err",
  "merchant.acct.setup.err",
  "function.not.available",
  "unknown.system.err",
  "system.not.available",
  "access.restricted",
  "not.found",
  "too.many.requests",
  "login.not.session",
  "user.or.token.invalid",
  "user.token.expired",
  "login.cred.err",
  "captcha.invalid",
  "encryption.invalid",
  "captcha.required",
  "login.locked",
  "login_verify_required",
  "login.verify.invalid",
  "login.not.agent",
  "login.not.member",
  "remember.invalid",
  "human.check.failed",
  "sms.phone.invalid",
  "sms.too.many",
  "sms.resend.wait",
  "sms.code.invalid",
  "sms.code.missing",
  "sms.code.expired",
  "sms.quota.exceeded",
  "delivery.failed",
  "exists.username.err",
  "exists.mobile.err",
  "register.field.invalid",
  "affiliate.invalid",
  "password.old.invalid",
  "password.rule.err",
  "password.confirm.err",
  "social.login.failed",
  "firebase.token.invalid",
  "prom.claim.unavailable",
  "prom.claim.duplicate",
  "prom.claim.deposit.required",
  "activity.unavailable",
  "feedback.content.invalid",
  "feedback.image.invalid",
  "feedback.image.too.large",
  "image.pixels.too.many",
  "chat.content.invalid",
  "account.balance.not.enough",
  "game.maintenance",
  "trial.account.denied",
  "lottery.draw.closed",
  "agent.sort.invalid",
  "agent.page.size.invalid",
  "agent.period.invalid",
  "agent.period.too.long",
  "agent.rebate.too.high",
  "agent.affiliate.expiry.invalid",
  "agent.promote.invalid",
  "agent.transfer.balance.not.enough",
  "agent.transfer.self",
  "records.period.invalid",
  "records.period.too.long",
  "records.page.size.invalid",
  "records.page.invalid",
  "records.sort.invalid",
  "in_need_true_account",
  "amount.format",
  "amount.zero",
  "amount.negative",
  "amount.decimals",
  "amount.out.of.range",
  "deposit.limit.exceeded",
  "deposit.channel.invalid",
  "deposit.fields.required",
  "withdraw.daily.count",
  "withdraw.vip.daily.count",
  "withdraw.vip.daily.amount",
  "bankcard.bank.invalid",
  "bankcard.number.invalid",
  "bankcard.name.mismatch",
  "bankcard.duplicate",
  "bankcard.limit",
  "bankcard.not.found",
  "payment.password.not.set",
  "payment.password.exists",
  "payment.password.invalid",
  "payment.password.locked",
  "payment.password.rule.err",
  "payment.password.confirm.err",
  "receipt.proof.required",
  "receipt.image.invalid",
  "receipt.image.too.large",
  "point.balance.not.enough",
  "point.reward.out.of.stock",
  "point.reward.unavailable",
  "point.quantity.invalid",
  "point.amount.requirement",
  "point.password.invalid",
  "point.password.locked",
  "point.convert.zero",
  "point.convert.over.balance",
  "point.convert.minimum",
  "point.adjust.invalid",
  "transaction.state.invalid",
  "idempotency.key.reused",
  "idempotency.in.progress",
  "payment.callback.invalid",
  "operator.key.invalid",
  "operator.session.invalid",
  "operator.forbidden",
  "staff.login.invalid",
  "staff.login.wait",
  "staff.locked",
  "staff.challenge.invalid",
  "staff.code.invalid",
  "staff.enrolment.required",
  "staff.exists",
  "staff.owner.protected",
  "member.locked",
  "withdrawal.four.eyes",
  "activity.claim.duplicate",
  "activity.deposit.required",
  "mission.not.complete",
  "mission.claim.duplicate",
  "rebate.nothing.accrued",
  "rebate.below.minimum",
  "rebate.claim.duplicate",
  "reward.state.invalid",
  "reward.amount.required",
  "withdraw.wagering.required",
  "bonus.period.invalid",
  "bonus.period.too.long",
  "contract.terms.invalid",
  "contract.terms.above.own",
  "contract.own.missing",
  "contract.payee.not.direct",
  "contract.payee.not.top",
  "contract.offer.pending",
  "contract.downline.higher.rate",
  "contract.state.invalid",
  "contract.terminate.not.allowed",
  "settlement.period.invalid",
  "play.limit.exceeded",
  "login.play.break",
  "account.password.invalid",
  "profile.field.readonly",
  "profile.field.invalid",
  "profile.payee.fixed",
  "avatar.invalid",
  "avatar.too.large",
  "googleauth.exists",
  "googleauth.not.started",
  "googleauth.not.enabled",
  "googleauth.required",
  "googleauth.code.invalid",
  "wallet.transfer.same",
  "wallet.vendor.invalid",
  "upline.not.found",
  "account.transfer.exceed.min",
  "account.transfer.exceed.max",
  "vendor.signature.invalid",
  "game.bet.unknown",
  "game.bet.cancelled",
  "game.round.closed",
  "game.round.exists",
  "game.transaction.conflict",
  "livechat.taken",
  "livechat.not.yours",
  "livechat.closed",
  "livechat.staff.only",
  "feedback.answered",
  "feedback.anonymous",
  "game.window.invalid",
  "vip.level.in.use"
] as const;

/** The values of `ClaimStatus`. */
export const CLAIM_STATUS_VALUES = [
  "Applying",
  "Process",
  "Rejected",
  "Issued",
  "Claimed"
] as const;

/** The values of `FeedbackQuestionType`. */
export const FEEDBACK_QUESTION_TYPE_VALUES = [
  "DEPOSIT",
  "WITHDRAWAL",
  "GAME",
  "CUSTOMER_SERVICE",
  "APPLICATION",
  "OTHER"
] as const;

/** The values of `ContentPageSlug`. */
export const CONTENT_PAGE_SLUG_VALUES = [
  "aboutus",
  "contactus",
  "security",
  "creditreport"
] as const;

/** The values of `PostKind`. */
export const POST_KIND_VALUES = [
  "blog",
  "news"
] as const;

/** The values of `ActivityStatus`. */
export const ACTIVITY_STATUS_VALUES = [
  "Join",
  "Joined",
  "Claim",
  "Applying",
  "Process",
  "Rejected",
  "Issued",
  "Claimed",
  "Close",
  "ComingSoon"
] as const;

/** The values of `GameCategory`. */
export const GAME_CATEGORY_VALUES = [
  "RNG",
  "LIVE",
  "FISH",
  "PVP",
  "SPORTS",
  "ESPORTS",
  "COCKFIGHT",
  "LOTT",
  "ELOTT"
] as const;

/** The values of `PrizeMode`. */
export const PRIZE_MODE_VALUES = [
  "LOTT",
  "ZY",
  "ELOTT",
  "SEA"
] as const;

/** The values of `DemoEngine`. */
export const DEMO_ENGINE_VALUES = [
  "slot",
  "baccarat",
  "duel",
  "crash",
  "lottery"
] as const;

/** The values of `WithdrawalStatus`. */
export const WITHDRAWAL_STATUS_VALUES = [
  "pending",
  "approved",
  "disbursed",
  "rejected",
  "received",
  "partly_received",
  "not_received",
  "disputed"
] as const;

/** The values of `DepositStatus`. */
export const DEPOSIT_STATUS_VALUES = [
  "pending",
  "credited",
  "failed",
  "cancelled",
  "expired"
] as const;

/** The values of `LedgerKind`. */
export const LEDGER_KIND_VALUES = [
  "deposit",
  "withdrawal",
  "withdrawal_return",
  "stake",
  "payout",
  "refund",
  "transfer",
  "upline_transfer",
  "wallet_transfer",
  "bonus",
  "rebate",
  "commission",
  "dividend",
  "salary",
  "adjustment",
  "funding",
  "withdrawal_payout"
] as const;

/** The values of `BetStatus`. */
export const BET_STATUS_VALUES = [
  "OPEN",
  "SETTLED"
] as const;

/** The values of `MemberEventTopic`. */
export const MEMBER_EVENT_TOPIC_VALUES = [
  "balance",
  "messages",
  "deposits",
  "withdrawals",
  "missions",
  "vip",
  "contracts",
  "settlements",
  "livechat"
] as const;

/** The values of `RewardSourceKind`. */
export const REWARD_SOURCE_KIND_VALUES = [
  "promotion",
  "activity",
  "raffle",
  "mission",
  "vip",
  "referral",
  "rebate",
  "points"
] as const;

/** The values of `MissionPeriod`. */
export const MISSION_PERIOD_VALUES = [
  "DAILY",
  "WEEKLY",
  "MONTHLY",
  "ONCE"
] as const;

/** The values of `ContractKind`. */
export const CONTRACT_KIND_VALUES = [
  "dividend",
  "daily",
  "hourly",
  "realtime"
] as const;

/** The values of `ContractGameType`. */
export const CONTRACT_GAME_TYPE_VALUES = [
  "CONS",
  "RNG",
  "LIVE",
  "FISH",
  "PVP",
  "SPORTS",
  "ESPORTS",
  "COCKFIGHT",
  "LOTT",
  "ELOTT"
] as const;

/** The values of `ContractStatus`. */
export const CONTRACT_STATUS_VALUES = [
  "P",
  "E",
  "V",
  "R",
  "W",
  "T",
  "S"
] as const;

/** The values of `ContractAction`. */
export const CONTRACT_ACTION_VALUES = [
  "A",
  "R",
  "C"
] as const;

/** The values of `DividendCycle`. */
export const DIVIDEND_CYCLE_VALUES = [
  "D",
  "W",
  "H",
  "M"
] as const;

/** The values of `RateType`. */
export const RATE_TYPE_VALUES = [
  "P",
  "F"
] as const;

/** The values of `PointRewardType`. */
export const POINT_REWARD_TYPE_VALUES = [
  "cash",
  "bonus",
  "item"
] as const;

/** The values of `RedemptionStatus`. */
export const REDEMPTION_STATUS_VALUES = [
  "in_process",
  "approved",
  "rejected"
] as const;

/** The values of `PointTransactionType`. */
export const POINT_TRANSACTION_TYPE_VALUES = [
  "earn",
  "redeem",
  "redeem_return",
  "convert",
  "adjust"
] as const;

/** The values of `AnnouncementKind`. */
export const ANNOUNCEMENT_KIND_VALUES = [
  "B",
  "PL",
  "H",
  "PU",
  "PR"
] as const;

/** The values of `LoginEntry`. */
export const LOGIN_ENTRY_VALUES = [
  "player",
  "agent"
] as const;

/** The values of `IpVerificationMethod`. */
export const IP_VERIFICATION_METHOD_VALUES = [
  "sms",
  "email",
  "bank",
  "google"
] as const;

/** The values of `MemberStatus`. */
export const MEMBER_STATUS_VALUES = [
  "active",
  "locked"
] as const;

/** The values of `PeriodPreset`. */
export const PERIOD_PRESET_VALUES = [
  "today",
  "yesterday",
  "last7",
  "last30",
  "thisMonth",
  "lastMonth",
  "custom"
] as const;

/** The values of `SortOrder`. */
export const SORT_ORDER_VALUES = [
  "asc",
  "desc"
] as const;

/** The values of `DownlineSortColumn`. */
export const DOWNLINE_SORT_COLUMN_VALUES = [
  "account",
  "type",
  "level",
  "registeredAt",
  "lastLoginAt",
  "balance",
  "teamSize",
  "deposits",
  "withdrawals",
  "validBets",
  "winLoss",
  "status"
] as const;

/** The values of `TransactionKind`. */
export const TRANSACTION_KIND_VALUES = [
  "deposit",
  "withdrawal",
  "transferIn",
  "transferOut",
  "uplineTransfer"
] as const;

/** The values of `ProfileFieldName`. */
export const PROFILE_FIELD_NAME_VALUES = [
  "nickname",
  "payeeName",
  "telegram",
  "zalo",
  "birthday",
  "referrer",
  "address",
  "nationality",
  "occupation",
  "sourceOfIncome"
] as const;

/** The values of `SourceOfIncome`. */
export const SOURCE_OF_INCOME_VALUES = [
  "salary",
  "business",
  "investments",
  "savings",
  "pension",
  "other"
] as const;

/** The values of `AvatarType`. */
export const AVATAR_TYPE_VALUES = [
  "STATIC",
  "UPLOAD"
] as const;

/** The values of `GoogleAuthPlace`. */
export const GOOGLE_AUTH_PLACE_VALUES = [
  "login",
  "security"
] as const;

/** The values of `PlayBreakKind`. */
export const PLAY_BREAK_KIND_VALUES = [
  "timeout",
  "exclusion"
] as const;

/** The values of `PlayBreakDuration`. */
export const PLAY_BREAK_DURATION_VALUES = [
  "24h",
  "72h",
  "1w",
  "2w",
  "4w",
  "6w",
  "6m",
  "1y",
  "2y",
  "5y",
  "permanent"
] as const;

/** The values of `ChannelType`. */
export const CHANNEL_TYPE_VALUES = [
  "online",
  "bank"
] as const;

/** The values of `ReceiptAnswer`. */
export const RECEIPT_ANSWER_VALUES = [
  "received",
  "partly_received",
  "not_received"
] as const;

/** The values of `RecordsPreset`. */
export const RECORDS_PRESET_VALUES = [
  "last7",
  "last30",
  "custom"
] as const;

/** The values of `StaffRole`. */
export const STAFF_ROLE_VALUES = [
  "owner",
  "finance",
  "support",
  "content",
  "read-only"
] as const;

/** The values of `StaffPermission`. */
export const STAFF_PERMISSION_VALUES = [
  "dashboard.read",
  "cashier.read",
  "cashier.decide",
  "balance.adjust",
  "rewards.read",
  "rewards.decide",
  "points.read",
  "points.decide",
  "contracts.read",
  "contracts.manage",
  "members.read",
  "members.lock",
  "audit.read",
  "staff.manage",
  "settings.manage",
  "members.note",
  "members.security",
  "content.read",
  "content.manage",
  "settings.read",
  "support.read",
  "support.answer",
  "reports.read",
  "games.read",
  "games.manage",
  "payments.manage"
] as const;

/** The values of `ContractStatusFilter`. */
export const CONTRACT_STATUS_FILTER_VALUES = [
  "current",
  "all",
  "P",
  "E",
  "V",
  "R",
  "W",
  "T",
  "S"
] as const;

/** The values of `ContractSortColumn`. */
export const CONTRACT_SORT_COLUMN_VALUES = [
  "account",
  "gameType",
  "status",
  "offeredAt",
  "startsAt",
  "endsAt"
] as const;

/** The values of `SettlementStatus`. */
export const SETTLEMENT_STATUS_VALUES = [
  "paid",
  "zero",
  "short"
] as const;

/** The values of `SettlementSortColumn`. */
export const SETTLEMENT_SORT_COLUMN_VALUES = [
  "periodStart",
  "account",
  "validBet",
  "profitLoss",
  "activeMembers",
  "amount",
  "status"
] as const;
