import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card, Text } from '@gratia/ui';
import { BareLayout, ChallengeLayout, OnboardingLayout } from './OtherLayouts.tsx';
import { RouteError } from './RouteError.tsx';
import { withFeatures } from '../../testing/decorators.tsx';
import { shellHandlers } from '../fixtures.ts';

const meta = {
  title: 'Features/Shell/OtherLayouts',
  decorators: [withFeatures],
  parameters: { layout: 'fullscreen', features: { handlers: shellHandlers } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const content = (
  <Card>
    <Text>Содержимое экрана</Text>
  </Card>
);

/** The challenge layout: anonymous header (no member name, no logout; the product name leads to /login), the content at reading width. */
export const Challenge: Story = {
  render: () => <ChallengeLayout>{content}</ChallengeLayout>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Gratia' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('button', { name: 'Выйти' })).toBeNull();
  },
};
export const ChallengeEnglish: Story = { globals: { locale: 'en' }, render: () => <ChallengeLayout>{content}</ChallengeLayout> };
export const Onboarding: Story = { render: () => <OnboardingLayout>{content}</OnboardingLayout> };
export const OnboardingEnglish: Story = { globals: { locale: 'en' }, render: () => <OnboardingLayout>{content}</OnboardingLayout> };
/** The none layout (public market page): the page alone. */
export const Bare: Story = {
  render: () => <BareLayout>{content}</BareLayout>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('banner')).toBeNull();
  },
};
/** A crashed screen inside a layout: recoverable error state. */
export const ScreenCrashed: Story = {
  render: () => <RouteError onRetry={() => {}} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Не удалось показать этот раздел')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: /Повторить|Попробовать/ })).toBeInTheDocument();
  },
};
export const ScreenCrashedEnglish: Story = { globals: { locale: 'en' }, render: () => <RouteError onRetry={() => {}} /> };
