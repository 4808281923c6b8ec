import { Navigate, useParams } from 'react-router-dom';
import { ChainForm, PageStatus, ScreenGrid, useChain } from '@gratia/features';

/**
 * /challenge_chain/:id/edit (DOMAIN §1.8 'edit'; docs/decisions/0043): the chain form for its
 * author or an admin — the steps only while nobody took part. A chain that cannot be read goes to
 * /challenge_chains; someone who may not edit it goes to its page.
 */
export function Component() {
  const { id } = useParams();
  const numeric = id && /^\d+$/.test(id) && Number(id) > 0 && Number.isSafeInteger(Number(id)) ? Number(id) : null;
  const chain = useChain(numeric);
  if (numeric === null || (chain.error && !chain.data)) return <Navigate to="/challenge_chains" replace />;
  if (!chain.data) return <PageStatus />;
  if (!chain.data.me.edit) return <Navigate to={`/challenge_chain/${chain.data.id}`} replace />;
  return (
    <ScreenGrid kind="reading">
      <ChainForm chain={chain.data} />
    </ScreenGrid>
  );
}
