import { BalanceCard, ScreenGrid, ValuesList } from '@gratia/features';

/** /main (SPEC §2 Main page): my score and the company values. */
export function Component() {
  return (
    <ScreenGrid aside={<BalanceCard />}>
      <ValuesList />
    </ScreenGrid>
  );
}
