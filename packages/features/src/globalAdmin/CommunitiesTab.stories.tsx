import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CommunitiesTab } from './CommunitiesTab.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { errorReply, pending } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { demoCommunities, globalAdminServer } from './fixtures.ts';
import { body, fitsWidth, phone, rowOf } from './storyHelpers.ts';

const meta = {
  title: 'Features/GlobalAdmin/CommunitiesTab',
  component: CommunitiesTab,
  decorators: [withFeatures],
  args: { searchDelayMs: 0 },
  parameters: { features: { handlers: globalAdminServer().handlers, route: '/global_admin' } },
  beforeEach: clearToasts,
} satisfies Meta<typeof CommunitiesTab>;
export default meta;
type Story = StoryObj<typeof meta>;


/** The communities tab: each root followed by its subsidiaries, members, administrators, the active period, the day created; the count of matches. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Сообщества' })).toBeInTheDocument();
    const table = await canvas.findByRole('grid', { name: 'Сообщества' });
    await expect(within(table).getAllByRole('rowheader').map((c) => c.textContent)).toEqual([
      'Ромашка',
      'Ромашка — Казаньдочернее — «Ромашка»',
      'Северный ветер',
      'Лаборатория Тесла',
    ]);
    const romashka = rowOf(table, 'Ромашка');
    await expect(romashka).toHaveTextContent('Анна Петрова, Иван Смирнов');
    await expect(romashka).toHaveTextContent('01-03-2026 — 31-03-2026');
    await expect(romashka).toHaveTextContent('01-09-2025');
    await expect(rowOf(table, 'Северный ветер')).toHaveTextContent('Нет активного периода');
    await expect(rowOf(table, 'Лаборатория Тесла')).toHaveTextContent('Нет администраторов');
    await expect(canvas.getByRole('status')).toHaveTextContent('Найдено 4 сообщества');
  },
};

/** A search with no match: says so with the words searched. */
export const SearchEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Сообщества' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск по названию' }), 'Юпитер');
    await expect(await canvas.findByText('Нет сообществ с «Юпитер» в названии')).toBeInTheDocument();
    await expect(canvas.getByTestId('communities-tab')).toHaveAttribute('data-state', 'empty');
  },
};

/** While the communities load: placeholders, the section busy. */
export const Loading: Story = {
  parameters: { features: { handlers: { ...globalAdminServer().handlers, 'GET /api/global/communities': pending } } },
  play: async ({ canvasElement }) => {
    const tab = within(canvasElement).getByTestId('communities-tab');
    await expect(tab).toHaveAttribute('aria-busy', 'true');
  },
};

