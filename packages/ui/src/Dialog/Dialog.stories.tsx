import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog } from './Dialog.tsx';

function Demo({ title, description, body }: { title: string; description?: string; body?: string }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="secondary">Открыть</Button>
      </Dialog.Trigger>
      <Dialog.Content {...(description ? {} : { 'aria-describedby': undefined })}>
        <Dialog.Title>{title}</Dialog.Title>
        {description && <Dialog.Description>{description}</Dialog.Description>}
        {body && <p>{body}</p>}
        <Dialog.Actions>
          <Dialog.Close asChild>
            <Button variant="secondary">Отмена</Button>
          </Dialog.Close>
          <Dialog.Close asChild>
            <Button>Готово</Button>
          </Dialog.Close>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: Demo,
  tags: ['autodocs'],
  args: { title: 'Правила сообщества', description: 'Коротко о том, как работают баллы.' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The trigger (our Button via asChild) opens it; × closes; focus returns to the trigger. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Открыть' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog', { name: 'Правила сообщества' });
    await expect(dialog).toHaveAccessibleDescription('Коротко о том, как работают баллы.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Keyboard: Enter opens, Tab is trapped, Escape closes. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Открыть' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Close parts wrap our Button. */
export const CloseFromFooter: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Открыть' }));
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const WithoutDescription: Story = {
  args: { description: undefined, body: 'Текст без отдельного описания.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Открыть' }));
    await body().findByRole('dialog');
  },
};

export const LongContent: Story = {
  args: {
    title: 'Очень длинный заголовок диалога, который не помещается в одну строку даже на широком экране',
    body: Array.from({ length: 30 }, (_, i) => `Пункт ${i + 1}: баллы начисляются в начале периода и сгорают в конце.`).join(' '),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Открыть' }));
    const dialog = await body().findByRole('dialog');
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Community rules', description: 'How points work, in short.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Открыть' }));
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  },
};
