import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Popover } from './Popover.tsx';

const meta = {
  title: 'UI/Popover',
  component: Popover,
  tags: ['autodocs'],
  args: {
    trigger: <Button variant="secondary">Как начисляются баллы?</Button>,
    title: 'Баллы',
    children: <p style={{ margin: 0 }}>За каждую благодарность коллега получает от 1 до 100 баллов.</p>,
    onOpenChange: fn(),
  },
  decorators: [(Story) => <div style={{ minHeight: '16rem' }}><Story /></div>],
  parameters: {
    docs: {
      description: {
        component:
          'Extra content anchored to a button. **When to use:** a short explanation, small filters or a mini form next to their trigger; for commands use Menu, for one-line hints Tooltip, for blocking questions Dialog. ' +
          '**Props:** `trigger` (a Button/IconButton), `children` (node or `(close) => node`), `title` or `aria-label`, `placement`, `showArrow`, `isOpen`/`defaultOpen`/`onOpenChange`. ' +
          '**Accessibility:** a `dialog` named by its title; the trigger has `aria-expanded`; focus moves inside on open; Escape and outside clicks close and return focus to the trigger.',
      },
    },
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Как начисляются баллы?' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog', { name: 'Баллы' });
    await expect(dialog).toHaveTextContent('от 1 до 100 баллов');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(document.body);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Keyboard: Enter opens and focuses the dialog; Escape closes and returns focus to the trigger. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Как начисляются баллы?' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', { name: 'Баллы' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Content with its own close button through the `close` render argument. */
export const WithForm: Story = {
  args: {
    title: 'Фильтр',
    trigger: <Button variant="secondary">Фильтр</Button>,
    children: (close: () => void) => (
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <label>
          <input type="checkbox" /> Только мои
        </label>
        <Button onPress={close}>Применить</Button>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Фильтр' }));
    const dialog = await body().findByRole('dialog', { name: 'Фильтр' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Только мои' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const WithArrow: Story = {
  args: { showArrow: true, placement: 'bottom start', defaultOpen: true },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Баллы' });
    await expect(dialog.parentElement?.querySelector('svg')).not.toBeNull();
  },
};

/** No visible title: named by `aria-label`. */
export const AriaLabelOnly: Story = {
  args: { title: undefined, 'aria-label': 'Подсказка о баллах', defaultOpen: true },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Подсказка о баллах' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ display: 'flex', gap: '1rem' }}>
        <Popover {...args} isOpen={open} onOpenChange={setOpen} />
        <button type="button" onClick={() => setOpen(true)}>
          Открыть снаружи
        </button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Открыть снаружи' }));
    const dialog = await body().findByRole('dialog', { name: 'Баллы' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const English: Story = {
  args: {
    trigger: <Button variant="secondary">How are points awarded?</Button>,
    title: 'Points',
    children: <p style={{ margin: 0 }}>Each thanks gives a colleague 1 to 100 points.</p>,
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'How are points awarded?' }));
    await expect(await body().findByRole('dialog', { name: 'Points' })).toHaveTextContent('1 to 100 points');
    await userEvent.keyboard('{Escape}');
    const trigger = within(canvasElement).getByRole('button', { name: 'How are points awarded?' });
    await waitFor(() => expect(trigger).toHaveFocus());
    // Focus returned to the trigger; blur it so the baseline never depends on focus-ring modality.
    trigger.blur();
  },
};
