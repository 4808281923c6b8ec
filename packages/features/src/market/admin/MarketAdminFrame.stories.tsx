import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Text } from '@gratia/ui';
import { withFeatures, withLocation } from '../../testing/decorators.tsx';
import { errorReply, pending } from '../../testing/mockFetch.ts';
import { clearToasts } from '../../testing/storyHelpers.ts';
import { MarketAdminFrame } from './MarketAdminFrame.tsx';
import { resetServers, serverFor } from './storyHelpers.ts';

const features = (s: ReturnType<typeof serverFor>, route = '/admin_market_goods') => ({ features: { handlers: s.handlers, route } });

const meta = {
  title: 'Features/MarketAdmin/MarketAdminFrame',
  component: MarketAdminFrame,
  decorators: [withLocation, withFeatures],
  args: {
    title: 'Предложения бенефит-кафе',
    description: 'Каталог, категории и настройки бенефит-кафе.',
    'data-testid': 'frame',
    children: (market) => <Text data-testid="frame-content">Открыто: {market.name}</Text>,
  },
  parameters: features(serverFor({ role: 'marketAdmin' })),
  beforeEach: () => {
    clearToasts();
    resetServers();
  },
} satisfies Meta<typeof MarketAdminFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

const frame = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('frame');
const stateOf = async (canvasElement: HTMLElement, state: string) => waitFor(() => expect(frame(canvasElement)).toHaveAttribute('data-state', state));

/** A market administrator: their one market is open, without a picker and without the settings (organization admins only). */
export const MarketAdministrator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stateOf(canvasElement, 'ready');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Предложения бенефит-кафе' })).toBeInTheDocument();
    await expect(canvas.getByTestId('frame-content')).toHaveTextContent(/^Открыто: /);
    await expect(canvas.queryByRole('button', { name: /Бенефит-кафе/ })).toBeNull();
    await expect(canvas.queryByTestId('market-settings-open')).toBeNull();
  },
};

/** An organization admin: every market in the picker (a closed one says so); the choice goes to `?market=` and the closed market's note shows. */
export const OrganizationAdminPicksAMarket: Story = {
  parameters: features(serverFor({ role: 'orgAdmin' })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stateOf(canvasElement, 'ready');
    await expect(canvas.getByTestId('market-settings-open')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /^Бенефит-кафе/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Офисный магазин (закрыто)' }));
    await expect(await canvas.findByTestId('market-closed')).toBeInTheDocument();
    await expect(canvas.getByTestId('frame-content')).toHaveTextContent('Открыто: Офисный магазин');
    await expect(canvas.getByTestId('location').textContent).toMatch(/\?market=\d+$/);
  },
};

/** A member who runs no market: 'Нет доступа', and the content is never rendered. */
export const Denied: Story = {
  parameters: features(serverFor({ role: 'member' })),
  play: async ({ canvasElement }) => {
    await stateOf(canvasElement, 'denied');
    await expect(within(canvasElement).getByText('Нет доступа')).toBeInTheDocument();
    await expect(within(canvasElement).queryByTestId('frame-content')).toBeNull();
  },
};

/** An organization admin of a community with no market: the way to create the first one. */
export const NoMarketYet: Story = {
  parameters: features(serverFor({ role: 'orgAdmin', markets: [] })),
  play: async ({ canvasElement }) => {
    await stateOf(canvasElement, 'none');
    await expect(within(canvasElement).getByRole('button', { name: 'Создать бенефит-кафе' })).toBeInTheDocument();
  },
};

/** The member's markets are loading: placeholders, announced. */
export const Loading: Story = {
  parameters: features(serverFor({}, { 'GET /api/markets/available': pending })),
  play: async ({ canvasElement }) => {
    await stateOf(canvasElement, 'loading');
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

/** The markets could not be read: an error with a retry that reads them again. */
let reads = 0;
export const LoadErrorAndRetry: Story = {
  parameters: features(serverFor({ role: 'marketAdmin' }, { 'GET /api/markets/available': () => (++reads === 1 ? errorReply('INTERNAL', 500) : { items: [{ id: 1, name: 'Бенефит-кафе «Ромашка»', canAdminister: true, publicKey: null, publicPrices: true }] }) })),
  beforeEach: () => {
    reads = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Не удалось загрузить бенефит-кафе')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Повторить/ }));
    await stateOf(canvasElement, 'ready');
    await expect(canvas.getByTestId('frame-content')).toHaveTextContent('Открыто: Бенефит-кафе «Ромашка»');
  },
};

/** On a phone: the title, the picker and the settings stack; nothing wider than the screen. */
export const PhoneOrganizationAdmin: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: features(serverFor({ role: 'orgAdmin' })),
  play: async ({ canvasElement }) => {
    await stateOf(canvasElement, 'ready');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In English, an organization admin. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Benefit cafe offers', description: 'The catalogue, categories and settings of the benefit cafe.' },
  parameters: features(serverFor({ role: 'orgAdmin' })),
  play: async ({ canvasElement }) => {
    await stateOf(canvasElement, 'ready');
    await expect(within(canvasElement).getByRole('button', { name: 'Benefit cafe settings' })).toBeInTheDocument();
  },
};
