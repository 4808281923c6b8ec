import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pinToday } from '../DateInput/storyClock.ts';
import { Calendar } from './Calendar.tsx';

/** The day button of a date, by the day number in the month shown. */
const day = (grid: HTMLElement, n: number) => {
  // A marked day's text is its number and then the hidden label.
  const cell = [...grid.querySelectorAll<HTMLElement>('[role=gridcell]')].find(
    (td) => Number.parseInt(td.textContent ?? '', 10) === n && !td.firstElementChild?.hasAttribute('data-outside-month'),
  );
  if (!cell?.firstElementChild) throw new Error(`no day ${n} in the grid`);
  return cell.firstElementChild as HTMLElement;
};

/** Static pictures show the states alone, without a focus ring. */
const blur = async (canvasElement: HTMLElement) => {
  (document.activeElement as HTMLElement | null)?.blur();
  await waitFor(() => expect(canvasElement.querySelector(':focus-within')).toBeNull());
};

const meta = {
  title: 'UI/Calendar',
  component: Calendar,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Дни рождения',
    defaultFocusedValue: '2026-03-18',
    markedDates: ['2026-03-03', '2026-03-18', '2026-03-27'],
    markedLabel: 'есть именинники',
    onChange: fn(),
    onFocusChange: fn(),
  },
  beforeEach: pinToday,
  parameters: {
    docs: {
      description: {
        component:
          'A month calendar on its own, for pages that show days rather than ask for one (the birthdays block of the main page). ' +
          '**When to use:** to show which days of a month have something and let the user pick one; to ask for a date in a form use DateInput. ' +
          '**Props:** `markedDates` (\'YYYY-MM-DD\') get a dot and `markedLabel` in their accessible name; `value`/`onChange` the picked day; `focusedValue`/`onFocusChange` the month shown (report month changes to load its marks). ' +
          '**Keyboard:** arrows by day and week, Page Up/Down by month, Enter or Space picks.',
      },
    },
  },
} satisfies Meta<typeof Calendar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** ru: March 2026, three marked days (today, the 18th, among them); marked days say so to screen readers. */
export const MarkedDays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid');
    await expect(canvas.getByRole('heading')).toHaveTextContent(/март 2026/);
    await expect(grid.querySelectorAll('[data-marked]')).toHaveLength(3);
    await expect(day(grid, 3)).toHaveAttribute('data-marked');
    await expect(day(grid, 4)).not.toHaveAttribute('data-marked');
    await expect(day(grid, 27).parentElement).toHaveAccessibleName(/27.*есть именинники/);
    await expect(day(grid, 18)).toHaveAttribute('data-today');
  },
};

export const English: Story = { globals: { locale: 'en' }, args: { 'aria-label': 'Birthdays', markedLabel: 'birthdays' } };

/** Picking a marked day selects it (the dot takes the day's text colour) and reports it. */
export const PickADay: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string | null>(null);
    return (
      <Calendar
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    await userEvent.click(day(grid, 27));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-27');
    await expect(day(grid, 27).parentElement).toHaveAttribute('aria-selected', 'true');
    await userEvent.unhover(day(grid, 27));
    await blur(canvasElement);
  },
};

/** Keyboard: Page Down shows April and reports the focused day, so the host can load that month's marks. */
export const KeyboardMonths: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid');
    day(grid, 18).focus();
    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByRole('heading')).toHaveTextContent(/апрель 2026/);
    await expect(args.onFocusChange).toHaveBeenLastCalledWith('2026-04-18');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-04-19');
    await blur(canvasElement);
  },
};
