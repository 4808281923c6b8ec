import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import PeriodPicker from './PeriodPicker.tsx';
import { withFeatures } from '../testing/decorators.tsx';

const meta = {
  title: 'Features/Birthdays/PeriodPicker',
  component: PeriodPicker,
  decorators: [withFeatures],
  args: { value: { start: null, end: null }, onChange: fn(), onClear: fn() },
} satisfies Meta<typeof PeriodPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No period yet: two empty DD-MM-YYYY fields and "Clear period", which goes back to the next two weeks. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: /Период/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Сбросить период' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

/** A chosen period shows both days. */
export const Chosen: Story = { args: { value: { start: '2026-03-01', end: '2026-03-31' } } };

export const English: Story = { args: { value: { start: '2026-03-01', end: '2026-03-31' } }, globals: { locale: 'en' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
