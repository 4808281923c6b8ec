import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ProgressBar, type ProgressBarProps } from './ProgressBar.tsx';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'Загрузка фото', value: 45 },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}><Story /></div>],
} satisfies Meta<typeof ProgressBar>;

function SteppedProgress(args: ProgressBarProps) {
  const [value, setValue] = useState(0);
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <ProgressBar {...args} value={value} />
      <Button onPress={() => setValue((v) => Math.min(100, v + 25))}>+25%</Button>
    </div>
  );
}

export default meta;
type Story = StoryObj<typeof meta>;

/** Determinate: value, min and max are exposed and the percentage is shown and announced. */
export const Determinate: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Загрузка фото' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar.getAttribute('aria-valuetext')).toMatch(/45\s?%/);
  },
};

export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = {
  args: { value: 100, label: 'Готово' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** Indeterminate: no value is announced. */
export const Indeterminate: Story = {
  args: { isIndeterminate: true, label: 'Обработка' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Обработка' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

/** Without a visible label the bar is still named (default "Загрузка…"). */
export const Unlabelled: Story = {
  args: { label: undefined, showValue: false, value: 70 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Загрузка…' })).toBeInTheDocument();
  },
};

/** Custom range: 30 of 120 points, shown as a plain number. */
export const CustomRange: Story = {
  args: { label: 'Баллы', value: 30, maxValue: 120, formatOptions: { style: 'decimal' } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuemax', '120');
    await expect(bar).toHaveAttribute('aria-valuetext', '30');
  },
};

/** Driven by keyboard: Enter on the button advances the bar. */
export const Interactive: Story = {
  render: (args) => <SteppedProgress {...args} />,

  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: undefined, isIndeterminate: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  },
};
