import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Comment } from '@gratia/contracts';
import { CommentsThread } from './CommentsThread.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { users } from '../testing/fixtures.ts';
import { errorReply, pending, reply, type MockRequest } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { comment, thread } from './fixtures.ts';

const page = (items: Comment[], nextCursor: string | null = null) => ({ items, nextCursor });

/** The width of the event page's content column. */
const columnWidth: Decorator = (Story) => (
  <div style={{ maxWidth: '40rem' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Features/Feed/CommentsThread',
  component: CommentsThread,
  decorators: [columnWidth, withFeatures],
  parameters: { features: { handlers: { ...defaultHandlers, 'GET /api/feed/comments': page(thread) }, route: '/feed/transaction/30' } },
  args: { event: { eventType: 'transaction', eventId: 30 } },
  // Toasts live in the page's one toast region: start every story without those of earlier ones.
  beforeEach: () => {
    clearToasts();
  },
} satisfies Meta<typeof CommentsThread>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Someone else's comment, the own edited one (Edit and Delete) and a deleted one (placeholder, no actions). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Комментарии' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByRole('article', { name: 'Иван Смирнов' })[0]).toHaveTextContent('Присоединяюсь к благодарности!');
    await expect(canvas.getByText('Комментарий удалён')).toBeInTheDocument();
    const own = canvas.getByRole('article', { name: 'Анна Петрова' });
    await expect(within(own).getByText('изменено')).toBeInTheDocument();
    await expect(within(own).getByRole('button', { name: 'Изменить' })).toBeInTheDocument();
    await expect(within(own).getByRole('button', { name: 'Удалить' })).toBeInTheDocument();
    // Only the own comment has actions; the deleted one has neither text nor actions nor an 'edited' mark.
    await expect(canvas.getAllByRole('button', { name: 'Изменить' })).toHaveLength(1);
    await expect(canvas.getAllByText('изменено')).toHaveLength(1);
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'ready');
  },
};

export const Empty: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, 'GET /api/feed/comments': page([]) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Комментариев пока нет')).toBeInTheDocument();
    // The form is there for the first one.
    await expect(canvas.getByRole('textbox', { name: 'Ваш комментарий' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, 'GET /api/feed/comments': pending } } },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section')!;
    await expect(section).toHaveAttribute('data-state', 'loading');
    await expect(section).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * A failed read also shows the app's error toast; close it, so the screenshot does not depend on
 * whether the toast's timer has run out.
 */
async function dismissErrorToast() {
  await expect(await body().findByText('Произошла ошибка')).toBeInTheDocument();
  clearToasts();
  await waitFor(() => expect(body().queryByText('Произошла ошибка')).toBeNull());
}

