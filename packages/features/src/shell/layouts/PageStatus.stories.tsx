import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PageStatus } from './PageStatus.tsx';
import { ApiError } from '../../api/index.ts';
import { withFeatures } from '../../testing/decorators.tsx';

const meta = {
  title: 'Features/Shell/PageStatus',
  component: PageStatus,
  decorators: [withFeatures],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const NetworkError: Story = { args: { error: new ApiError('NETWORK', 0, 'offline'), onRetry: fn() } };
export const NetworkErrorEnglish: Story = { ...NetworkError, globals: { locale: 'en' } };
