import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

/** The chosen sticker (a ui Inline): image, name, remove button in a sunken frame. */
export const selected = style({
  padding: vars.space.xs,
  paddingInlineEnd: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
});

export const selectedImage = style({ display: 'block', width: vars.size.avatarLg, height: vars.size.avatarLg, objectFit: 'contain' });

export const selectedName = style({ fontSize: vars.font.size.sm, overflowWrap: 'anywhere', minWidth: 0 });

/** The sticker grid (react-aria GridList, `layout="grid"`): four stickers a row. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(4, ${vars.size.avatarLg})`,
  gap: vars.space.sm,
  outline: 'none',
  selectors: {
    '&[data-empty]': { display: 'block', color: vars.color.textMuted, fontSize: vars.font.size.sm },
  },
});

/** One sticker; `data-selected` for the chosen one, `data-focus-visible` for keyboard focus. */
export const sticker = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.avatarLg,
  height: vars.size.avatarLg,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `${vars.size.focusRingWidth} solid transparent`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-pressed]': { backgroundColor: vars.color.accentSubtle },
    '&[data-selected]': { borderColor: vars.color.accent, backgroundColor: vars.color.accentSubtle },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.size.focusRingWidth },
  },
});

export const stickerImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'contain', pointerEvents: 'none' });

/** The loading placeholders, laid out like the sticker grid. */
export const loadingGrid = style({ gridTemplateColumns: `repeat(4, ${vars.size.avatarLg})` });

