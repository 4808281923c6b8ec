import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';
import { iconBase } from '../internal/statePanel.css.ts';

export { root, title, description, action } from '../internal/statePanel.css.ts';

export const icon = style([iconBase, { color: vars.color.textMuted }]);