let failuresLeft = 0;
/** The first read fails (500); Retry reads again and the thread shows. */
export const ErrorAndRetry: Story = {
  beforeEach: () => {
    failuresLeft = 1;
  },
  parameters: {
    features: {
      handlers: {
        ...defaultHandlers,
        'GET /api/feed/comments': () => (failuresLeft-- > 0 ? errorReply('INTERNAL', 500) : page(thread)),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Не удалось загрузить комментарии')).toBeInTheDocument();
    // No form while the thread can't be read.
    await expect(canvas.queryByRole('textbox', { name: 'Ваш комментарий' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(await canvas.findByText('Присоединяюсь к благодарности!')).toBeInTheDocument();
    await expect(canvas.queryByText('Не удалось загрузить комментарии')).toBeNull();
    await dismissErrorToast();
  },
};

/** The error state left on screen. */
export const ErrorState: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, 'GET /api/feed/comments': errorReply('INTERNAL', 500) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    await dismissErrorToast();
  },
};

/** Seven comments in pages of three: 'Show more comments' twice, then it goes away. */
const MANY = Array.from({ length: 7 }, (_, i) => comment(100 + i, { age: 300 - i * 10, text: `Комментарий номер ${i + 1}`, author: users[i % 3]! }));
export const ManyWithPaging: Story = {
  parameters: {
    features: {
      handlers: {
        ...defaultHandlers,
        'GET /api/feed/comments': (req: MockRequest) => {
          const from = Number(req.query.get('cursor') ?? 0);
          return page(MANY.slice(from, from + 3), from + 3 < MANY.length ? String(from + 3) : null);
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Комментарии' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ещё комментарии' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6));
    // Oldest first: the new page comes under the first one.
    await expect(within(list).getAllByRole('listitem')[3]).toHaveTextContent('Комментарий номер 4');
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ещё комментарии' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(7));
    await expect(canvas.queryByRole('button', { name: 'Показать ещё комментарии' })).toBeNull();
  },
};

/** The own comment: Edit opens the text in place; Ctrl+Enter saves, the new text shows with 'изменено'. */
export const OwnCommentEdit: Story = {
  parameters: {
    features: {
      handlers: {
        ...defaultHandlers,
        'GET /api/feed/comments': page([thread[0]!, comment(2, { age: 30, author: users[0]!, text: 'Спасибо всем, было весело.', canEdit: true, canDelete: true })]),
        'PATCH /api/feed/comments': (req: MockRequest) =>
          reply(200, { ...thread[1]!, text: (req.body as { text: string }).text, updatedAt: new Date().toISOString() }, 200),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const own = await canvas.findByRole('article', { name: 'Анна Петрова' });
    await expect(within(own).queryByText('изменено')).toBeNull();
    await userEvent.click(within(own).getByRole('button', { name: 'Изменить' }));
    const field = within(own).getByRole('textbox', { name: 'Изменить комментарий' });
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, 'Спасибо всем, было очень весело!');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(await within(own).findByText('Спасибо всем, было очень весело!')).toBeInTheDocument();
    await waitFor(() => expect(within(own).getByText('изменено')).toBeInTheDocument());
    await expect(within(own).getByRole('button', { name: 'Изменить' })).toBeInTheDocument();
  },
};

/** The own comment being edited: Escape leaves the old text. Left in edit mode for the screenshot. */
export const OwnCommentEditing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const own = await canvas.findByRole('article', { name: 'Анна Петрова' });
    await userEvent.click(within(own).getByRole('button', { name: 'Изменить' }));
    await userEvent.type(within(own).getByRole('textbox', { name: 'Изменить комментарий' }), ' Черновик');
    await userEvent.keyboard('{Escape}');
    await expect(within(own).getByText('Спасибо всем, было весело.')).toBeInTheDocument();
    await userEvent.click(within(own).getByRole('button', { name: 'Изменить' }));
    await expect(within(own).getByRole('textbox', { name: 'Изменить комментарий' })).toHaveValue('Спасибо всем, было весело.');
  },
};

/** An admin sees Delete (not Edit) on someone else's comment; after confirming it becomes the placeholder. */
export const AdminDeletesAnothersComment: Story = {
  parameters: {
    features: {
      handlers: {
        ...defaultHandlers,
        'GET /api/feed/comments': page([
          comment(1, { age: 40, text: 'Неуместный комментарий', canDelete: true }),
          comment(2, { age: 30, author: users[2]!, text: 'Поддерживаю!', canDelete: true }),
        ]),
        'DELETE /api/feed/comments': reply(200, { ok: true }, 200),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const other = await canvas.findByRole('article', { name: 'Иван Смирнов' });
    await expect(canvas.queryByRole('button', { name: 'Изменить' })).toBeNull();
    await userEvent.click(within(other).getByRole('button', { name: 'Удалить' }));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Удалить комментарий?' }));
    await expect(dialog.getByText('Вместо текста останется отметка «Комментарий удалён».')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(within(other).getByText('Комментарий удалён')).toBeInTheDocument());
    await expect(canvas.queryByText('Неуместный комментарий')).toBeNull();
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    // The server's answer (200 ms) keeps it deleted; the other comment is untouched.
    await new Promise((r) => setTimeout(r, 400));
    await expect(within(other).getByText('Комментарий удалён')).toBeInTheDocument();
    await expect(canvas.getByText('Поддерживаю!')).toBeInTheDocument();
  },
};

/** Keep: the confirmation is cancelled and nothing is deleted. */
export const DeleteCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const own = await canvas.findByRole('article', { name: 'Анна Петрова' });
    await userEvent.click(within(own).getByRole('button', { name: 'Удалить' }));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Удалить комментарий?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Оставить' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(within(own).getByText('Спасибо всем, было весело.')).toBeInTheDocument();
  },
};

const LONG =
  'Хочу отдельно поблагодарить за подготовку квартального отчёта: ' +
  'данные из пяти отделов сведены вовремя, графики понятные, а выводы помогли нам договориться о бюджете. '.repeat(5) +
  'Ссылка на итоговую версию: https://example.org/reports/2026/q3/final-version-approved-by-finance-and-management';
/** A long comment and a long unbroken link wrap inside the column; long names too. */
export const LongText: Story = {
  parameters: {
    features: {
      handlers: {
        ...defaultHandlers,
        'GET /api/feed/comments': page([comment(1, { age: 90, author: users[3]!, text: LONG, edited: true }), comment(2, { age: 10, text: 'Согласен!' })]),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = await canvas.findByRole('article', { name: 'Александра-Валентина Константинопольская-Преображенская' });
    await expect(article).toHaveTextContent('final-version-approved-by-finance-and-management');
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth + 1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Comment deleted')).toBeInTheDocument();
    await expect(canvas.getByText('edited')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Your comment' })).toBeInTheDocument();
  },
};

export const EmptyEnglish: Story = {
  ...Empty,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No comments yet')).toBeInTheDocument();
  },
};
