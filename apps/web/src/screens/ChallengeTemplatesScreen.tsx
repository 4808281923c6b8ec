import { ScreenGrid, TemplatesView } from '@gratia/features';

/**
 * /challenge_templates (SPEC §2 'challenge templates'; DOMAIN §1.9; docs/decisions/0044), a wide
 * page: the scope tabs My / Ours / Common (`?scope=`), the category filter (`?category=`, several)
 * and the search (`?q=`), the template cards that start a challenge or a chain, and for who may,
 * the template form and the category manager.
 */
export function Component() {
  return (
    <ScreenGrid kind="wide">
      <TemplatesView />
    </ScreenGrid>
  );
}
