// Roles and what each may do: the one place that says so. Every /operator operation of the
// contract is listed in OPERATION_ACCESS (the access hook refuses to start the app if one is
// missing), so a new call is refused to everyone until it is placed here.
import { AppError } from '../kernel';

export const STAFF_ROLES = ['owner', 'finance', 'support', 'content', 'read-only'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const ALL = STAFF_ROLES;

/** Each permission and the roles that hold it. */
const PERMISSIONS = {
  'dashboard.read': ALL,
  'cashier.read': ['owner', 'finance', 'support', 'read-only'],
  'cashier.decide': ['owner', 'finance'],
  'balance.adjust': ['owner', 'finance'],
  'rewards.read': ['owner', 'finance', 'support', 'read-only'],
  'rewards.decide': ['owner', 'finance'],
  'points.read': ['owner', 'finance', 'support', 'read-only'],
  'points.decide': ['owner', 'finance'],
  'contracts.read': ['owner', 'finance', 'read-only'],
  'contracts.manage': ['owner', 'finance'],
  'members.read': ['owner', 'finance', 'support', 'read-only'],
  'members.lock': ['owner', 'support'],
  'audit.read': ['owner', 'read-only'],
  'staff.manage': ['owner'],
  'settings.manage': ['owner'],
  'payments.manage': ['owner', 'finance'],
  'members.note': ['owner', 'finance', 'support'],
  'members.security': ['owner', 'support'],
  'content.read': ALL,
  'content.manage': ['owner', 'content'],
  'settings.read': ALL,
  'support.read': ['owner', 'support', 'read-only'],
  'support.answer': ['owner', 'support'],
  'reports.read': ['owner', 'finance', 'read-only'],
  'games.read': ALL,
  'games.manage': ['owner', 'content'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

/**
 * What an operation asks of its caller: a permission; `signed-in` (any staff member or key of
 * the merchant: who am I, sign out); `public` (the sign-in steps, which carry their own proof).
 */
export type Access = Permission | 'signed-in' | 'public';

export const OPERATION_ACCESS: Record<string, Access> = {
  operatorSignIn: 'public',
  operatorVerifySignIn: 'public',
  operatorStartEnrolment: 'public',
  operatorConfirmEnrolment: 'public',
  operatorCurrentStaff: 'signed-in',
  operatorSignOut: 'signed-in',
  operatorDashboard: 'dashboard.read',
  operatorListDeposits: 'cashier.read',
  operatorConfirmDeposit: 'cashier.decide',
  operatorRejectDeposit: 'cashier.decide',
  operatorListWithdrawals: 'cashier.read',
  operatorApproveWithdrawal: 'cashier.decide',
  operatorRejectWithdrawal: 'cashier.decide',
  operatorDisburseWithdrawal: 'cashier.decide',
  operatorResolveDispute: 'cashier.decide',
  operatorAdjustBalance: 'balance.adjust',
  operatorJackpotStatement: 'cashier.read',
  operatorListRewards: 'rewards.read',
  operatorApproveReward: 'rewards.decide',
  operatorRejectReward: 'rewards.decide',
  operatorProcessReward: 'rewards.decide',
  operatorOfferContract: 'contracts.manage',
  operatorListContractOffers: 'contracts.read',
  operatorListSettlements: 'contracts.read',
  operatorListAgents: 'contracts.read',
  operatorGetAgent: 'contracts.read',
  operatorRunSettlements: 'contracts.manage',
  operatorRerunSettlement: 'contracts.manage',
  operatorListPointRedemptions: 'points.read',
  operatorApprovePointRedemption: 'points.decide',
  operatorRejectPointRedemption: 'points.decide',
  operatorAdjustPoints: 'points.decide',
  operatorListMembers: 'members.read',
  operatorGetMember: 'members.read',
  operatorLockMember: 'members.lock',
  operatorUnlockMember: 'members.lock',
  operatorAuditLog: 'audit.read',
  operatorListStaff: 'staff.manage',
  operatorCreateStaff: 'staff.manage',
  operatorLockStaff: 'staff.manage',
  operatorUnlockStaff: 'staff.manage',
  operatorFourEyesRule: 'cashier.read',
  operatorSetFourEyesRule: 'settings.manage',
  // Console (a): a member's page, staff and keys, agents, reward and redemption queues.
  operatorMemberLedger: 'members.read',
  operatorMemberBets: 'members.read',
  operatorMemberSafety: 'members.read',
  operatorMemberNotes: 'members.read',
  operatorAddMemberNote: 'members.note',
  operatorResetMemberTwoFactor: 'members.security',
  operatorResetMemberPaymentPassword: 'members.security',
  operatorListKeys: 'staff.manage',
  operatorCreateKey: 'staff.manage',
  operatorRevokeKey: 'staff.manage',
  operatorListAnnouncements: 'content.read',
  operatorGetAnnouncement: 'content.read',
  operatorCreateAnnouncement: 'content.manage',
  operatorUpdateAnnouncement: 'content.manage',
  operatorUnpublishAnnouncement: 'content.manage',
  operatorSiteSettings: 'settings.read',
  operatorUpdateSiteSettings: 'settings.manage',
  operatorReferralRule: 'settings.read',
  operatorSetReferralRule: 'settings.manage',
  operatorRebateSettings: 'settings.read',
  operatorSetRebateSettings: 'settings.manage',
  operatorRegisterRules: 'settings.read',
  operatorSetRegisterRules: 'settings.manage',
  operatorPaymentSettings: 'settings.read',
  operatorSetPaymentSettings: 'payments.manage',
  operatorVipLevels: 'settings.read',
  operatorSetVipLevels: 'settings.manage',
  operatorListPages: 'content.read',
  operatorUpdatePage: 'content.manage',
  operatorListHelpArticles: 'content.read',
  operatorCreateHelpArticle: 'content.manage',
  operatorUpdateHelpArticle: 'content.manage',
  operatorPublishHelpArticle: 'content.manage',
  operatorMoveHelpArticle: 'content.manage',
  operatorListGames: 'games.read',
  operatorUpdateGame: 'games.manage',
  operatorListGameVendors: 'games.read',
  operatorUpdateGameVendor: 'games.manage',
  operatorListLiveChats: 'support.read',
  operatorGetLiveChat: 'support.read',
  operatorTakeLiveChat: 'support.answer',
  operatorAnswerLiveChat: 'support.answer',
  operatorCloseLiveChat: 'support.answer',
  operatorListFeedback: 'support.read',
  operatorGetFeedback: 'support.read',
  operatorAnswerFeedback: 'support.answer',
  operatorDailyReport: 'reports.read',
  operatorDailyReportCsv: 'reports.read',
};

export const isStaffRole = (value: string): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value);

export const hasPermission = (role: StaffRole, permission: Permission): boolean =>
  (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);

/** The permissions a role holds (the console shows and hides its screens by them). */
export const permissionsOf = (role: StaffRole): Permission[] =>
  (Object.keys(PERMISSIONS) as Permission[]).filter((p) => hasPermission(role, p));

/** Refuses (403) a caller whose role lacks `access`; `public` and `signed-in` always pass. */
export function checkAccess(role: StaffRole, access: Access): void {
  if (access === 'public' || access === 'signed-in') return;
  if (!hasPermission(role, access)) {
    throw new AppError(403, 'operator.forbidden', 'Your role does not allow this action', {
      permission: access,
    });
  }
}
