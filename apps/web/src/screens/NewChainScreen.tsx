import { useSearchParams } from 'react-router-dom';
import { ChainForm, ChainTemplateForm, ChainTemplateState, ScreenGrid, useTemplateForChain } from '@gratia/features';

/**
 * /challenge_chains/new (SPEC §1 chains; DOMAIN §1.8, §1.9; docs/decisions/0043): a chain of the
 * member's own challenges arranged in steps; with `?template={id}` of a chain template, the chain
 * and its new challenges from the template (fund, places and dates left to the member).
 */
export function Component() {
  const [params] = useSearchParams();
  const raw = params.get('template');
  const templateId = raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const template = useTemplateForChain(templateId);
  let content = <ChainForm />;
  if (templateId !== null) {
    if (template.data) content = template.data.kind === 'chain' ? <ChainTemplateForm template={template.data} /> : <ChainTemplateState state="not-chain" />;
    else content = template.error ? <ChainTemplateState state="error" onRetry={() => void template.mutate()} /> : <ChainTemplateState state="loading" />;
  }
  return <ScreenGrid kind="reading">{content}</ScreenGrid>;
}
