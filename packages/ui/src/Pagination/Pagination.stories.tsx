import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination.tsx';
import { pageSlots } from './pages.ts';
import { expectFocusRing, expectSelectionVisible } from '../internal/forcedColorsStory.ts';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 6, pageCount: 20, onPageChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Page numbers with ellipsis and previous/next. **When to use:** paged admin tables where a page can be linked; for feeds use the infinite virtual list. ' +
          '**Props:** `page` (1-based), `pageCount`, `onPageChange(page)`, `siblings` (default 1), `aria-label`. ' +
          '**Accessibility:** a `nav` named "Страницы"/"Pagination"; buttons named "Страница N"/"Page N"; the current page has `aria-current="page"`; arrows are disabled at the ends; gaps are announced as skipped pages.',
      },
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const visibleNumbers = (el: HTMLElement) =>
  within(el)
    .getAllByRole('listitem')
    .map((li) => (li.textContent?.includes('…') ? '…' : li.textContent))
    .filter((text) => text !== '');

/** Middle page: 1 … 5 6 7 … 20; clicks go to a page, previous and next. */
export const Middle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Страницы' })).toBeVisible();
    await expect(visibleNumbers(canvasElement)).toEqual(['1', '…', '5', '6', '7', '…', '20']);
    await expect(canvas.getByRole('button', { name: 'Страница 6' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Страница 7' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(7);
    await userEvent.click(canvas.getByRole('button', { name: 'Предыдущая страница' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Следующая страница' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(7);
    await userEvent.click(canvas.getByRole('button', { name: 'Страница 6' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(3);
  },
};

/** First page: previous disabled; no leading ellipsis. */
export const First: Story = {
  args: { page: 1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(visibleNumbers(canvasElement)).toEqual(['1', '2', '…', '20']);
    const previous = canvas.getByRole('button', { name: 'Предыдущая страница' });
    await expect(previous).toBeDisabled();
    await userEvent.click(previous, { pointerEventsCheck: 0 });
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const Last: Story = {
  args: { page: 20 },
  play: async ({ canvasElement }) => {
    await expect(visibleNumbers(canvasElement)).toEqual(['1', '…', '19', '20']);
    await expect(within(canvasElement).getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
  },
};

/** A gap of one page shows the page itself: 1 2 3 4 … 20 on page 3. */
export const NearStart: Story = {
  args: { page: 3 },
  play: async ({ canvasElement }) => {
    await expect(visibleNumbers(canvasElement)).toEqual(['1', '2', '3', '4', '…', '20']);
  },
};

export const FewPages: Story = {
  args: { page: 2, pageCount: 3 },
  play: async ({ canvasElement }) => {
    await expect(visibleNumbers(canvasElement)).toEqual(['1', '2', '3']);
  },
};

export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(visibleNumbers(canvasElement)).toEqual(['1']);
    await expect(canvas.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled();
  },
};

/** Keyboard: Tab through the buttons; Enter goes to the focused page; the host updates `page`. */
export const Keyboard: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Предыдущая страница' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Страница 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('button', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled();
    await expect(visibleNumbers(canvasElement)).toEqual(['1', '2', '…', '20']);
  },
};

/** The slot algorithm itself, for more cases. */
export const SlotAlgorithm: Story = {
  play: async () => {
    const show = (page: number, count: number, siblings?: number) =>
      pageSlots(page, count, siblings).map((slot) => (slot.type === 'page' ? String(slot.page) : '…')).join(' ');
    await expect(show(10, 20, 2)).toBe('1 … 8 9 10 11 12 … 20');
    await expect(show(4, 7)).toBe('1 2 3 4 5 6 7');
    await expect(show(99, 5)).toBe('1 … 4 5');
    await expect(show(1, 0)).toBe('');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
  },
};

/** Windows High Contrast: the current page is drawn in the system highlight; the focus ring stays. */
export const ForcedColors: Story = {
  parameters: { forcedColors: 'active' },
  play: async ({ canvasElement }) => {
    const pages = within(canvasElement).getAllByRole('button', { name: /^Страница/ });
    await expectSelectionVisible(pages.find((el) => el.getAttribute('aria-current') === 'page') ?? null, pages.find((el) => !el.hasAttribute('aria-current')) ?? null);
    await userEvent.tab();
    await expectFocusRing(canvasElement.querySelector('[data-focus-visible]'));
  },
};
