import { BalanceCard, BirthdaysPanel, CommunityStatsPanel, Greeting, ScreenGrid, TopChallenges, TopOffers, ValuesList } from '@gratia/features';

/**
 * /main (SPEC §2 Main page): the greeting with "Say thanks", the top challenges, the top benefits (when the community has a market), the company values, the community's
 * statistics since the project start and the birthdays (upcoming, a chosen period, a month
 * calendar), my score beside them.
 */
export function Component() {
  return (
    <ScreenGrid kind="form" aside={<BalanceCard />}>
      <Greeting />
      <TopChallenges />
      <TopOffers />
      <ValuesList />
      <CommunityStatsPanel />
      <BirthdaysPanel />
    </ScreenGrid>
  );
}
