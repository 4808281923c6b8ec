import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OnboardingLayout } from '../shell/index.ts';
import { withFeatures } from '../testing/decorators.tsx';
import { errorReply, pending } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { clearDrafts } from './hooks.ts';
import { INVITE_TOKEN, INVITED_COMMUNITY, meCreator, meNewcomer, onboardingServer } from './fixtures.ts';
import { OnboardingWizard } from './OnboardingWizard.tsx';

/** A story of the wizard at `step` for the person and server given. */
const at = (step: string | null, handlers: Record<string, unknown>) => ({ features: { route: step ? `/onboarding?step=${step}` : '/onboarding', handlers } });
const phone = { viewport: { value: 'mobile1', isRotated: false } };

const meta = {
  title: 'Features/Onboarding/OnboardingWizard',
  component: OnboardingWizard,
  // A fixed address, so the invite link reads the same on any Storybook port.
  args: { inviteOrigin: 'https://gratia.example' },
  decorators: [withFeatures],
  parameters: at(null, onboardingServer(meNewcomer)),
  beforeEach: () => {
    clearToasts();
    clearDrafts();
  },
} satisfies Meta<typeof OnboardingWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: what Gratia is and the three steps that follow; Start goes on, Log out is there. */
export const Welcome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Добро пожаловать в Gratia' })).toBeVisible();
    await expect(canvas.getByText('Шаг 1 из 4')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Выйти' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Начать' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ваше сообщество' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Назад' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Добро пожаловать в Gratia' })).toBeVisible();
  },
};
/** The welcome step in English. */
export const WelcomeEnglish: Story = { globals: { locale: 'en' } };
/** The welcome step on a narrow phone. */
export const WelcomePhone: Story = { globals: phone };

/** The profile is still loading: the page's status. */
export const Loading: Story = { parameters: at(null, { ...onboardingServer(meNewcomer), 'GET /api/profile/me': pending }) };

/** The page as /onboarding shows it: inside the onboarding layout. */
export const InOnboardingLayout: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <OnboardingLayout>
      <OnboardingWizard {...args} />
    </OnboardingLayout>
  ),
};

/**
 * Someone with no community cannot skip ahead (?step=period shows the communities step); creating
 * goes on to the period step, whose form is prefilled: today to the end of next month, 100 points each.
 */
export const CreateThenPeriod: Story = {
  parameters: at('period', onboardingServer(meNewcomer)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ваше сообщество' })).toBeVisible();
    await expect(canvas.getByTestId('onboarding')).toHaveAttribute('data-step', 'communities');
    await userEvent.type(await canvas.findByLabelText('Название сообщества'), 'Ромашка');
    await userEvent.click(canvas.getByRole('button', { name: 'Создать сообщество' }));
    await waitFor(() => expect(canvas.getByTestId('onboarding')).toHaveAttribute('data-step', 'period'));
    await expect(await canvas.findByRole('textbox', { name: /Начало/ })).toHaveValue('10-03-2026');
    await expect(canvas.getByRole('textbox', { name: /Окончание/ })).toHaveValue('30-04-2026');
    await expect(canvas.getByLabelText(/Сумма начисления/)).toHaveValue('100');
    clearToasts();
  },
};

/** Joining by a link goes on to education, skipping the period step (the creator sets it up); no invite link for a member. */
export const JoinThenEducation: Story = {
  parameters: at('communities', onboardingServer(meNewcomer)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Ссылка-приглашение или её код'), INVITE_TOKEN);
    await userEvent.click(canvas.getByRole('button', { name: 'Проверить' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Вступить' }));
    await waitFor(() => expect(canvas.getByTestId('onboarding')).toHaveAttribute('data-step', 'education'));
    await expect(canvas.getByText('Настраивает создатель')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Пригласите коллег' })).toBeNull();
    clearToasts();
  },
};

/** Back from a later step, someone in a community sees it named, and Next. */
export const CommunitiesInCommunity: Story = {
  parameters: at('communities', onboardingServer(meCreator)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(`Вы в сообществе «${INVITED_COMMUNITY}»`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Далее' }));
    await waitFor(() => expect(canvas.getByTestId('onboarding')).toHaveAttribute('data-step', 'period'));
  },
};

/** Starting the first period goes on to education, where the creator is offered the invite link. */
export const PeriodThenEducation: Story = {
  parameters: at('period', onboardingServer(meCreator)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Запустить период' }));
    await waitFor(() => expect(canvas.getByTestId('onboarding')).toHaveAttribute('data-step', 'education'));
    await waitFor(() => expect(within(document.body).getByText('Период запущен')).toBeInTheDocument());
    await expect(await canvas.findByRole('button', { name: 'Создать ссылку-приглашение' })).toBeVisible();
    clearToasts();
  },
};

/** Log out before joining fails: the toast gives the server's message and the page stays. */
export const LogoutFails: Story = {
  parameters: at(null, { ...onboardingServer(meNewcomer), 'POST /api/auth/logout': errorReply('INTERNAL', 500) }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Выйти' }));
    // SPEC §8: the server's message (here the mock's, 'INTERNAL') or the generic one.
    await waitFor(() => expect(within(document.body).getByText('INTERNAL')).toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'Выйти' })).toBeEnabled();
    clearToasts();
  },
};
