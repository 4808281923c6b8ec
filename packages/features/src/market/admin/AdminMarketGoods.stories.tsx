import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withFeatures } from '../../testing/decorators.tsx';
import { errorReply, pending } from '../../testing/mockFetch.ts';
import { clearToasts, imagesDecoded } from '../../testing/storyHelpers.ts';
import { AdminMarketGoods } from './AdminMarketGoods.tsx';
import { fitsWidth, resetServers, rowNames, serverFor } from './storyHelpers.ts';

const marketAdmin = serverFor({ role: 'marketAdmin' });
const features = (s: ReturnType<typeof serverFor>, route = '/admin_market_goods') => ({ features: { handlers: s.handlers, route } });

const meta = {
  title: 'Features/MarketAdmin/AdminMarketGoods',
  component: AdminMarketGoods,
  decorators: [withFeatures],
  args: { searchDelayMs: 50 },
  parameters: features(marketAdmin),
  beforeEach: () => {
    clearToasts();
    resetServers();
  },
} satisfies Meta<typeof AdminMarketGoods>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The page once the offers have loaded. */
async function offersLoaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('grid', { name: 'Предложения бенефит-кафе' });
  await within(table).findAllByRole('rowheader');
  return { canvas, table };
}

/**
 * A market administrator (HR, not an organization admin): the one market they run, no picker, no
 * settings; the 'Предложения' tab open.
 */
export const MarketAdministrator: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await offersLoaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Предложения бенефит-кафе' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Предложения' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('button', { name: /^Бенефит-кафе/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Настройки бенефит-кафе' })).toBeNull();
    await imagesDecoded(canvasElement);
  },
};

const orgAdmin = serverFor({ role: 'orgAdmin' });
/** An organization admin: every market (the closed one too) in the picker, and the settings. The closed shop says it is closed. */
export const OrganizationAdmin: Story = {
  parameters: features(orgAdmin),
  play: async ({ canvasElement }) => {
    const { canvas } = await offersLoaded(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Настройки бенефит-кафе' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /^Бенефит-кафе/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Офисный магазин (закрыто)' }));
    await expect(await canvas.findByTestId('market-closed')).toHaveTextContent('Бенефит-кафе закрыто: участники его не видят.');
    await expect(await canvas.findByText('Предложений пока нет')).toBeInTheDocument();
  },
};

/** The settings open from the page with the market's values. */
export const OpenSettings: Story = {
  parameters: features(orgAdmin),
  play: async ({ canvasElement }) => {
    const { canvas } = await offersLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Настройки бенефит-кафе' }));
    const dialog = within(await body().findByTestId('market-settings'));
    await expect(dialog.getByRole('textbox', { name: /Название/ })).toHaveValue('Бенефит-кафе «Ромашка»');
  },
};

/** A member who runs no market: 'Нет доступа' (the server refuses them with 403 too); nothing of the admin API is asked. */
export const MemberWithoutAccess: Story = {
  parameters: features(serverFor({ role: 'member' })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Нет доступа')).toBeInTheDocument();
    await expect(canvas.getByTestId('market-goods')).toHaveAttribute('data-state', 'denied');
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

const empty = serverFor({ role: 'orgAdmin', markets: [] });
/** An organization admin of a community with no market: 'Создать бенефит-кафе' opens the settings to create one; the page then shows it. */
export const CreateTheFirstMarket: Story = {
  parameters: features(empty),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('В сообществе ещё нет бенефит-кафе')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Создать бенефит-кафе' }));
    const dialog = within(await body().findByTestId('market-settings'));
    await userEvent.type(dialog.getByRole('textbox', { name: /Название/ }), 'Кафе на Тверской');
    await userEvent.click(dialog.getByRole('button', { name: 'Создать' }));
    await expect(await body().findByText('Бенефит-кафе создано')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByTestId('market-goods')).toHaveAttribute('data-state', 'ready'));
    await expect(await canvas.findByText('Предложений пока нет')).toBeInTheDocument();
    clearToasts();
  },
};

/** `?tab=categories` opens the category tree; the tabs switch with the keyboard too. */
export const CategoriesTab: Story = {
  parameters: features(marketAdmin, '/admin_market_goods?tab=categories'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('categories-tree')).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Категории' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Предложения' }));
    const { table } = await offersLoaded(canvasElement);
    await expect(rowNames(table)).toContain('Худи с логотипом');
  },
};

/** Who the member is and their markets are loading. */
export const Loading: Story = {
  parameters: features(serverFor({}, { 'GET /api/markets/available': pending })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('market-goods')).toHaveAttribute('data-state', 'loading');
  },
};

/** The markets could not be read: an error with retry. */
export const LoadError: Story = {
  parameters: features(serverFor({}, { 'GET /api/markets/available': errorReply('INTERNAL', 500) })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Не удалось загрузить бенефит-кафе')).toBeInTheDocument();
    clearToasts();
  },
};

/** On a phone (390 px), as an organization admin. */
export const Phone: Story = {
  parameters: features(orgAdmin),
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await offersLoaded(canvasElement);
    await fitsWidth();
    await imagesDecoded(canvasElement);
  },
};

/** In English, as an organization admin. */
export const English: Story = {
  parameters: features(orgAdmin),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Benefit cafe offers' })).toBeInTheDocument();
    const table = await canvas.findByRole('grid', { name: 'Benefit cafe offers' });
    await within(table).findAllByRole('rowheader');
    await imagesDecoded(canvasElement);
  },
};
