import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CloseIcon, InfoIcon } from '../internal/icons.tsx';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { 'aria-label': 'Закрыть', icon: <CloseIcon />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] },
    tone: { control: 'inline-radio', options: ['neutral', 'critical'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its aria-label; square; pressed by pointer, Enter and Space. */
export const Ghost: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Закрыть' });
    const { width, height } = button.getBoundingClientRect();
    await expect(Math.round(width)).toBe(Math.round(height));
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
};

export const Primary: Story = { args: { variant: 'primary', icon: <InfoIcon />, 'aria-label': 'Подробнее' } };
export const Secondary: Story = { args: { variant: 'secondary' } };
/** A destructive icon action: filled (primary) and quiet (ghost) in the critical tone. */
export const Critical: Story = { args: { variant: 'primary', tone: 'critical', 'aria-label': 'Удалить' } };
export const CriticalGhost: Story = { args: { tone: 'critical', 'aria-label': 'Удалить' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <IconButton {...args} size="sm" />
      <IconButton {...args} size="md" />
      <IconButton {...args} size="lg" />
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { isLoading: true, variant: 'secondary' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Close' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  },
};
