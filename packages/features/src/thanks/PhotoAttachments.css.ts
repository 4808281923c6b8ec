import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';
import { layoutSize } from '../sizes/index.ts';

/** Side of a photo tile (6 rem). */
const tile = layoutSize.mediaTile;

/** The tiles (a ui Box grid): as many as fit. */
export const list = style({
  gridTemplateColumns: `repeat(auto-fill, ${tile})`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One photo: the preview with its remove button on top, the status underneath. `data-status` = uploading | done | failed. */
export const item = style({ minWidth: 0 });

/** The preview's frame; a failed upload's frame turns critical. */
export const frame = style({
  position: 'relative',
  width: tile,
  height: tile,
  overflow: 'hidden',
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

/** Under the preview: progress, 'uploaded', or the error with Retry — as wide as the tile. */
export const status = style({ width: tile, minWidth: 0 });

export const failure = style({ width: tile });

export const failureText = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.criticalText,
  overflowWrap: 'anywhere',
});

export const done = style({ fontSize: vars.font.size.xs, lineHeight: vars.font.lineHeight.tight, color: vars.color.positiveText });

/** Refused files and the form's error about the photos (a ui Stack); nothing takes room when there is none. */
export const errors = style({
  selectors: { '&:empty': { display: 'none' } },
});
