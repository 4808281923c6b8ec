import { useSearchParams } from 'react-router-dom';
import { BalanceCard, parseProfileId, ScreenGrid, ThanksForm } from '@gratia/features';

/**
 * /new_transfer (SPEC §2 New thanks form): the form — recipient (suggested on focus, searched as
 * typed; `?to=<member id>` chooses one, as a profile's "Say thanks" does), amount, message, photos
 * uploaded with progress, a sticker, a value, anonymity — with my score beside it dropping at once
 * on send; once sent, a link opens the new thanks in the feed.
 */
export function Component() {
  const [params] = useSearchParams();
  return (
    <ScreenGrid kind="form" aside={<BalanceCard />}>
      <ThanksForm headingLevel={1} recipientId={parseProfileId(params.get('to')) ?? undefined} />
    </ScreenGrid>
  );
}
