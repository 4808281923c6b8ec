import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';
import { layoutSize } from '../sizes/index.ts';

/** The head of a profile: the photo, then names, position and badges; the actions at the end (below on phones). */
export const head = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"photo who actions"',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [media.phone]: {
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      gridTemplateAreas: '"photo who" "actions actions"',
      gap: vars.space.md,
    },
  },
});

export const photo = style({ gridArea: 'photo' });

export const who = style({ gridArea: 'who', display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, overflowWrap: 'anywhere' });

export const actions = style({ gridArea: 'actions', display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The badges under the names (status, fired, blocked). */
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** The division path as breadcrumbs: "Продукт › Дизайн". */
export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const crumb = style({
  selectors: {
    '& + &::before': { content: '"›"', marginInlineEnd: vars.space.xs, color: vars.color.textMuted },
  },
});

/**
 * A link drawn as a button: `primary` (accent fill) or `secondary` (outlined). `a&` outranks ui
 * Link's own text-link look.
 */
const actionBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
} as const;

export const primaryAction = style({
  selectors: {
    'a&': { ...actionBase, background: vars.color.accent, color: vars.color.onAccent },
    'a&[data-hovered]': { background: vars.color.accentHover, textDecoration: 'none' },
    'a&[data-pressed]': { background: vars.color.accentPressed, color: vars.color.onAccent },
  },
});

export const secondaryAction = style({
  selectors: {
    'a&': { ...actionBase, background: vars.color.surfaceRaised, color: vars.color.text, border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}` },
    'a&[data-hovered]': { background: vars.color.surfaceSunken, textDecoration: 'none' },
    'a&[data-pressed]': { color: vars.color.text },
  },
});

/** The facts of a profile: a label column and a value column, one under the other on phones. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: `minmax(${layoutSize.actionNoteMin}, max-content) minmax(0, 1fr)`,
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  margin: 0,
  '@media': {
    [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space.xxs },
  },
});

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  paddingBlockStart: vars.space.xxs,
  '@media': { [media.phone]: { paddingBlockStart: vars.space.sm } },
});

export const value = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

/** The thanks summary: two figures side by side, one under the other on phones. */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${layoutSize.valueColumnMin}), 1fr))`,
  gap: vars.space.md,
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const figureValue = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });

/** The edit form's two-column rows (names, dates), one column on phones. */
export const formRow = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${layoutSize.valueColumnMin}), 1fr))`,
  gap: vars.space.md,
  alignItems: 'start',
});

/** The visibility switches: two columns where they fit. */
export const switches = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${layoutSize.valueColumnMin}), 1fr))`,
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
});

/** The photo row of the form: the current photo and its buttons. */
export const photoRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

/** The crop area while a photo is being framed. */
export const crop = style({ maxWidth: `calc(${layoutSize.valueColumnMin} * 2)`, width: "100%" });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** A field that needs little width (the language): one and a half value columns at most. */
export const narrowField = style({ maxWidth: `calc(${layoutSize.valueColumnMin} * 1.5)` });

/** A step of the contacts editor (the new e-mail, the code): the field over its buttons, at field width. */
export const contactForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: `calc(${layoutSize.valueColumnMin} * 1.5)`,
});

/** A contact's value with its mark ("@name привязан"), wrapping a long nickname (SPEC §7 contacts; docs/decisions/0028). */
export const contactValue = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** The numbered steps of the Telegram link dialog (SPEC §7 contacts; docs/decisions/0028). */
export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  overflowWrap: 'anywhere',
});

/** "Open Telegram" in the link dialog: at its own width, the dialog's width on phones. */
export const openTelegram = style({
  alignSelf: 'flex-start',
  '@media': { [media.phone]: { alignSelf: 'stretch' } },
});

/** The bot command and its copy button: side by side, the button below when the command needs the width. */
export const command = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

/** The bot command itself: monospace, selected whole on a click, wrapped anywhere (never wider than the dialog). */
export const commandText = style({
  flex: '1 1 auto',
  minWidth: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

/** The live status of the link dialog: a spinner (while waiting) and the sentence. */
export const linkStatus = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
