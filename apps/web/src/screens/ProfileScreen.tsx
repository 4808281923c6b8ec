import { ProfileEditForm, ProfileView, ScreenGrid, useMe } from '@gratia/features';

/**
 * /profile (SPEC §2 profile editing, §5 Profile): the member's own profile as colleagues see it
 * (hidden fields aside), with the edit form under it — names, contacts, photo, visibility, language.
 */
export function Component() {
  const me = useMe();
  return (
    <ScreenGrid kind="wide">
      <ProfileView id={me.data?.id} editHref={null} />
      <ProfileEditForm />
    </ScreenGrid>
  );
}
