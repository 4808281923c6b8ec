/**
 * Referral challenges on the client (SPEC §1 'referral'; docs/decisions/0045): the exports' and the
 * link's addresses, and which tabs a referral challenge's page shows to whom.
 */
import { describe, expect, it } from 'vitest';
import { initialTab, visibleTabs } from './ChallengeView.tsx';
import { referralExportPath, referralLinkUrl } from './ReferralPanel.tsx';
import { memberAbilities, organizerAbilities, referralChallenge, referralLink } from './fixtures.ts';

describe('referral addresses', () => {
  it('points the two exports at the file routes with the id and the language', () => {
    expect(referralExportPath('stats', 7, 'ru')).toBe('/api/challenges/referrals/stats.xlsx?id=7&lang=ru');
    expect(referralExportPath('winners', 12, 'en')).toBe('/api/challenges/referrals/winners.xlsx?id=12&lang=en');
  });
  it('makes the whole invite address from the origin and the link’s path', () => {
    expect(referralLinkUrl('https://gratia.example', referralLink({ token: 'a b' }))).toBe('https://gratia.example/community/invite?invite=a%20b');
  });
});

describe('the tabs of a referral challenge', () => {
  it('hides the report tabs and shows the leaderboard to the organizer and admins', () => {
    expect(visibleTabs(referralChallenge({ me: organizerAbilities }))).toEqual(['conditions', 'comments', 'grades', 'referrals', 'winners']);
  });
  it('shows a member the leaderboard only when the challenge shows its participants', () => {
    const member = { ...memberAbilities, canReport: false, canRefer: true };
    expect(visibleTabs(referralChallenge({ me: member }))).toEqual(['conditions', 'comments', 'grades', 'winners']);
    const open = referralChallenge({ settings: { showParticipants: true, multipleReports: false, anonymous: false, invitedOnly: false }, me: { ...member, canSeeCandidates: true, canSeeParticipants: true } });
    expect(visibleTabs(open)).toEqual(['conditions', 'comments', 'grades', 'referrals', 'winners']);
  });
  it('shows a winner their result, and opens the leaderboard from ?tab=referrals, else the conditions', () => {
    const winner = referralChallenge({ status: 'completed', me: { ...memberAbilities, canReport: false, myReports: ['accepted'] } });
    expect(visibleTabs(winner)).toContain('result');
    const organizer = referralChallenge({ me: organizerAbilities });
    expect(initialTab(organizer, new URLSearchParams('tab=referrals'))).toBe('referrals');
    expect(initialTab(organizer, new URLSearchParams('tab=candidates'))).toBe('conditions');
    expect(initialTab(organizer, new URLSearchParams(''))).toBe('conditions');
  });
  it('keeps the other challenges’ tabs as they were', () => {
    expect(visibleTabs(referralChallenge({ winnerRule: 'organizer', referralMinimum: null, me: organizerAbilities }))).toEqual(['conditions', 'comments', 'grades', 'offers', 'candidates', 'winners', 'participants']);
  });
});
