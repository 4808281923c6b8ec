import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';
import { layoutSize } from '../sizes/index.ts';

/**
 * What the manager has and whom they may give to: two boxes side by side, one under the other when
 * the column is narrower than two value columns (phones), so the scope's sentence keeps its width.
 */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${layoutSize.valueColumnMin}), 1fr))`,
  gap: vars.space.md,
});

/** One box of {@link summary}. */
export const summaryBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  minWidth: 0,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-kind="balance"]': { background: vars.color.accentSubtle },
    '&[data-kind="scope"]': { background: vars.color.surfaceSunken },
  },
});

/** The points the manager can give, large. */
export const figure = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

/** The form; the pointer shows progress while sending. */
export const form = style({ selectors: { '&[data-state="sending"]': { cursor: 'progress' } } });
