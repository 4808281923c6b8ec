import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Comment, CreateCommentBody } from '@gratia/contracts';
import { FeedEventView } from './FeedEventView.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { users } from '../testing/fixtures.ts';
import { errorReply, pending, reply, type MockRequest } from '../testing/mockFetch.ts';
import { comment, richThanks, thread, winnerEvent } from './fixtures.ts';

const page = (items: Comment[], nextCursor: string | null = null) => ({ items, nextCursor });

const handlers = {
  ...defaultHandlers,
  'GET /api/feed/event': richThanks,
  'GET /api/feed/comments': page(thread),
};

const meta = {
  title: 'Features/Feed/FeedEventView',
  component: FeedEventView,
  decorators: [withFeatures],
  parameters: { features: { handlers, route: '/feed/transaction/30' } },
  args: { eventType: 'transaction', eventId: '30' },
} satisfies Meta<typeof FeedEventView>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The thanks with its photos, sticker, value, likes and a thread with an edited own comment and a deleted one. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Присоединяюсь к благодарности!')).toBeInTheDocument();
    await expect(canvas.getByText('Комментарий удалён')).toBeInTheDocument();
    await expect(canvas.getByText('изменено')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Открыть фото/ })).toHaveLength(2);
    await expect(canvas.getByRole('img', { name: 'Спасибо!' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Вернуться к ленте' })).toHaveAttribute('href', '/feed');
    // Only the own comment can be edited or deleted.
    await expect(canvas.getAllByRole('button', { name: 'Изменить' })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: 'Удалить' })).toHaveLength(1);
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const Winner: Story = {
  args: { eventType: 'winner', eventId: '32' },
  parameters: { features: { handlers: { ...handlers, 'GET /api/feed/event': winnerEvent(32), 'GET /api/feed/comments': page([]) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Комментариев пока нет')).toBeInTheDocument();
  },
};
export const Loading: Story = { parameters: { features: { handlers: { ...handlers, 'GET /api/feed/event': pending } } } };
/** The server does not find it (another organization, or removed). */
export const NotFound: Story = {
  parameters: { features: { handlers: { ...handlers, 'GET /api/feed/event': errorReply('NOT_FOUND', 404) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Событие не найдено')).toBeInTheDocument();
  },
};
export const NotFoundEnglish: Story = { ...NotFound, play: undefined, globals: { locale: 'en' } };
/** Params that are no event reference never reach the server. */
export const InvalidParams: Story = {
  args: { eventType: 'thanks', eventId: 'abc' },
  parameters: { features: { handlers: { ...handlers, 'GET /api/feed/event': errorReply('INTERNAL', 500) } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Событие не найдено')).toBeInTheDocument();
  },
};
export const ErrorState: Story = {
  parameters: { features: { handlers: { ...handlers, 'GET /api/feed/event': errorReply('INTERNAL', 500) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Не удалось загрузить событие')).toBeInTheDocument();
  },
};
export const CommentsError: Story = {
  parameters: { features: { handlers: { ...handlers, 'GET /api/feed/comments': errorReply('INTERNAL', 500) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Не удалось загрузить комментарии')).toBeInTheDocument();
  },
};
export const CommentsLoading: Story = { parameters: { features: { handlers: { ...handlers, 'GET /api/feed/comments': pending } } } };

/** 45 comments in pages of 20: 'Show more comments' twice. */
const MANY = Array.from({ length: 45 }, (_, i) => comment(100 + i, { age: 300 - i, text: `Комментарий номер ${i + 1}`, author: users[i % 3]! }));
export const ManyComments: Story = {
  parameters: {
    features: {
      handlers: {
        ...handlers,
        'GET /api/feed/comments': (req: MockRequest) => {
          const from = Number(req.query.get('cursor') ?? 0);
          return page(MANY.slice(from, from + 20), from + 20 < MANY.length ? String(from + 20) : null);
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Комментарии' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ещё комментарии' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(40));
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ещё комментарии' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(45));
    await expect(canvas.queryByRole('button', { name: 'Показать ещё комментарии' })).toBeNull();
    await expect(canvas.getByText('Комментарий номер 45')).toBeInTheDocument();
  },
};

/** Add a comment with Ctrl+Enter: it shows at once; an empty one is refused with a translated message. */
export const AddComment: Story = {
  parameters: {
    features: {
      handlers: {
        ...handlers,
        'POST /api/feed/comments': (req: MockRequest) => {
          const b = req.body as CreateCommentBody;
          return reply(201, comment(50, { age: 0, author: users[0]!, text: b.text.trim(), canEdit: true, canDelete: true }), 400);
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Ваш комментарий' });
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить' }));
    await expect(await canvas.findByText('Это поле обязательно')).toBeInTheDocument();
    await userEvent.type(field, 'Отличная работа!');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(await canvas.findByText('Отличная работа!')).toBeInTheDocument();
    await expect(field).toHaveValue('');
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Изменить' })).toHaveLength(2));
  },
};

/** Edit the own comment in place; the edited text shows at once. */
export const EditComment: Story = {
  parameters: {
    features: {
      handlers: {
        ...handlers,
        'PATCH /api/feed/comments': (req: MockRequest) => reply(200, { ...thread[1]!, text: (req.body as { text: string }).text, updatedAt: new Date().toISOString() }, 300),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Изменить' }));
    const field = canvas.getByRole('textbox', { name: 'Изменить комментарий' });
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, 'Исправленный текст');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(await canvas.findByText('Исправленный текст')).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: 'Изменить комментарий' })).toBeNull();
    // The server's answer (300 ms) keeps it.
    await new Promise((r) => setTimeout(r, 500));
    await expect(canvas.getByText('Исправленный текст')).toBeInTheDocument();
  },
};

/** Delete the own comment after confirming: it becomes 'Комментарий удалён'. */
export const DeleteComment: Story = {
  parameters: { features: { handlers: { ...handlers, 'DELETE /api/feed/comments': reply(200, { ok: true }, 300) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Спасибо всем, было весело.');
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить' }));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Удалить комментарий?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(canvas.getAllByText('Комментарий удалён')).toHaveLength(2));
    await expect(canvas.queryByText('Спасибо всем, было весело.')).toBeNull();
    await waitFor(() => expect(body().queryByRole('alertdialog', { name: 'Удалить комментарий?' })).toBeNull());
    // The server's answer (300 ms) keeps it deleted.
    await new Promise((r) => setTimeout(r, 500));
    await expect(canvas.getAllByText('Комментарий удалён')).toHaveLength(2);
  },
};

/** The server refuses the delete (403): the comment comes back and an error toast shows. */
export const DeleteRefused: Story = {
  parameters: { features: { handlers: { ...handlers, 'DELETE /api/feed/comments': reply(403, { error: { code: 'FORBIDDEN', message: 'no' } }, 300) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Спасибо всем, было весело.');
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить' }));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Удалить комментарий?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Удалить' }));
    await expect(await body().findByText('Недостаточно прав для этого действия')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByText('Спасибо всем, было весело.')).toBeInTheDocument());
    // Close the toast so it does not outlive the story.
    for (const close of within(document.body).getAllByRole('button', { name: 'Закрыть уведомление' })) await userEvent.click(close);
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

/** Phone: the detail with photos. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '375px' }}>
        <Story />
      </div>
    ),
  ],
};
