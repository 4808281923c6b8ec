import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

/*
 * The navigation list (SPEC §2 Sidebar, Bottom bars). `data-variant` on the nav: `sidebar` (a
 * column beside the content) or `bottom` (a bar fixed to the bottom of the screen).
 */

export const nav = style({
  selectors: {
    '&[data-variant="sidebar"]': {
      position: 'sticky',
      top: vars.size.headerHeight,
      alignSelf: 'start',
      width: vars.size.sidebarWidth,
      // The page grid's gutter is outside; the entries start at the logo's edge above them.
      paddingBlock: vars.space.xl,
    },
    '&[data-variant="bottom"]': {
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      zIndex: vars.z.sticky,
      background: vars.color.surfaceRaised,
      borderTopStyle: 'solid',
      borderTopWidth: 'thin',
      borderTopColor: vars.color.border,
      paddingBottom: 'env(safe-area-inset-bottom)',
    },
  },
});

export const navList = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gap: vars.space.xxs,
  selectors: {
    [`${nav}[data-variant="sidebar"] &`]: { flexDirection: 'column' },
    [`${nav}[data-variant="bottom"] &`]: { justifyContent: 'space-around' },
  },
});

export const navItem = style({
  selectors: {
    [`${nav}[data-variant="bottom"] &`]: { flex: 1 },
  },
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  transition: `background ${vars.motion.durationFast} ${vars.motion.easing}, color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[aria-current="page"]': { background: vars.color.accentSubtle, color: vars.color.onAccentSubtle },
    '&:focus-visible': { outline: `${vars.space.xxs} solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxs },
    [`${nav}[data-variant="bottom"] &`]: {
      flexDirection: 'column',
      justifyContent: 'center',
      gap: vars.space.xxs,
      paddingBlock: vars.space.xs,
      fontSize: vars.font.size.xs,
      borderRadius: 0,
    },
  },
});
