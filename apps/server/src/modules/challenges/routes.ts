/** Routes of challenges (SPEC §7 'challenges: my, update, contenders, winners, reports, create, close, result'; docs/decisions/0039). */
import { IDEMPOTENCY_HEADER } from '@gratia/contracts';
import type { Db } from '../../db/client.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import type { AuthContext } from '../../http/session.ts';
import { candidatesPage, challengesPage, getChallenge, myResult, participantsPage, reportsOfChallenge, topChallenges, winnersPage } from './queries.ts';
import { chainCandidates, chainParticipants, chainsPage, createChain, createChainWithChallenges, deleteChain, getChain, updateChain } from './chains.ts';
import { publicChallenge } from './public.ts';
import { joinReferral, myReferral, organizedReferrals, referralParticipants } from './referrals.ts';
import { closeChallenge, createChallenge, createOptions, createReport, decideReport, deleteChallenge, likeReport, setReception, updateChallenge } from './service.ts';

type ChallengeRoute =
  | 'challenges'
  | 'topChallenges'
  | 'challenge'
  | 'challengeCreateOptions'
  | 'createChallenge'
  | 'updateChallenge'
  | 'deleteChallenge'
  | 'closeChallenge'
  | 'challengeReception'
  | 'createChallengeReport'
  | 'decideChallengeReport'
  | 'challengeCandidates'
  | 'challengeReports'
  | 'challengeWinners'
  | 'challengeResult'
  | 'challengeParticipants'
  | 'likeChallengeReport'
  | 'unlikeChallengeReport'
  | 'publicChallenge'
  | 'chains'
  | 'chain'
  | 'chainCandidates'
  | 'chainParticipants'
  | 'createChain'
  | 'createChainWithChallenges'
  | 'updateChain'
  | 'deleteChain'
  | 'referralInvite'
  | 'myReferral'
  | 'referralParticipants'
  | 'organizedReferrals';

/**
 * Every route is for members of the caller's current organization (403 FORBIDDEN without one);
 * each service checks the organizer, admin and visibility rules of the challenge itself, and
 * answers 404 CHALLENGE_NOT_FOUND (or REPORT_NOT_FOUND) for anything outside the organization.
 * GET /api/challenges?filter=&cursor=&limit= → ChallengesPage; GET /api/challenges/top?limit= → the main page's top; GET /api/challenges/one?id= → Challenge;
 * GET /api/challenges/create-options → sponsors with balances (points);
 * POST /api/challenges (Idempotency-Key) → Challenge (NO_ACTIVE_PERIOD, INSUFFICIENT_FUNDS, CHALLENGE_DATES_INVALID, FORBIDDEN for the community account);
 * PATCH /api/challenges → Challenge (CHALLENGE_FIELDS_LOCKED); DELETE /api/challenges?id= (CHALLENGE_HAS_PARTICIPANTS);
 * POST /api/challenges/close, /reception → Challenge; POST /api/challenges/reports → ChallengeReport;
 * POST /api/challenges/reports/decide → ChallengeReport; GET /api/challenges/contenders|winners|participants?id= → pages;
 * GET /api/challenges/reports?id=&state= → every report (organizer and admins); GET /api/challenges/result?id= → my reports; POST|DELETE /api/challenges/reports/likes → ReportLikes.
 * Chains (docs/decisions/0043): GET /api/challenges/chains, /chains/one?id=, /chains/candidates, /chains/participants?id=;
 * Referrals (docs/decisions/0045): POST /api/challenges/referrals/invite → my link; GET /referrals/mine?id=, /referrals/participants?id=, /referrals/organized.
 * POST, PATCH, DELETE /api/challenges/chains (author or admin); POST /api/challenges/chains/new-challenges (Idempotency-Key) → a chain with new challenges. GET /api/challenges/public?id=&uuid= → the public page, no sign-in.
 */
export function challengeHandlers(db: Db): Pick<Handlers, ChallengeRoute> {
  const viewer = (auth: AuthContext) => ({ organizationId: requireOrg(auth), userId: auth.userId });
  return {
    challenges: async ({ auth, query }) => challengesPage(db, viewer(auth), query),
    topChallenges: async ({ auth, query }) => topChallenges(db, viewer(auth), query),
    challenge: async ({ auth, query }) => getChallenge(db, viewer(auth), query.id),
    challengeCreateOptions: async ({ auth }) => createOptions(db, viewer(auth)),
    createChallenge: async ({ auth, body, headers }) => createChallenge(db, viewer(auth), body, headers[IDEMPOTENCY_HEADER].toLowerCase()),
    updateChallenge: async ({ auth, body }) => updateChallenge(db, viewer(auth), body),
    deleteChallenge: async ({ auth, query }) => deleteChallenge(db, viewer(auth), query.id),
    closeChallenge: async ({ auth, body }) => closeChallenge(db, viewer(auth), body.id),
    challengeReception: async ({ auth, body }) => setReception(db, viewer(auth), body.id, body.open),
    createChallengeReport: async ({ auth, body }) => createReport(db, viewer(auth), body),
    decideChallengeReport: async ({ auth, body }) => decideReport(db, viewer(auth), body),
    challengeReports: async ({ auth, query }) => reportsOfChallenge(db, viewer(auth), query),
    challengeCandidates: async ({ auth, query }) => candidatesPage(db, viewer(auth), query),
    challengeWinners: async ({ auth, query }) => winnersPage(db, viewer(auth), query),
    challengeResult: async ({ auth, query }) => myResult(db, viewer(auth), query.id),
    challengeParticipants: async ({ auth, query }) => participantsPage(db, viewer(auth), query),
    likeChallengeReport: async ({ auth, body }) => likeReport(db, viewer(auth), body.reportId, true),
    unlikeChallengeReport: async ({ auth, query }) => likeReport(db, viewer(auth), query.reportId, false),
    publicChallenge: async ({ query }) => publicChallenge(db, query),
    chains: async ({ auth, query }) => chainsPage(db, viewer(auth), query),
    chain: async ({ auth, query }) => getChain(db, viewer(auth), query.id),
    chainCandidates: async ({ auth, query }) => chainCandidates(db, viewer(auth), query),
    chainParticipants: async ({ auth, query }) => chainParticipants(db, viewer(auth), query),
    createChain: async ({ auth, body }) => createChain(db, viewer(auth), body),
    createChainWithChallenges: async ({ auth, body, headers }) => createChainWithChallenges(db, viewer(auth), body, headers[IDEMPOTENCY_HEADER].toLowerCase()),
    updateChain: async ({ auth, body }) => updateChain(db, viewer(auth), body),
    deleteChain: async ({ auth, query }) => deleteChain(db, viewer(auth), query.id),
    referralInvite: async ({ auth, body }) => joinReferral(db, viewer(auth), body.challengeId),
    myReferral: async ({ auth, query }) => myReferral(db, viewer(auth), query.id),
    referralParticipants: async ({ auth, query }) => referralParticipants(db, viewer(auth), query),
    organizedReferrals: async ({ auth, query }) => organizedReferrals(db, viewer(auth), query),
  };
}
