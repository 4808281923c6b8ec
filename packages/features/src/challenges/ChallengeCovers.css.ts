import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';
import { layoutSize } from '../sizes/index.ts';

/** A cover tile: one and a half photo tiles wide (9 rem), 4:3. */
const tile = `calc(${layoutSize.mediaTile} * 1.5)`;

/** The covers group; `data-invalid` when the form refuses the covers. */
export const root = style({ width: '100%', minWidth: 0 });

/** The covers in order: as many tiles per row as fit. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(0, ${tile}))`,
  gap: vars.space.md,
  '@media': { [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One cover: its picture, its buttons, its upload state. `data-status` = uploading | done | failed; `data-main` on the first. */
export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

/** The picture's frame; the main cover's has an accent edge, a failed upload's a critical one. */
export const frame = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  selectors: {
    [`${item}[data-main] &`]: { borderColor: vars.color.accent, borderWidth: vars.size.focusRingWidth },
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

/** "Главная" on the first cover. */
export const mainBadge = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineStart: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

/** Earlier, later, remove: one row under the picture. */
export const actions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

export const failureText = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.criticalText,
  overflowWrap: 'anywhere',
});

/** Refused files and the form's message about the covers; takes no room when empty. */
export const errors = style({ selectors: { '&:empty': { display: 'none' } } });

/** The thumbnail part under the covers. */
export const thumbnail = style({ width: '100%', minWidth: 0, paddingBlockStart: vars.space.sm, borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}` });

/** The cropped thumbnail as the cards show it (16:9). */
export const thumbnailPreview = style({
  display: 'block',
  width: tile,
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

/** The cropper: as wide as the content allows, never wider than a reading column. */
export const crop = style({ width: '100%', maxWidth: vars.size.readingWidth });

/** Read by screen readers only (the announcement of a move). */
export const visuallyHidden = style({ position: 'absolute', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' });
