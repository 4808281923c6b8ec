import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { OrderStatus } from '@gratia/contracts';
import { OrderCard } from './OrderCard.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { imagesDecoded } from '../testing/storyHelpers.ts';
import { demoOffers, demoOrders, order } from './fixtures.ts';

const meta = {
  title: 'Features/Market/OrderCard',
  component: OrderCard,
  decorators: [withFeatures, (Story) => <div style={{ maxWidth: '42rem' }}>{<Story />}</div>],
  parameters: { features: { handlers: defaultHandlers, route: '/market_orders' } },
  args: { order: demoOrders[0]! },
} satisfies Meta<typeof OrderCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo order in `status`. */
const inStatus = (status: OrderStatus) => demoOrders.find((o) => o.status === status)!;

/** The play of one status's story: its pill's text and tone, and the buyer's buttons the card offers. */
const statusPlay =
  (pill: string, tone: string, buttons: string[]): NonNullable<Story['play']> =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await imagesDecoded(canvasElement);
    const badge = canvas.getByTestId('order-status');
    await expect(badge).toHaveTextContent(pill);
    await expect(badge).toHaveAttribute('data-tone', tone);
    await expect(canvas.queryAllByRole('button').map((b) => b.textContent)).toEqual(buttons);
  };

/** Under consideration (info): the number and time, the name with the quantity, the total; the buyer may cancel. */
export const UnderConsideration: Story = {
  args: { order: inStatus('under_consideration') },
  play: async (context) => {
    await statusPlay('На рассмотрении', 'info', ['Отменить заказ'])(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(/^№109, оформлен в \d{2}:\d{2} \d{2}\.\d{2}\.\d{4}$/)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Капучино в кофейне на первом этаже (2 шт.)' })).toBeInTheDocument();
    await expect(await canvas.findByText('Сумма: 100 спасибо')).toBeInTheDocument();
  },
};
export const AcceptedAwaiting: Story = { args: { order: inStatus('accepted_awaiting') }, play: statusPlay('Принято, ожидает', 'positive', ['Подтвердить', 'Отменить заказ']) };
export const AcceptedByBuyer: Story = { args: { order: inStatus('accepted_by_buyer') }, play: statusPlay('Принято покупателем', 'positive', []) };
export const Paid: Story = { args: { order: inStatus('paid') }, play: statusPlay('Оплачено', 'positive', []) };
export const ReadyForDelivery: Story = { args: { order: inStatus('ready_for_delivery') }, play: statusPlay('Готово к выдаче', 'positive', []) };
export const Issued: Story = { args: { order: inStatus('issued') }, play: statusPlay('Выдано или отправлено', 'positive', ['Получено']) };
export const Ready: Story = { args: { order: inStatus('ready') }, play: statusPlay('Готово', 'positive', []) };
export const Rejected: Story = { args: { order: inStatus('rejected') }, play: statusPlay('Отклонено', 'critical', []) };
export const Canceled: Story = { args: { order: inStatus('canceled') }, play: statusPlay('Отменено', 'critical', []) };

/** Every status in English, one card each. */
export const EveryStatusEnglish: Story = {
  globals: { locale: 'en' },
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      {demoOrders.map((o) => (
        <OrderCard key={o.id} order={o} />
      ))}
    </div>
  ),
};

/** A very long offer name wraps; an offer without photos shows a bag. */
export const LongNameNoPhoto: Story = {
  args: { order: order({ id: 987654, offer: { id: 8, name: demoOffers[7]!.name, tile: null }, quantity: 999, price: 1_000_000 }) },
};

/** On a phone. */
export const Phone: Story = { args: { order: inStatus('accepted_awaiting') }, globals: { viewport: { value: 'phone', isRotated: false } } };
