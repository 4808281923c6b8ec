import { StrokeIcon as Icon } from '../../shared/index.ts';

/* Icons of the header's buttons (decorative; each button carries its name). */

/** Door with an arrow: log out. */
export function LogoutIcon() {
  return (
    <Icon>
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
      <path d="M16 17l5-5-5-5" />
      <path d="M21 12H9" />
    </Icon>
  );
}

/** Two arrows: switch community. */
export function SwitchIcon() {
  return (
    <Icon>
      <path d="M4 7h13l-3-3" />
      <path d="M20 17H7l3 3" />
    </Icon>
  );
}
