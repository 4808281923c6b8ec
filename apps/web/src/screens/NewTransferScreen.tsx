import { BalanceCard, ScreenGrid, ThanksForm } from '@gratia/features';

/**
 * /new_transfer (SPEC §2 New thanks form): the form — recipient, amount, message, photos uploaded
 * with progress, a sticker, a value, anonymity — with my score beside it dropping at once on send.
 */
export function Component() {
  return (
    <ScreenGrid aside={<BalanceCard />}>
      <ThanksForm />
    </ScreenGrid>
  );
}
