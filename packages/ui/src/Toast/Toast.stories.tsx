import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { toastQueue, type ShowToastOptions, type ToastTone } from './toastQueue.ts';
import { useToast } from './Toast.tsx';

/**
 * The region itself is rendered by the Storybook decorator (`<ToastProvider>`), as the app shell
 * does. Toasts portal out of the story root, so play functions look them up in `document.body`.
 */
function Demo(props: ShowToastOptions) {
  const toast = useToast();
  return <Button onPress={() => toast.show(props)}>Показать уведомление</Button>;
}

const meta = {
  title: 'UI/Toast',
  component: Demo,
  tags: ['autodocs'],
  args: { tone: 'info', title: 'Спасибо отправлено', timeout: 0 },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'critical'] } },
  beforeEach: () => {
    // Each story starts with an empty stack.
    return () => toastQueue.clear();
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Показать уведомление' }));
}

/** Pointer: show, then close with the × button. */
export const Info: Story = {
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    const region = await body().findByRole('region', { name: 'Уведомления' });
    const toast = await within(region).findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Спасибо отправлено');
    await userEvent.click(within(toast).getByRole('button', { name: 'Закрыть уведомление' }));
    await waitFor(() => expect(within(region).queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Success: Story = { args: { tone: 'success', title: 'Заказ оформлен' }, play: async ({ canvasElement }) => open(canvasElement) };
export const Warning: Story = {
  args: { tone: 'warning', title: 'Период скоро закончится', description: 'Осталось 2 дня, чтобы распределить баллы.' },
  play: async ({ canvasElement }) => open(canvasElement),
};
export const Critical: Story = {
  args: { tone: 'critical', title: 'Произошла ошибка', description: 'Пожалуйста, обратитесь в поддержку.' },
  play: async ({ canvasElement }) => open(canvasElement),
};

/** SPEC §8: a toast disappears after 3000 ms by default. */
export const AutoDismissAfter3s: Story = {
  args: { timeout: undefined, tone: 'critical', title: 'Произошла ошибка' },
  parameters: { toastTimers: 'run' },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    const toast = await body().findByRole('alertdialog');
    await expect(toast).toBeInTheDocument();
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 4500 });
  },
};

/** Several toasts stack; each has its own close button. */
export const Stacked: Story = {
  render: () => {
    const tones: ToastTone[] = ['info', 'success', 'warning', 'critical'];
    return (
      <Button
        onPress={() => tones.forEach((tone) => toastQueue.show({ tone, title: `Уведомление: ${tone}`, timeout: 0 }))}
      >
        Показать уведомление
      </Button>
    );
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await waitFor(() => expect(body().getAllByRole('alertdialog')).toHaveLength(4));
  },
};

/** Keyboard: the toasts follow the page in Tab order; Enter on the close button closes one. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Показать уведомление' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const toast = await body().findByRole('alertdialog');
    const close = within(toast).getByRole('button', { name: 'Закрыть уведомление' });
    for (let i = 0; i < 5 && document.activeElement !== close; i += 1) await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Non-React code (the API client) uses the module-level queue. */
export const FromOutsideReact: Story = {
  render: () => <Button onPress={() => toastQueue.add({ tone: 'info', title: 'Из очереди' })}>Показать уведомление</Button>,
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(await body().findByRole('alertdialog')).toHaveTextContent('Из очереди');
  },
};

export const LongText: Story = {
  args: {
    tone: 'warning',
    title: 'Не удалось отправить благодарность, потому что период распределения баллов ещё не начался',
    description:
      'Администратор сообщества должен запустить новый период. Попробуйте позже или напишите в поддержку — мы поможем разобраться с настройками сообщества.',
  },
  play: async ({ canvasElement }) => open(canvasElement),
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { tone: 'critical', title: 'An error occurred', description: 'Please, contact the support.' },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    const region = await body().findByRole('region', { name: 'Notifications' });
    await expect(within(region).getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  },
};
