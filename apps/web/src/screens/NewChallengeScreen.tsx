import { useSearchParams } from 'react-router-dom';
import { ChallengeFromTemplate, ScreenGrid } from '@gratia/features';

/** The template id of `?template=`: a positive whole number, else none. */
function templateIdOf(value: string | null): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * /challenges/new (SPEC §1 Challenges, §2 challenges 'create'; docs/decisions/0040): the create
 * wizard — about, prize, dates, rules, review — with its draft kept in local storage; without an
 * active period, why a challenge cannot be created now. A created challenge opens at /challenge/{id}.
 * `?template={id}` starts it from a challenge template (docs/decisions/0044): name, description,
 * winner rule, settings and copies of the covers filled in; fund, places and dates blank.
 */
export function Component() {
  const [params] = useSearchParams();
  return (
    <ScreenGrid kind="reading">
      <ChallengeFromTemplate templateId={templateIdOf(params.get('template'))} headingLevel={1} />
    </ScreenGrid>
  );
}
