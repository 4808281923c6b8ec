import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';
import { focusRingStyle } from '../internal/focusRing.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, lineHeight: vars.font.lineHeight.tight });

/** The drop target: dashed border; `data-drop-target` while a file hovers it. */
export const zone = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  border: `${vars.size.borderWidth} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { borderStyle: 'solid', borderColor: vars.color.accent, backgroundColor: vars.color.accentSubtle, color: vars.color.onAccentSubtle },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled]': { backgroundColor: vars.color.surfaceSunken, cursor: 'not-allowed' },
  },
});

export const previewBox = style({
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.avatarLg,
  height: vars.size.avatarLg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  overflow: 'hidden',
});

export const preview = style({ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', display: 'block' });

export const icon = style({ width: vars.size.icon, height: vars.size.icon });

export const body = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs, minWidth: 0 });

export const prompt = style({ fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal });

export const hint = style({ fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const error = style({ fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal, color: vars.color.criticalText, overflowWrap: 'anywhere' });
