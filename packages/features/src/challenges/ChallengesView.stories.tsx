import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Challenge } from '@gratia/contracts';
import { ChallengesView } from './ChallengesView.tsx';
import { withFeatures, withLocation } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { minutesAgo } from '../testing/clock.ts';
import { photos } from '../testing/media.ts';
import { errorReply, pending, type MockRequest } from '../testing/mockFetch.ts';
import { imagesDecoded } from '../testing/storyHelpers.ts';
import { challenge, challengesServer, demoChallenges, memberAbilities, organizerAbilities } from './fixtures.ts';

/** The demo list and two challenges of the member's own: one they organize, one they sent a report to. */
const challenges: Challenge[] = [
  challenge({ id: 20, name: 'Мой челлендж: книжный клуб', organizer: demoChallenges[0]!.organizer, me: organizerAbilities, participantsCount: 0, covers: [photos[2]!] }),
  ...demoChallenges,
  challenge({ id: 21, name: 'Рецепт недели', me: { ...memberAbilities, myReports: ['sent'], canReport: false }, covers: [photos[1]!], createdAt: minutesAgo(10 * 24 * 60) }),
];

/** Every `?filter=` the list asked the server for, in order (cleared before each story). */
const asked: string[] = [];

/** The challenges server over `list`, recording the filter of each list request. */
function serverOf(list: Challenge[]) {
  const server = challengesServer(list);
  const listRoute = server.handlers['GET /api/challenges'];
  return {
    ...defaultHandlers,
    ...server.handlers,
    'GET /api/challenges': (req: MockRequest) => {
      asked.push(req.query.get('filter') ?? '');
      return listRoute(req);
    },
  };
}

const handlers = serverOf(challenges);

/** 65 running challenges: four pages of 20. */
const many = Array.from({ length: 65 }, (_, i) => challenge({ id: 1000 + i, name: `Челлендж №${i + 1}`, covers: [photos[i % photos.length]!] }));
const manyHandlers = serverOf(many);

const empty = { ...defaultHandlers, 'GET /api/challenges': (req: MockRequest) => (asked.push(req.query.get('filter') ?? ''), { items: [], nextCursor: null }) };

const meta = {
  title: 'Features/Challenges/ChallengesView',
  component: ChallengesView,
  decorators: [withLocation, withFeatures],
  parameters: { features: { handlers, route: '/challenges' } },
  args: { layout: 'list' },
  beforeEach: () => {
    asked.length = 0;
  },
} satisfies Meta<typeof ChallengesView>;
export default meta;
type Story = StoryObj<typeof meta>;

const GRID = { layout: 'grid' } as const;
const PHONE = { viewport: { value: 'phone', isRotated: false } };
const TABLET = { viewport: { value: 'tablet', isRotated: false } };

/** The section of the view (its `data-*` state). */
const view = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('section[data-state]')!;
const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location').textContent;
/** The names of the rendered cards, in order. */
const cardNames = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

/** Loaded, with its cards decoded (the screenshot shows the covers). */
async function ready(canvasElement: HTMLElement, count?: number) {
  await waitFor(() => expect(view(canvasElement)).toHaveAttribute('data-state', 'ready'));
  // The rows beyond the visible ones come a moment after the first render (VirtualList overscan).
  if (count !== undefined) await waitFor(() => expect(within(canvasElement).getAllByRole('article')).toHaveLength(count));
  await imagesDecoded(canvasElement);
}

/**
 * /challenges: every challenge newest first, one per row with the cover beside the text; 'Все' is
 * chosen and asked for; each card links to its page; 'Создать челлендж' links to /challenges/new.
 */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, challenges.length);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Челленджи' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Все' })).toBeChecked();
    await expect(asked).toEqual(['all']);
    await expect(cardNames(canvasElement)[0]).toBe('Мой челлендж: книжный клуб');
    await expect(canvas.getByRole('link', { name: 'Лучшая идея для офиса' })).toHaveAttribute('href', '/challenge/1');
    await expect(canvas.getByTestId('challenges-create')).toHaveAttribute('href', '/challenges/new');
    await expect(canvas.getByRole('link', { name: 'Создать челлендж' })).toBeInTheDocument();
    await expect(canvas.getByText('Это все челленджи')).toBeInTheDocument();
    await expect(view(canvasElement)).toHaveAttribute('data-layout', 'list');
  },
};
export const ListEnglish: Story = { globals: { locale: 'en' } };

/**
 * /all_challenges on a desktop: three cards per row (the grid's template holds three columns of
 * at least 18 rem), each card a list item of its own, the cards of a row equally tall.
 */
