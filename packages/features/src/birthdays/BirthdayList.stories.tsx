import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withFeatures } from '../testing/decorators.tsx';
import { BirthdayList } from './BirthdayList.tsx';
import { birthdaysIn, fixtureBirthdays } from './fixtures.ts';

const upcoming = birthdaysIn(fixtureBirthdays, '2026-03-10', '2026-03-31').items;

/** The people of a list of birthdays (SPEC §1 main page 'birthdays'): by date, each to their profile and to the thanks form. */
const meta = {
  title: 'Features/Birthdays/BirthdayList',
  component: BirthdayList,
  decorators: [withFeatures],
  args: { items: upcoming, empty: 'В ближайшее время именинников нет' },
} satisfies Meta<typeof BirthdayList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Several people, the first today. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('listitem');
    await expect(rows).toHaveLength(upcoming.length);
    await expect(rows[0]).toHaveAttribute('data-today');
  },
};
/** Nobody: an empty state. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('В ближайшее время именинников нет')).toBeInTheDocument();
  },
};
/** Nobody, beside the calendar: a quiet line announced as a status. */
export const QuietEmpty: Story = {
  args: { items: [], empty: 'В этот день именинников нет', quietEmpty: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('В этот день именинников нет');
  },
};
export const English: Story = { globals: { locale: 'en' } };
