import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { HistoryFilter, HistoryItem } from '@gratia/contracts';
import { HistoryView, type HistoryMode, type HistoryViewProps } from './HistoryView.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { balanceHidden } from '../testing/fixtures.ts';
import { errorReply, pending, reply, type MockRequest } from '../testing/mockFetch.ts';
import { HISTORY_NOW, historyGroups, historyItem, historyRows, manyRows } from './fixtures.ts';

/** Keeps the controlled props in state, as the /history screen keeps them in the URL. */
function Harness(props: Partial<HistoryViewProps>) {
  const [filter, setFilter] = useState<HistoryFilter>(props.filter ?? 'all');
  const [mode, setMode] = useState<HistoryMode>(props.mode ?? 'list');
  const [counterpartId, setCounterpartId] = useState<number | undefined>(props.counterpartId);
  return (
    <HistoryView
      filter={filter}
      onFilterChange={setFilter}
      mode={mode}
      onModeChange={setMode}
      counterpartId={counterpartId}
      onCounterpartChange={setCounterpartId}
      now={props.now ?? HISTORY_NOW}
      estimateRowSize={props.estimateRowSize}
    />
  );
}

/** The history answer by filter, like the server: received / sent / all. */
const byFilter = (rows: HistoryItem[]) => (req: MockRequest) => {
  const filter = req.query.get('filter') ?? 'all';
  const counterpart = req.query.get('counterpartId');
  return {
    items: rows.filter((r) => (filter === 'all' || r.direction === filter) && (!counterpart || r.counterpart?.id === Number(counterpart))),
    nextCursor: null,
  };
};

const handlers = {
  ...defaultHandlers,
  'GET /api/history': byFilter(historyRows),
  'GET /api/history/groups': historyGroups,
};

const meta = {
  title: 'Features/History/HistoryView',
  component: Harness,
  decorators: [withFeatures],
  parameters: { features: { handlers, route: '/history' } },
  args: {},
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All movements: each status and each type, an anonymous thanks, one still cancellable. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The rows beyond the visible ones come a moment after the first render (VirtualList overscan).
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(historyRows.length));
    await expect(canvas.getByRole('button', { name: 'Все', pressed: true })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Отменить/ })).toHaveLength(1);
  },
};
/** Filter: received only, then sent only. */
export const Filters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article');
    await userEvent.click(canvas.getByRole('button', { name: 'Полученные' }));
    await waitFor(() => expect(canvas.getAllByRole('article').every((a) => a.dataset.direction === 'received')).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Отправленные' }));
    await waitFor(() => expect(canvas.getAllByRole('article').every((a) => a.dataset.direction === 'sent')).toBe(true));
  },
};
/** Grouped by person; a group opens that person's movements. */
export const Grouped: Story = {
  args: { mode: 'groups' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = await canvas.findByRole('button', { name: /^Мария Кузнецова/ });
    await expect(canvas.getByText('4 перевода')).toBeInTheDocument();
    await userEvent.click(open);
    await expect(await canvas.findByText('Переводы с Мария Кузнецова')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getAllByRole('article').every((a) => a.textContent?.includes('Мария Кузнецова'))).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Все люди' }));
    await expect(await canvas.findByRole('button', { name: /^Мария Кузнецова/ })).toBeInTheDocument();
  },
};
export const GroupedEnglish: Story = { ...Grouped, play: undefined, globals: { locale: 'en' } };

