/**
 * Static design scales (values, not CSS): space, size, radius, typography, shadow, z-index,
 * motion and breakpoints. `contract.css.ts` turns them into CSS variables.
 */

/** Spacing scale, rem (16 px base): 0, 2, 4, 8, 12, 16, 24, 32, 48 px. */
export const space = {
  none: '0',
  xxs: '0.125rem',
  xs: '0.25rem',
  sm: '0.5rem',
  md: '0.75rem',
  lg: '1rem',
  xl: '1.5rem',
  xxl: '2rem',
  xxxl: '3rem',
} as const;

/** Component sizes, rem. The logo box is SPEC §5/§9: 166 × 35 px. */
export const size = {
  controlSm: '2rem',
  controlMd: '2.5rem',
  controlLg: '3rem',
  icon: '1.25rem',
  iconSm: '1rem',
  avatarSm: '1.5rem',
  avatarMd: '2.5rem',
  avatarLg: '4rem',
  sidebarWidth: '15rem',
  headerHeight: '4rem',
  bottomBarHeight: '4rem',
  contentMaxWidth: '60rem',
  /**
   * The page grid of the main layouts (docs: "UI/Page layout"): the widest the sidebar and content
   * get together, gutters included (80 rem = 1280 px); wider screens centre it.
   */
  pageMaxWidth: '80rem',
  /** A reading column (the events feed): about 70 characters of body text (42 rem). */
  readingWidth: '42rem',
  /** The side column beside a form (my score beside the thanks form; 20 rem). */
  asideWidth: '20rem',
  logoMaxWidth: '10.375rem',
  logoMaxHeight: '2.1875rem',
  focusRingWidth: '0.125rem',
  borderWidth: '0.0625rem',
  dialogWidth: '28rem',
  popoverMaxHeight: '20rem',
  toastWidth: '22rem',
  /** Overlays: the narrowest menu or popover, the widest popover, a tooltip's line length. */
  overlayMinWidth: '12rem',
  popoverMaxWidth: '24rem',
  tooltipMaxWidth: '18rem',
  /** A side panel opened from the header (notifications): its width and tallest height. */
  panelWidth: '22rem',
  panelMaxHeight: '28rem',
  /** Comfortable reading width of a paragraph (empty and error states). */
  measure: '32rem',
  /** A date field (DD-MM-YYYY and its calendar button) and one end of a date range. */
  dateFieldWidth: '14rem',
  dateRangeFieldWidth: '10rem',
  /** The image cropper's stage height. */
  cropStageHeight: '20rem',
} as const;

/** Corner radii. */
export const radius = { none: '0', sm: '0.25rem', md: '0.5rem', lg: '0.75rem', full: '9999px' } as const;

/** The family name of the variable font the app ships (@fontsource-variable/inter). */
export const INTER_FAMILY = 'Inter Variable';

/**
 * The variable font the app ships (Inter, Latin + Cyrillic); while it loads, and where it cannot,
 * its metric-matched fallbacks (fontFallback.css.ts: Arial or Roboto sized as Inter, so nothing
 * moves when Inter arrives), then system fonts.
 */
export const fontFamily = {
  family: `'${INTER_FAMILY}', 'Inter Variable Fallback: Arial', 'Inter Variable Fallback: Roboto', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`,
  familyMono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;
/** Type sizes, rem: 12, 14, 16, 18, 22, 28 px. */
export const fontSize = { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' } as const;
export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;
export const lineHeight = { tight: '1.25', normal: '1.5' } as const;

/** Elevation shadows. */
export const shadow = {
  sm: '0 1px 2px rgb(0 0 0 / 0.06), 0 1px 3px rgb(0 0 0 / 0.1)',
  md: '0 4px 8px rgb(0 0 0 / 0.08), 0 2px 4px rgb(0 0 0 / 0.06)',
  lg: '0 12px 24px rgb(0 0 0 / 0.12), 0 4px 8px rgb(0 0 0 / 0.08)',
} as const;

/** Stacking order. Toasts sit above modals so errors stay visible. */
export const zIndex = { base: '0', sticky: '10', header: '20', overlay: '40', modal: '50', popover: '60', toast: '70' } as const;

/** Motion, ms and easing. Components drop motion under `media.reducedMotion`. */
export const motion = {
  durationFast: '120ms',
  durationNormal: '200ms',
  /** One turn of a looping indicator (the indeterminate progress bar). */
  durationLoop: '1.4s',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/** Breakpoints, px of viewport width: phone < 768 ≤ tablet < 1200 ≤ desktop. */
export const breakpoints = { tablet: 768, desktop: 1200 } as const;

/** Media queries for vanilla-extract `'@media'` blocks. */
export const media = {
  phone: `screen and (max-width: ${breakpoints.tablet - 1}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px) and (max-width: ${breakpoints.desktop - 1}px)`,
  tabletUp: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /** Windows High Contrast and other forced palettes: state must not rely on backgrounds or shadows. */
  forcedColors: '(forced-colors: active)',
} as const;
