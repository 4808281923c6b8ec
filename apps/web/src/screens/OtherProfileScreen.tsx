import { useParams } from 'react-router-dom';
import { ProfileView, ScreenGrid } from '@gratia/features';

/**
 * /other_profile/:id (SPEC §1 profile, §2 /other_profile/{id}): a colleague's profile, with "Say
 * thanks"; the member's own id shows their own profile with "Edit profile" (→ /profile); an id that
 * is not a positive whole number, or nobody of the organization, shows "not found".
 */
export function Component() {
  const { id } = useParams();
  return (
    <ScreenGrid kind="wide">
      <ProfileView id={id} />
    </ScreenGrid>
  );
}
