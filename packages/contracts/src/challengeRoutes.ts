import { z } from 'zod';
import { IdempotencyHeaders } from './idempotency.ts';
import {
  Challenge,
  ChallengeCreateOptions,
  ChallengeIdBody,
  ChallengeIdQuery,
  ChallengeListQuery,
  ChallengeParticipantsPage,
  ChallengeReceptionBody,
  ChallengeReport,
  ChallengeReportsPage,
  ChallengeReportsQuery,
  ChallengesPage,
  ChallengesQuery,
  CreateChallengeBody,
  CreateReportBody,
  DecideReportBody,
  MyChallengeResult,
  ReportLikeBody,
  ReportLikeQuery,
  ReportLikes,
  TopChallenges,
  TopChallengesQuery,
  UpdateChallengeBody,
  PublicChallenge,
  PublicChallengeQuery,
} from './challenges.ts';
import { MyReferral, OrganizedReferralsQuery, ReferralExportQuery, ReferralInviteBody, ReferralLink, ReferralParticipantsPage, ReferralParticipantsQuery } from './challengeReferrals.ts';
import {
  ChainCandidatesQuery,
  ChainDetail,
  ChainIdQuery,
  ChainParticipantsPage,
  ChainParticipantsQuery,
  ChainsPage,
  ChainsQuery,
  CreateChainBody,
  CreateChainWithChallengesBody,
  UpdateChainBody,
} from './challengeChains.ts';

/**
 * Routes of challenges (SPEC §7 'challenges: my, update, contenders, winners, reports, create,
 * close, result'; docs/decisions/0039), spread into `routes`. Every member of the caller's
 * organization may call them; the server checks the organizer, admin and visibility rules per
 * challenge, and answers 404 CHALLENGE_NOT_FOUND for a missing or another organization's challenge.
 */
export const challengeRoutes = {
  challenges: { method: 'GET', path: '/challenges', auth: true, query: ChallengesQuery, response: ChallengesPage },
  topChallenges: { method: 'GET', path: '/challenges/top', auth: true, query: TopChallengesQuery, response: TopChallenges },
  challenge: { method: 'GET', path: '/challenges/one', auth: true, query: ChallengeIdQuery, response: Challenge },
  challengeCreateOptions: { method: 'GET', path: '/challenges/create-options', auth: true, response: ChallengeCreateOptions },
  createChallenge: { method: 'POST', path: '/challenges', auth: true, headers: IdempotencyHeaders, body: CreateChallengeBody, response: Challenge },
  updateChallenge: { method: 'PATCH', path: '/challenges', auth: true, body: UpdateChallengeBody, response: Challenge },
  deleteChallenge: { method: 'DELETE', path: '/challenges', auth: true, query: ChallengeIdQuery, response: z.object({ ok: z.literal(true) }) },
  closeChallenge: { method: 'POST', path: '/challenges/close', auth: true, body: ChallengeIdBody, response: Challenge },
  challengeReception: { method: 'POST', path: '/challenges/reception', auth: true, body: ChallengeReceptionBody, response: Challenge },
  createChallengeReport: { method: 'POST', path: '/challenges/reports', auth: true, body: CreateReportBody, response: ChallengeReport },
  decideChallengeReport: { method: 'POST', path: '/challenges/reports/decide', auth: true, body: DecideReportBody, response: ChallengeReport },
  challengeReports: { method: 'GET', path: '/challenges/reports', auth: true, query: ChallengeReportsQuery, response: ChallengeReportsPage },
  challengeCandidates: { method: 'GET', path: '/challenges/contenders', auth: true, query: ChallengeListQuery, response: ChallengeReportsPage },
  challengeWinners: { method: 'GET', path: '/challenges/winners', auth: true, query: ChallengeListQuery, response: ChallengeReportsPage },
  challengeResult: { method: 'GET', path: '/challenges/result', auth: true, query: ChallengeIdQuery, response: MyChallengeResult },
  challengeParticipants: { method: 'GET', path: '/challenges/participants', auth: true, query: ChallengeListQuery, response: ChallengeParticipantsPage },
  likeChallengeReport: { method: 'POST', path: '/challenges/reports/likes', auth: true, body: ReportLikeBody, response: ReportLikes },
  unlikeChallengeReport: { method: 'DELETE', path: '/challenges/reports/likes', auth: true, query: ReportLikeQuery, response: ReportLikes },
  /** The public page (no sign-in; docs/decisions/0043): 404 CHALLENGE_NOT_FOUND unless `uuid` is the challenge's share secret. */
  publicChallenge: { method: 'GET', path: '/challenges/public', auth: false, query: PublicChallengeQuery, response: PublicChallenge },
  chains: { method: 'GET', path: '/challenges/chains', auth: true, query: ChainsQuery, response: ChainsPage },
  chain: { method: 'GET', path: '/challenges/chains/one', auth: true, query: ChainIdQuery, response: ChainDetail },
  chainCandidates: { method: 'GET', path: '/challenges/chains/candidates', auth: true, query: ChainCandidatesQuery, response: ChallengesPage },
  chainParticipants: { method: 'GET', path: '/challenges/chains/participants', auth: true, query: ChainParticipantsQuery, response: ChainParticipantsPage },
  createChain: { method: 'POST', path: '/challenges/chains', auth: true, body: CreateChainBody, response: ChainDetail },
  createChainWithChallenges: {
    method: 'POST',
    path: '/challenges/chains/new-challenges',
    auth: true,
    headers: IdempotencyHeaders,
    body: CreateChainWithChallengesBody,
    response: ChainDetail,
  },
  updateChain: { method: 'PATCH', path: '/challenges/chains', auth: true, body: UpdateChainBody, response: ChainDetail },
  /** Referral challenges (docs/decisions/0045). */
  referralInvite: { method: 'POST', path: '/challenges/referrals/invite', auth: true, body: ReferralInviteBody, response: ReferralLink },
  myReferral: { method: 'GET', path: '/challenges/referrals/mine', auth: true, query: ChallengeIdQuery, response: MyReferral },
  referralParticipants: { method: 'GET', path: '/challenges/referrals/participants', auth: true, query: ReferralParticipantsQuery, response: ReferralParticipantsPage },
  organizedReferrals: { method: 'GET', path: '/challenges/referrals/organized', auth: true, query: OrganizedReferralsQuery, response: ChallengesPage },
  deleteChain: { method: 'DELETE', path: '/challenges/chains', auth: true, query: ChainIdQuery, response: z.object({ ok: z.literal(true) }) },
} as const;

/** The referral challenges' exports (files, not JSON), registered beside the route table: organizer and admins. */
export const challengeFileRoutes = {
  exportReferralStats: { method: 'GET', path: '/challenges/referrals/stats.xlsx', auth: true, query: ReferralExportQuery },
  exportReferralWinners: { method: 'GET', path: '/challenges/referrals/winners.xlsx', auth: true, query: ReferralExportQuery },
} as const;
