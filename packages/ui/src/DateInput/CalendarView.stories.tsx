import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog, type RangeValue } from 'react-aria-components';
import { CalendarDate } from '@internationalized/date';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '@gratia/tokens';
import * as popoverStyles from '../Popover/Popover.css.ts';
import { RangeCalendarView, SingleCalendar } from './CalendarView.tsx';
import { pinToday } from './storyClock.ts';

const date = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new CalendarDate(year, month, day);
};

/** The day button of a date, by the day number in the month shown. */
const day = (grid: HTMLElement, n: number) => {
  const cell = [...grid.querySelectorAll<HTMLElement>('[role=gridcell]')].find(
    (td) => td.textContent === String(n) && !td.firstElementChild?.hasAttribute('data-outside-month'),
  );
  if (!cell?.firstElementChild) throw new Error(`no day ${n} in the grid`);
  return cell.firstElementChild as HTMLElement;
};

/** Static pictures show the states alone, without a focus ring whose look depends on the last input. */
const blurCalendar = async (canvasElement: HTMLElement) => {
  (document.activeElement as HTMLElement | null)?.blur();
  await waitFor(() => expect(canvasElement.querySelector(':focus-within')).toBeNull());
};

const meta = {
  title: 'UI/DateInput/CalendarView',
  component: SingleCalendar,
  tags: ['autodocs'],
  args: { value: date('2026-03-10'), onChange: fn() },
  beforeEach: pinToday,
  // As in DateInput's popover: a dialog on the popover surface.
  decorators: [
    (Story) => (
      <div className={popoverStyles.surface} style={{ display: 'inline-block', margin: vars.space.sm }}>
        <Dialog aria-label="Календарь" className={popoverStyles.focusable}>
          <Story />
        </Dialog>
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The month grid inside the popovers of DateInput (`SingleCalendar`) and DateRangeInput (`RangeCalendarView`); shown here on the popover surface. ' +
          '**When to use:** not on its own — forms use DateInput / DateRangeInput, which type dates as DD-MM-YYYY (SPEC §5, §9) and open this grid from the calendar button. ' +
          '**Props:** `value` (a `CalendarDate`; a `{start, end}` range for RangeCalendarView), `minValue`/`maxValue` (inclusive), `onChange(date)`. ' +
          'It takes focus when it appears (on the selected day, else today). ' +
          '**States:** the selected day is filled, today has an outline, days outside min/max are struck through and cannot be picked, and the month arrows stop at the limits. ' +
          '**Keyboard:** arrows move by day and week, Page Up/Down by month, Home/End to the week\'s ends, Enter or Space picks. Month and weekday names follow the interface language; ru weeks start on Monday, en on Sunday.',
      },
    },
  },
} satisfies Meta<typeof SingleCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ru: March 2026 with the 10th selected and today (the 18th) outlined; weeks start on Monday. */
export const SelectedAndToday: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid');
    await expect(canvas.getByRole('heading')).toHaveTextContent(/^март 2026/);
    await expect(grid.querySelector('thead')).toHaveTextContent(/^пвсчпсв$/i);
    await expect(day(grid, 10).parentElement).toHaveAttribute('aria-selected', 'true');
    await expect(day(grid, 10)).toHaveAccessibleName(/10 марта 2026/);
    await expect(day(grid, 18)).toHaveAttribute('data-today');
    await expect(day(grid, 10)).not.toHaveAttribute('data-today');
    await expect(grid.querySelectorAll('[data-today]')).toHaveLength(1);
    await expect(grid.querySelectorAll('[aria-selected=true]')).toHaveLength(1);
    // It takes focus on the selected day as it appears (as in DateInput's popover).
    await waitFor(() => expect(day(grid, 10)).toHaveFocus());
    await blurCalendar(canvasElement);
  },
};

/** Without a value nothing is selected and focus starts on today. */
export const NoValue: Story = {
  args: { value: undefined },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent(/^март 2026/);
    await expect(grid.querySelectorAll('[aria-selected=true]')).toHaveLength(0);
    await waitFor(() => expect(day(grid, 18)).toHaveFocus());
    await blurCalendar(canvasElement);
  },
};

/**
 * min/max (5–25 March): the days outside are disabled and cannot be picked, the month arrows are
 * disabled, and neither Page Up/Down nor arrows leave the limits.
 */
