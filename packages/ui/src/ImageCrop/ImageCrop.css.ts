import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';
import { focusRingStyle } from '../internal/focusRing.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

/** The cropper needs a positioned box with a height; 20 rem fits a dialog on a phone. */
export const stage = style({
  position: 'relative',
  width: '100%',
  height: vars.size.cropStageHeight,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const cropArea = style({
  outline: 'none',
  selectors: { '&:focus-visible': { ...focusRingStyle, outlineOffset: 0 } },
});

// The library draws the crop frame in white with a dark veil; keep its look on the sunken surface.
globalStyle(`${stage} .reactEasyCrop_CropArea`, { color: vars.color.overlay });

export const instructions = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted, lineHeight: vars.font.lineHeight.normal });

export const zoomRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const slider = style({ flex: '1 1 auto', display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const sliderLabel = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const track = style({
  position: 'relative',
  height: vars.size.controlSm,
  width: '100%',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      top: '50%',
      height: vars.space.xs,
      transform: 'translateY(-50%)',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.borderStrong,
    },
  },
});

export const thumb = style({
  top: '50%',
  width: vars.space.lg,
  height: vars.space.lg,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  border: `${vars.size.borderWidth} solid ${vars.color.onAccent}`,
  selectors: {
    '&[data-focus-visible]': focusRingStyle,
    '&[data-dragging]': { backgroundColor: vars.color.accentHover },
  },
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const error = style({ fontSize: vars.font.size.sm, color: vars.color.criticalText });
