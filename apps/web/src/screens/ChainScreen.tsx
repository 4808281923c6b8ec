import { useParams } from 'react-router-dom';
import { ChainView, ScreenGrid } from '@gratia/features';

/** /challenge_chain/:id (SPEC §2; DOMAIN §1.8; docs/decisions/0043): a chain with its conditions, its challenges by step and its participants. */
export function Component() {
  const { id } = useParams();
  return (
    <ScreenGrid kind="wide">
      <ChainView id={id} />
    </ScreenGrid>
  );
}
