// Members as the domain passes them around: the stored row, and the few fields a concern needs
// of the member (or agent) who acts. One place, so every concern means the same by them.
import type { members } from '../../db/schema/members';

/** A member as stored (players, agents and trial accounts alike). */
export type Member = typeof members.$inferSelect;

/** Who acts: the member, its merchant and its account type (player, agent, trial). */
export type MemberRef = Pick<Member, 'id' | 'merchantId' | 'type'>;

/** An agent acting in the agent centre (checked with requireAgent). */
export type AgentRef = MemberRef;
