import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ErrorState } from './ErrorState.tsx';

const meta = {
  title: 'UI/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
  args: {},
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Defaults from the ui strings; announced as an alert. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Что-то пошло не так');
    await expect(alert).toHaveTextContent('Не удалось загрузить данные');
    await expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Retry by pointer and keyboard. */
export const WithRetry: Story = {
  args: { title: 'Не удалось загрузить ленту', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'Повторить' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

/** An async retry shows a spinner on the button until it settles. */
export const RetryPending: Story = {
  args: { onRetry: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))) },
  play: async ({ canvasElement }) => {
    const retry = within(canvasElement).getByRole('button', { name: /Повторить/ });
    await userEvent.click(retry);
    await expect(retry).toHaveAttribute('data-pending', 'true');
    await waitFor(() => expect(retry).not.toHaveAttribute('data-pending'));
  },
};

export const CustomText: Story = {
  args: { title: 'Челлендж не найден', description: 'Возможно, его удалили или ссылка устарела.' },
};

export const LongText: Story = {
  args: {
    title: 'Произошла ошибка. Пожалуйста, обратитесь в поддержку, если она повторяется после перезагрузки страницы',
    description:
      'Сервер не ответил вовремя. Мы уже знаем о проблеме и работаем над ней; ваши баллы и благодарности в безопасности и никуда не пропадут.',
    onRetry: fn(),
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { onRetry: fn() },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
