import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';

export const icon = style({
  width: vars.size.icon,
  height: vars.size.icon,
  flexShrink: 0,
});

/* ---- AppHeader ---- */
export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  height: vars.size.headerHeight,
  paddingInline: vars.space.md,
  background: vars.color.surfaceRaised,
  borderBottomStyle: 'solid',
  borderBottomWidth: 'thin',
  borderBottomColor: vars.color.border,
  boxShadow: vars.shadow.sm,
  '@media': {
    [media.phone]: { gap: vars.space.xs, paddingInline: vars.space.sm },
  },
});

export const logoAnchor = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: vars.size.controlMd,
  overflow: 'hidden',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'none' } },
});

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: 0,
  overflow: 'hidden',
  textDecoration: 'none',
  color: vars.color.text,
});

export const logoImage = style({
  display: 'block',
  maxWidth: vars.size.logoMaxWidth,
  maxHeight: vars.size.logoMaxHeight,
  objectFit: 'contain',
});

export const logoText = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.accent,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const spacer = style({ flex: 1 });

export const user = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  '@media': {
    // Phones keep the logo readable: the profile button stands for the member there.
    [media.phone]: { display: 'none' },
  },
});

export const userText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  '@media': {
    [media.phone]: { display: 'none' },
  },
});

export const userName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
});

export const userRole = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});

export const language = style({ flexShrink: 0 });

/* ---- Sidebar / bottom bar ---- */
export const nav = style({
  selectors: {
    '&[data-variant="sidebar"]': {
      position: 'sticky',
      top: vars.size.headerHeight,
      alignSelf: 'start',
      width: vars.size.sidebarWidth,
      padding: vars.space.md,
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
    '&[aria-current="page"]': { background: vars.color.accentSubtle, color: vars.color.accent },
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

/* ---- Layouts ---- */
export const mainLayout = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const mainBody = style({
  flex: 1,
  display: 'flex',
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
});

export const desktopOnly = style({
  '@media': {
    [media.phone]: { display: 'none' },
    [media.tablet]: { display: 'none' },
  },
});

export const tabletOnly = style({
  display: 'none',
  '@media': {
    [media.tablet]: { display: 'block' },
  },
});

export const phoneOnly = style({
  display: 'none',
  '@media': {
    [media.phone]: { display: 'block' },
  },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.lg,
  '@media': {
    [media.tablet]: {
      paddingBottom: `calc(${vars.size.controlLg} + ${vars.space.xxl})`,
    },
    [media.phone]: {
      padding: vars.space.md,
      paddingBottom: `calc(${vars.size.controlLg} + ${vars.space.xxl})`,
    },
  },
});

export const authLayout = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const authPanel = style({
  width: '100%',
  maxWidth: '28rem',
});

export const authTop = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const pageStatus = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  background: vars.color.surface,
});

export const onboardingContent = style({
  flex: 1,
  width: '100%',
  maxWidth: '40rem',
  marginInline: 'auto',
  padding: vars.space.lg,
});

export const routeError = style({
  padding: vars.space.lg,
});

/* ---- Header parts ---- */
export const headerIconLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
  },
});

export const bellPanel = style({
  maxWidth: '20rem',
  padding: vars.space.sm,
});

export const bellAction = style({
  display: 'inline-block',
  color: vars.color.accent,
  fontWeight: vars.font.weight.semibold,
});

export const orgList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/* ---- Footer ---- */
export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  borderTopStyle: 'solid',
  borderTopWidth: 'thin',
  borderTopColor: vars.color.border,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  '@media': {
    [media.tablet]: { paddingBottom: `calc(${vars.size.controlLg} + ${vars.space.xxl})` },
    [media.phone]: { paddingBottom: `calc(${vars.size.controlLg} + ${vars.space.xxl})` },
  },
});

export const footerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'baseline',
});

export const footerLink = style({
  color: vars.color.accent,
  selectors: {
    '&:focus-visible': { outline: `${vars.space.xxs} solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxs },
  },
});

export const phoneOnlyInline = style({
  display: 'none',
  '@media': {
    [media.phone]: { display: 'inline-flex' },
  },
});

export const notOnPhone = style({
  '@media': {
    [media.phone]: { display: 'none' },
  },
});
