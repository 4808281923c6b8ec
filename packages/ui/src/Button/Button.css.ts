import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '@gratia/tokens';
import { focusRingStyle } from '../internal/focusRing.css.ts';

/**
 * Shared by Button and IconButton. State comes from react-aria data attributes:
 * `data-hovered`, `data-pressed`, `data-focus-visible`, `data-disabled`, `data-pending`.
 */
export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    flexShrink: 0,
    margin: 0,
    border: `${vars.size.borderWidth} solid transparent`,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'normal',
    textAlign: 'center',
    paddingBlock: vars.space.xs,
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    outline: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&[data-focus-visible]': focusRingStyle,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
  variants: {
    /** Emphasis: one `primary` action per view, `secondary` beside it, `ghost` for quiet ones. */
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: {
          '&[data-hovered]': { background: vars.color.accentHover },
          '&[data-pressed]': { background: vars.color.accentPressed },
        },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.accentText,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&[data-hovered]': { background: vars.color.accentSubtle, color: vars.color.onAccentSubtle },
          '&[data-pressed]': { background: vars.color.accentSubtlePressed, color: vars.color.onAccentSubtle },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.accentText,
        selectors: {
          '&[data-hovered]': { background: vars.color.accentSubtle, color: vars.color.onAccentSubtle },
          '&[data-pressed]': { background: vars.color.accentSubtlePressed, color: vars.color.onAccentSubtle },
        },
      },
    },
    /** Meaning: `neutral` (the brand) or `critical` (destructive: delete, cancel a thanks). */
    tone: {
      neutral: {},
      critical: {},
    },
    size: {
      sm: { minHeight: vars.size.controlSm, paddingInline: vars.space.md, fontSize: vars.font.size.sm },
      md: { minHeight: vars.size.controlMd, paddingInline: vars.space.lg, fontSize: vars.font.size.sm },
      lg: { minHeight: vars.size.controlLg, paddingInline: vars.space.xl, fontSize: vars.font.size.md },
    },
    /** Square buttons that hold one icon (IconButton). */
    shape: {
      text: {},
      square: { paddingInline: 0, aspectRatio: '1 / 1' },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  compoundVariants: [
    {
      variants: { variant: 'primary', tone: 'critical' },
      style: {
        background: vars.color.critical,
        color: vars.color.onCritical,
        selectors: {
          '&[data-hovered]': { background: vars.color.criticalHover },
          '&[data-pressed]': { background: vars.color.criticalPressed },
        },
      },
    },
    {
      variants: { variant: 'secondary', tone: 'critical' },
      style: {
        color: vars.color.criticalText,
        borderColor: vars.color.criticalText,
        selectors: {
          '&[data-hovered]': { background: vars.color.criticalSubtle, color: vars.color.onCriticalSubtle },
          '&[data-pressed]': { background: vars.color.criticalSubtlePressed, color: vars.color.onCriticalSubtle },
        },
      },
    },
    {
      variants: { variant: 'ghost', tone: 'critical' },
      style: {
        color: vars.color.criticalText,
        selectors: {
          '&[data-hovered]': { background: vars.color.criticalSubtle, color: vars.color.onCriticalSubtle },
          '&[data-pressed]': { background: vars.color.criticalSubtlePressed, color: vars.color.onCriticalSubtle },
        },
      },
    },
    { variants: { shape: 'square', size: 'sm' }, style: { width: vars.size.controlSm, fontSize: vars.size.iconSm } },
    { variants: { shape: 'square', size: 'md' }, style: { width: vars.size.controlMd, fontSize: vars.size.icon } },
    { variants: { shape: 'square', size: 'lg' }, style: { width: vars.size.controlLg, fontSize: vars.size.icon } },
  ],
  defaultVariants: { variant: 'primary', tone: 'neutral', size: 'md', shape: 'text', fullWidth: false },
});

/** Label wrapper: kept in the accessibility tree but made invisible while pending. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: { '[data-pending] > &': { opacity: 0 } },
});

/** The spinner sits over the (invisible) label so the button keeps its width. */
export const pendingIndicator = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

/** Every variant axis of {@link button}; Button's and IconButton's prop types are derived from it. */
export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
