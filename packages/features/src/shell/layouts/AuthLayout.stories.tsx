import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthLayout } from './AuthLayout.tsx';
import { LoginForm } from '../../auth/index.ts';
import { withFeatures } from '../../testing/decorators.tsx';

const meta = {
  title: 'Features/Shell/AuthLayout',
  component: AuthLayout,
  decorators: [withFeatures],
  parameters: { layout: 'fullscreen', features: { route: '/login' } },
  args: { children: <LoginForm /> },
} satisfies Meta<typeof AuthLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {};
export const English: Story = { globals: { locale: 'en' } };
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