/** Cancel within the window: confirm, the server cancels, the list refreshes with the row canceled. */
export const CancelFlow: Story = {
  parameters: {
    features: {
      handlers: (() => {
        let canceled = false;
        return {
          ...handlers,
          'GET /api/history': (req: MockRequest) =>
            byFilter(historyRows.map((r) => (r.id === 1 && canceled ? { ...r, status: 'canceled' as const, cancellableUntil: null } : r)))(req),
          'POST /api/transfers/cancel': (req: MockRequest) => {
            canceled = true;
            return reply(200, { ...historyRows[0]!, id: (req.body as { id: number }).id, status: 'canceled', cancellableUntil: null }, 200);
          },
        };
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Отменить/ }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Отменить спасибо?' }));
    await expect(dialog.getByText('Отменить спасибо?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Отменить перевод' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog', { name: 'Отменить спасибо?' })).toBeNull());
    await waitFor(() => expect(canvas.queryAllByRole('button', { name: /^Отменить/ })).toHaveLength(0));
    await expect(canvasElement.querySelector('article[data-status="canceled"][data-direction="sent"] time')).not.toBeNull();
  },
};
/** The window closed meanwhile: the server refuses, a toast says so, nothing changes. */
export const CancelRefused: Story = {
  parameters: { features: { handlers: { ...handlers, 'POST /api/transfers/cancel': errorReply('TRANSFER_NOT_CANCELLABLE', 409) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Отменить/ }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Отменить спасибо?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Отменить перевод' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog', { name: 'Отменить спасибо?' })).toBeNull());
    await expect(canvas.getAllByRole('button', { name: /^Отменить/ })).toHaveLength(1);
  },
};
export const Loading: Story = { parameters: { features: { handlers: { ...handlers, 'GET /api/history': pending } } } };
export const Empty: Story = {
  parameters: { features: { handlers: { ...handlers, 'GET /api/history': { items: [], nextCursor: null } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Здесь пока пусто')).toBeInTheDocument();
  },
};
export const EmptyEnglish: Story = { ...Empty, play: undefined, globals: { locale: 'en' } };
export const GroupsEmpty: Story = { args: { mode: 'groups' }, parameters: { features: { handlers: { ...handlers, 'GET /api/history/groups': { items: [] } } } } };
export const ErrorState: Story = {
  parameters: { features: { handlers: { ...handlers, 'GET /api/history': errorReply('INTERNAL', 500) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Не удалось загрузить историю')).toBeInTheDocument();
  },
};
/** The organization hides balances: rows and groups show no numbers. */
export const HiddenBalances: Story = {
  parameters: { features: { handlers: { ...handlers, 'GET /api/balance': balanceHidden } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article');
    await waitFor(() => expect(canvas.getAllByText('Сумма скрыта')).toHaveLength(historyRows.length));
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article');
    await expect(canvas.getByRole('button', { name: 'Received' })).toBeInTheDocument();
  },
};

/** 3,000 rows in pages of 50 ('Show more'), virtualized: only the rows on screen are in the DOM. */
const THOUSANDS = manyRows(3000);
export const Thousands: Story = {
  parameters: {
    // The page grows with every loaded page: no picture can hold it; the play function checks behaviour.
    screenshot: false,
    features: {
      handlers: {
        ...handlers,
        'GET /api/history': (req: MockRequest) => {
          const from = Number(req.query.get('cursor') ?? 0);
          const limit = Number(req.query.get('limit') ?? 50);
          const items = THOUSANDS.slice(from, from + limit);
          return { items, nextCursor: from + limit < THOUSANDS.length ? String(from + limit) : null };
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article');
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ещё' }));
    const list = canvas.getByRole('list', { name: 'Переводы' });
    // 100 rows loaded: the page scrolled to the bottom shows the last one; far fewer than 100 are ever in the DOM.
    await waitFor(() => expect(list.querySelectorAll('[role="listitem"]').length).toBeGreaterThan(0));
    await waitFor(() => {
      window.scrollTo({ top: document.documentElement.scrollHeight });
      expect(list.querySelector('[aria-posinset="100"]')).not.toBeNull();
    });
    await expect(canvas.getAllByRole('article').length).toBeLessThan(40);
  },
};
/** A long history that is all one page of a row type per status, for visual review. */
export const LongMessages: Story = {
  parameters: {
    features: {
      handlers: {
        ...handlers,
        'GET /api/history': { items: [historyItem(50, { message: 'Огромное спасибо за помощь с отчётом для клиента. '.repeat(10) })], nextCursor: null },
      },
    },
  },
};
