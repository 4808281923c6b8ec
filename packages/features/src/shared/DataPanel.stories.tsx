import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Text } from '@gratia/ui';
import { placeholderHeight } from '../sizes/index.ts';
import { DataPanel } from './DataPanel.tsx';

/** The frame of the widgets that show one fetched resource: their loading, empty, error and ready faces. */
const meta = {
  title: 'Features/Shared/DataPanel',
  component: DataPanel,
  args: {
    title: 'Мой счёт',
    status: 'ready',
    placeholders: [placeholderHeight.field, placeholderHeight.field],
    error: { title: 'Не удалось загрузить баланс' },
    empty: { title: 'Нет активного периода', description: 'Баланс появится, когда администратор запустит период.' },
    children: <Text>Содержимое виджета</Text>,
  },
} satisfies Meta<typeof DataPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Мой счёт' })).toHaveAttribute('data-state', 'ready');
    await expect(canvas.getByText('Содержимое виджета')).toBeVisible();
  },
};

/** One placeholder per height given, and `aria-busy` on the section. */
export const Loading: Story = {
  args: { status: 'loading', placeholders: [placeholderHeight.field, placeholderHeight.field, placeholderHeight.textArea] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(3);
  },
};

export const Empty: Story = { args: { status: 'empty' } };

/** The error with a retry; the widget's own state name goes to `data-state`. */
export const ErrorWithRetry: Story = {
  args: { status: 'error', state: 'error', error: { title: 'Не удалось загрузить баланс', description: 'Нет связи с сервером', onRetry: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось загрузить баланс');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(args.error?.onRetry).toHaveBeenCalledOnce();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'My score', status: 'error', error: { title: 'Could not load the balance', onRetry: fn() } },
};
