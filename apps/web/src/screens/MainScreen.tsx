import { BalanceCard, Greeting, ScreenGrid, ValuesList } from '@gratia/features';

/** /main (SPEC §2 Main page): the greeting with "Say thanks", the company values, my score beside them. */
export function Component() {
  return (
    <ScreenGrid kind="form" aside={<BalanceCard />}>
      <Greeting />
      <ValuesList />
    </ScreenGrid>
  );
}
