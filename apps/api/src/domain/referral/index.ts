// The public surface of domain/referral: invite friends (codes, invitees, the referral rule and
// the referrer's reward, paid through the rewards' grantReward). See apps/api/README.md "Referral".
export {
  recordReferral,
  referralDetails,
  referralEnabled,
  referralInvitees,
  rewardReferrer,
} from './referral';
