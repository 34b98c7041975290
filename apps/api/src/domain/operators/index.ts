// The public surface of domain/operators: what the rest of the server may use.
export { auditLog, auditPage, writeAudit } from './audit';
export { type Operator } from './caller';
export { dashboardFigures } from './dashboard';
export {
  approveWithFourEyes,
  ensureFourEyesRule,
  firstApprovals,
  fourEyesRule,
  setFourEyesRule,
} from './four-eyes';
export {
  answerLiveChat,
  closeLiveChat,
  liveChatConversation,
  liveChatList,
  takeLiveChat,
} from './live-chats';
export { answerFeedback, feedbackDetail, feedbackList } from './feedback';
export { dailyReport, dailyReportCsv } from './reports';
export { agentDetail, agentTreePage } from './agents';
export { memberDetail, searchMembers, setMemberLock } from './members';
export {
  addMemberNote,
  memberBets,
  memberLedger,
  memberNotesPage,
  memberSafety,
  resetMemberSecurity,
} from './member-care';
export {
  authenticateOperatorThrottled,
  createOperatorKey,
  ensureOperatorKey,
  listOperatorKeys,
  revokeOperatorKey,
} from './operators';
export {
  checkAccess,
  isStaffRole,
  OPERATION_ACCESS,
  STAFF_ROLES,
  type Access,
  type StaffRole,
} from './permissions';
export {
  confirmStaffEnrolment,
  createStaffUser,
  currentStaff,
  endStaffSession,
  ensureStaffUser,
  listStaff,
  lockStaff,
  resolveStaffSession,
  /** @internal */ STAFF_IDLE_MS,
  startStaffEnrolment,
  staffSignIn,
  unlockStaff,
  verifyStaffSignIn,
} from './staff';
export {
  createAnnouncement,
  listOperatorAnnouncements,
  operatorAnnouncement,
  unpublishAnnouncement,
  updateAnnouncement,
} from './announcements';
export { operatorGames, operatorGameVendors, updateGame, updateGameVendor } from './games';
export { listOperatorPages, updatePage } from './pages';
export { paymentSettings, setPaymentSettings } from './payment-settings';
export { rebateSettings, setRebateSettings } from './rebate-settings';
export { referralRuleSettings, setReferralRule } from './referral-rule';
export { registerRules, setRegisterRules } from './register-rules';
export { siteSettings, updateSiteSettings } from './site-settings';
export { setVipLevels, vipLevelSettings } from './vip-levels';
export {
  createHelpArticle,
  listHelpArticles,
  moveHelpArticle,
  publishHelpArticle,
  updateHelpArticle,
} from './help-articles';
