import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TelegramTab, type TelegramTabProps } from './TelegramTab.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { errorReply } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { demoCommunities, globalAdminServer } from './fixtures.ts';
import { body, fitsWidth, phone, pick, rowOf } from './storyHelpers.ts';

/** Keeps the chosen community in state, as the global admin page does for its tabs (and reports each choice). */
function Harness({ community: initial, onCommunityChange }: TelegramTabProps) {
  const [community, setCommunity] = useState(initial);
  return (
    <TelegramTab
      community={community}
      onCommunityChange={(next) => {
        setCommunity(next);
        onCommunityChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/GlobalAdmin/TelegramTab',
  component: TelegramTab,
  decorators: [withFeatures],
  args: { community: null, onCommunityChange: fn() },
  parameters: { features: { handlers: globalAdminServer().handlers, route: '/global_admin' } },
  beforeEach: clearToasts,
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof TelegramTab>;
export default meta;
type Story = StoryObj<typeof meta>;

const telegramServer = globalAdminServer();
/** «Ромашка»'s groups; a chat id it has is refused on the chat id field; a new one is added; one is renamed. */
export const Default: Story = {
  parameters: { features: { handlers: telegramServer.handlers } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 'Ромашка');
    await expect(args.onCommunityChange).toHaveBeenLastCalledWith(demoCommunities[0]);
    const table = await canvas.findByRole('grid', { name: 'Telegram-группы сообщества «Ромашка»' });
    await expect(rowOf(table, 'Продажи')).toHaveTextContent('-482915307');
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить группу' }));
    let inside = within(await body().findByRole('dialog', { name: 'Новая Telegram-группа' }));
    const chatId = inside.getByRole('textbox', { name: /^ID чата/ });
    await userEvent.type(inside.getByRole('textbox', { name: /^Название/ }), 'Маркетинг');
    await userEvent.type(chatId, '-482915307');
    await userEvent.click(inside.getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(chatId).toHaveAttribute('aria-invalid', 'true'));
    await expect(chatId).toHaveAccessibleDescription(/Группа с этим ID чата уже есть/);
    await userEvent.clear(chatId);
    await userEvent.type(chatId, '−100 555 012 3456');
    await userEvent.click(inside.getByRole('button', { name: 'Добавить' }));
    await expect(await body().findByText('Группа добавлена')).toBeInTheDocument();
    await waitFor(() => expect(rowOf(table, 'Маркетинг')).toHaveTextContent('-1005550123456'));
    clearToasts();
    await userEvent.click(within(table).getByRole('button', { name: 'Переименовать группу «Продажи»' }));
    inside = within(await body().findByRole('dialog', { name: 'Переименование группы' }));
    const name = inside.getByRole('textbox', { name: /^Название/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Отдел продаж');
    await userEvent.click(inside.getByRole('button', { name: 'Сохранить' }));
    await expect(await body().findByText('Группа переименована')).toBeInTheDocument();
    await expect(telegramServer.log.at(-1)).toMatchObject({ method: 'PATCH', query: { organizationId: '1', id: '2' }, body: { name: 'Отдел продаж' } });
    await waitFor(() => expect(rowOf(table, 'Отдел продаж')).toBeInTheDocument());
    clearToasts();
  },
};

const deleteGroupServer = globalAdminServer();
/** Delete a group after the confirmation naming it, its chat id and the community. */
export const DeleteGroup: Story = {
  parameters: { features: { handlers: deleteGroupServer.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 'Ромашка');
    const table = await canvas.findByRole('grid', { name: 'Telegram-группы сообщества «Ромашка»' });
    await userEvent.click(within(table).getByRole('button', { name: 'Удалить группу «Продажи»' }));
    const confirm = await body().findByRole('alertdialog', { name: 'Удалить группу?' });
    await expect(confirm).toHaveTextContent('Группа «Продажи» (ID чата -482915307) будет удалена из сообщества «Ромашка».');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await expect(await body().findByText('Группа удалена')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(1));
    clearToasts();
  },
};

/** A community without groups: the add button in the empty state. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 'Северный ветер');
    await expect(await canvas.findByText('Групп пока нет')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Добавить группу' })).toBeEnabled();
  },
};

/** The groups cannot be read. */
export const ErrorState: Story = {
  parameters: { features: { handlers: { ...globalAdminServer().handlers, 'GET /api/global/telegram-groups': errorReply('INTERNAL', 500) } } },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, 'Ромашка');
    await expect(await within(canvasElement).findByText('Не удалось загрузить Telegram-группы')).toBeInTheDocument();
    clearToasts();
  },
};

/** The groups as cards on a phone. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await pick(canvasElement, 'Ромашка');
    const cards = await within(canvasElement).findAllByTestId('telegram-card');
    await expect(cards[0]).toHaveTextContent('ID чата: -482915307');
    await fitsWidth();
  },
};
