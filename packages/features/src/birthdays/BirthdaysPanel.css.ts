import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';
import { placeholderHeight } from '../sizes/index.ts';

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

/** One person; today's birthdays get an accent stripe at their start. */
export const row = style({
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `${vars.space.xxs} solid transparent`,
  selectors: { '&[data-today]': { borderInlineStartColor: vars.color.accent } },
});

/** Name and date take the room left by the photo and the action, and wrap inside it. */
export const who = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const name = style({ fontWeight: vars.font.weight.medium });

export const thank = style({ flexShrink: 0, fontSize: vars.font.size.sm });

/** The calendar beside the picked day's list; the list takes the rest of the row, or a row of its own on narrow screens. */
export const calendarView = style({ alignItems: 'flex-start' });
export const dayList = style({ flex: 1, minWidth: vars.size.dateFieldWidth });

/** Room kept while a list loads, so the panel does not jump. */
export const placeholder = style({ minHeight: placeholderHeight.row });
