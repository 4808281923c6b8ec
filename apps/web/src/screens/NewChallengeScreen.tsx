import { ChallengeForm, ScreenGrid } from '@gratia/features';

/**
 * /challenges/new (SPEC §1 Challenges, §2 challenges 'create'; docs/decisions/0040): the create
 * wizard — about, prize, dates, rules, review — with its draft kept in local storage; without an
 * active period, why a challenge cannot be created now. A created challenge opens at /challenge/{id}.
 */
export function Component() {
  return (
    <ScreenGrid kind="reading">
      <ChallengeForm headingLevel={1} />
    </ScreenGrid>
  );
}