export const MinMaxLimits: Story = {
  args: { value: date('2026-03-12'), minValue: date('2026-03-05'), maxValue: date('2026-03-25') },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid');
    for (const n of [1, 4, 26, 31]) await expect(day(grid, n)).toHaveAttribute('aria-disabled', 'true');
    for (const n of [5, 18, 25]) await expect(day(grid, n)).not.toHaveAttribute('aria-disabled');
    const [previous, next] = [canvasElement.querySelector('[slot="previous"]'), canvasElement.querySelector('[slot="next"]')];
    await expect(previous).toBeDisabled();
    await expect(next).toBeDisabled();
    await waitFor(() => expect(day(grid, 12)).toHaveFocus());
    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByRole('heading')).toHaveTextContent(/^март 2026/);
    // 12 → 19 → 26, which is past max: focus stops on the 25th.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(day(grid, 25)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(date('2026-03-25'));
    // Clicks on disabled days pick nothing.
    await userEvent.click(day(grid, 26));
    await userEvent.click(day(grid, 4));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.unhover(day(grid, 4));
    await blurCalendar(canvasElement);
  },
};

/**
 * Keyboard: focus starts on the selected day; arrows move by day and week, Page Down/Up by month;
 * Enter picks the focused day (the host stores it and the selection moves).
 */
export const KeyboardNavigation: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SingleCalendar
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid');
    await waitFor(() => expect(day(grid, 10)).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(day(grid, 11)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(day(grid, 18)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(day(grid, 17)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(day(grid, 10)).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByRole('heading')).toHaveTextContent(/^апрель 2026/);
    await expect(day(grid, 10)).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    await expect(canvas.getByRole('heading')).toHaveTextContent(/^март 2026/);
    // Moving focus picks nothing.
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith(date('2026-03-18'));
    await expect(day(grid, 18).parentElement).toHaveAttribute('aria-selected', 'true');
    await expect(day(grid, 10).parentElement).not.toHaveAttribute('aria-selected');
    await expect(day(grid, 18)).toHaveFocus();
    await expect(day(grid, 18)).toHaveAttribute('data-focus-visible');
  },
};

/** en: English month and weekday names, weeks start on Sunday. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid');
    await expect(canvas.getByRole('heading')).toHaveTextContent('March 2026');
    await expect(grid.querySelector('thead')).toHaveTextContent(/^SMTWTFS$/);
    await expect(grid).toHaveAccessibleName(/March 2026/);
    await expect(day(grid, 10)).toHaveAccessibleName(/Tuesday, March 10, 2026/);
    await expect(day(grid, 18)).toHaveAttribute('data-today');
    await blurCalendar(canvasElement);
  },
};

/** Phone (375 px): the grid fits the screen, every day stays a comfortable target. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    await expect(grid.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(day(grid, 10).getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
    await blurCalendar(canvasElement);
  },
};

const rangeChanged = fn();

/** RangeCalendarView (DateRangeInput's grid): 9–13 March picked, the days between filled lighter; a new range takes two picks. */
export const Range: Story = {
  beforeEach: () => {
    rangeChanged.mockClear();
  },
  render: function Render() {
    const [range, setRange] = useState<RangeValue<CalendarDate> | null>({ start: date('2026-03-09'), end: date('2026-03-13') });
    return (
      <RangeCalendarView
        value={range}
        onChange={(next) => {
          setRange(next);
          rangeChanged(next);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    await expect(day(grid, 9)).toHaveAttribute('data-selection-start');
    await expect(day(grid, 13)).toHaveAttribute('data-selection-end');
    for (const n of [9, 11, 13]) await expect(day(grid, n).parentElement).toHaveAttribute('aria-selected', 'true');
    await expect(day(grid, 14).parentElement).not.toHaveAttribute('aria-selected');
    await userEvent.click(day(grid, 23));
    await expect(rangeChanged).not.toHaveBeenCalled();
    await userEvent.click(day(grid, 27));
    await expect(rangeChanged).toHaveBeenLastCalledWith({ start: date('2026-03-23'), end: date('2026-03-27') });
    await expect(day(grid, 23)).toHaveAttribute('data-selection-start');
    await expect(day(grid, 27)).toHaveAttribute('data-selection-end');
    await userEvent.unhover(day(grid, 27));
    await blurCalendar(canvasElement);
  },
};
