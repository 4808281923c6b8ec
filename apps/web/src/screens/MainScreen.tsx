import { BalanceCard, BirthdaysPanel, Greeting, ScreenGrid, ValuesList } from '@gratia/features';

/**
 * /main (SPEC §2 Main page): the greeting with "Say thanks", the company values and the birthdays
 * (upcoming, a chosen period, a month calendar), my score beside them.
 */
export function Component() {
  return (
    <ScreenGrid kind="form" aside={<BalanceCard />}>
      <Greeting />
      <ValuesList />
      <BirthdaysPanel />
    </ScreenGrid>
  );
}
