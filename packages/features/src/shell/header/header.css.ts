import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';
import { pageGutter, pageInset } from '../../sizes/index.ts';

/* The header (SPEC §2 Header): logo, member, buttons, bell panel, community list, language switch. */

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  height: vars.size.headerHeight,
  // Aligned with the page grid: the logo above the sidebar, the actions at the content's right edge.
  paddingInline: pageInset(pageGutter.desktop),
  background: vars.color.surfaceRaised,
  borderBottomStyle: 'solid',
  borderBottomWidth: 'thin',
  borderBottomColor: vars.color.border,
  boxShadow: vars.shadow.sm,
  '@media': {
    [media.tablet]: { paddingInline: pageInset(pageGutter.tablet) },
    [media.phone]: { gap: vars.space.xs, paddingInline: pageInset(pageGutter.phone) },
  },
});

export const logoAnchor = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: vars.size.controlMd,
  overflow: 'hidden',
  textDecoration: 'none',
  // `a&` outranks ui Link's underline: the logo is a brand mark, not a text link.
  selectors: { 'a&, a&[data-hovered]': { textDecoration: 'none' } },
});

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: 0,
  overflow: 'hidden',
  textDecoration: 'none',
  color: vars.color.text,
});

export const logoImage = style({
  display: 'block',
  maxWidth: vars.size.logoMaxWidth,
  maxHeight: vars.size.logoMaxHeight,
  objectFit: 'contain',
});

/** The wordmark (no logo image): a square brand mark with the community's initial, then its name. */
export const wordmark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const wordmarkMark = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const logoText = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.01em',
  color: vars.color.text,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const spacer = style({ flex: 1 });

/** The link around the member's avatar, name and role: to their profile. */
export const userLink = style({
  position: 'relative',
  flexShrink: 1,
  minWidth: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  // `a&` outranks ui Link's underline: the whole block is the link, its name is not underlined.
  selectors: {
    'a&, a&[data-hovered]': { textDecoration: 'none' },
    'a&[data-hovered]': { background: vars.color.surfaceSunken },
  },
});

/** The member's avatar, name and role (a ui Inline); on phones the avatar alone (who is signed in). */
export const user = style({ minWidth: 0 });

/** Name and role: on phones out of the flow and clipped — not drawn, still the link's name. */
export const userText = style({
  minWidth: 0,
  '@media': {
    [media.phone]: { position: 'absolute', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  },
});

export const userName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
});

export const userRole = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});

export const language = style({ flexShrink: 0 });

export const headerIconLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
  },
});

export const bellAction = style({
  display: 'inline-block',
  color: vars.color.accentText,
  fontWeight: vars.font.weight.semibold,
});

export const orgList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The bell's period notice: a quiet line with the period dates. */
export const periodNotice = style({
  paddingBlock: 0,
  paddingInline: vars.space.sm,
});

/** The bell's notice when no period is active: a box in the warning colour above the notifications. */
export const periodNoticeAlert = style({
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.warning}`,
  borderInlineStartWidth: vars.space.xs,
});
