import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';

/** The photo column: a large avatar and a half (6 rem). */
const photoSize = `calc(${vars.size.avatarLg} * 1.5)`;

/** An order: the photo beside its texts and buttons; on phones the buttons go below. */
export const card = style({
  display: 'grid',
  gridTemplateColumns: `${photoSize} minmax(0, 1fr)`,
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': { [media.phone]: { gridTemplateColumns: `${vars.size.avatarLg} minmax(0, 1fr)` } },
});

export const photo = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.accentSubtle,
  color: vars.color.onAccentSubtle,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.size.controlSm,
});

export const image = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

/** The number and time above the name, the status pill at the end of that line. */
export const top = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums' });

export const name = style({ overflowWrap: 'anywhere' });

export const total = style({ margin: 0, fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBlockStart: vars.space.xs });
