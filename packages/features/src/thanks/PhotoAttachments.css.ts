import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

/** Side of a photo tile: one and a half large avatars (6 rem). */
const tile = `calc(${vars.size.avatarLg} * 1.5)`;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, lineHeight: vars.font.lineHeight.tight });

export const hint = style({ fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal, color: vars.color.textMuted });

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const list = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, ${tile})`,
  gap: vars.space.sm,
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One photo: the preview with its remove button on top, the status underneath. `data-status` = uploading | done | failed. */
export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const frame = style({
  position: 'relative',
  width: tile,
  height: tile,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  selectors: {
    [`${item}[data-status="failed"] &`]: { borderColor: vars.color.critical },
  },
});

export const preview = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  selectors: {
    [`${item}[data-status="uploading"] &`]: { opacity: 0.6 },
    [`${item}[data-status="failed"] &`]: { opacity: 0.4 },
  },
});

export const remove = style({
  position: 'absolute',
  top: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
});

export const status = style({ width: tile, minWidth: 0 });

export const failure = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xxs, width: tile });

export const failureText = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.criticalText,
  overflowWrap: 'anywhere',
});

export const done = style({ fontSize: vars.font.size.xs, lineHeight: vars.font.lineHeight.tight, color: vars.color.positiveText });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const errors = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.criticalText,
  overflowWrap: 'anywhere',
  selectors: { '&:empty': { display: 'none' } },
});

export const errorLine = style({ margin: 0 });
