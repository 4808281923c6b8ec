import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ProfileInfo } from '@gratia/contracts';
import { OnboardingLayout } from '../shell/index.ts';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { meUser } from '../testing/fixtures.ts';
import { errorReply } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { OnboardingView } from './OnboardingView.tsx';

/** A member without an organization (SPEC §2: /onboarding). */
const meWithoutOrganization: ProfileInfo = { ...meUser, profile: { ...meUser.profile, organizationId: null } };

const meta = {
  title: 'Features/Onboarding/OnboardingView',
  component: OnboardingView,
  decorators: [withFeatures],
  parameters: { features: { route: '/onboarding', handlers: { ...defaultHandlers, 'GET /api/profile/me': meWithoutOrganization } } },
  beforeEach: clearToasts,
} satisfies Meta<typeof OnboardingView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** How to join a community, and a way out. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Добро пожаловать в Gratia' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Выйти' })).toBeEnabled();
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** The page as /onboarding shows it: inside the onboarding layout (product name, language switch). */
export const InOnboardingLayout: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <OnboardingLayout>
      <OnboardingView />
    </OnboardingLayout>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('banner')).toBeInTheDocument();
  },
};

/** Logout fails: the error toast says so (SPEC §8) and the page stays. */
export const LogoutFails: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, 'GET /api/profile/me': meWithoutOrganization, 'POST /api/auth/logout': errorReply('INTERNAL', 500) } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(within(document.body).getByText('Произошла ошибка')).toBeInTheDocument());
    clearToasts();
    await expect(within(canvasElement).getByRole('button', { name: 'Выйти' })).toBeEnabled();
  },
};
