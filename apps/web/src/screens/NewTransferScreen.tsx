import { BalanceCard, ScreenGrid, ThanksForm } from '@gratia/features';

/**
 * /new_transfer (SPEC §2 New thanks form): the form — recipient (suggested on focus, searched as
 * typed), amount, message, photos uploaded with progress, a sticker, a value, anonymity — with my
 * score beside it dropping at once on send; once sent, a link opens the new thanks in the feed.
 */
export function Component() {
  return (
    <ScreenGrid kind="form" aside={<BalanceCard />}>
      <ThanksForm headingLevel={1} />
    </ScreenGrid>
  );
}
