/**
 * @gratia/tokens — the single source of design values: the 17 organization colour keys
 * (SPEC §3), semantic colour roles with WCAG-derived on-colours, scales, and the runtime theme.
 */
import './fonts.ts';
import './base.css.ts';

export { vars } from './contract.css.ts';
export * from './color.ts';
export * from './orgColors.ts';
export * from './derive.ts';
export * from './scales.ts';
export * from './applyOrgTheme.ts';
export * from './presets.ts';
