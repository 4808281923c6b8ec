import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

type DemoProps = Omit<ConfirmDialogProps, 'isOpen' | 'onOpenChange'> & { onOpenChange?: (open: boolean) => void };

/** Controlled harness: a trigger button opens the dialog. */
function Demo({ onOpenChange, ...props }: DemoProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Открыть
      </Button>
      <ConfirmDialog
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          onOpenChange?.(open);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/ConfirmDialog',
  component: Demo,
  tags: ['autodocs'],
  args: {
    title: 'Отменить перевод?',
    description: 'Баллы вернутся отправителю.',
    onConfirm: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Открыть' }));
  return body().findByRole('alertdialog');
}

/** Opens with focus on "Отмена"; "Да" confirms and closes. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('Отменить перевод?');
    await expect(dialog).toHaveAccessibleDescription('Баллы вернутся отправителю.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Отмена' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Escape and "Отмена" cancel without confirming; focus returns to the trigger. */
export const CancelWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Открыть' })).toHaveFocus());

    const dialog = await open(canvasElement);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Отмена' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A click on the overlay does not dismiss an alert dialog. */
export const OutsideClickIgnored: Story = {
  play: async ({ args, canvasElement }) => {
    await open(canvasElement);
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await expect(body().getByRole('alertdialog')).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Tab stays inside the dialog (focus trap). */
export const FocusTrap: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
  },
};

/** Critical tone: the confirm button is a danger button. */
export const Critical: Story = {
  args: { tone: 'critical', title: 'Удалить категорию?', confirmLabel: 'Удалить', description: 'Это действие нельзя отменить.' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Удалить' })).toBeInTheDocument();
  },
};

/** An async confirm shows a spinner, blocks Escape, and closes when it resolves. */
export const Pending: Story = {
  args: {
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 600))),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    await expect(args.onConfirm).toHaveBeenCalled();
    await waitFor(() => expect(within(dialog).getByRole('progressbar')).toBeInTheDocument());
    await expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(body().getByRole('alertdialog')).toBeInTheDocument();
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

/** A rejected confirm keeps the dialog open so the user can retry or cancel. */
export const Failed: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('network'))) },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Да' })).not.toHaveAttribute('data-pending'));
    await expect(body().getByRole('alertdialog')).toBeInTheDocument();
  },
};

export const WithoutDescription: Story = { args: { description: undefined }, play: async ({ canvasElement }) => void (await open(canvasElement)) };

export const LongText: Story = {
  args: {
    title: 'Вы уверены, что хотите отменить благодарность для всех участников команды разработки за прошедший квартал?',
    description:
      'Все начисленные баллы будут возвращены отправителям, а получатели увидят уведомление об отмене. Это действие нельзя отменить, но вы сможете отправить благодарность заново в течение текущего периода.',
  },
  play: async ({ canvasElement }) => void (await open(canvasElement)),
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Cancel the transfer?', description: 'The points go back to the sender.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await body().findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  },
};
