import { BalanceCard, BirthdaysPanel, CommunityStatsPanel, Greeting, ScreenGrid, TopChallenges, ValuesList } from '@gratia/features';

/**
 * /main (SPEC §2 Main page): the greeting with "Say thanks", the top challenges, the company values, the community's
 * statistics since the project start and the birthdays (upcoming, a chosen period, a month
 * calendar), my score beside them.
 */
export function Component() {
  return (
    <ScreenGrid kind="form" aside={<BalanceCard />}>
      <Greeting />
      <TopChallenges />
      <ValuesList />
      <CommunityStatsPanel />
      <BirthdaysPanel />
    </ScreenGrid>
  );
}
