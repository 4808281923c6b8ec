/**
 * challenges — challenges of a community (SPEC §1 Challenges; §2 /challenges, /all_challenges,
 * /challenge/{id}; §3 Challenge, Report; §4 Challenge states; §5 challenge rules; §7 challenges
 * calls; docs/decisions/0039): the lists and cards, the create and edit form, the detail page
 * with its tabs, reports and their judging, referral challenges (SPEC §1 'referral';
 * docs/decisions/0045: the invite link panel and the leaderboard), and the hooks over the challenges API.
 */
export {
  CHALLENGES_PAGE_SIZE,
  CHALLENGE_TAB_PAGE_SIZE,
  challengeKeys,
  useChallenge,
  useChallengeActions,
  useChallengeCandidates,
  useChallengeReports,
  useEventLikers,
  LIKERS_PAGE_SIZE,
  type LikersState,
  useChallengeCreateOptions,
  useChallengeParticipants,
  useChallenges,
  useChallengeWinners,
  useCreateChallenge,
  useMyChallengeResult,
  useMyReferral,
  useReferralParticipants,
  useReportLike,
  useUpdateChallenge,
  type ChallengeActions,
  type ChallengeParticipantsState,
  type ChallengeReportsState,
  type ChallengesState,
  type ReferralParticipantsState,
} from './hooks.ts';
export { ReferralLinkPanel, ReferralOriginContext, ReferralsTab, referralExportPath, referralLinkUrl, type ReferralExport, type ReferralLinkPanelProps, type ReferralsTabProps } from './ReferralPanel.tsx';
export { CHALLENGE_TABS, ChallengeView, initialTab, visibleTabs, type ChallengeTab, type ChallengeViewProps } from './ChallengeView.tsx';
export { DecideDialog, ReportDialog, type DecideDialogProps, type ReportDialogProps } from './ReportDialogs.tsx';
export { ReportCard, type ReportCardProps } from './ReportCard.tsx';
export { ChallengeCard, type ChallengeCardProps } from './ChallengeCard.tsx';
export { ChallengesView, type ChallengesViewProps } from './ChallengesView.tsx';
export { CHALLENGE_FILTER_ORDER, NEW_CHALLENGE_PATH, challengePath, parseChallengeFilter } from './challengeList.ts';
export { TopChallenges } from './TopChallenges.tsx';
export { TOP_CHALLENGES, topChallengesKey, useTopChallenges } from './top.ts';
export { ChallengeForm, type ChallengeFormProps } from './ChallengeForm.tsx';
export {
  CHALLENGE_STEPS as CHALLENGE_FORM_STEPS,
  createBody as challengeCreateBody,
  draftKey as challengeDraftKey,
  emptyChallengeValues,
  prizeSplit,
  readDraft as readChallengeDraft,
  clearDraft as clearChallengeDraft,
  updateBody as challengeUpdateBody,
  validateStep as validateChallengeStep,
  valuesFromChallenge,
  winnerRulesFor,
  writeDraft as writeChallengeDraft,
  type ChallengeDraft,
  type ChallengeErrors,
  type ChallengeField,
  type ChallengeFormValues,
  type ChallengeStep as ChallengeFormStep,
  type FormIssue as ChallengeFormIssue,
} from './challengeForm.ts';
export {
  challengeSharePath,
  challengeShareLink,
  parseChallengeId,
  publicChallengeKey,
  publicChallengeSignInHref,
  usePublicChallenge,
  type PublicChallengeState,
  type PublicChallengeStatus,
} from './publicChallenge.ts';
export { PublicChallengeView, type PublicChallengeViewProps } from './PublicChallengeView.tsx';
export { ShareChallengeButton, type ShareChallengeButtonProps } from './ShareChallengeButton.tsx';
export { ChainCard, chainPath, type ChainCardProps } from './ChainCard.tsx';
export { ChainsView, CHAIN_FILTERS, NEW_CHAIN_PATH } from './ChainsView.tsx';
export { CHAIN_TABS, ChainView, initialChainTab, type ChainTab, type ChainViewProps } from './ChainView.tsx';
export { ChainForm, ChainTemplateForm, ChainTemplateState, type ChainFormProps, type ChainTemplateFormProps } from './ChainForm.tsx';
export { StepsEditor, type StepsEditorProps } from './StepsEditor.tsx';
export { CHAINS_PAGE_SIZE, chainKeys, useChain, useChainActions, useChainCandidates, useChainParticipants, useChains, useTemplateForChain, type ChainActions, type ChainListState } from './chainHooks.ts';
export { dropEmptySteps, fromChainSteps, moveChallenges, shiftChallenge, toStepItems, type Steps as ChainSteps } from './chainSteps.ts';
