import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';
import { layoutSize } from '../sizes/index.ts';

/** The event card (a ui Card): less padding on phones. */
export const card = style({
  '@media': { [media.phone]: { padding: vars.space.md } },
});

export const header = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  gap: vars.space.md,
  minWidth: 0,
});

/** The header of an anonymous thanks has no avatar. */
/** Who did what (a ui Inline): wrapped lines sit closer than the words. */
export const headline = style({
  rowGap: vars.space.xxs,
  overflowWrap: 'anywhere',
});

export const amount = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.positiveText,
  whiteSpace: 'nowrap',
});

export const kind = style({ color: vars.color.textMuted });

export const subject = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const message = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** A long message folded to six lines until expanded. */
export const messageClamped = style({
  display: '-webkit-box',
  WebkitLineClamp: 6,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const more = style({
  alignSelf: 'flex-start',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.accentText,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  textDecoration: 'underline',
  ':focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxs },
});

export const time = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: {
    'a&:hover': { textDecoration: 'underline' },
    'a&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxs, borderRadius: vars.radius.sm },
  },
});

export const sticker = style({
  display: 'block',
  width: layoutSize.mediaTile,
  height: layoutSize.mediaTile,
  objectFit: 'contain',
});

export const challengePhoto = style({
  display: 'block',
  width: '100%',
  maxHeight: layoutSize.pictureMaxHeight,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const footerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceSunken },
  ':focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxs },
});

/** The like button of an event the member liked: its heart and count in the critical text tone. */
export const liked = style({ color: vars.color.criticalText });

/* Photo grid: 1–5 thumbs in boxes of fixed proportions, so nothing shifts while they load. */
export const photos = style({
  gridTemplateColumns: 'repeat(6, 1fr)',
  overflow: 'hidden',
  maxWidth: layoutSize.photoGridMaxWidth,
});

export const photoButton = style({
  position: 'relative',
  display: 'block',
  padding: 0,
  border: 'none',
  background: vars.color.surfaceSunken,
  cursor: 'zoom-in',
  gridColumn: 'span 3',
  aspectRatio: '1',
  overflow: 'hidden',
  ':focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})` },
  selectors: {
    [`${photos}[data-count="1"] &`]: { gridColumn: 'span 6', maxHeight: layoutSize.singlePhotoMaxHeight },
    [`${photos}[data-count="3"] &:first-child`]: { gridColumn: 'span 6', aspectRatio: '2' },
    [`${photos}[data-count="3"] &`]: { aspectRatio: '1' },
    [`${photos}[data-count="5"] &:nth-child(n+3)`]: { gridColumn: 'span 2' },
  },
});

export const photo = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** The photo viewer: as wide as the content column allows, the whole width (less a margin) on phones. */
export const viewer = style({ width: `min(${vars.size.contentMaxWidth}, calc(100vw - 2 * ${vars.space.lg}))`, maxWidth: 'none' });

/** Previous, the photo, next. */
export const viewerBody = style({ gridTemplateColumns: 'auto 1fr auto' });

export const viewerImage = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '75vh',
  width: 'auto',
  height: 'auto',
  margin: '0 auto',
  objectFit: 'contain',
});
