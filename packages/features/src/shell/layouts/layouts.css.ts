import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';
import { layoutSize, pageGutter, screenHeight } from '../../sizes/index.ts';

/*
 * The layouts' frames (SPEC §2 Layouts): main, auth, onboarding, whole-page status. Spacing,
 * colours and flex/grid come from ui Box and Stack props; these are what the props cannot say.
 */

/** The page frame ({@link LayoutFrame}): at least the screen's height, in the theme's font. */
export const frame = style({
  minHeight: '100dvh',
  fontFamily: vars.font.family,
});

/**
 * The page grid (docs "UI/Page layout"): one centred container, at most `pageMaxWidth` wide with
 * its gutters; on desktop (≥ 1200 px) two columns — the sidebar (`sidebarWidth`) and the content
 * —, on tablets and phones the content alone (navigation is the bottom bar). At least the screen's
 * height below the header, so the footer starts below the fold and does not jump down (a layout
 * shift) when the screen's data arrives.
 */
export const mainBody = style({
  flex: 1,
  minHeight: `calc(${screenHeight} - ${vars.size.headerHeight})`,
  display: 'grid',
  gridTemplateColumns: `${vars.size.sidebarWidth} minmax(0, 1fr)`,
  columnGap: vars.space.xl,
  alignItems: 'start',
  width: '100%',
  maxWidth: vars.size.pageMaxWidth,
  marginInline: 'auto',
  paddingInline: pageGutter.desktop,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', paddingInline: pageGutter.tablet },
    [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', paddingInline: pageGutter.phone },
  },
});

/**
 * The route's content (`<main>`, the skip link's target): the grid's content column; on tablets
 * and phones it keeps clear of the fixed bottom bar.
 */
export const content = style({
  minWidth: 0,
  paddingBlock: vars.space.xl,
  outline: 'none',
  '@media': {
    [media.tablet]: {
      paddingBlock: vars.space.lg,
      paddingBottom: `calc(${vars.size.bottomBarHeight} + ${vars.space.xxl})`,
    },
    [media.phone]: {
      paddingBlock: vars.space.md,
      paddingBottom: `calc(${vars.size.bottomBarHeight} + ${vars.space.xxl})`,
    },
  },
});

/**
 * The content of the layouts without a sidebar (challenge): padded on its own, a centred column of
 * reading width (`size.readingWidth`, the page kind `reading` of docs "UI/Page layout").
 */
export const soloContent = style({
  flex: 1,
  minWidth: 0,
  width: '100%',
  maxWidth: `calc(${vars.size.readingWidth} + 2 * ${vars.space.lg})`,
  marginInline: 'auto',
  padding: vars.space.lg,
  '@media': {
    [media.phone]: { padding: vars.space.md },
  },
});

/**
 * The skip link ("Skip to content"): the page's first Tab stop, out of sight until it has the
 * keyboard focus, then shown over the header's top-left corner.
 */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: vars.space.sm,
  zIndex: vars.z.toast,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  color: vars.color.accentText,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'underline',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none' },
    '&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.size.focusRingWidth },
  },
});

/** The auth page: its panel centred on the screen; a reading panel starts at the top (long text). */
export const authLayout = style({
  minHeight: '100dvh',
  placeItems: 'center',
  fontFamily: vars.font.family,
  selectors: {
    '&[data-kind="reading"]': { alignItems: 'start', paddingBlock: vars.space.xl },
  },
  '@media': {
    [media.phone]: {
      selectors: { '&[data-kind="reading"]': { paddingBlock: vars.space.md } },
    },
  },
});

/** The auth panel: as wide as a dialog. */
export const authPanel = style({
  maxWidth: vars.size.dialogWidth,
});

/** The auth panel of long text (the legal pages): a reading column (`size.readingWidth`, about 70 characters). */
export const authReadingPanel = style({
  maxWidth: vars.size.readingWidth,
  minWidth: 0,
});

/** A whole-page status: centred on the screen. */
export const pageStatus = style({
  minHeight: '100dvh',
  placeItems: 'center',
});

/** The onboarding content: a narrow centred column. */
export const onboardingContent = style({
  flex: 1,
  width: '100%',
  maxWidth: layoutSize.narrowColumn,
  marginInline: 'auto',
  padding: vars.space.lg,
});
