import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RouteError } from './RouteError.tsx';
import { withFeatures } from '../../testing/decorators.tsx';

/** The per-route error boundary state (SPEC §8): a crashed screen is recoverable in its layout. */
const meta = {
  title: 'Features/Shell/RouteError',
  component: RouteError,
  decorators: [withFeatures],
  args: { onRetry: fn() },
} satisfies Meta<typeof RouteError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert')[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('alert')[0]).toBeVisible();
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
