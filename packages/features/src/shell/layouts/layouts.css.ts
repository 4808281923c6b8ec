import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';
import { layoutSize } from '../../sizes/index.ts';

/*
 * The layouts' frames (SPEC §2 Layouts): main, auth, onboarding, whole-page status. Spacing,
 * colours and flex/grid come from ui Box and Stack props; these are what the props cannot say.
 */

/** The page frame ({@link LayoutFrame}): at least the screen's height, in the theme's font. */
export const frame = style({
  minHeight: '100dvh',
  fontFamily: vars.font.family,
});

/** Sidebar and content, as wide as the content column and centred. */
export const mainBody = style({
  flex: 1,
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
});

/** The route's content; on tablets and phones it keeps clear of the fixed bottom bar. */
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

/** The auth page: its panel centred on the screen. */
export const authLayout = style({
  minHeight: '100dvh',
  placeItems: 'center',
  fontFamily: vars.font.family,
});

/** The auth panel: as wide as a dialog. */
export const authPanel = style({
  maxWidth: vars.size.dialogWidth,
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
