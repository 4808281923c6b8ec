import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

/** A group of the form (covers, rules, categories, steps) with its title. */
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const groupTitle = style({ padding: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

/** The kept covers: one row each, the picture, its number and the earlier, later and remove buttons. */
export const covers = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const coverRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const coverThumb = style({
  width: `calc(${vars.size.avatarLg} * 1.5)`,
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

export const coverName = style({ flex: 1, minWidth: 0, fontSize: vars.font.size.sm });

/** A step of the chain: its challenges in bordered boxes, then 'Add a challenge to step N'. */
export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const stepLegend = style({ paddingInline: vars.space.xs, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });

export const stepChallenge = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  minWidth: 0,
});

export const stepChallengeTitle = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });

/** The row of buttons of a step challenge (and of the covers). */
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** Announces a move to screen readers only. */
export const liveRegion = style({ position: 'absolute', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' });
