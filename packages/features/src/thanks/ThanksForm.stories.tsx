import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ThanksForm } from './ThanksForm.tsx';
import { BalanceCard } from '../balance/BalanceCard.tsx';
import { ScreenGrid } from '../shell/ScreenGrid.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { balanceHidden, balanceNoPeriod, settingsHidden, settingsNoAnonymity, settingsNoPeriod } from '../testing/fixtures.ts';
import { errorReply, pending } from '../testing/mockFetch.ts';

const meta = {
  title: 'Features/Thanks/ThanksForm',
  component: ThanksForm,
  decorators: [withFeatures],
  parameters: { features: { handlers: defaultHandlers, route: '/new_transfer' } },
} satisfies Meta<typeof ThanksForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function chooseRecipient(canvasElement: HTMLElement, query: string, name: RegExp) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('combobox', { name: /Кому|To/ }), query);
  const option = await within(document.body).findByRole('option', { name }, { timeout: 3000 });
  await userEvent.click(option);
}

export const Default: Story = {};
export const English: Story = { globals: { locale: 'en' } };
export const Loading: Story = { parameters: { features: { handlers: { 'GET /api/balance': pending } } } };
export const ErrorState: Story = { parameters: { features: { handlers: { 'GET /api/values': errorReply('INTERNAL', 500) } } } };
export const NoActivePeriod: Story = {
  parameters: { features: { handlers: { 'GET /api/balance': balanceNoPeriod, 'GET /api/organization/settings': settingsNoPeriod } } },
};
export const AnonymityNotAllowed: Story = {
  parameters: { features: { handlers: { 'GET /api/organization/settings': settingsNoAnonymity } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Отправить спасибо' });
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};
export const HiddenBalances: Story = {
  parameters: { features: { handlers: { 'GET /api/balance': balanceHidden, 'GET /api/organization/settings': settingsHidden } } },
};

/** Submitting an empty form shows the translated validation messages. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Отправить спасибо' }));
    await expect(await canvas.findByText('Выберите получателя')).toBeInTheDocument();
    await expect(canvas.getAllByText('Это поле обязательно')).toHaveLength(2);
  },
};
export const ValidationMessagesEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send thanks' }));
    await expect(await canvas.findByText('Choose a recipient')).toBeInTheDocument();
  },
};

/** The full flow: recipient search, amount, message, send; the balance beside drops at once. */
export const SendWithBalance: Story = {
  render: () => (
    <ScreenGrid aside={<BalanceCard />}>
      <ThanksForm />
    </ScreenGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('balance-distribute')).toHaveTextContent('80');
    await chooseRecipient(canvasElement, 'Ив', /Иван Смирнов/);
    await userEvent.type(canvas.getByRole('textbox', { name: /Сколько/ }), '5');
    await userEvent.type(canvas.getByRole('textbox', { name: /Сообщение/ }), 'Спасибо за помощь!');
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить спасибо' }));
    await waitFor(() => expect(canvas.getByTestId('balance-distribute')).toHaveTextContent('75'));
    await expect(await within(document.body).findByText('Спасибо отправлено')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Сообщение/ })).toHaveValue(''));
  },
};

/** The server refuses: the amount field shows the message, a toast too, and the balance rolls back. */
export const InsufficientFunds: Story = {
  parameters: { features: { handlers: { 'POST /api/transfers': errorReply('INSUFFICIENT_FUNDS', 409) } } },
  render: () => (
    <ScreenGrid aside={<BalanceCard />}>
      <ThanksForm />
    </ScreenGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseRecipient(canvasElement, 'Мар', /Мария Кузнецова/);
    await userEvent.type(canvas.getByRole('textbox', { name: /Сколько/ }), '10');
    await userEvent.type(canvas.getByRole('textbox', { name: /Сообщение/ }), 'Спасибо!');
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить спасибо' }));
    await expect(await canvas.findByText('Недостаточно баллов на балансе')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByTestId('balance-distribute')).toHaveTextContent('80'));
  },
};
