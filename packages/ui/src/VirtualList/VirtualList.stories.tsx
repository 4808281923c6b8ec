import { useCallback, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '@gratia/tokens';
import { VirtualList, type VirtualListProps } from './VirtualList.tsx';

interface Row {
  id: number;
  title: string;
}

const makeRows = (from: number, count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: from + i, title: `Благодарность №${from + i + 1}` }));

const rowStyle = {
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
} as const;

const renderRow = (row: Row) => <span style={rowStyle}>{row.title}</span>;

const tenThousand = makeRows(0, 10_000);

const meta = {
  title: 'UI/VirtualList',
  component: VirtualList<Row>,
  tags: ['autodocs'],
  args: {
    items: tenThousand,
    renderItem: renderRow,
    getKey: (row: Row) => row.id,
    estimateSize: 37,
    height: '20rem',
    'aria-label': 'Благодарности',
  },
} satisfies Meta<VirtualListProps<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 10 000 items: the DOM holds only a few dozen rows, before and after scrolling to the end. */
export const TenThousandItems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Благодарности' });
    const rendered = () => within(list).getAllByRole('listitem');
    await expect(rendered().length).toBeGreaterThan(5);
    await expect(rendered().length).toBeLessThan(40);
    await expect(rendered()[0]).toHaveAttribute('aria-setsize', '10000');
    await expect(rendered()[0]).toHaveAttribute('aria-posinset', '1');
    // Keyboard: Tab focuses the scroll region; End jumps to the last item.
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Благодарности' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(canvas.getByText('Благодарность №10000')).toBeInTheDocument());
    await expect(rendered().length).toBeLessThan(40);
    await expect(canvas.getByText('Больше ничего нет')).toBeInTheDocument();
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(canvas.getByText('Благодарность №1')).toBeInTheDocument());
  },
};

/**
 * The page scrolls (`scroll="window"`), as on the events feed: no box of its own, still only the
 * rows on screen in the DOM. Scrolling the page to the bottom renders the last item.
 */
export const WindowScroll: Story = {
  args: { scroll: 'window', height: undefined },
  // The page is 10,000 rows tall; the picture would be its first screen only.
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Благодарности' });
    const rendered = () => within(list).getAllByRole('listitem');
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(rendered().length).toBeGreaterThan(5);
    await expect(rendered().length).toBeLessThan(60);
    await expect(document.documentElement.scrollHeight).toBeGreaterThan(37 * 9_000);
    window.scrollTo({ top: document.documentElement.scrollHeight });
    await waitFor(() => expect(canvas.getByText('Благодарность №10000')).toBeInTheDocument());
    await expect(rendered().length).toBeLessThan(60);
    await expect(canvas.getByText('Больше ничего нет')).toBeInTheDocument();
    window.scrollTo({ top: 0 });
    await waitFor(() => expect(canvas.getByText('Благодарность №1')).toBeInTheDocument());
  },
};

/** Counts presses of the ShowMore story's button. */
const onShowMore = fn();

function ShowMoreDemo(args: VirtualListProps<Row>) {
  const [items, setItems] = useState(() => makeRows(0, 3));
  const loadMore = () => {
    onShowMore();
    setItems((current) => [...current, ...makeRows(current.length, 3)]);
  };
  return <VirtualList {...args} items={items} hasMore={items.length < 6} onLoadMore={loadMore} />;
}

/**
 * "Show more" by hand (`loadMoreLabel` + `onLoadMore`, no `onEndReached`): the button loads the
 * next page; on the last page the list's own `endMessage` replaces it.
 */
export const ShowMore: Story = {
  args: { loadMoreLabel: 'Показать ещё', endMessage: 'Это все благодарности' },
  render: (args) => <ShowMoreDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onShowMore.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(canvas.getByText('Благодарность №6')).toBeInTheDocument());
    await expect(onShowMore).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
    await expect(canvas.getByText('Это все благодарности')).toBeInTheDocument();
  },
};

/** Counts page requests of the Infinite story. */
const onLoad = fn();

function InfiniteDemo(args: VirtualListProps<Row>) {
  const [items, setItems] = useState(() => makeRows(0, 30));
  const [loading, setLoading] = useState(false);
  const loadMore = useCallback(() => {
    onLoad();
    setLoading(true);
    setTimeout(() => {
      setItems((current) => [...current, ...makeRows(current.length, 30)]);
      setLoading(false);
    }, 150);
  }, []);
  return <VirtualList {...args} items={items} hasMore={items.length < 90} isLoadingMore={loading} onEndReached={loadMore} />;
}

