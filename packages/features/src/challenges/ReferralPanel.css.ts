import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';

/** The caller's invite link of a referral challenge (SPEC §1 'referral'; docs/decisions/0045): a raised panel under the actions. */
export const panel = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: `inset 0 0 0 ${vars.size.borderWidth} ${vars.color.border}`,
  minWidth: 0,
});

/** The link and its copy button side by side; stacked on phones. */
export const linkRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  minWidth: 0,
  '@media': { [media.phone]: { flexDirection: 'column', alignItems: 'stretch' } },
});

/** The read-only link takes the room the button leaves. */
export const linkField = style({ flex: 1, minWidth: 0 });

/** A note of the panel (the reception paused). */
export const note = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderInlineStartWidth: vars.space.xs,
  borderInlineStartColor: vars.color.warning,
  backgroundColor: vars.color.warningSubtle,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** A row of the leaderboard: the place, the avatar, the name and counts. */
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0, paddingBlock: vars.space.xs });

/** The place of a row ("1", or "—" below the minimum) in a round tile. */
export const rank = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: vars.size.controlSm,
  height: vars.size.controlSm,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-ranked="true"]': { background: vars.color.accentSubtle, color: vars.color.onAccentSubtle } },
});

/** The name and the counts of a row: they shrink and wrap rather than widen the page. */
export const who = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

/** Read by screen readers only (the place of a row, said in words). */
export const visuallyHidden = style({ position: 'absolute', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' });