export const Grid: Story = {
  args: GRID,
  parameters: { features: { handlers, route: '/all_challenges' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, challenges.length);
    await expect(view(canvasElement)).toHaveAttribute('data-columns', '3');
    const items = within(canvasElement).getAllByRole('listitem').map((item) => item.getBoundingClientRect());
    await expect(items[1]!.top).toBe(items[0]!.top);
    await expect(items[2]!.top).toBe(items[0]!.top);
    await expect(items[1]!.height).toBe(items[0]!.height);
    await expect(items[3]!.top).toBeGreaterThan(items[0]!.bottom - 1);
    await expect(within(canvasElement).getAllByRole('listitem')[4]).toHaveAttribute('aria-posinset', '5');
  },
};
export const GridEnglish: Story = { args: GRID, parameters: { features: { handlers, route: '/all_challenges' } }, globals: { locale: 'en' } };

/** A tablet: two columns. */
export const GridTablet: Story = {
  args: GRID,
  globals: TABLET,
  parameters: { features: { handlers, route: '/all_challenges' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(view(canvasElement)).toHaveAttribute('data-columns', '2');
  },
};

/** A phone: one column, the filters scroll sideways. */
export const GridPhone: Story = {
  args: GRID,
  globals: PHONE,
  parameters: { features: { handlers, route: '/all_challenges' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(view(canvasElement)).toHaveAttribute('data-columns', '1');
    const [first, second] = within(canvasElement).getAllByRole('listitem').map((item) => item.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThan(first!.bottom - 1);
  },
};

/** /challenges on a phone: the cover above the text. */
export const ListPhone: Story = { globals: PHONE, play: async ({ canvasElement }) => ready(canvasElement) };

/**
 * The filters ask the server for their challenges and put themselves in the URL (`?filter=`; all
 * is the address without one); the list shows what each returns.
 */
export const Filters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    const pick = async (label: string, filter: string, search: string) => {
      await userEvent.click(canvas.getByRole('radio', { name: label }));
      await waitFor(() => expect(view(canvasElement)).toHaveAttribute('data-filter', filter));
      await waitFor(() => expect(view(canvasElement)).toHaveAttribute('data-state', 'ready'));
      await expect(location(canvasElement)).toBe(`/challenges${search}`);
      await expect(asked).toContain(filter);
    };
    await pick('Идут', 'active', '?filter=active');
    await waitFor(() => expect(canvas.getAllByRole('article').every((a) => a.dataset.status === 'active')).toBe(true));
    await expect(canvas.queryByText('Квиз по продукту')).toBeNull();
    await pick('Скоро', 'upcoming', '?filter=upcoming');
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(['Квиз по продукту']));
    await pick('Завершённые', 'ended', '?filter=ended');
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(['Новогодний корпоратив: лучший костюм']));
    await pick('Мои', 'my', '?filter=my');
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(['Мой челлендж: книжный клуб', 'Рецепт недели']));
    await pick('Все', 'all', '');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(challenges.length));
  },
};

/** Opened with `?filter=active`: running challenges only. */
export const FilterActive: Story = {
  parameters: { features: { handlers, route: '/challenges?filter=active' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).getByRole('radio', { name: 'Идут' })).toBeChecked();
    await expect(asked).toEqual(['active']);
    await expect(within(canvasElement).getAllByRole('article').every((a) => a.dataset.status === 'active')).toBe(true);
  },
};

/** Opened with `?filter=upcoming`. */
export const FilterUpcoming: Story = {
  args: GRID,
  parameters: { features: { handlers, route: '/all_challenges?filter=upcoming' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 1);
    await expect(within(canvasElement).getByRole('radio', { name: 'Скоро' })).toBeChecked();
    await expect(asked).toEqual(['upcoming']);
  },
};

/** Opened with `?filter=ended`. */
export const FilterEnded: Story = {
  parameters: { features: { handlers, route: '/challenges?filter=ended' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 1);
    await expect(within(canvasElement).getByRole('radio', { name: 'Завершённые' })).toBeChecked();
    await expect(asked).toEqual(['ended']);
  },
};

/**
 * Opened with `?my=true` (where a failed single-challenge request sends the member, SPEC §8):
 * 'Мои' is chosen and asked for; choosing another filter drops `my` from the URL.
 */
export const FilterMyFromRedirect: Story = {
  parameters: { features: { handlers, route: '/challenges?my=true' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, 2);
    await expect(canvas.getByRole('radio', { name: 'Мои' })).toBeChecked();
    await expect(asked).toEqual(['my']);
    await userEvent.click(canvas.getByRole('radio', { name: 'Завершённые' }));
    await waitFor(() => expect(location(canvasElement)).toBe('/challenges?filter=ended'));
  },
};

/** An unknown `?filter=` shows all. */
export const UnknownFilter: Story = {
  parameters: { features: { handlers, route: '/challenges?filter=bogus' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).getByRole('radio', { name: 'Все' })).toBeChecked();
    await expect(asked).toEqual(['all']);
  },
};

