import type { Decorator } from '@storybook/react-vite';
import { vars } from '@gratia/tokens';

/**
 * Stories only: shows a form control as forms use it, on a `surface` panel (a card or dialog)
 * of a form's width, so contrast is checked against the background the control really has.
 */
export const formFrame: Decorator = (Story) => (
  <div
    style={{
      maxWidth: '28rem',
      padding: vars.space.lg,
      background: vars.color.surface,
      borderRadius: vars.radius.lg,
    }}
  >
    <Story />
  </div>
);
