import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Sidebar } from './Sidebar.tsx';
import { withFeatures } from '../testing/decorators.tsx';

const meta = {
  title: 'Features/Shell/Sidebar',
  component: Sidebar,
  decorators: [withFeatures],
  parameters: { features: { route: '/feed' } },
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'События' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Спасибо' })).not.toHaveAttribute('aria-current');
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const ThanksActive: Story = { parameters: { features: { route: '/new_transfer' } } };
export const BottomBar: Story = { args: { variant: 'bottom' }, parameters: { layout: 'fullscreen' } };
