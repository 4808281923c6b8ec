import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withFeatures } from '../../testing/decorators.tsx';
import { reply } from '../../testing/mockFetch.ts';
import { clearToasts } from '../../testing/storyHelpers.ts';
import { cafe } from './fixtures.ts';
import { MarketSettingsDialog } from './MarketSettingsDialog.tsx';
import { resetServers, serverFor } from './storyHelpers.ts';

const base = serverFor({ role: 'orgAdmin' });
const features = (s: ReturnType<typeof serverFor>) => ({ features: { handlers: s.handlers, route: '/admin_market_goods' } });

const meta = {
  title: 'Features/MarketAdmin/MarketSettingsDialog',
  component: MarketSettingsDialog,
  decorators: [withFeatures],
  args: { market: cafe, onClose: fn(), onCreated: fn() },
  parameters: features(base),
  beforeEach: () => {
    clearToasts();
    resetServers();
  },
} satisfies Meta<typeof MarketSettingsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialog = async () => within(await body().findByTestId('market-settings'));

/** Types `query` into the administrators' picker and takes the one colleague offered, with the keyboard. */
async function addAdmin(scope: ReturnType<typeof within>, query: string, name: RegExp) {
  await userEvent.type(scope.getByRole('combobox', { name: /Администраторы бенефит-кафе/ }), query);
  await body().findByRole('option', { name });
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
}

/** An organization admin's settings of the cafe: its name, open, prices shown, Мария Кузнецова its administrator. */
export const Edit: Story = {
  play: async () => {
    const scope = await dialog();
    await expect(scope.getByRole('textbox', { name: /Название/ })).toHaveValue('Бенефит-кафе «Ромашка»');
    await expect(scope.getByRole('switch', { name: 'Открыто для участников' })).toBeChecked();
    await expect(within(scope.getByTestId('market-admins')).getByText('Мария Кузнецова')).toBeInTheDocument();
  },
};

const saving = serverFor({ role: 'orgAdmin' });
/** Ivan becomes an administrator (the people picker), Maria leaves, prices leave the public page: all in one PATCH, and the dialog closes. */
export const ChangeAdministrators: Story = {
  parameters: features(saving),
  play: async ({ args }) => {
    const scope = await dialog();
    await addAdmin(scope, 'Иван', /Иван Смирнов/);
    await userEvent.click(scope.getByRole('button', { name: 'Убрать Мария Кузнецова из администраторов' }));
    await userEvent.click(scope.getByRole('switch', { name: 'Показывать цены на публичной странице' }));
    const chips = within(scope.getByTestId('market-admins'));
    await expect(chips.getAllByRole('listitem')).toHaveLength(1);
    await expect(chips.getByText('Иван Смирнов')).toBeInTheDocument();
    await userEvent.click(scope.getByRole('button', { name: 'Сохранить' }));
    await expect(await body().findByText('Настройки сохранены')).toBeInTheDocument();
    await expect(saving.server.log).toEqual([{ route: 'updateMarket', body: { id: 1, name: 'Бенефит-кафе «Ромашка»', isActive: true, publicPrices: false, adminIds: [2] } }]);
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    clearToasts();
  },
};

const creating = serverFor({ role: 'orgAdmin', markets: [] });
/** A new market: its name required; created, then its administrators set; the page hears of it. */
export const Create: Story = {
  args: { market: null },
  parameters: features(creating),
  play: async ({ args }) => {
    const scope = await dialog();
    await expect(scope.getByRole('heading', { name: 'Новое бенефит-кафе' })).toBeInTheDocument();
    await userEvent.click(scope.getByRole('button', { name: 'Создать' }));
    await expect(await scope.findByText('Введите название')).toBeInTheDocument();
    await expect(creating.server.log).toEqual([]);
    await userEvent.type(scope.getByRole('textbox', { name: /Название/ }), 'Кафе на Тверской');
    await addAdmin(scope, 'Анна', /Анна Петрова/);
    await userEvent.click(scope.getByRole('button', { name: 'Создать' }));
    await expect(await body().findByText('Бенефит-кафе создано')).toBeInTheDocument();
    await expect(creating.server.log.map((c) => c.route)).toEqual(['createMarket', 'updateMarket']);
    await expect(creating.server.log[1]?.body).toMatchObject({ isActive: true, publicPrices: true, adminIds: [1] });
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledWith(expect.objectContaining({ name: 'Кафе на Тверской' })));
    clearToasts();
  },
};

/** The server refuses the name (400): under the field. */
export const ServerRefusal: Story = {
  parameters: features(
    serverFor({ role: 'orgAdmin' }, { 'PATCH /api/markets': reply(400, { error: { code: 'VALIDATION_ERROR', message: 'invalid', details: { issues: [{ path: 'name', message: 'validation.forbiddenCharacter' }] } } }) }),
  ),
  play: async () => {
    const scope = await dialog();
    await userEvent.click(scope.getByRole('button', { name: 'Сохранить' }));
    await expect(await scope.findByText('Текст содержит недопустимый символ')).toBeInTheDocument();
  },
};

/** On a phone (390 px). */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } }, play: async () => void (await dialog()) };

/** In English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const scope = await dialog();
    await expect(scope.getByRole('heading', { name: 'Benefit cafe settings' })).toBeInTheDocument();
  },
};
