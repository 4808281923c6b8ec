import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { pending } from '../testing/mockFetch.ts';
import BirthdaysCalendar from './BirthdaysCalendar.tsx';
import { birthdaysHandler } from './fixtures.ts';

/**
 * The birthdays calendar on its own (the panel's "calendar" view, docs in BirthdaysPanel): the
 * month with the birthdays marked and the chosen day's people. Picking days is played in
 * BirthdaysPanel.stories (CalendarMonth).
 */
const meta = {
  title: 'Features/Birthdays/BirthdaysCalendar',
  component: BirthdaysCalendar,
  decorators: [withFeatures],
  parameters: { features: { handlers: { ...defaultHandlers, 'GET /api/employees/birthdays': birthdaysHandler() } } },
} satisfies Meta<typeof BirthdaysCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** March, four birthdays marked, today's people listed. */
export const Month: Story = {
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid');
    await waitFor(() => expect(grid.querySelectorAll('[data-marked]')).toHaveLength(4));
  },
};

/** The month's birthdays still loading. */
export const Loading: Story = { parameters: { features: { handlers: { ...defaultHandlers, 'GET /api/employees/birthdays': pending } } } };

/** A month without birthdays. */
export const NoBirthdays: Story = { parameters: { features: { handlers: { ...defaultHandlers, 'GET /api/employees/birthdays': birthdaysHandler([]) } } } };

export const English: Story = { globals: { locale: 'en' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
