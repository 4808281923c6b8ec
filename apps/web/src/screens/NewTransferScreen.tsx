import { BalanceCard, ScreenGrid, ThanksForm } from '@gratia/features';

/** /new_transfer (SPEC §2 New thanks form): the form, with my score beside it dropping at once on send. */
export function Component() {
  return (
    <ScreenGrid aside={<BalanceCard />}>
      <ThanksForm />
    </ScreenGrid>
  );
}
