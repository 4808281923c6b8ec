import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';

/**
 * The onboarding wizard (SPEC §2 /onboarding): a column at reading width inside the onboarding
 * layout — the progress, the step's card, the way back and forward; on phones the two ways of the
 * communities step stack.
 */

/** The whole wizard. */
export const wizard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, width: '100%', minWidth: 0 });

/** The progress: on phones its four steps go two by two, so every label has room. */
export const progress = style({ minWidth: 0 });
globalStyle(`${progress} ol`, { '@media': { [media.phone]: { display: 'grid', gridTemplateColumns: '1fr 1fr', rowGap: vars.space.md } } });

/** The list of what comes next on the welcome step. */
export const nextList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** The two ways of the communities step side by side; stacked on phones. */
export const choices = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'start',
  gap: vars.space.md,
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});

/** The 'or' between the two ways. */
export const or = style({ alignSelf: 'center', color: vars.color.textMuted, justifySelf: 'center' });

/** The two dates or two amounts of the period step side by side; stacked on phones. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});

/** The education cards: two columns, one on phones. */
export const tour = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});

/** A tour card: its picture beside its texts. */
export const tourCard = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', height: '100%' });

/** The picture of a tour card: the navigation's icon of that place, in the brand colour. */
export const tourIcon = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.md,
  background: vars.color.accentSubtle,
  color: vars.color.onAccentSubtle,
  fontSize: vars.font.size.xl,
});

/** Back on one side, forward on the other. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.sm });
