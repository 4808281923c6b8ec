import { useParams, useSearchParams } from 'react-router-dom';
import { PublicMarketView } from '@gratia/features';

/**
 * /market/:id/offers?public_key= (SPEC §2 'none' layout: the public market page; DOMAIN §2.1;
 * docs/decisions/0046 'public page'): the market's read-only catalogue for anyone holding its link,
 * signed in or not — no cart, no ordering; a wrong key shows 'not found' (SPEC §8: this page never
 * redirects to /login).
 */
export function Component() {
  const { id } = useParams();
  const [params] = useSearchParams();
  return <PublicMarketView id={id} publicKey={params.get('public_key')} />;
}
