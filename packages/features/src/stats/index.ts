/**
 * stats — the community's statistics since the project start on the main page (SPEC §2 Main page:
 * thanks sent, points moved, people thanked, the most used value). The analytics screens come with
 * the analytics area.
 */
export { CommunityStatsPanel } from './CommunityStatsPanel.tsx';
export { communityStatsKey, useCommunityStats } from './hooks.ts';
