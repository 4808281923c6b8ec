import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BalanceCard } from './BalanceCard.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { balanceBig, balanceHidden, balanceNoPeriod, balanceWaiting, settingsHidden, settingsNoPeriod, settingsPluralBonus } from '../testing/fixtures.ts';
import { errorReply, pending } from '../testing/mockFetch.ts';

const meta = {
  title: 'Features/Balance/BalanceCard',
  component: BalanceCard,
  decorators: [withFeatures],
  parameters: { features: { handlers: defaultHandlers } },
} satisfies Meta<typeof BalanceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('balance-distribute')).toHaveTextContent('80');
    await expect(canvas.getByTestId('balance-received')).toHaveTextContent('35');
    // The period as the language writes it; a line may break only after the dash.
    await expect(canvas.getByText(/^Период: 1\s?–\s?30\sнояб\.\s2025\sг\.$/)).toBeInTheDocument();
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Period: Nov\s1\s–\s30,\s2025$/)).toBeInTheDocument();
  },
};
export const Loading: Story = { parameters: { features: { handlers: { 'GET /api/balance': pending } } } };
export const ErrorState: Story = {
  parameters: { features: { handlers: { 'GET /api/balance': errorReply('INTERNAL', 500) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Не удалось загрузить баланс')).toBeInTheDocument();
  },
};
export const HiddenBalances: Story = {
  parameters: { features: { handlers: { 'GET /api/balance': balanceHidden, 'GET /api/organization/settings': settingsHidden } } },
};
export const NoActivePeriod: Story = {
  parameters: { features: { handlers: { 'GET /api/balance': balanceNoPeriod, 'GET /api/organization/settings': settingsNoPeriod } } },
};
export const LongNumbers: Story = { parameters: { features: { handlers: { 'GET /api/balance': balanceBig } } } };
export const DeclinedBonusName: Story = {
  parameters: { features: { handlers: { 'GET /api/organization/settings': settingsPluralBonus } } },
};
/** Thanks of the member wait for a controller's approval (docs/decisions/0023): their points show on hold under the points to give. */
export const WithWaiting: Story = {
  parameters: { features: { handlers: { 'GET /api/balance': balanceWaiting } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('balance-distribute')).toHaveTextContent('20');
    await expect(canvas.getByTestId('balance-waiting')).toHaveTextContent('На одобрении: 60 спасибо');
  },
};
export const WithWaitingEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { features: { handlers: { 'GET /api/balance': balanceWaiting } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('balance-waiting')).toHaveTextContent(/^60 \S+ on hold$/);
  },
};
