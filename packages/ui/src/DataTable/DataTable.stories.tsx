import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable.tsx';

interface Member {
  id: number;
  name: string;
  department: string;
  points: number;
}

const members: Member[] = [
  { id: 1, name: 'Анна Смирнова', department: 'Продажи', points: 120 },
  { id: 2, name: 'Борис Ким', department: 'Разработка', points: 45 },
  { id: 3, name: 'Вера Орлова', department: 'Маркетинг', points: 300 },
  { id: 4, name: 'Григорий Лебедев', department: 'Разработка', points: 8 },
  { id: 5, name: 'Дарья Соколова', department: 'HR', points: 77 },
];

const columns: DataTableColumn<Member>[] = [
  { id: 'name', header: 'Участник', render: (m) => m.name, sortValue: (m) => m.name },
  { id: 'department', header: 'Отдел', render: (m) => m.department },
  { id: 'points', header: 'Баллы', align: 'end', render: (m) => m.points.toLocaleString('ru-RU'), sortValue: (m) => m.points },
];

const manyMembers: Member[] = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, name: `Участник ${i + 1}`, department: i % 2 ? 'Продажи' : 'Разработка', points: (i * 37) % 500 }));

const meta = {
  title: 'UI/DataTable',
  component: DataTable<Member>,
  tags: ['autodocs'],
  args: { 'aria-label': 'Участники', columns, rows: members, getRowId: (m: Member) => m.id },
} satisfies Meta<DataTableProps<Member>>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstColumnTexts = (table: HTMLElement) => within(table).getAllByRole('rowheader').map((cell) => cell.textContent);

/** Click a sortable header: ascending, then descending; `aria-sort` follows. */
export const Sorting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Участники' });
    const points = canvas.getByRole('columnheader', { name: 'Баллы' });
    await userEvent.click(points);
    await expect(points).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstColumnTexts(table)[0]).toBe('Григорий Лебедев');
    await userEvent.click(points);
    await expect(points).toHaveAttribute('aria-sort', 'descending');
    await expect(firstColumnTexts(table)[0]).toBe('Вера Орлова');
    // Department has no sortValue: not sortable.
    await expect(canvas.getByRole('columnheader', { name: 'Отдел' })).not.toHaveAttribute('aria-sort');
  },
};

/** Keyboard: Tab into the grid, arrows move between cells, Enter on a header sorts. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid');
    await userEvent.tab();
    await expect(table.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{ArrowUp}');
    const nameHeader = canvas.getByRole('columnheader', { name: 'Участник' });
    await expect(nameHeader).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard('{Enter}');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(firstColumnTexts(table)[0]).toBe('Дарья Соколова');
  },
};

/** Initial sort by points, descending. */
export const DefaultSort: Story = {
  args: { defaultSortDescriptor: { column: 'points', direction: 'descending' } },
  play: async ({ canvasElement }) => {
    await expect(firstColumnTexts(within(canvasElement).getByRole('grid'))[0]).toBe('Вера Орлова');
  },
};

/** Server-side sorting: rows stay in the given order; the choice is reported. */
export const ControlledSort: Story = {
  args: { sortDescriptor: { column: 'name', direction: 'ascending' }, onSortChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Баллы' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'points', direction: 'ascending' });
    await expect(firstColumnTexts(canvas.getByRole('grid'))[0]).toBe('Анна Смирнова');
  },
};

/** Sticky header: after scrolling the box the header row stays at its top. */
export const StickyHeader: Story = {
  args: { rows: manyMembers, maxHeight: '16rem' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: 'Участник' });
    const box = canvas.getByRole('grid').parentElement!;
    const top = box.getBoundingClientRect().top;
    box.scrollTop = 400;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(Math.abs(header.getBoundingClientRect().top - top)).toBeLessThan(3);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Нет данных');
  },
};

export const CustomEmpty: Story = { args: { rows: [], emptyState: 'Пока никто не присоединился' } };

export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Загрузка…' })).toBeInTheDocument();
    await expect(canvas.getByRole('grid').parentElement).toHaveAttribute('aria-busy', 'true');
  },
};

/** Refetch over existing rows: a bar above, rows stay. */
export const Refetching: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(members.length + 1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { rows: [], 'aria-label': 'Members' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No data');
  },
};
