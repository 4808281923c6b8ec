import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FEED_FILTER_TYPES, FeedFilter, type FeedEvent } from '@gratia/contracts';
import { FeedList } from './FeedList.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { feedEvent, longFeedPage, users } from '../testing/fixtures.ts';
import { errorReply, pending, reply, type MockRequest } from '../testing/mockFetch.ts';
import { clearToasts } from '../testing/storyHelpers.ts';
import { additions, manyEvents, mixedEvents, othersThanks } from './fixtures.ts';

/** The feed answer by `?filter=`, like the server. */
const byFilter = (events: FeedEvent[]) => (req: MockRequest) => {
  const filter = FeedFilter.catch('all').parse(req.query.get('filter') ?? 'all');
  return { items: events.filter((e) => FEED_FILTER_TYPES[filter].includes(e.type)), nextCursor: null };
};

const handlers = { ...defaultHandlers, 'GET /api/feed': byFilter(mixedEvents) };

const meta = {
  title: 'Features/Feed/FeedList',
  component: FeedList,
  decorators: [withFeatures],
  parameters: { features: { handlers, route: '/feed' } },
  args: { pollIntervalMs: 0 },
} satisfies Meta<typeof FeedList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of event, newest first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The rows beyond the visible ones come a moment after the first render (VirtualList overscan).
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(mixedEvents.length));
    await expect(canvas.getByRole('radio', { name: 'Все' })).toBeChecked();
    await expect(canvas.getByText('Это все события')).toBeInTheDocument();
  },
};
export const English: Story = { globals: { locale: 'en' } };

