import type { Navigation } from './navigation.ts';
import { NavList } from './NavList.tsx';
import { useNavigation } from './useNavigation.ts';

/** Props of {@link BottomBar}. */
export interface BottomBarProps {
  /** Which SPEC §2 bottom bar: 'tablet' (768–1199 px) or 'phone' (< 768 px). */
  device: 'tablet' | 'phone';
  /** The navigation to show; default the member's ({@link useNavigation}). */
  navigation?: Navigation;
}

/**
 * A bottom bar (SPEC §2 Bottom bars) as a {@link NavList}. Tablet: thanks, events, history,
 * challenges, analytics, organization (admin), super admin, then More (surveys, market if it
 * exists, participants, awards). Phone: events, organization (admin), thanks, history, then More
 * (challenges, surveys, market, participants, analytics, awards, super admin). Only destinations
 * whose screens exist; More is left out when it would be empty.
 */
export function BottomBar({ device, navigation }: BottomBarProps) {
  const own = useNavigation();
  const { bar, more } = (navigation ?? own)[device];
  return <NavList variant="bottom" device={device} items={bar} more={more} />;
}
