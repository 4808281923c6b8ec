/**
 * Challenges (SPEC §1, §3, §4, §5, §7; DOMAIN §1; docs/decisions/0039): create with a prize fund
 * held on the ledger in the challenge's own account, reports, decisions paying the winners at once,
 * voting by likes, completion returning the rest, the notifications (reports sent and decided, the
 * end near, community challenges published), the job that starts and ends them on time, chains of
 * challenges by steps and the public page of a challenge (docs/decisions/0043), referral challenges
 * with their personal invite links and exports (docs/decisions/0045).
 */
export { challengeHandlers } from './routes.ts';
export { challengeWorker, CHALLENGE_QUEUE } from './jobs.ts';
export { closeChallenge, createChallenge, createReport, decideReport, deleteChallenge, likeReport, notifyEndingChallenges, setReception, settleDueChallenges, updateChallenge } from './service.ts';
export { challengesPage, getChallenge, requireVisibleReport } from './queries.ts';
export { chainsPage, createChain, createChainWithChallenges, deleteChain, getChain, updateChain } from './chains.ts';
export { publicChallenge, publicChallengeImage } from './public.ts';
export { joinReferral, recordReferral } from './referrals.ts';
export { registerChallengeExports, type ChallengeExportDeps } from './fileRoutes.ts';
export * from './schema.ts';