/** No community at all. */
export const Empty: Story = {
  parameters: { features: { handlers: globalAdminServer({ communities: [] }).handlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Сообществ пока нет')).toBeInTheDocument();
  },
};

/** The communities cannot be read: an error with a retry. */
export const ErrorState: Story = {
  parameters: { features: { handlers: { ...globalAdminServer().handlers, 'GET /api/global/communities': errorReply('INTERNAL', 500) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Не удалось загрузить сообщества')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    clearToasts();
  },
};

const createServer = globalAdminServer();
/** Create a root community with a new person as its first administrator: sent as typed, a toast, the new row. */
export const CreateCommunity: Story = {
  parameters: { features: { handlers: createServer.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Сообщества' });
    await userEvent.click(canvas.getByRole('button', { name: 'Создать сообщество' }));
    const dialog = await body().findByRole('dialog', { name: 'Новое корневое сообщество' });
    const inside = within(dialog);
    await userEvent.type(inside.getByRole('textbox', { name: /^Название сообщества/ }), 'Альфа Логистик');
    await userEvent.type(inside.getByRole('textbox', { name: /^Электронная почта администратора/ }), 'vera@alfa.ru');
    await userEvent.type(inside.getByRole('textbox', { name: /^Фамилия/ }), 'Орлова');
    await userEvent.type(inside.getByRole('textbox', { name: /^Имя/ }), 'Вера');
    await userEvent.click(inside.getByRole('button', { name: 'Создать' }));
    await expect(await body().findByText('Сообщество создано')).toBeInTheDocument();
    await expect(createServer.log.at(-1)?.body).toEqual({ name: 'Альфа Логистик', admin: { email: 'vera@alfa.ru', firstName: 'Вера', surname: 'Орлова' } });
    await waitFor(() => expect(rowOf(table, 'Альфа Логистик')).toHaveTextContent('Вера Орлова'));
    clearToasts();
  },
};

const takenServer = globalAdminServer();
/** A root name taken (any case): 409 ORGANIZATION_NAME_TAKEN on the name field; the dialog stays, nothing is created. */
export const CreateCommunityNameTaken: Story = {
  parameters: { features: { handlers: takenServer.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Сообщества' });
    await userEvent.click(canvas.getByRole('button', { name: 'Создать сообщество' }));
    const inside = within(await body().findByRole('dialog', { name: 'Новое корневое сообщество' }));
    const name = inside.getByRole('textbox', { name: /^Название сообщества/ });
    await userEvent.type(name, 'ромашка');
    await userEvent.type(inside.getByRole('textbox', { name: /^Электронная почта администратора/ }), 'anna@romashka.ru');
    await userEvent.click(inside.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription(/Сообщество с таким названием уже есть/);
    await expect(takenServer.communities()).toHaveLength(4);
  },
};

const namesServer = globalAdminServer();
/** An e-mail nobody has, without names: the server asks for the first name on its field; a bad e-mail is refused before sending. */
export const CreateCommunityNamesRequired: Story = {
  parameters: { features: { handlers: namesServer.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Сообщества' });
    await userEvent.click(canvas.getByRole('button', { name: 'Создать сообщество' }));
    const inside = within(await body().findByRole('dialog', { name: 'Новое корневое сообщество' }));
    const email = inside.getByRole('textbox', { name: /^Электронная почта администратора/ });
    await userEvent.type(inside.getByRole('textbox', { name: /^Название сообщества/ }), 'Бета');
    await userEvent.type(email, 'не почта');
    await userEvent.click(inside.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(namesServer.log).toEqual([]);
    await userEvent.clear(email);
    await userEvent.type(email, 'new@beta.ru');
    await userEvent.click(inside.getByRole('button', { name: 'Создать' }));
    const firstName = inside.getByRole('textbox', { name: /^Имя/ });
    await waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'));
    await expect(firstName).toHaveAccessibleDescription(/обязательно/);
  },
};

/** The communities in English: headings, counts and the empty administrators said in English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Communities' })).toBeInTheDocument();
    const table = await canvas.findByRole('grid', { name: 'Communities' });
    await expect(rowOf(table, 'Лаборатория Тесла')).toHaveTextContent('No administrators');
    await expect(canvas.getByRole('status')).toHaveTextContent('4 communities found');
  },
};

/** A phone: the communities as cards, nothing runs out sideways. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const cards = await within(canvasElement).findAllByTestId('community-card');
    await expect(cards).toHaveLength(4);
    await expect(cards[0]).toHaveTextContent('Администраторы: Анна Петрова, Иван Смирнов');
    await expect(cards[0]).toHaveTextContent('42 участника');
    await fitsWidth();
  },
};

const longName = `Объединённая производственно-торговая компания «Северо-Западные распределительные сети и логистика» ${'я'.repeat(20)}`.slice(0, 120);
/** A name as long as allowed and administrators listed at length: they wrap inside the table, nothing runs out sideways. */
export const LongNames: Story = {
  parameters: {
    features: {
      handlers: globalAdminServer({
        communities: [
          { id: 9, name: longName, parent: null, members: 12_345, admins: [...demoCommunities[0]!.admins, ...demoCommunities[1]!.admins, ...demoCommunities[2]!.admins], activePeriod: null, createdAt: '2026-01-01T00:00:00.000Z' },
          ...demoCommunities.slice(0, 2),
        ],
      }).handlers,
    },
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'Сообщества' });
    await expect(rowOf(table, longName.slice(0, 40))).toHaveTextContent('12 345');
    await fitsWidth();
  },
};
