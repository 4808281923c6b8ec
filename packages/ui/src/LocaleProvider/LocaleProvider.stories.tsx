import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NumberField } from '../NumberField/index.ts';
import { LocaleProvider } from './LocaleProvider.tsx';

/** LocaleProvider switches react-aria formatting with the product language. */
const meta = {
  title: 'UI/LocaleProvider',
  component: LocaleProvider,
  tags: ['autodocs'],
  args: { language: 'ru', children: null },
} satisfies Meta<typeof LocaleProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RussianGrouping: Story = {
  render: () => (
    <LocaleProvider language="ru">
      <NumberField label="Баллы" value={1234567} onChange={() => {}} />
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Баллы' });
    // ru groups thousands with a no-break space.
    await expect((input as HTMLInputElement).value.replace(/\s/g, ' ')).toBe('1 234 567');
  },
};

export const EnglishGrouping: Story = {
  render: () => (
    <LocaleProvider language="en">
      <NumberField label="Points" value={1234567} onChange={() => {}} />
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Points' });
    await expect((input as HTMLInputElement).value).toBe('1,234,567');
  },
};