/** Waiting for the first page: placeholder rows, the view busy. */
export const Loading: Story = {
  parameters: { features: { handlers: { ...handlers, 'GET /api/challenges': pending } } },
  play: async ({ canvasElement }) => {
    await expect(view(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(view(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('status', { name: 'Загружаем челленджи' })).toBeInTheDocument();
  },
};

/** Waiting in the grid: placeholder cards in the grid's columns. */
export const LoadingGrid: Story = {
  args: GRID,
  parameters: { features: { handlers: { ...handlers, 'GET /api/challenges': pending }, route: '/all_challenges' } },
  play: async ({ canvasElement }) => {
    await expect(view(canvasElement)).toHaveAttribute('data-state', 'loading');
  },
};

let errorCalls = 0;
/** The first page fails: an error with a retry, which loads it. */
export const ErrorWithRetry: Story = {
  beforeEach: () => {
    errorCalls = 0;
  },
  parameters: {
    features: {
      handlers: { ...handlers, 'GET /api/challenges': (req: MockRequest) => (++errorCalls === 1 ? errorReply('INTERNAL', 500) : handlers['GET /api/challenges'](req)) },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Не удалось загрузить челленджи')).toBeInTheDocument();
    await expect(view(canvasElement)).toHaveAttribute('data-state', 'error');
    await userEvent.click(canvas.getByRole('button', { name: /Повторить/ }));
    await ready(canvasElement, challenges.length);
  },
};
export const ErrorEnglish: Story = { parameters: { features: { handlers: { ...handlers, 'GET /api/challenges': errorReply('INTERNAL', 500) } } }, globals: { locale: 'en' } };

/** Nothing under a filter: its own text and the create link, in the header and in the empty state. */
const emptyPlay =
  (filter: string, title: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(title)).toBeInTheDocument();
    await expect(view(canvasElement)).toHaveAttribute('data-state', 'empty');
    await expect(asked).toEqual([filter]);
    await expect(canvas.getAllByRole('link', { name: 'Создать челлендж' }).map((a) => a.getAttribute('href'))).toEqual(['/challenges/new', '/challenges/new']);
  };
const emptyAt = (route: string) => ({ features: { handlers: empty, route } });
export const EmptyAll: Story = { parameters: emptyAt('/challenges'), play: emptyPlay('all', 'Челленджей пока нет') };
export const EmptyActive: Story = { parameters: emptyAt('/challenges?filter=active'), play: emptyPlay('active', 'Сейчас ни один челлендж не идёт') };
export const EmptyUpcoming: Story = { parameters: emptyAt('/challenges?filter=upcoming'), play: emptyPlay('upcoming', 'Запланированных челленджей нет') };
export const EmptyEnded: Story = { parameters: emptyAt('/challenges?filter=ended'), play: emptyPlay('ended', 'Завершённых челленджей пока нет') };
export const EmptyMy: Story = { args: GRID, parameters: emptyAt('/all_challenges?filter=my'), play: emptyPlay('my', 'У вас пока нет челленджей') };
export const EmptyAllEnglish: Story = { parameters: { features: { handlers: empty } }, globals: { locale: 'en' } };
export const EmptyMyEnglish: Story = { parameters: { features: { handlers: empty, route: '/challenges?filter=my' } }, globals: { locale: 'en' } };

/**
 * 65 challenges in pages of 20, in a scroll box: scrolling to the end loads the next page, until
 * the last; only the cards on screen are in the DOM.
 */
export const InfiniteScroll: Story = {
  args: { ...GRID, listHeight: '40rem' },
  // Where the list ends up after scrolling depends on when rows were measured: behaviour only.
  parameters: { features: { handlers: manyHandlers, route: '/all_challenges' }, screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    const region = canvas.getByRole('region', { name: 'Список челленджей' });
    const list = canvas.getByRole('list', { name: 'Список челленджей' });
    for (const page of [2, 3, 4]) {
      region.scrollTop = region.scrollHeight;
      await waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(page));
      await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
    }
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(canvas.getByText('Челлендж №65')).toBeInTheDocument());
    await waitFor(() => expect(canvas.getByText('Это все челленджи')).toBeInTheDocument());
    await expect(canvas.getByText('Челлендж №65').closest('[role="listitem"]')).toHaveAttribute('aria-posinset', '65');
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(40);
    await expect(asked).toEqual(['all', 'all', 'all', 'all']);
  },
};

/** Without auto-loading: 'Показать ещё' loads the next page (the way for keyboard and screen-reader users). */
export const ShowMore: Story = {
  args: { autoLoad: false },
  // The page is scrolled to the end of the second page: behaviour only.
  parameters: { features: { handlers: manyHandlers }, screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(asked).toEqual(['all', 'all']));
    window.scrollTo({ top: document.documentElement.scrollHeight });
    await waitFor(() => expect(canvas.getByText('Челлендж №40')).toBeInTheDocument());
    await expect(asked).toEqual(['all', 'all']);
    window.scrollTo({ top: 0 });
  },
};
