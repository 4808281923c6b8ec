/**
 * Styles of the chain widgets (docs/decisions/0043): the chain card, the list page, the chain page
 * with its steps, and the chain form with its steps editor. Tokens only.
 */
import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';

export const root = style({ minWidth: 0, maxWidth: vars.size.contentMaxWidth });

/** The title row: the heading, then the links to create, wrapping on phones. */
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

/** The chain card: a raised surface whose name link covers it. */
export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '1fr',
  minWidth: 0,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
    '&:has(a:focus-visible)': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.size.focusRingWidth },
  },
  '@media': { [media.tabletUp]: { gridTemplateColumns: `calc(${vars.size.avatarLg} * 3.5) minmax(0, 1fr)` } },
});

/** The cover: 16 : 9 above the text on phones, beside it from tablet width up. */
export const cover = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  background: vars.color.accentSubtle,
  color: vars.color.onAccentSubtle,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: `calc(${vars.font.size.xxl} * 2)`,
  '@media': { [media.tabletUp]: { aspectRatio: 'auto', minHeight: `calc(${vars.size.avatarLg} * 2)` } },
});

export const coverImage = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.lg, minWidth: 0 });

export const nameLink = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    [`${card}:hover &`]: { textDecoration: 'underline' },
  },
});

/** The counters line of a card (tasks, steps, contenders), wrapping. */
export const meta = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.md, rowGap: vars.space.xxs, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const link = style({ color: vars.color.accentText, fontWeight: vars.font.weight.semibold, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });

/** A link that looks like the primary button (create). */
export const buttonLink = style({
  selectors: {
    'a&': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minHeight: vars.size.controlMd,
      paddingInline: vars.space.lg,
      borderRadius: vars.radius.md,
      background: vars.color.accent,
      color: vars.color.onAccent,
      fontWeight: vars.font.weight.semibold,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
    },
    'a&:hover': { background: vars.color.accentHover },
    'a&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.size.focusRingWidth },
  },
});

/** The same link as a secondary button. */
export const secondaryLink = style([
  buttonLink,
  { selectors: { 'a&': { background: vars.color.surfaceRaised, color: vars.color.text, border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}` }, 'a&:hover': { background: vars.color.surfaceSunken } } },
]);

export const title = style({ overflowWrap: 'anywhere' });
export const description = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
export const covers = style({ borderRadius: vars.radius.lg, overflow: 'hidden' });

/** A step of the chain page: its title and state, then its challenges as cards. */
export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  minWidth: 0,
});

export const stepHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** A participant row. */
export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const personName = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

/** The form: a reading column. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: vars.size.contentMaxWidth, minWidth: 0 });

/** Two fields side by side from tablet width up (the dates). */
export const pair = style({ display: 'grid', gridTemplateColumns: '1fr', gap: vars.space.md, '@media': { [media.tabletUp]: { gridTemplateColumns: '1fr 1fr' } } });

/** Three fields side by side from tablet width up (a template challenge's fund, places, end). */
export const triple = style({ display: 'grid', gridTemplateColumns: '1fr', gap: vars.space.md, '@media': { [media.tabletUp]: { gridTemplateColumns: '1fr 1fr 1fr' } } });

/** A step box of the editor: a drop target with its list. */
export const editorStep = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  minWidth: 0,
  selectors: { '&[data-drop-target="true"]': { borderColor: vars.color.focusRing, background: vars.color.accentSubtle } },
});

/** A challenge row of the editor: its drag handle, name, and the step buttons. */
export const editorRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  minWidth: 0,
  selectors: {
    '&[data-dragging]': { opacity: 0.5 },
    '&[data-drop-target]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}` },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.size.focusRingWidth },
  },
});

export const rowName = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

/** The insertion line shown between rows while dragging. */
export const dropIndicator = style({
  selectors: { '&[data-drop-target]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}` } },
});

/** A candidate row of the picker. */
export const candidate = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, paddingBlock: vars.space.xs, minWidth: 0 });

/** A challenge of a chain template in the form: its name, then its fields. */
export const templateItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md, borderRadius: vars.radius.lg, background: vars.color.surfaceSunken });

/** A placeholder card's height while the list loads: three and a half large avatars. */
export const skeletonHeight = `${vars.size.avatarLg} * 3.5`;

/** A row of the virtual list: the card and the space below it. */
export const cell = style({ paddingBlockEnd: vars.space.md });

/** Text only screen readers get (the editor's announcements). */
export const visuallyHidden = style({ position: 'absolute', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' });
