import { RedistributionForm, ScreenGrid } from '@gratia/features';

/**
 * /redistribution (DOMAIN §6.4 'M'; docs/decisions/0023), behind `RequireRoles` M (routes.tsx): the
 * manager gives part of their points to give to a colleague of their division; the form shows the
 * points they have left, so the page needs no score beside it.
 */
export function Component() {
  return (
    <ScreenGrid kind="form">
      <RedistributionForm headingLevel={1} />
    </ScreenGrid>
  );
}
