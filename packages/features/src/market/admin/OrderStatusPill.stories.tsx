import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ORDER_STATUSES } from '@gratia/contracts';
import { Inline } from '@gratia/ui';
import { withFeatures } from '../../testing/decorators.tsx';
import { OrderStatusPill } from './OrderStatusPill.tsx';

/** Every status side by side (stories only). */
function AllStatuses() {
  return (
    <Inline gap="sm" wrap>
      {ORDER_STATUSES.map((status) => (
        <OrderStatusPill key={status} status={status} />
      ))}
    </Inline>
  );
}

const meta = {
  title: 'Features/MarketAdmin/OrderStatusPill',
  component: OrderStatusPill,
  decorators: [withFeatures],
  args: { status: 'under_consideration' },
} satisfies Meta<typeof OrderStatusPill>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Under consideration: its own colour. */
export const UnderConsideration: Story = {};
/** Paid: green. */
export const Paid: Story = { args: { status: 'paid' } };
/** Rejected: red. */
export const Rejected: Story = { args: { status: 'rejected' } };

/** The nine statuses with DOMAIN §2.4's admin labels; the text says each, not only the colour. */
export const Every: Story = {
  render: () => <AllStatuses />,
  play: async ({ canvasElement }) => {
    const pills = [...canvasElement.querySelectorAll('[data-status]')].map((el) => el.textContent);
    await expect(pills).toEqual(['Рассматривается', 'Принято, ожидается выполнение', 'Принято покупателем', 'Оплачено', 'Готово к выдаче', 'Выдано или отправлено покупателю', 'Готово', 'Отклонено', 'Отменено']);
  },
};

/** In English. */
export const English: Story = {
  render: () => <AllStatuses />,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Issued or sent to the buyer')).toBeInTheDocument();
  },
};