/** Infinite: scrolling near the end loads the next page once, with a loading row; stops at 90. */
export const Infinite: Story = {
  render: (args) => <InfiniteDemo {...args} />,
  // Where the list ends up after three scrolls to the bottom depends on when rows were measured,
  // so this story asserts behaviour only; the other stories carry the visual baselines.
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    onLoad.mockClear();
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region');
    await expect(onLoad).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '-1');
    region.scrollTop = region.scrollHeight;
    // The loading row can come and go between two polls on a busy machine: wait for the call.
    await waitFor(() => expect(onLoad).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(canvas.queryByText('Загружаем ещё…')).not.toBeInTheDocument());
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(onLoad).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(canvas.queryByText('Загружаем ещё…')).not.toBeInTheDocument());
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(canvas.getByText('Благодарность №90')).toBeInTheDocument());
    await expect(canvas.getByText('Больше ничего нет')).toBeInTheDocument();
    await expect(onLoad).toHaveBeenCalledTimes(2);
  },
};

/** Loading the next page: the loading row is shown and the list is busy. */
export const LoadingMore: Story = {
  args: { items: makeRows(0, 5), hasMore: true, isLoadingMore: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Загружаем ещё…' })).toBeInTheDocument();
  },
};

/** Rows of different heights are measured. */
export const VariableHeights: Story = {
  args: {
    items: makeRows(0, 200),
    renderItem: (row: Row) => (
      <span style={{ ...rowStyle, minHeight: row.id % 3 === 0 ? '5rem' : undefined }}>{row.title}</span>
    ),
  },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('listitem');
    await expect(rows[0]!.getBoundingClientRect().height).toBeGreaterThan(rows[1]!.getBoundingClientRect().height);
  },
};

/** As a feed (events feed): rows are articles. */
export const Feed: Story = {
  args: { role: 'feed', items: makeRows(0, 100), 'aria-label': 'Лента событий' },
  play: async ({ canvasElement }) => {
    const feed = within(canvasElement).getByRole('feed', { name: 'Лента событий' });
    await expect(within(feed).getAllByRole('article').length).toBeLessThan(40);
  },
};

const countedRender = fn(renderRow);

/**
 * The list renders itself again as it scrolls and measures; its rows' content does not render
 * again for that (only a new item, index or `renderItem` does).
 */
export const RowsRenderOnce: Story = {
  args: { items: makeRows(0, 200), renderItem: countedRender },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Благодарность №1')).toBeVisible());
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await frame();
    const rendersOfFirst = () => countedRender.mock.calls.filter(([row]) => row.id === 0).length;
    const before = rendersOfFirst();
    await expect(before).toBeGreaterThan(0);
    const region = canvas.getByRole('region', { name: 'Благодарности' });
    for (const top of [8, 16, 24]) {
      region.scrollTop = top;
      await frame();
    }
    await expect(region.scrollTop).toBeGreaterThan(0);
    await expect(rendersOfFirst()).toBe(before);
  },
};

const tileStyle = { ...rowStyle, height: '100%', minHeight: vars.size.controlLg, border: `${vars.size.borderWidth} solid ${vars.color.border}`, borderRadius: vars.radius.md } as const;

/**
 * A grid (`columns`): rows of three items are virtualized, each item keeps its own list position;
 * items of a row are as tall as the tallest (every fourth has two lines). End jumps to the last row.
 */
export const Grid: Story = {
  args: {
    items: makeRows(0, 300),
    columns: 3,
    estimateSize: 64,
    renderItem: (row: Row) => (
      <span style={{ display: 'block', height: '100%', paddingBottom: vars.space.sm }}>
        <span style={tileStyle}>
          {row.title}
          {row.id % 4 === 0 ? <><br />вторая строка</> : null}
        </span>
      </span>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Благодарности' });
    const rendered = () => within(list).getAllByRole('listitem');
    await waitFor(() => expect(rendered().length).toBeGreaterThan(9));
    await expect(rendered().length).toBeLessThan(60);
    const [first, second, third, fourth] = rendered().map((item) => item.getBoundingClientRect());
    // One row: side by side, equally tall (the first item has two lines); the fourth starts the next row.
    await expect(second!.top).toBe(first!.top);
    await expect(third!.top).toBe(first!.top);
    await expect(second!.left).toBeGreaterThan(first!.right - 1);
    await expect(second!.height).toBe(first!.height);
    await expect(fourth!.top).toBeGreaterThan(first!.top);
    await expect(fourth!.left).toBe(first!.left);
    await expect(rendered()[3]).toHaveAttribute('aria-posinset', '4');
    await expect(rendered()[3]).toHaveAttribute('aria-setsize', '300');
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(canvas.getByText('Благодарность №300')).toBeInTheDocument());
    await expect(canvas.getByText('Благодарность №300').closest('[role="listitem"]')).toHaveAttribute('aria-posinset', '300');
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(canvas.getByText('Благодарность №2')).toBeInTheDocument());
  },
};

export const Empty: Story = { args: { items: [] } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { items: makeRows(0, 3), 'aria-label': 'Thanks' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing more to show')).toBeInTheDocument();
  },
};