/** Filters switch the list and the URL; an unknown `?filter=` shows all. */
export const Filters: Story = {
  parameters: { features: { handlers, route: '/feed?filter=bogus' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The rows beyond the visible ones come a moment after the first render (VirtualList overscan).
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(mixedEvents.length));
    await expect(await canvas.findByRole('radio', { name: 'Все' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Победители' }));
    await waitFor(() => expect(canvasElement.querySelector('section')).toHaveAttribute('data-filter', 'winners'));
    await waitFor(() => expect(canvas.getAllByRole('article').map((a) => a.dataset.type)).toEqual(['winner']));
    await userEvent.click(canvas.getByRole('radio', { name: 'Спасибо' }));
    await waitFor(() => expect(canvas.getAllByRole('article').every((a) => a.dataset.type === 'transaction')).toBe(true));
    await userEvent.click(canvas.getByRole('radio', { name: 'Покупки' }));
    await waitFor(() => expect(canvas.getAllByRole('article').map((a) => a.dataset.type)).toEqual(['purchase']));
  },
};
/** A community with thanks only: no filter for challenges, winners or purchases it has never had. */
export const ThanksOnlyCommunity: Story = {
  parameters: { features: { handlers: { ...handlers, 'GET /api/feed/filters': { items: ['all', 'thanks'] } }, route: '/feed' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: 'Какие события показать' });
    await expect(within(group).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Все', 'Спасибо']);
  },
};
/** Opened with `?filter=challenges`. */
export const FilterFromUrl: Story = {
  parameters: { features: { handlers, route: '/feed?filter=challenges' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article').map((a) => a.dataset.type)).toEqual(['challenge']));
    await expect(canvas.getByRole('radio', { name: 'Челленджи' })).toBeChecked();
  },
};

export const Loading: Story = { parameters: { features: { handlers: { ...handlers, 'GET /api/feed': pending } } } };

const empty = { ...handlers, 'GET /api/feed': { items: [], nextCursor: null } };
/** A new community with no events yet: nothing to filter, so no filter bar. */
export const NothingToFilter: Story = {
  parameters: { features: { handlers: { ...empty, 'GET /api/feed/filters': { items: ['all'] } }, route: '/feed' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Пока здесь пусто');
    await expect(within(canvasElement).queryByRole('radiogroup')).toBeNull();
  },
};
export const EmptyAll: Story = {
  parameters: { features: { handlers: empty } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Пока здесь пусто')).toBeInTheDocument();
  },
};
export const EmptyAllEnglish: Story = { ...EmptyAll, play: undefined, globals: { locale: 'en' } };
export const EmptyThanks: Story = {
  parameters: { features: { handlers: empty, route: '/feed?filter=thanks' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Спасибо пока нет')).toBeInTheDocument();
  },
};
export const EmptyChallenges: Story = { parameters: { features: { handlers: empty, route: '/feed?filter=challenges' } } };
export const EmptyWinners: Story = { parameters: { features: { handlers: empty, route: '/feed?filter=winners' } } };
export const EmptyPurchases: Story = {
  parameters: { features: { handlers: empty, route: '/feed?filter=purchases' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Покупок пока нет')).toBeInTheDocument();
  },
};
export const EmptyPurchasesEnglish: Story = { ...EmptyPurchases, play: undefined, globals: { locale: 'en' } };

/** The first page fails; Retry loads it. */
let errorStateCalls = 0;
export const ErrorState: Story = {
  beforeEach: () => {
    errorStateCalls = 0;
  },
  parameters: {
    features: {
      handlers: { ...handlers, 'GET /api/feed': (req: MockRequest) => (++errorStateCalls === 1 ? errorReply('INTERNAL', 500) : byFilter(mixedEvents)(req)) },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Не удалось загрузить ленту')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Повторить/ }));
    // The rows beyond the visible ones come a moment after the first render (VirtualList overscan).
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(mixedEvents.length));
  },
};
export const ErrorEnglish: Story = { parameters: { features: { handlers: { ...handlers, 'GET /api/feed': errorReply('INTERNAL', 500) } } }, globals: { locale: 'en' } };
export const LongText: Story = { parameters: { features: { handlers: { ...handlers, 'GET /api/feed': longFeedPage } } } };

/** Two pages: 'Show more' loads the second (cursor paging). */
export const Paged: Story = {
  args: { autoLoad: false },
  parameters: {
    features: {
      handlers: {
        ...handlers,
        'GET /api/feed': (req: MockRequest) =>
          req.query.get('cursor') === 'p2'
            ? { items: [feedEvent(21, { minutesAgo: 600 }), feedEvent(22, { minutesAgo: 700 })], nextCursor: null }
            : { items: [feedEvent(11, { minutesAgo: 1 }), feedEvent(12, { minutesAgo: 2 })], nextCursor: 'p2' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ещё' }));
    await expect(await canvas.findByText('Это все события')).toBeInTheDocument();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
  },
};

/** Polling finds two newer events: a '2 новых события' button shows them at the top without a reload. */
/** Calls of the newest feed page in {@link NewEvents}; reset before each render, so a re-run starts from the first page again. */
let newEventsCalls = 0;
const newEventsOlder = [feedEvent(11, { minutesAgo: 30 }), feedEvent(12, { minutesAgo: 60 })];
const newEventsNewer = [feedEvent(14, { minutesAgo: 1, message: 'Новое спасибо!' }), feedEvent(13, { minutesAgo: 2 })];

export const NewEvents: Story = {
  args: { pollIntervalMs: 300 },
  beforeEach: () => {
    newEventsCalls = 0;
  },
  parameters: {
    features: {
      handlers: {
        ...handlers,
        // The first load has the older events; every poll after it also has two newer ones.
        'GET /api/feed': () => ({ items: ++newEventsCalls === 1 ? newEventsOlder : [...newEventsNewer, ...newEventsOlder], nextCursor: null }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(2);
    const banner = await canvas.findByRole('button', { name: '2 новых события' }, { timeout: 4000 });
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await userEvent.click(banner);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4));
    await expect(canvas.getByText('Новое спасибо!')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('button', { name: /новых событи/ })).toBeNull());
    // The page scrolls: focus lands on the box around the list (so the next Tab reaches the newest event).
    await expect(document.activeElement?.contains(canvas.getByRole('list', { name: 'Лента событий' }))).toBe(true);
  },
};

const one = [feedEvent(70, { minutesAgo: 5, likes: { count: 3, likedByMe: false } })];

/** Like: the count and the pressed state change at once, then the server's count is kept. */
export const LikeOptimistic: Story = {
  parameters: {
    features: {
      handlers: { ...handlers, 'GET /api/feed': { items: one, nextCursor: null }, 'POST /api/feed/likes': reply(200, { count: 4, likedByMe: true }, 600) },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Нравится: 3', pressed: false }));
    // Before the server answers (600 ms).
    await expect(canvas.getByRole('button', { name: 'Нравится: 4', pressed: true })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 800));
    await expect(canvas.getByRole('button', { name: 'Нравится: 4', pressed: true })).toBeInTheDocument();
  },
};

/** Like fails (500): the count goes back and an error toast says so. */
export const LikeRollback: Story = {
  parameters: {
    features: {
      handlers: { ...handlers, 'GET /api/feed': { items: one, nextCursor: null }, 'POST /api/feed/likes': reply(500, { error: { code: 'INTERNAL', message: 'boom' } }, 300) },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Нравится: 3', pressed: false }));
    await expect(canvas.getByRole('button', { name: 'Нравится: 4', pressed: true })).toBeInTheDocument();
    await expect(await within(document.body).findByText('Произошла ошибка')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Нравится: 3', pressed: false })).toBeInTheDocument());
    // Close the toast so it does not outlive the story.
    for (const close of within(document.body).getAllByRole('button', { name: 'Закрыть уведомление' })) await userEvent.click(close);
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

/**
 * 10,000 events in two pages of 5,000 (the mock ignores `limit`): scrolling near the end loads
 * the second, and the page scrolled to the bottom shows the last; far fewer than 100 cards are ever in the DOM.
 */
const TEN_THOUSAND = manyEvents(10_000);
export const TenThousand: Story = {
  parameters: {
    // The page is 10,000 cards tall: no picture can hold it; the play function checks behaviour.
    screenshot: false,
    features: {
      handlers: {
        ...handlers,
        'GET /api/feed': (req: MockRequest) => {
          const from = Number(req.query.get('cursor') ?? 0);
          const items = TEN_THOUSAND.slice(from, from + 5000);
          return { items, nextCursor: from + 5000 < TEN_THOUSAND.length ? String(from + 5000) : null };
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article');
    const toBottom = () => window.scrollTo({ top: document.documentElement.scrollHeight });
    toBottom();
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Лента событий' }).querySelector('[aria-posinset="5000"]')).not.toBeNull());
    await waitFor(() => expect(canvas.getByText('Это все события')).toBeInTheDocument(), { timeout: 5000 });
    await waitFor(() => {
      toBottom();
      expect(canvas.getByRole('list', { name: 'Лента событий' }).querySelector('[aria-posinset="10000"]')).not.toBeNull();
    });
    await expect(canvas.getAllByRole('article').length).toBeLessThan(40);
    await expect(canvasElement.querySelectorAll('*').length).toBeLessThan(2000);
  },
};

/** Every addition this story's server was sent: its body and idempotency key. */
const addedBodies: { body: unknown; key: string | undefined }[] = [];
/**
 * Adding to a colleague's thanks (docs/decisions/0014): the popover sends the points with an
 * idempotency key, closes, the card shows what was added at once (from the server's answer, no
 * reload of the feed) and a toast says how much went to whom.
 */
export const AddToThanks: Story = {
  parameters: {
    features: {
      handlers: {
        ...handlers,
        'GET /api/feed': { items: [othersThanks(70, { minutesAgo: 12 }), mixedEvents[0]!], nextCursor: null },
        'POST /api/transfers/additions': (req: MockRequest) => {
          const body = req.body as { transferId: number; amount: number; message: string };
          addedBodies.push({ body, key: req.headers['idempotency-key'] });
          return reply(
            200,
            {
              id: 900,
              transferId: body.transferId,
              amount: body.amount,
              message: body.message,
              sender: users[0],
              recipient: users[2],
              createdAt: '2026-03-10T12:00:00.000Z',
              additions: additions([users[0]!], body.amount, { byMe: body.amount }),
            },
            150,
          );
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    addedBodies.length = 0;
    clearToasts();
    const canvas = within(canvasElement);
    const [card] = await canvas.findAllByRole('article');
    await userEvent.click(within(card!).getByRole('button', { name: /^Добавить баллы/ }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Добавить к спасибо' }));
    await userEvent.type(await dialog.findByRole('textbox', { name: /Сколько/ }), '10');
    await userEvent.type(dialog.getByRole('textbox', { name: /Сообщение/ }), 'Присоединяюсь!');
    await userEvent.click(dialog.getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(await within(await within(card!).findByTestId('additions')).findByText('+10 спасибо · добавлено вами')).toBeInTheDocument();
    await expect(await within(document.body).findByText('Баллы добавлены: 10 спасибо → Мария Кузнецова')).toBeInTheDocument();
    await expect(addedBodies).toEqual([{ body: { transferId: 70, amount: 10, message: 'Присоединяюсь!' }, key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    clearToasts();
  },
};
